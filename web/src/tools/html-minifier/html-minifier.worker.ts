/// <reference lib="webworker" />
import type { Minified } from "@/components/MinifierScreen";
import { lazyWasm } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { HtmlMinifyOptions } from "./engine";

/** The `minify-html` wasm bundle, fetched on the first minification. It carries no CSS or JS engine: */
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
    const engines = { script: js?.minifyJs, styleSheet: css?.minifyCss };
    return html.minifyHtml(input, options, engines);
  },
};

export type HtmlMinifierWorkerApi = typeof api;

serveWorker(api);
