/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/base64/load";
import type { Decoded, Encoded } from "@/wasm/base64/base64.js";

const api = {
  /** An image file → its data URL, Base64, CSS and `<img>` tag; a file over the limit is refused unread. */
  async encode(file: Blob): Promise<Encoded> {
    const engine = await loadEngine();
    engine.checkImageSize(file.size);
    return engine.imageToDataUri(new Uint8Array(await file.arrayBuffer()));
  },
  /** A pasted data URL or Base64 → the image's bytes, type and extension. */
  async decode(text: string): Promise<Decoded> {
    const engine = await loadEngine();
    return engine.dataUriToImage(new TextEncoder().encode(text));
  },
};

export type DatauriWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
