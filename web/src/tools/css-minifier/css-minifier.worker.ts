/// <reference lib="webworker" />
import type { Minified } from "@/lib/minify";
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { CssMinifyOptions } from "./engine";
import { loadEngine } from "@/wasm/minify-css/load";

const api = {
  async minifyCss(input: string, options: CssMinifyOptions): Promise<Minified> {
    const engine = await loadEngine();
    return engine.minifyCss(input, options);
  },
};

export type CssMinifierWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
