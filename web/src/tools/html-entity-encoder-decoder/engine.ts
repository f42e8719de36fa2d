/**
 * The HTML Entity Encoder/Decoder's door to the Rust engine (crates/core/src/entities, in the `entities` wasm
 * bundle). Every call runs in a worker, so a huge input never freezes the page. Neither call refuses: text that is
 * no reference is left as written, as browsers leave it.
 */
import { workerClient } from "@/lib/worker-rpc";
import type { EncodeOptions } from "@/wasm/entities/entities.js";
import type { EntitiesWorkerApi } from "./html-entity-encoder-decoder.worker";

export type { EncodeOptions };

const callWorker = workerClient<EntitiesWorkerApi>(
  () =>
    new Worker(new URL("./html-entity-encoder-decoder.worker.ts", import.meta.url), {
      type: "module",
      name: "html-entity-encoder-decoder",
    }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** The text to encode and how much of it to escape. */
export interface EncodeRequest {
  text: string;
  options: EncodeOptions;
}

/** `text` with `& < > " '` (and, if asked, every non-ASCII character) as references (in the worker). */
export function encode({ text, options }: EncodeRequest): Promise<string> {
  return callWorker("encode", [text, options]);
}

/** `text` with every HTML5 named, decimal and hexadecimal reference expanded (in the worker). */
export function decode(text: string): Promise<string> {
  return callWorker("decode", [text]);
}
