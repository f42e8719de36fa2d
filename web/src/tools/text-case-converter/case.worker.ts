/// <reference lib="webworker" />
import { loadTextEngine } from "@/lib/text-engine";
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { CaseConversion } from "./engine";

const api = {
  async convertAllCases(text: string): Promise<CaseConversion[]> {
    const engine = await loadTextEngine();
    return engine.convertAllCases(text) as CaseConversion[];
  },
};

export type CaseWorkerApi = typeof api;

serveWorker(api);
startLoading(loadTextEngine);
