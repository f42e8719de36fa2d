/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/qr/load";
import type { Content, QrCode, QrOptions } from "@/wasm/qr/qr.js";

const api = {
  async generate(content: Content, options: QrOptions): Promise<QrCode> {
    return (await loadEngine()).qrGenerate(content, options);
  },
};

export type QrWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
