/**
 * The Lorem Ipsum Generator's door to the Rust engine (crates/core/src/lorem, in the `generators` wasm bundle).
 * A hundred paragraphs take well under a millisecond, so it runs on the page.
 */
import { loadGeneratorsEngine } from "@/lib/generators-engine";

export type LoremType = "words" | "sentences" | "paragraphs";
export type LoremStyle = "classic" | "cicero" | "hipster" | "corporate";

export interface LoremOptions {
  type: LoremType;
  /** 1–100 (the engine clamps too). */
  count: number;
  style: LoremStyle;
  /** Only the classic style honours it. */
  startWithLorem: boolean;
}

export interface LoremText {
  text: string;
  wordCount: number;
  characterCount: number;
}

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
  return (options) => engine.generateLoremIpsum(options) as LoremText;
}
