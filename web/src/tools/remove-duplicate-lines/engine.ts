/**
 * Remove Duplicate Lines' door to the Rust engine (crates/core/src/text/dedupe, in the `text` wasm bundle).
 * The work runs in a worker, so a 5 MB paste never freezes the page while it is deduplicated.
 */
import { workerClient } from "@/lib/worker-rpc";
import { dedupeDefaults } from "@/wasm/text/defaults";
import type { DedupeOptions as EngineDedupeOptions, DedupeResult } from "@/wasm/text/text.js";
import type { DedupeWorkerApi } from "./dedupe.worker";

/** The four switches, every one set (the engine's `DedupeOptions`), and the result and its statistics. */
export type DedupeOptions = Required<EngineDedupeOptions>;
export type { DedupeResult, DedupeStats } from "@/wasm/text/text.js";

/** The spec's defaults: the engine's own, snapshot when its bundle is built. */
export const DEFAULT_OPTIONS: DedupeOptions = dedupeDefaults;

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
