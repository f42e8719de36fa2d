/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/base/load";
import type { Conversion } from "@/wasm/base/base.js";

const api = {
  async convert(text: string, from: number, other: number): Promise<Conversion> {
    return (await loadEngine()).convertBase(text, from, other);
  },
};

export type BaseWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
