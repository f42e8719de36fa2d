/// <reference lib="webworker" />
import { decodeInBrowser } from "@/lib/image/browser-decode";
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/qr-read/load";
import type { QrScan } from "@/wasm/qr-read/qr-read.js";

const api = {
  /** The browser decodes the image (as the image tools do); the engine finds and reads its codes. */
  async read(file: Blob): Promise<QrScan & { width: number; height: number }> {
    const engine = loadEngine();
    const { pixels, width, height } = await decodeInBrowser(file);
    return { ...(await engine).qrRead(pixels, width, height), width, height };
  },
};

export type QrReaderWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
