/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/entities/load";
import type { EncodeOptions } from "./engine";

const api = {
  async encode(text: string, options: EncodeOptions): Promise<string> {
    return (await loadEngine()).encodeEntities(text, options);
  },
  async decode(text: string): Promise<string> {
    return (await loadEngine()).decodeEntities(text);
  },
};

export type EntitiesWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
