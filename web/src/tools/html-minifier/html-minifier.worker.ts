/// <reference lib="webworker" />
import type { Minified } from "@/lib/minify";
import { lazyWasm, startLoading } from "@/lib/wasm";
import { isTrap, serveWorker } from "@/lib/worker-rpc";
import type { HtmlMinifyOptions } from "./engine";

/** The `minify-html` wasm bundle, fetched as the worker starts. It carries no CSS or JS engine: */
const loadHtml = lazyWasm(() => import("@/wasm/minify-html/minify-html.js"));
/** inline code goes to the CSS and JS Minifiers' own bundles, fetched only when their option is on. */
const loadCss = lazyWasm(() => import("@/wasm/minify-css/minify-css.js"));
const loadJs = lazyWasm(() => import("@/wasm/minify-js/minify-js.js"));

const api = {
  async minifyHtml(input: string, options: HtmlMinifyOptions): Promise<Minified> {
    const [html, css, js] = await Promise.all([
      loadHtml(),
      options.minifyCss ? loadCss() : undefined,
      options.minifyJs ? loadJs() : undefined,
    ]);
    // The HTML bundle turns whatever an inline engine throws into a warning; a trap must still reach serveWorker
    // (as itself) so this worker, whose CSS or JS instance may now be corrupt, is replaced.
    let trap: unknown;
    const guarded =
      <Args extends unknown[], R>(engine: (...args: Args) => R) =>
      (...args: Args): R => {
        try {
          return engine(...args);
        } catch (error) {
          if (isTrap(error)) trap ??= error;
          throw error;
        }
      };
    const engines = {
      script: js && guarded(js.minifyJs),
      styleSheet: css && guarded(css.minifyCss),
    };
    const minified = html.minifyHtml(input, options, engines);
    if (trap) throw trap;
    return minified;
  },
};

export type HtmlMinifierWorkerApi = typeof api;

serveWorker(api);
startLoading(loadHtml);
