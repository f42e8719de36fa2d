/**
 * The username generator's door to its Rust engine (crates/core/src/username, via the shared `generators` wasm
 * bundle). Names are drawn from the browser's secure generator (Web Crypto) inside the engine.
 */
import { loadEngine as loadGeneratorsEngine } from "@/wasm/generators/load";
import type {
  UsernameConfig,
  UsernameOptions as EngineUsernameOptions,
  UsernameStyle,
} from "@/wasm/generators/generators.js";

export type { UsernameConfig, UsernameStyle };
/** What the user asked for (generated from the Rust struct); every field is set by the page. */
export type UsernameOptions = Required<EngineUsernameOptions>;

export interface UsernameEngine {
  config: UsernameConfig;
  /** A fresh batch of distinct usernames on every call. */
  generate(options: UsernameOptions): string[];
  /** The names as one comma-separated CSV record. */
  toCsv(names: readonly string[]): string;
}

export async function loadUsernameEngine(): Promise<UsernameEngine> {
  const wasm = await loadGeneratorsEngine();
  return {
    config: wasm.usernameConfig(),
    generate: (options) => wasm.generateUsernames(options),
    toCsv: (names) => wasm.usernamesToCsv(names),
  };
}

/** The count the user typed, as the generator uses it: whole, clamped to the limits, the default when not a number. */
export function parseCount(
  text: string,
  config: Pick<UsernameConfig, "minCount" | "maxCount" | "defaultCount">,
): number {
  const value = Number.parseInt(text.trim(), 10);
  if (Number.isNaN(value)) return config.defaultCount;
  return Math.min(config.maxCount, Math.max(config.minCount, value));
}

/** What Copy All copies: one name per line. */
export function usernamesAsLines(names: readonly string[]): string {
  return names.join("\n");
}
