/// <reference lib="webworker" />
import type { Minified } from "@/components/MinifierScreen";
import { lazyWasm } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { HtmlMinifyOptions, MinifyHtmlBundle } from "./engine";

/** The `minify-html` wasm bundle, fetched on the first minification. */
const loadEngine = lazyWasm(() => import("@/wasm/minify-html/minify-html.js"));

const api = {
  async minifyHtml(input: string, options: HtmlMinifyOptions): Promise<Minified> {
    const engine: MinifyHtmlBundle = await loadEngine();
    return engine.minifyHtml(input, options);
  },
};

export type HtmlMinifierWorkerApi = typeof api;

serveWorker(api);
