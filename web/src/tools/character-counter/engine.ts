/**
 * The Character Counter's door to the Rust engine (crates/core/src/text/char_stats, in the `text` wasm bundle).
 * Counting runs in a worker, so a 5 MB paste never freezes the page.
 */
import { workerClient } from "@/lib/worker-rpc";
import type { CharacterCounterWorkerApi } from "./character-counter.worker";

/** The engine's `CharacterStats` and `PlatformUsage` (how the text fits one platform), as the wasm bundle declares them. */
export type { CharacterStats, Platform, PlatformUsage } from "@/wasm/text/text.js";
import type { CharacterStats } from "@/wasm/text/text.js";

/** The statistics and the text of `character-analysis-report.txt`, both from the engine. */
export interface CharacterAnalysis {
  stats: CharacterStats;
  report: string;
}

const callWorker = workerClient<CharacterCounterWorkerApi>(
  () =>
    new Worker(new URL("./character-counter.worker.ts", import.meta.url), {
      type: "module",
      name: "character-counter",
    }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Analyzes `text` (in the worker). */
export function analyzeCharacters(text: string): Promise<CharacterAnalysis> {
  return callWorker("analyzeCharacters", [text]);
}
