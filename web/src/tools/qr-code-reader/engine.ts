/**
 * The QR Code Reader's door to the Rust engine (crates/core/src/qr/read.rs, in the `qr` wasm bundle: rqrr's
 * decoder). The browser decodes the image and the engine reads it in a worker, so a large photo never freezes the
 * page.
 */
import { t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import type { BrowserImageRefusal } from "@/lib/image/browser-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type { ReadError, QrScan } from "@/wasm/qr-read/qr-read.js";
import type { QrReaderWorkerApi } from "./qr-code-reader.worker";

export type { FoundCode, QrScan } from "@/wasm/qr-read/qr-read.js";

const callWorker = workerClient<QrReaderWorkerApi>(
  () => new Worker(new URL("./qr-code-reader.worker.ts", import.meta.url), { type: "module", name: "qr-code-reader" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Every QR code in the image `file`, and the image's size (the codes' corners are in its pixels). */
export function readCodes(file: Blob): Promise<QrScan & { width: number; height: number }> {
  return callWorker("read", [file]);
}

/** The engine's refusals (ReadError) in the page's language: its English must be the engine's `Display`. */
const REFUSALS: RefusalWords<ReadError> = {
  notFound: () =>
    t`No QR code was found in this image. Try a sharper, straighter picture in which the code is larger, with its light border around it.`,
  damaged: () => t`A QR code was found but could not be read: it may be damaged, blurred or cut off.`,
  tooLarge: ({ params: { width, height, maxMegapixels } }) =>
    t`The image is too large to read (${width}×${height} pixels; at most ${maxMegapixels} megapixels).`,
  pixels: ({ params: { expected, actual } }) =>
    t`The pixels do not match the image’s size: ${expected} bytes expected, ${actual} given.`,
};

/** What the browser refuses itself: a file it cannot decode (lib/image/browser-decode.ts). */
type Refusal = ReadError | Extract<BrowserImageRefusal, { kind: "unreadable" }>;

/** What a failed read of the file `name` says, in the page's language. */
export function refusalText(error: unknown, name: string): string {
  const words: RefusalWords<Refusal> = {
    ...REFUSALS,
    unreadable: () =>
      t`${name} could not be opened as an image. It may be damaged or in a format the browser cannot open.`,
  };
  return wordFailure(error, words);
}
