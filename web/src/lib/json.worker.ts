/// <reference lib="webworker" />
import { lazyWasm } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { JsonAnalysis, JsonReport } from "./json-engine";

/** The `json` wasm bundle, instantiated once in this worker on first use. */
const loadJsonEngine = lazyWasm(() => import("@/wasm/json/json.js"));

const api = {
  async analyzeJson(text: string, indent: number): Promise<JsonAnalysis> {
    return (await loadJsonEngine()).analyzeJson(text, indent) as JsonAnalysis;
  },
  async validateJson(text: string): Promise<JsonReport> {
    return (await loadJsonEngine()).validateJson(text) as JsonReport;
  },
};

export type JsonWorkerApi = typeof api;

serveWorker(api);
