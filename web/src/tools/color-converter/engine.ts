/**
 * The Color Converter's door to the Rust engine (crates/core/src/color, in the `color` wasm bundle). Reading a
 * colour takes microseconds, so the page calls the engine directly once the bundle has loaded.
 */
import { t } from "@lingui/core/macro";
import { readRefusal, wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import { loadEngine } from "@/wasm/color/load";
import type { ColorError, ColorReport, Contrast } from "@/wasm/color/color.js";

export type { ColorReport, Contrast };

/** A colour read from the visitor's text, or why it is not one (in the page's language). */
export type Reading = { report: ColorReport; refusal?: undefined } | { report?: undefined; refusal: string };

export interface ColorEngine {
  read(text: string): Reading;
  /** The contrast of two colours the engine has read (their hex codes). */
  contrast(foreground: string, background: string): Contrast;
}

export async function loadColorEngine(): Promise<ColorEngine> {
  const wasm = await loadEngine();
  return {
    read(text) {
      try {
        return { report: wasm.convertColor(text) };
      } catch (error) {
        const refusal = readRefusal(error, REFUSALS);
        if (refusal === undefined) throw error;
        return { refusal };
      }
    },
    contrast: (foreground, background) => wasm.colorContrast(foreground, background),
  };
}

/** The engine's refusals (ColorError) in the page's language: its English is the engine's `Display`. */
const REFUSALS: RefusalWords<ColorError> = {
  empty: () => t`Enter a color.`,
  malformed: ({ params: { syntax } }) => {
    const name = SYNTAX_NAMES[syntax];
    return t`This is not a valid ${name} color: check its numbers, units and separators.`;
  },
  unknown: () =>
    t`Not a color: enter a hex code, rgb(), hsl(), hwb(), lab(), lch(), oklch(), cmyk() or a CSS color name.`,
};

/** How each syntax is written: code, the same in every language. */
const SYNTAX_NAMES: Record<Extract<ColorError, { kind: "malformed" }>["params"]["syntax"], string> = {
  hex: "hex",
  rgb: "rgb()",
  hsl: "hsl()",
  hwb: "hwb()",
  hsv: "hsv()",
  lab: "lab()",
  lch: "lch()",
  oklab: "oklab()",
  oklch: "oklch()",
  color: "color()",
  cmyk: "cmyk()",
};

/** What a failed call says, in the page's language (the engine-refusals contract test reads it). */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
