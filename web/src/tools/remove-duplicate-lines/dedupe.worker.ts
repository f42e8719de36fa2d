/// <reference lib="webworker" />
import { loadTextEngine } from "@/lib/text-engine";
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { DedupeOptions, DedupeResult } from "./engine";

const api = {
  async removeDuplicateLines(text: string, options: DedupeOptions): Promise<DedupeResult> {
    const engine = await loadTextEngine();
    return engine.removeDuplicateLines(text, options) as DedupeResult;
  },
};

export type DedupeWorkerApi = typeof api;

serveWorker(api);
startLoading(loadTextEngine);
