/**
 * Split PDF's door to the Rust engine (crates/core/src/pdf, in the `pdf` wasm bundle). Every call runs in a worker
 * (shared with Merge PDF: lib/pdf/pdf.worker.ts), which reads the file itself, so a large PDF never freezes the page.
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

/** The refusals a split meets: all but Images to PDF's. */
type SplitRefusal = Exclude<
  PdfError,
  { kind: "noImages" | "imagesTooLarge" | "notAnImage" | "imageTooLarge" | "imageDamaged" | "badMargin" }
>;

/** The engine's refusals (PdfError) in the page's language: each English is the engine's `Display`. */
const REFUSALS: RefusalWords<SplitRefusal> = {
  noFiles: () => t`Add at least one PDF.`,
  tooLarge: ({ params: { limitMb } }) => t`The PDFs come to more than ${limitMb} MB, the most this tool reads at once.`,
  encrypted: ({ params: { name } }) =>
    t`‘${name}’ is encrypted (password-protected): remove its password in a PDF reader, then add it again.`,
  damaged: ({ params: { name, reason } }) => t`‘${name}’ is damaged or not a PDF: ${reason}.`,
  noPages: ({ params: { name } }) => t`‘${name}’ has no pages.`,
  tooManyPages: ({ params: { limit } }) => t`That makes more than ${limit} pages, the most this tool handles at once.`,
  noRanges: () => t`Enter the pages to keep, such as 1-3,5,8-.`,
  badRange: ({ params: { text, position } }) =>
    t`‘${text}’ at character ${position} is not a page or a range such as 1-3.`,
  pageZero: ({ params: { position } }) => t`Pages are counted from 1: the 0 at character ${position} is not a page.`,
  pastEnd: ({ params: { page, last, position } }) =>
    t`Page ${page} is past the last page (${last}), at character ${position}.`,
  backwards: ({ params: { start, end, position } }) =>
    t`The range ${start}-${end} at character ${position} runs backwards: write ${end}-${start}.`,
};

/** What a failed call says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
