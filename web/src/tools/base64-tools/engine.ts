/**
 * The Base64 tool's doors to the Rust engine (crates/core/src/base64, via the `base64` wasm bundle).
 * Typing runs on the page (tiny inputs, instant answers); files go to a worker so a 50 MB file never
 * freezes the page.
 */
import { workerClient } from "@/lib/worker-rpc";
import type { Base64WorkerApi } from "./base64.worker";

export { loadBase64, type Base64Engine } from "./engine-wasm";

const callWorker = workerClient<Base64WorkerApi>(
  () => new Worker(new URL("./base64.worker.ts", import.meta.url), { type: "module", name: "base64" }),
);

/** A file's bytes as Base64 text (in the worker). */
export function encodeFile(file: Blob): Promise<string> {
  return callWorker("encodeFile", [file]);
}

/** Base64 text (or a text file holding it) to bytes (in the worker); rejects with the user-facing message. */
export function decodeToBytes(base64: string | Blob): Promise<Uint8Array> {
  return callWorker("decodeToBytes", [base64]);
}

/** Largest file the free tier converts, as for every converter (50 MB, base 1024). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
