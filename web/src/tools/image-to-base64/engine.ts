/**
 * The Image to Base64's door to the Rust engine (crates/core/src/datauri, in the `base64` wasm bundle). Every call
 * runs in a worker, so a 25 MB image or its 33 MB data URL never freezes the page.
 */
import { t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type { DataUriError, Decoded, Encoded } from "@/wasm/base64/base64.js";
import type { DatauriWorkerApi } from "./image-to-base64.worker";

export type { Decoded, Encoded, Form, ImageFormat } from "@/wasm/base64/base64.js";

const callWorker = workerClient<DatauriWorkerApi>(
  () =>
    new Worker(new URL("./image-to-base64.worker.ts", import.meta.url), { type: "module", name: "image-to-base64" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** An image file → its data URL, raw Base64, CSS and `<img>` tag, its type sniffed from its bytes. */
export function encodeImage(file: Blob): Promise<Encoded> {
  return callWorker("encode", [file]);
}

/** A data URL or Base64 → the image's bytes, sniffed type and extension. */
export function decodeImage(text: string): Promise<Decoded> {
  return callWorker("decode", [text]);
}

/** The engine's refusals (DataUriError) in the page's language: its English must be the engine's `Display`. */
const REFUSALS: RefusalWords<DataUriError> = {
  empty: () => t`There is nothing to convert: the input is empty.`,
  tooLarge: ({ params: { limitMegabytes } }) => t`This is too large: the limit is ${limitMegabytes} MB of image.`,
  notAnImage: () => t`This is not an image in a format this tool knows (PNG, JPEG, GIF, WebP, AVIF, BMP, ICO or SVG).`,
  invalidCharacter: ({ params: { position, character } }) =>
    t`Invalid Base64 at character ${position}: “${character}” cannot be there.`,
  truncated: () =>
    t`The Base64 text is cut short or badly padded: it does not end on a whole group of four characters.`,
  missingComma: () => t`This data URL has no comma: it must read data:[type][;base64],data.`,
  invalidEscape: ({ params: { position, sequence } }) =>
    t`Invalid percent-escape at character ${position}: ${sequence}`,
};

/** What a failed call says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
