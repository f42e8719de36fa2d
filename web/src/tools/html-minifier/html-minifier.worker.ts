/// <reference lib="webworker" />
import type { Minified } from "@/lib/minify";
import { startLoading } from "@/lib/wasm";
import { loadEngine as loadCss } from "@/wasm/minify-css/load";
import { loadEngine as loadHtml } from "@/wasm/minify-html/load";
import { loadEngine as loadJs } from "@/wasm/minify-js/load";
import { isTrap, serveWorker } from "@/lib/worker-rpc";
import type { HtmlMinifyOptions } from "./engine";

// The `minify-html` bundle is fetched as the worker starts. It carries no CSS or JS engine: inline code goes to the
// CSS and JS Minifiers' own bundles, fetched only when their option is on.

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
