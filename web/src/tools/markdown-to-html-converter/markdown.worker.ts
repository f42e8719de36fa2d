/// <reference lib="webworker" />
import { lazyWasm } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { Converted, MarkdownBundle, MarkdownOptions } from "./engine";

/** The `markdown` wasm bundle, fetched on the first conversion. */
const loadEngine = lazyWasm(() => import("@/wasm/markdown/markdown.js"));

const api = {
  async convertMarkdown(markdown: string, options: MarkdownOptions): Promise<Converted> {
    const engine: MarkdownBundle = await loadEngine();
    return engine.convertMarkdown(markdown, options);
  },
};

export type MarkdownWorkerApi = typeof api;

serveWorker(api);
