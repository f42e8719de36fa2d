/**
 * The URL Encoder/Decoder's door to the Rust engine (crates/core/src/url, in the `url` wasm bundle). Every call
 * runs in a worker, so a huge input never freezes the page.
 */
import { t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type { QueryParam, Scope, UrlEdit, UrlError, UrlParts } from "@/wasm/url/url.js";
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

/**
 * The engine's refusals (crates/core/src/url, `UrlError`) in the page's language. The URL parser's own reason
 * ("relative URL without a base") is the WHATWG parser's, and stays as it writes it.
 */
const REFUSALS: RefusalWords<UrlError> = {
  malformedEscape: ({ params: { position, sequence } }) =>
    t`Malformed percent sequence "${sequence}" at character ${position}: a % must be followed by two hexadecimal digits.`,
  notUtf8: ({ params: { position, sequence } }) =>
    t`The escapes at character ${position} (${sequence}) do not decode to UTF-8 text.`,
  invalidUrl: ({ params: reason }) => t`Not a valid URL: ${reason}.`,
  invalidBase: ({ params: reason }) => t`Not a valid base URL: ${reason}.`,
  invalidPart: ({ params: { part, value } }) => {
    switch (part) {
      case "scheme":
        return t`The URL cannot take this scheme: ${value}`;
      case "host":
        return t`The URL cannot take this host: ${value}`;
      case "port":
        return t`The URL cannot take this port: ${value}`;
    }
  },
};

/** What a failed call says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
