/// <reference lib="webworker" />
import { loadEngine as loadTextEngine } from "@/wasm/text/load";
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { WordAnalysis } from "./engine";

const api = {
  async analyzeWords(text: string): Promise<WordAnalysis> {
    const engine = await loadTextEngine();
    const stats = engine.analyzeWords(text);
    return { stats, report: engine.textAnalysisReport(stats) };
  },
};

export type WordCounterWorkerApi = typeof api;

serveWorker(api);
startLoading(loadTextEngine);
