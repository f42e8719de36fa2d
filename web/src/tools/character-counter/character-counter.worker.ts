/// <reference lib="webworker" />
import { loadEngine as loadTextEngine } from "@/wasm/text/load";
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { CharacterAnalysis } from "./engine";

const api = {
  async analyzeCharacters(text: string): Promise<CharacterAnalysis> {
    const engine = await loadTextEngine();
    const stats = engine.analyzeCharacters(text);
    return { stats, report: engine.characterAnalysisReport(stats) };
  },
};

export type CharacterCounterWorkerApi = typeof api;

serveWorker(api);
startLoading(loadTextEngine);
