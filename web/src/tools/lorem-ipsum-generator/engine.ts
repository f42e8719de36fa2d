/**
 * The Lorem Ipsum Generator's door to the Rust engine (crates/core/src/lorem, in the `generators` wasm bundle).
 * A hundred paragraphs take well under a millisecond, so it runs on the page.
 */
import { loadGeneratorsEngine } from "@/lib/generators-engine";
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

export const MIN_COUNT = 1;
export const MAX_COUNT = 100;

/** The count field's rule (spec: 1–100, non-numeric becomes 1, forced to at least 1). */
export function parseCount(raw: string): number {
  const value = Number(raw.trim());
  if (!Number.isFinite(value)) return MIN_COUNT;
  return Math.min(MAX_COUNT, Math.max(MIN_COUNT, Math.trunc(value)));
}

export async function loadLorem(): Promise<(options: LoremOptions) => LoremText> {
  const engine = await loadGeneratorsEngine();
  return (options) => engine.generateLoremIpsum(options);
}
