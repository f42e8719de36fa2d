/// <reference lib="webworker" />
import type { Minified } from "@/lib/minify";
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { JsMinifyOptions } from "./engine";
import { loadEngine } from "@/wasm/minify-js/load";

const api = {
  async minifyJs(input: string, options: JsMinifyOptions): Promise<Minified> {
    const engine = await loadEngine();
    return engine.minifyJs(input, options, null);
  },
};

export type JsMinifierWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
