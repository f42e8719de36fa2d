/**
 * The hashtag generator's door to its Rust engine (crates/core/src/hashtag, via the shared `generators` wasm bundle).
 * The engine is tiny and instant, so it runs on the page.
 */
import { loadEngine as loadGeneratorsEngine } from "@/wasm/generators/load";
import type {
  HashtagCategory,
  HashtagCategoryId,
  HashtagConfig,
  HashtagOptions as EngineHashtagOptions,
  HashtagResult,
} from "@/wasm/generators/generators.js";

export type { HashtagCategory, HashtagCategoryId, HashtagConfig, HashtagResult };
/** What the user asked for (generated from the Rust struct); every field is set by the page. */
export type HashtagOptions = Required<EngineHashtagOptions>;

export interface HashtagEngine {
  config: HashtagConfig;
  /** Same options and seed give the same tags; a new seed gives new random category picks. */
  generate(options: HashtagOptions, seed: number): HashtagResult;
}

export async function loadHashtagEngine(): Promise<HashtagEngine> {
  const wasm = await loadGeneratorsEngine();
  return {
    config: wasm.hashtagConfig(),
    generate: (options, seed) => wasm.generateHashtags(options, seed),
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
