/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadBase64 } from "./engine-wasm";

const api = {
  async encodeFile(file: Blob): Promise<string> {
    const [engine, bytes] = await Promise.all([loadBase64(), file.arrayBuffer()]);
    return engine.bytesToBase64(new Uint8Array(bytes));
  },
  async decodeToBytes(base64: string | Blob): Promise<Uint8Array> {
    const [engine, utf8] = await Promise.all([
      loadBase64(),
      typeof base64 === "string"
        ? new TextEncoder().encode(base64)
        : base64.arrayBuffer().then((b) => new Uint8Array(b)),
    ]);
    return engine.base64ToBytes(utf8);
  },
};

export type Base64WorkerApi = typeof api;

serveWorker(api);
startLoading(loadBase64);
