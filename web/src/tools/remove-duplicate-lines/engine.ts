/**
 * Remove Duplicate Lines' door to the Rust engine (crates/core/src/text/dedupe, in the `text` wasm bundle).
 * The work runs in a worker, so a 5 MB paste never freezes the page while it is deduplicated.
 */
import { workerClient } from "@/lib/worker-rpc";
import type { DedupeWorkerApi } from "./dedupe.worker";

/** The four switches (camelCase fields of the engine's `DedupeOptions`). */
export interface DedupeOptions {
  caseSensitive: boolean;
  removeEmptyLines: boolean;
  trimWhitespace: boolean;
  sortAlphabetically: boolean;
}

/** The spec's defaults. */
export const DEFAULT_OPTIONS: DedupeOptions = {
  caseSensitive: false,
  removeEmptyLines: true,
  trimWhitespace: true,
  sortAlphabetically: false,
};

export interface DedupeStats {
  /** Lines in the input. */
  original: number;
  /** Extra occurrences of kept lines. */
  duplicates: number;
  /** Lines in the output. */
  unique: number;
  /** original − unique: duplicates plus dropped empty lines. */
  removed: number;
  /** Empty lines dropped by "Remove empty lines". */
  emptyRemoved: number;
}

export interface DedupeResult {
  text: string;
  stats: DedupeStats;
}

export const EMPTY_RESULT: DedupeResult = {
  text: "",
  stats: { original: 0, duplicates: 0, unique: 0, removed: 0, emptyRemoved: 0 },
};

const callWorker = workerClient<DedupeWorkerApi>(
  () => new Worker(new URL("./dedupe.worker.ts", import.meta.url), { type: "module", name: "remove-duplicate-lines" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Removes duplicate lines (in the worker); empty input answers at once. */
export function removeDuplicateLines(text: string, options: DedupeOptions): Promise<DedupeResult> {
  if (text === "") return Promise.resolve(EMPTY_RESULT);
  return callWorker("removeDuplicateLines", [text, options]);
}
