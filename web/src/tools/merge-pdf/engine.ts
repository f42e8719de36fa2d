/**
 * Merge PDF's door to the Rust engine (crates/core/src/pdf, in the `pdf` wasm bundle). Every call runs in a worker
 * (shared with Split PDF: lib/pdf/pdf.worker.ts), which reads the files itself, so a large PDF never freezes the page.
 */
import { t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type { PdfError } from "@/wasm/pdf/pdf.js";
import type { PdfWorkerApi } from "@/lib/pdf/pdf.worker";

export type { PdfFile, PdfOutput } from "@/lib/pdf/pdf.worker";

/** The PDF engine's worker. */
export const callPdfWorker = workerClient<PdfWorkerApi>(
  () => new Worker(new URL("../../lib/pdf/pdf.worker.ts", import.meta.url), { type: "module", name: "pdf" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadPdfEngine = callPdfWorker.preload;

/** The refusals a merge meets: its files' (the page range ones are Split PDF's). */
type MergeRefusal = Extract<
  PdfError,
  { kind: "noFiles" | "tooLarge" | "encrypted" | "damaged" | "noPages" | "tooManyPages" }
>;

/** The engine's refusals (PdfError) in the page's language: each English is the engine's `Display`. */
const REFUSALS: RefusalWords<MergeRefusal> = {
  noFiles: () => t`Add at least one PDF.`,
  tooLarge: ({ params: { limitMb } }) => t`The PDFs come to more than ${limitMb} MB, the most this tool reads at once.`,
  encrypted: ({ params: { name } }) =>
    t`‘${name}’ is encrypted (password-protected): remove its password in a PDF reader, then add it again.`,
  damaged: ({ params: { name, reason } }) => t`‘${name}’ is damaged or not a PDF: ${reason}.`,
  noPages: ({ params: { name } }) => t`‘${name}’ has no pages.`,
  tooManyPages: ({ params: { limit } }) => t`That makes more than ${limit} pages, the most this tool handles at once.`,
};

/** What a failed call says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
