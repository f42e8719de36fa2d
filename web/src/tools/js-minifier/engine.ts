/**
 * The JS Minifier's door to the Rust engine (crates/core/src/minify/js, oxc, in the `minify-js` wasm bundle).
 * Minifying runs in a worker, so a 5 MB script never freezes the page.
 */
import type { Minified } from "@/lib/minify";
import { workerClient } from "@/lib/worker-rpc";
import type { JsMinifierWorkerApi } from "./js-minifier.worker";

/** The spec's JS options plus the two real compiler passes we offer (camelCase, as the engine takes them). */
export interface JsMinifyOptions {
  removeComments: boolean;
  removeWhitespace: boolean;
  removeEmptyLines: boolean;
  shortenBooleans: boolean;
  removeDebugStatements: boolean;
  removeTrailingSemicolons: boolean;
  preserveNewlines: boolean;
  mangle: boolean;
  removeDeadCode: boolean;
}

/** Spec part 2 §9: the safe options on, the rest off (renaming and dead-code removal are ours, also off). */
export const JS_DEFAULTS: JsMinifyOptions = {
  removeComments: true,
  removeWhitespace: true,
  removeEmptyLines: true,
  shortenBooleans: true,
  removeDebugStatements: false,
  removeTrailingSemicolons: false,
  preserveNewlines: false,
  mangle: false,
  removeDeadCode: false,
};

/** The bundle's function as we call it (the generated .d.ts types its objects as `any`). */
export interface MinifyJsBundle {
  /** Throws an Error whose message is the parser's, with line and column, when the input does not parse. */
  minifyJs(input: string, options: JsMinifyOptions): Minified;
}

const callWorker = workerClient<JsMinifierWorkerApi>(
  () => new Worker(new URL("./js-minifier.worker.ts", import.meta.url), { type: "module", name: "js-minifier" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Minifies `input` (in the worker); rejects with the engine's message. */
export function minifyJs(input: string, options: JsMinifyOptions): Promise<Minified> {
  return callWorker("minifyJs", [input, options]);
}
