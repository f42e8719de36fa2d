/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { Converted, MarkdownOptions } from "./engine";
import { loadEngine } from "@/wasm/markdown/load";

const api = {
  async convertMarkdown(markdown: string, options: MarkdownOptions): Promise<Converted> {
    const engine = await loadEngine();
    return engine.convertMarkdown(markdown, options);
  },
};

export type MarkdownWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
