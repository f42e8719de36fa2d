/**
 * The JS Minifier's door to the Rust engine (crates/core/src/minify/js, oxc, in the `minify-js` wasm bundle).
 * Minifying runs in a worker, so a 5 MB script never freezes the page.
 */
import { tooDeepText, type Minified } from "@/lib/minify";
import { workerClient } from "@/lib/worker-rpc";
import { jsMinifyDefaults } from "@/wasm/minify-js/defaults";
import type { JsMinifyError, JsMinifyOptions as EngineJsMinifyOptions } from "@/wasm/minify-js/minify-js.js";
import type { JsMinifierWorkerApi } from "./js-minifier.worker";
import { t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";

/** The spec's options, every one set (camelCase, as the engine takes them; generated from the Rust struct). */
export type JsMinifyOptions = Required<EngineJsMinifyOptions>;

/** Spec part 2 §9 (the safe options on, the rest off): the engine's own defaults, snapshot when its bundle is built. */
export const JS_DEFAULTS: JsMinifyOptions = jsMinifyDefaults;

const callWorker = workerClient<JsMinifierWorkerApi>(
  () => new Worker(new URL("./js-minifier.worker.ts", import.meta.url), { type: "module", name: "js-minifier" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Minifies `input` (in the worker); rejects with the engine's message. */
export function minifyJs(input: string, options: JsMinifyOptions): Promise<Minified> {
  return callWorker("minifyJs", [input, options]);
}

/** The engine's refusals (JsMinifyError in crates/core/src/minify) in the page's language. */
const REFUSALS: RefusalWords<JsMinifyError> = {
  syntax: ({ params: { message, line, column, related } }) => {
    if (!related) return t`${message} at line ${line}, column ${column}`;
    const { label, line: relatedLine, column: relatedColumn } = related;
    return t`${message} at line ${line}, column ${column} (${label}: line ${relatedLine}, column ${relatedColumn})`;
  },
  engine: ({ params: reason }) => t`Could not minify the JavaScript: ${reason}`,
  tooDeep: tooDeepText,
};

/** What a failed minification says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
