/**
 * The URL Encoder/Decoder's door to the Rust engine (crates/core/src/url, in the `url` wasm bundle). Every call
 * runs in a worker, so a huge input never freezes the page.
 */
import { workerClient } from "@/lib/worker-rpc";
import type { QueryParam, Scope, UrlEdit, UrlParts } from "@/wasm/url/url.js";
import type { UrlWorkerApi } from "./url-encoder-decoder.worker";

/** What the engine answers and takes: generated from the Rust structs. */
export type { QueryParam, Scope, UrlEdit, UrlParts };

const callWorker = workerClient<UrlWorkerApi>(
  () =>
    new Worker(new URL("./url-encoder-decoder.worker.ts", import.meta.url), {
      type: "module",
      name: "url-encoder-decoder",
    }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** The text to encode or decode and how much of it is a URL's structure. */
export interface TextRequest {
  text: string;
  scope: Scope;
}

/** `text` percent-encoded (in the worker). */
export function encode({ text, scope }: TextRequest): Promise<string> {
  return callWorker("encode", [text, scope]);
}

/** `text` percent-decoded; rejects with the malformed escape or the bytes that are not UTF-8, and where (in the worker). */
export function decode({ text, scope }: TextRequest): Promise<string> {
  return callWorker("decode", [text, scope]);
}

/** A URL's parts and query parameters; rejects with why it is not a URL (in the worker). */
export function parseUrl(url: string): Promise<UrlParts> {
  return callWorker("parse", [url]);
}

/** The URL `href` with the table's parts put in (in the worker). */
export function rebuildUrl(href: string, edit: UrlEdit): Promise<UrlParts> {
  return callWorker("rebuild", [href, edit]);
}
