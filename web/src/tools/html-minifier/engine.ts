/**
 * The HTML Minifier's door to the Rust engine (crates/core/src/minify/html, minify-html, in the `minify-html`
 * wasm bundle). Minifying runs in a worker, so a large page never freezes the screen.
 */
import { tooDeepText, type Minified } from "@/lib/minify";
import { workerClient } from "@/lib/worker-rpc";
import { htmlMinifyDefaults } from "@/wasm/minify-html/defaults";
import type { HtmlMinifyError, HtmlMinifyOptions as EngineHtmlMinifyOptions } from "@/wasm/minify-html/minify-html.js";
import type { HtmlMinifierWorkerApi } from "./html-minifier.worker";
import { t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";

/** The spec's options, every one set (camelCase, as the engine takes them; generated from the Rust struct). */
export type HtmlMinifyOptions = Required<EngineHtmlMinifyOptions>;

/** Spec part 2 §9 (all on except removeOptionalTags, minifyCSS and minifyJS): the engine's own defaults, snapshot when its bundle is built. */
export const HTML_DEFAULTS: HtmlMinifyOptions = htmlMinifyDefaults;

const callWorker = workerClient<HtmlMinifierWorkerApi>(
  () => new Worker(new URL("./html-minifier.worker.ts", import.meta.url), { type: "module", name: "html-minifier" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Minifies `input` (in the worker); rejects with the engine's message. */
export function minifyHtml(input: string, options: HtmlMinifyOptions): Promise<Minified> {
  return callWorker("minifyHtml", [input, options]);
}

/** The engine's refusals (HtmlMinifyError in crates/core/src/minify) in the page's language. */
const REFUSALS: RefusalWords<HtmlMinifyError> = {
  notUtf8: () => t`The minified HTML is not valid UTF-8 text.`,
  tooDeep: tooDeepText,
};

/** What a failed minification says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
