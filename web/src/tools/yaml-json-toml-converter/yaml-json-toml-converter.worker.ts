/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { ConvertOptions } from "@/wasm/convert/convert.js";
import { loadEngine } from "@/wasm/convert/load";

const api = {
  async convert(input: string, options: ConvertOptions): Promise<string> {
    return (await loadEngine()).convertText(input, options);
  },
};

export type ConvertWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
