/// <reference lib="webworker" />
import { lazyWasm, startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { Converted, MarkdownOptions } from "./engine";

/** The `markdown` wasm bundle, fetched as the worker starts. */
const loadEngine = lazyWasm(() => import("@/wasm/markdown/markdown.js"));

const api = {
  async convertMarkdown(markdown: string, options: MarkdownOptions): Promise<Converted> {
    const engine = await loadEngine();
    return engine.convertMarkdown(markdown, options);
  },
};

export type MarkdownWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
