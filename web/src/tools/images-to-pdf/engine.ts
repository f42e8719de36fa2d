/**
 * Images to PDF's door to the Rust engine (crates/core/src/pdf/images, in the `pdf` wasm bundle). Every call runs in
 * the PDF worker (lib/pdf/pdf.worker.ts, shared with Merge and Split PDF), which reads the files itself.
 */
import { t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type { PdfError } from "@/wasm/pdf/pdf.js";
import type { PdfWorkerApi } from "@/lib/pdf/pdf.worker";

export type { PdfOutput } from "@/lib/pdf/pdf.worker";

/** The PDF engine's worker. */
export const callPdfWorker = workerClient<PdfWorkerApi>(
  () => new Worker(new URL("../../lib/pdf/pdf.worker.ts", import.meta.url), { type: "module", name: "pdf" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadPdfEngine = callPdfWorker.preload;

/** The refusals a PDF of images meets. */
type ImagesRefusal = Extract<
  PdfError,
  {
    kind:
      "noImages" | "imagesTooLarge" | "notAnImage" | "imageTooLarge" | "imageDamaged" | "badMargin" | "tooManyPages";
  }
>;

/** The engine's refusals (PdfError) in the page's language: each English is the engine's `Display`. */
const REFUSALS: RefusalWords<ImagesRefusal> = {
  noImages: () => t`Add at least one image.`,
  imagesTooLarge: ({ params: { limitMb } }) =>
    t`The images come to more than ${limitMb} MB, the most this tool reads at once.`,
  notAnImage: ({ params: { name } }) => t`‘${name}’ is not a JPEG or PNG image.`,
  imageTooLarge: ({ params: { name, width, height, maxMegapixels } }) =>
    t`‘${name}’ is too large (${width}×${height} pixels; at most ${maxMegapixels} megapixels).`,
  imageDamaged: ({ params: { name, reason } }) => t`‘${name}’ cannot be read as an image: ${reason}.`,
  badMargin: ({ params: { max } }) => t`The margin must be from 0 to ${max} mm.`,
  tooManyPages: ({ params: { limit } }) => t`That makes more than ${limit} pages, the most this tool handles at once.`,
};

/** What a failed call says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
