/// <reference lib="webworker" />
import type { Minified } from "@/lib/minify";
import { lazyWasm, startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { JsMinifyOptions } from "./engine";

/** The `minify-js` wasm bundle, fetched as the worker starts. */
const loadEngine = lazyWasm(() => import("@/wasm/minify-js/minify-js.js"));

const api = {
  async minifyJs(input: string, options: JsMinifyOptions): Promise<Minified> {
    const engine = await loadEngine();
    return engine.minifyJs(input, options, null);
  },
};

export type JsMinifierWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
