/**
 * The CSS Minifier's door to the Rust engine (crates/core/src/minify/css, lightningcss, in the `minify-css`
 * wasm bundle). Minifying runs in a worker, so a large stylesheet never freezes the page.
 */
import { tooDeepText, type Minified } from "@/lib/minify";
import { workerClient } from "@/lib/worker-rpc";
import { cssMinifyDefaults } from "@/wasm/minify-css/defaults";
import type { CssMinifyError, CssMinifyOptions as EngineCssMinifyOptions } from "@/wasm/minify-css/minify-css.js";
import type { CssMinifierWorkerApi } from "./css-minifier.worker";
import { t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";

/** The spec's options, every one set (camelCase, as the engine takes them; generated from the Rust struct). */
export type CssMinifyOptions = Required<EngineCssMinifyOptions>;

/** Spec part 2 §9 (all on except mergeDuplicateRules and sortProperties): the engine's own defaults, snapshot when its bundle is built. */
export const CSS_DEFAULTS: CssMinifyOptions = cssMinifyDefaults;

const callWorker = workerClient<CssMinifierWorkerApi>(
  () => new Worker(new URL("./css-minifier.worker.ts", import.meta.url), { type: "module", name: "css-minifier" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Minifies `input` (in the worker); rejects with the engine's message. */
export function minifyCss(input: string, options: CssMinifyOptions): Promise<Minified> {
  return callWorker("minifyCss", [input, options]);
}

/** The engine's refusals (CssMinifyError in crates/core/src/minify) in the page's language. */
const REFUSALS: RefusalWords<CssMinifyError> = {
  parse: ({ params: { line, column, message } }) => t`Invalid CSS at line ${line}, column ${column}: ${message}`,
  engine: ({ params: reason }) => t`Could not minify the CSS: ${reason}`,
  tooDeep: tooDeepText,
};

/** What a failed minification says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
