/**
 * The Character Counter's door to the Rust engine (crates/core/src/text/char_stats, in the `text` wasm bundle).
 * Counting runs in a worker, so a 5 MB paste never freezes the page.
 */
import { workerClient } from "@/lib/worker-rpc";
import type { CharacterCounterWorkerApi } from "./character-counter.worker";

/** How the text fits one platform (the engine's `PlatformUsage`). */
export interface PlatformUsage {
  /** twitter, instagram, facebook, linkedin, youtube, tiktok, meta-description, sms */
  id: string;
  name: string;
  limit: number;
  count: number;
  /** Share of the limit used, one decimal, capped at 100. */
  percent: number;
  /** Characters over the limit (0 when within). */
  over: number;
  /** Characters still free (0 when over). */
  remaining: number;
  withinLimit: boolean;
}

/** The engine's `CharacterStats` (the spec's text statistics for the character counter). */
export interface CharacterStats {
  total: number;
  totalNoSpaces: number;
  letters: number;
  numbers: number;
  spaces: number;
  punctuation: number;
  symbols: number;
  uppercase: number;
  lowercase: number;
  words: number;
  sentences: number;
  paragraphs: number;
  lines: number;
  uniqueChars: number;
  /** The most frequent character besides white space; null when there is none. */
  mostCommon: { char: string; count: number } | null;
  platforms: PlatformUsage[];
}

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
