/**
 * The Word Counter's door to the Rust engine (crates/core/src/text/word_stats, in the `text` wasm bundle).
 * Counting runs in a worker, so a 5 MB paste never freezes the page.
 */
import { workerClient } from "@/lib/worker-rpc";
import type { WordCounterWorkerApi } from "./word-counter.worker";

/** The engine's `TextStats` (the spec's text statistics), as the wasm bundle declares it. */
export type { TextStats } from "@/wasm/text/text.js";
import type { TextStats } from "@/wasm/text/text.js";

/** The statistics and the text of `text-analysis-report.txt`, both from the engine. */
export interface WordAnalysis {
  stats: TextStats;
  report: string;
}

const callWorker = workerClient<WordCounterWorkerApi>(
  () => new Worker(new URL("./word-counter.worker.ts", import.meta.url), { type: "module", name: "word-counter" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Analyzes `text` (in the worker). */
export function analyzeWords(text: string): Promise<WordAnalysis> {
  return callWorker("analyzeWords", [text]);
}

/** The spec's speeds and the times at which the progress bars are full (about 2,000 words each). */
export const READING_WORDS_PER_MINUTE = 200;
export const SPEAKING_WORDS_PER_MINUTE = 150;
export const READING_BAR_FULL_MINUTES = 10;
export const SPEAKING_BAR_FULL_MINUTES = 13;

/** A progress bar's fill for `minutes` out of `fullAt`, capped at 100. */
export function barPercent(minutes: number, fullAt: number): number {
  return Math.min(100, Math.round((minutes / fullAt) * 100));
}
