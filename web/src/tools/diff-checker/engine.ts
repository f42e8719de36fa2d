/**
 * The Diff Checker's door to the Rust engine (crates/core/src/diff, in the `diff` wasm bundle). Every call runs in
 * a worker, which also lays the result out for the page (layout.ts), so two 5 MB texts never freeze the page. The
 * engine refuses nothing the page can send (its one refusal, bytes that are not UTF-8, comes only from files on
 * the command line).
 */
import { workerClient } from "@/lib/worker-rpc";
import type { DiffOptions, Granularity } from "@/wasm/diff/diff.js";
import type { Comparison, DiffLayout, DiffWorkerApi } from "./diff-checker.worker";

export type { Comparison, DiffLayout, Granularity };

const callWorker = workerClient<DiffWorkerApi>(
  () => new Worker(new URL("./diff-checker.worker.ts", import.meta.url), { type: "module", name: "diff-checker" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

export interface CompareRequest {
  oldText: string;
  newText: string;
  options: DiffOptions;
  layout: DiffLayout;
}

/** The two texts compared and laid out. */
export function compare({ oldText, newText, options, layout }: CompareRequest): Promise<Comparison> {
  return callWorker("compare", [oldText, newText, options, layout]);
}
