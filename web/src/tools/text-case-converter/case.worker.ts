/// <reference lib="webworker" />
import { loadEngine as loadTextEngine } from "@/wasm/text/load";
import { previewOf } from "@/lib/preview";
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { CaseConversion, CaseFormat, CasePreview } from "./engine";

/**
 * The latest conversion, whole. Ten formats of a 5 MB text are 50 MB: cloning them to the page on every keystroke
 * would stall it, so the page gets previews and lengths and fetches one format's text when it copies it.
 */
let latest: CaseConversion[] = [];

const api = {
  async convertAllCases(text: string): Promise<CasePreview[]> {
    const engine = await loadTextEngine();
    latest = engine.convertAllCases(text);
    return latest.map(({ format, text: converted }) => {
      const { shown, truncated } = previewOf(converted);
      return { format, preview: shown, truncated, length: converted.length };
    });
  },
  /** One format of the latest conversion, as UTF-8 bytes (moved to the page, not copied). */
  fullText(format: CaseFormat): Uint8Array {
    const conversion = latest.find((c) => c.format === format);
    if (!conversion) throw new Error(`No ${format} text to copy`);
    return new TextEncoder().encode(conversion.text);
  },
};

export type CaseWorkerApi = typeof api;

serveWorker(api);
startLoading(loadTextEngine);
