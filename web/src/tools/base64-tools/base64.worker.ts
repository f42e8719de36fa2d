/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine as loadBase64 } from "@/wasm/base64/load";
import type { CheckedBase64Text } from "@/wasm/base64/base64.js";

/** The decode tab's answer: the text or why not (the engine's refusal), and whether the input is canonical Base64. */
export type DecodedText = CheckedBase64Text;

const api = {
  /** Resolves once the engine is loaded (the page says so when it cannot be). */
  async ready(): Promise<void> {
    await loadBase64();
  },
  async encodeText(text: string): Promise<string> {
    const engine = await loadBase64();
    return engine.textToBase64(text);
  },
  async decodeText(base64: string): Promise<DecodedText> {
    const engine = await loadBase64();
    return engine.base64ToTextChecked(base64);
  },
  async encodeFile(file: Blob): Promise<string> {
    const [engine, bytes] = await Promise.all([loadBase64(), file.arrayBuffer()]);
    return engine.bytesToBase64(new Uint8Array(bytes));
  },
  async decodeToBytes(base64: string | Blob): Promise<Uint8Array<ArrayBuffer>> {
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
