/// <reference lib="webworker" />
import { loadEngine as loadTextEngine } from "@/wasm/text/load";
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { DedupeOptions } from "./engine";
import type { DedupeResult } from "@/wasm/text/text.js";

const api = {
  async removeDuplicateLines(text: string, options: DedupeOptions): Promise<DedupeResult> {
    const engine = await loadTextEngine();
    return engine.removeDuplicateLines(text, options);
  },
};

export type DedupeWorkerApi = typeof api;

serveWorker(api);
startLoading(loadTextEngine);
