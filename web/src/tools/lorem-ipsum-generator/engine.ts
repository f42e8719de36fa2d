/**
 * The Lorem Ipsum Generator's door to the Rust engine (crates/core/src/lorem, in the `generators` wasm bundle).
 * A hundred paragraphs take well under a millisecond, so it runs on the page.
 */
import { loadEngine as loadGeneratorsEngine } from "@/wasm/generators/load";
import { loremCountLimits, loremDefaults } from "@/wasm/generators/defaults";
import type {
  LoremKind,
  LoremOptions as EngineLoremOptions,
  LoremStyle,
  LoremText,
} from "@/wasm/generators/generators.js";

export type { LoremStyle, LoremText };
/** What to generate (generated from the Rust struct); every field is set by the page. */
export type LoremOptions = Required<EngineLoremOptions>;
export type LoremType = LoremKind;

/** The page's starting settings and the count's range: the engine's own, snapshot when its bundle is built. */
export const DEFAULT_OPTIONS: LoremOptions = loremDefaults;
export const { min: MIN_COUNT, max: MAX_COUNT } = loremCountLimits;

/** The count field's rule (spec: 1–100, non-numeric becomes 1, forced to at least 1). */
export function parseCount(raw: string): number {
  const value = Number(raw.trim());
  if (!Number.isFinite(value)) return MIN_COUNT;
  return Math.min(MAX_COUNT, Math.max(MIN_COUNT, Math.trunc(value)));
}

/** Generates text with the engine, synchronously: the page calls it as the settings change. */
export type LoremGenerator = (options: LoremOptions) => LoremText;

/** Loads the engine (EngineGate shows its progress and a failure). */
export async function loadLorem(): Promise<LoremGenerator> {
  const engine = await loadGeneratorsEngine();
  return (options) => engine.generateLoremIpsum(options);
}
