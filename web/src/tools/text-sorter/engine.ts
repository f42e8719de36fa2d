/**
 * The Text Sorter's door to the Rust engine (crates/core/src/text/sort, in the `text` wasm bundle). The work runs
 * in a worker, so sorting a million lines never freezes the page; shuffling draws from Web Crypto in the engine.
 */
import { workerClient } from "@/lib/worker-rpc";
import { sortDefaults } from "@/wasm/text/defaults";
import type { SortOptions as EngineSortOptions, SortResult } from "@/wasm/text/text.js";
import type { SortWorkerApi } from "./text-sorter.worker";

/** Every option set (the engine's `SortOptions`), and the result. */
export type SortOptions = Required<EngineSortOptions>;
export type { SortOrder, SortResult } from "@/wasm/text/text.js";

/** The engine's own defaults, snapshot when its bundle is built. */
export const DEFAULT_OPTIONS: SortOptions = sortDefaults;

export const EMPTY_RESULT: SortResult = { text: "", lines: 0, removed: 0 };

const callWorker = workerClient<SortWorkerApi>(
  () => new Worker(new URL("./text-sorter.worker.ts", import.meta.url), { type: "module", name: "text-sorter" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Sorts the lines (in the worker); empty input answers at once. */
export function sortLines(text: string, options: SortOptions): Promise<SortResult> {
  if (text === "") return Promise.resolve(EMPTY_RESULT);
  return callWorker("sortLines", [text, options]);
}
