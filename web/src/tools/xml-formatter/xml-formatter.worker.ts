/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/xml/load";
import type { XmlOptions } from "@/wasm/xml/xml.js";

const api = {
  async transform(xml: string, options: XmlOptions): Promise<string> {
    return (await loadEngine()).transformXml(xml, options);
  },
};

export type XmlWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
