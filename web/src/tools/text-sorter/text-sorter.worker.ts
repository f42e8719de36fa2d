/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/text/load";
import type { SortResult } from "@/wasm/text/text.js";
import type { SortOptions } from "./engine";

const api = {
  async sortLines(text: string, options: SortOptions): Promise<SortResult> {
    return (await loadEngine()).sortLines(text, options);
  },
};

export type SortWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
