/**
 * The CSS Minifier's door to the Rust engine (crates/core/src/minify/css, lightningcss, in the `minify-css`
 * wasm bundle). Minifying runs in a worker, so a large stylesheet never freezes the page.
 */
import type { Minified } from "@/lib/minify";
import { workerClient } from "@/lib/worker-rpc";
import type { CssMinifierWorkerApi } from "./css-minifier.worker";

/** The spec's CSS options (camelCase, as the engine takes them). */
export interface CssMinifyOptions {
  removeComments: boolean;
  removeWhitespace: boolean;
  removeLastSemicolon: boolean;
  compressColors: boolean;
  removeZeroUnits: boolean;
  mergeDuplicateRules: boolean;
  sortProperties: boolean;
  removeEmptyRules: boolean;
}

/** Spec part 2 §9: all on except mergeDuplicateRules and sortProperties. */
export const CSS_DEFAULTS: CssMinifyOptions = {
  removeComments: true,
  removeWhitespace: true,
  removeLastSemicolon: true,
  compressColors: true,
  removeZeroUnits: true,
  mergeDuplicateRules: false,
  sortProperties: false,
  removeEmptyRules: true,
};

/** The bundle's function as we call it (the generated .d.ts types its objects as `any`). */
export interface MinifyCssBundle {
  /** Throws an Error with the parser's message, line and column, when the stylesheet does not parse. */
  minifyCss(input: string, options: CssMinifyOptions): Minified;
}

const callWorker = workerClient<CssMinifierWorkerApi>(
  () => new Worker(new URL("./css-minifier.worker.ts", import.meta.url), { type: "module", name: "css-minifier" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Minifies `input` (in the worker); rejects with the engine's message. */
export function minifyCss(input: string, options: CssMinifyOptions): Promise<Minified> {
  return callWorker("minifyCss", [input, options]);
}
