/**
 * The Base64 tool's doors to the Rust engine (crates/core/src/base64, via the `base64` wasm bundle), all in a
 * worker: typing answers as fast as on the page, and a 5 MB paste or a 50 MB file never freezes it.
 */
import { t } from "@lingui/core/macro";
import { wordFailure, wordRefusal, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type { Base64Error } from "@/wasm/base64/base64.js";
import type { Base64WorkerApi, DecodedText } from "./base64.worker";

export type { DecodedText } from "./base64.worker";

const callWorker = workerClient<Base64WorkerApi>(
  () => new Worker(new URL("./base64.worker.ts", import.meta.url), { type: "module", name: "base64" }),
);

/** Starts the worker and its engine; rejects when the engine cannot be loaded. */
export function loadEngine(): Promise<void> {
  return callWorker("ready", []);
}

/** UTF-8 text as Base64 (in the worker). */
export function encodeText(text: string): Promise<string> {
  return callWorker("encodeText", [text]);
}

/** Base64 to text, with the badge and the user-facing error (in the worker). */
export function decodeText(base64: string): Promise<DecodedText> {
  return callWorker("decodeText", [base64]);
}

/** A file's bytes as Base64 text (in the worker). */
export function encodeFile(file: Blob): Promise<string> {
  return callWorker("encodeFile", [file]);
}

/** Base64 text (or a text file holding it) to bytes (in the worker); rejects with the user-facing message. */
export function decodeToBytes(base64: string | Blob): Promise<Uint8Array<ArrayBuffer>> {
  return callWorker("decodeToBytes", [base64]);
}

/** Largest file the free tier converts, as for every converter (50 MB, base 1024). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** The engine's refusals (crates/core/src/base64, `Base64Error`) in the page's language. */
const REFUSALS: RefusalWords<Base64Error> = {
  invalid: () => t`Invalid Base64 string. Please check your input.`,
  notText: () => t`The decoded data is not UTF-8 text. Use the File Converter to save it as a file.`,
};

/** What the engine's refusal says, in the page's language. */
export const base64ErrorText = (error: Base64Error) => wordRefusal(error, REFUSALS);

/** What a failed call says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
