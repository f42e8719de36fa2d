/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { DecodeOptions, Decoded } from "@/wasm/jwt/jwt.js";
import { loadEngine } from "@/wasm/jwt/load";

const api = {
  /** Decoding is quick; checking an RSA signature is not (and unoptimised wasm is slower still): both run here. */
  async decode(token: string, options: DecodeOptions): Promise<Decoded> {
    return (await loadEngine()).decodeJwt(token, options);
  },
};

export type JwtWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
