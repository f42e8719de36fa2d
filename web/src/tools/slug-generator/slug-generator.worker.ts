/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/slug/load";
import type { SlugOptions } from "./engine";

const api = {
  async slugifyLines(text: string, options: SlugOptions): Promise<string> {
    return (await loadEngine()).slugifyLines(text, options);
  },
};

export type SlugWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
