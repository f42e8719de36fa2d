/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { JsonAnalysis, JsonReport } from "./json-engine";
import { loadEngine as loadJsonEngine } from "@/wasm/json/load";

const api = {
  async analyzeJson(text: string, indent: number): Promise<JsonAnalysis> {
    return (await loadJsonEngine()).analyzeJson(text, indent);
  },
  async validateJson(text: string): Promise<JsonReport> {
    return (await loadJsonEngine()).validateJson(text);
  },
};

export type JsonWorkerApi = typeof api;

serveWorker(api);
startLoading(loadJsonEngine);
