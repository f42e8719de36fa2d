/**
 * The Text Case Converter's door to the Rust engine (crates/core/src/text/case, in the `text` wasm bundle).
 * Conversion runs in a worker, so converting a 5 MB paste to ten formats never freezes the page; the worker keeps
 * the full texts and sends the page what it shows.
 */
import { workerClient } from "@/lib/worker-rpc";
import type { CaseWorkerApi } from "./case.worker";

/** One format's result, as the wasm bundle declares the engine's `CaseConversion`; `format` names the format. */
export type { CaseConversion, CaseFormat } from "@/wasm/text/text.js";
import type { CaseConversion, CaseFormat } from "@/wasm/text/text.js";

/** What the page shows of one format: the start of its text (lib/preview) and its whole length. */
export interface CasePreview extends Omit<CaseConversion, "text"> {
  preview: string;
  /** The preview is the start of a longer text. */
  truncated: boolean;
  /** The whole text's length in UTF-16 units (as `String.length`). */
  length: number;
}

const callWorker = workerClient<CaseWorkerApi>(
  () => new Worker(new URL("./case.worker.ts", import.meta.url), { type: "module", name: "text-case-converter" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** `text` in all ten formats, in display order, as previews (in the worker, which keeps the full texts). */
export function convertAllCases(text: string): Promise<CasePreview[]> {
  return callWorker("convertAllCases", [text]);
}

/** The whole text of one format of the latest conversion (for Copy). */
export async function fullCaseText(format: CaseFormat): Promise<string> {
  return new TextDecoder().decode(await callWorker("fullText", [format]));
}
