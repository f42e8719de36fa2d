/**
 * The Text Case Converter's door to the Rust engine (crates/core/src/text/case, in the `text` wasm bundle).
 * Conversion runs in a worker, so converting a 5 MB paste to ten formats never freezes the page.
 */
import { workerClient } from "@/lib/worker-rpc";
import type { CaseWorkerApi } from "./case.worker";

/** One format's result (the engine's `CaseConversion`). */
export interface CaseConversion {
  /** upper, lower, title, sentence, camel, pascal, snake, kebab, constant, dot */
  id: string;
  /** The format's name written in the format: "camelCase", "CONSTANT_CASE" … */
  name: string;
  description: string;
  text: string;
}

const callWorker = workerClient<CaseWorkerApi>(
  () => new Worker(new URL("./case.worker.ts", import.meta.url), { type: "module", name: "text-case-converter" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** `text` in all ten formats, in display order (in the worker). */
export function convertAllCases(text: string): Promise<CaseConversion[]> {
  return callWorker("convertAllCases", [text]);
}
