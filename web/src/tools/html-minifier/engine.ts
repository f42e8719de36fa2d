/**
 * The HTML Minifier's door to the Rust engine (crates/core/src/minify/html, minify-html, in the `minify-html`
 * wasm bundle). Minifying runs in a worker, so a large page never freezes the screen.
 */
import type { Minified } from "@/lib/minify";
import { workerClient } from "@/lib/worker-rpc";
import type { HtmlMinifierWorkerApi } from "./html-minifier.worker";

/** The spec's HTML options (camelCase, as the engine takes them). */
export interface HtmlMinifyOptions {
  removeComments: boolean;
  removeWhitespace: boolean;
  removeOptionalTags: boolean;
  removeRedundantAttributes: boolean;
  collapseWhitespace: boolean;
  removeEmptyAttributes: boolean;
  minifyCss: boolean;
  minifyJs: boolean;
}

/** Spec part 2 §9: all on except removeOptionalTags, minifyCSS and minifyJS. */
export const HTML_DEFAULTS: HtmlMinifyOptions = {
  removeComments: true,
  removeWhitespace: true,
  removeOptionalTags: false,
  removeRedundantAttributes: true,
  collapseWhitespace: true,
  removeEmptyAttributes: true,
  minifyCss: false,
  minifyJs: false,
};

const callWorker = workerClient<HtmlMinifierWorkerApi>(
  () => new Worker(new URL("./html-minifier.worker.ts", import.meta.url), { type: "module", name: "html-minifier" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Minifies `input` (in the worker); rejects with the engine's message. */
export function minifyHtml(input: string, options: HtmlMinifyOptions): Promise<Minified> {
  return callWorker("minifyHtml", [input, options]);
}
