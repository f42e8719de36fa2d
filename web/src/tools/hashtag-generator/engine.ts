/**
 * The hashtag generator's door to its Rust engine (crates/core/src/hashtag, via the shared `generators` wasm bundle).
 * The engine is tiny and instant, so it runs on the page.
 */
import { loadGeneratorsEngine } from "@/lib/generators-engine";

export interface HashtagCategory {
  id: string;
  name: string;
  /** A lucide icon name in kebab-case, e.g. "graduation-cap". */
  icon: string;
  hashtags: string[];
}

export interface HashtagConfig {
  categories: HashtagCategory[];
  defaultCategory: string;
  /** The max slider's range, step and default. */
  minMax: number;
  maxMax: number;
  maxStep: number;
  defaultMax: number;
  tagsPerCategory: number;
}

export interface HashtagOptions {
  description: string;
  /** The user's own hashtags, separated by commas or spaces. */
  custom: string;
  categories: string[];
  max: number;
  niche: boolean;
  trending: boolean;
}

export interface HashtagResult {
  /** Tags without '#', at most `max`, in source order (custom, words, niche, categories, trending). */
  tags: string[];
  /** Distinct tags available before the cap. */
  available: number;
}

export interface HashtagEngine {
  config: HashtagConfig;
  /** Same options and seed give the same tags; a new seed gives new random category picks. */
  generate(options: HashtagOptions, seed: number): HashtagResult;
}

export async function loadHashtagEngine(): Promise<HashtagEngine> {
  const wasm = await loadGeneratorsEngine();
  return {
    config: wasm.hashtagConfig() as HashtagConfig,
    generate: (options, seed) => wasm.generateHashtags(options, seed) as HashtagResult,
  };
}

/** A fresh 32-bit seed for the category picks (from the browser's secure generator). */
export function newSeed(): number {
  const [seed = 0] = crypto.getRandomValues(new Uint32Array(1));
  return seed;
}

/** The tags as the user copies or downloads them: space-separated, with or without '#'. */
export function formatHashtags(tags: readonly string[], withHash: boolean): string {
  return tags.map((tag) => (withHash ? `#${tag}` : tag)).join(" ");
}
