/// <reference lib="webworker" />
import type { Minified } from "@/lib/minify";
import { lazyWasm, startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { CssMinifyOptions } from "./engine";

/** The `minify-css` wasm bundle, fetched as the worker starts. */
const loadEngine = lazyWasm(() => import("@/wasm/minify-css/minify-css.js"));

const api = {
  async minifyCss(input: string, options: CssMinifyOptions): Promise<Minified> {
    const engine = await loadEngine();
    return engine.minifyCss(input, options);
  },
};

export type CssMinifierWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
