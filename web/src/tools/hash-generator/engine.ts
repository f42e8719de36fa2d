/**
 * The Hash Generator's door to the Rust engine (crates/core/src/hash, in the `hash` wasm bundle). Every call runs
 * in a worker, so a 5 MB paste never freezes the page; a file is read there in chunks (File.slice) and fed to the
 * engine's DigestStream one step at a time, so a 2 GB file is never held whole and the page can show progress and
 * stop when another file is chosen.
 */
import { plural, t } from "@lingui/core/macro";
import { wordFailure, wordRefusal, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type { Algorithm, Digest, HashError, HashResult } from "@/wasm/hash/hash.js";
import type { HashWorkerApi } from "./hash-generator.worker";

/** What the engine answers: generated from the Rust structs. */
export type { Algorithm, Digest, HashResult };

const callWorker = workerClient<HashWorkerApi>(
  () => new Worker(new URL("./hash-generator.worker.ts", import.meta.url), { type: "module", name: "hash-generator" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** The text to hash (as its UTF-8 bytes) and the HMAC key, if any. */
export interface TextRequest {
  text: string;
  key: string | undefined;
}

/** Every digest of the text; rejects with the engine's refusal (an empty key). */
export function hashText({ text, key }: TextRequest): Promise<HashResult> {
  return callWorker("hashText", [text, key]);
}

/**
 * Every digest of `file`, read in chunks in the worker; `onProgress` hears how many bytes are done after each.
 * `isCurrent` is asked between chunks: once it says no (another file was chosen), the work stops and the promise
 * resolves to undefined.
 */
export async function hashFile(
  file: File,
  key: string | undefined,
  onProgress: (hashed: number) => void,
  isCurrent: () => boolean,
): Promise<HashResult | undefined> {
  const job = await callWorker("openFile", [file, key]);
  for (;;) {
    if (!isCurrent()) {
      void callWorker("closeFile", [job]);
      return undefined;
    }
    const step = await callWorker("stepFile", [job]);
    onProgress(step.hashed);
    if (step.result) return step.result;
  }
}

/** The pasted digest and the digests to look in. */
export interface CompareRequest {
  pasted: string;
  digests: Digest[];
}

/** The algorithm whose digest was pasted, or null; rejects when the paste is neither hexadecimal nor Base64. */
export function findMatch({ pasted, digests }: CompareRequest): Promise<Algorithm | null> {
  return callWorker("findMatch", [pasted, digests]);
}

/** The engine's refusals (HashError) in the page's language: its English must be the engine's `Display`. */
const REFUSALS: RefusalWords<HashError> = {
  emptyKey: () => t`The HMAC key is empty.`,
  blake3KeyLength: ({ params: { length } }) =>
    t`BLAKE3's keyed mode takes a key of exactly 32 bytes; this key is ${plural(length, { one: "# byte", other: "# bytes" })}.`,
  notADigest: () => t`This is not a digest: paste hexadecimal digits or Base64.`,
};

/** What a failed call says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);

/** Why an algorithm could not run with this key (its row says it). */
export const unavailableText = (reason: HashError) => wordRefusal(reason, REFUSALS);
