/**
 * The JSON engine (crates/core/src/json, in the `json` wasm bundle), shared by the JSON Formatter and the JSON
 * Validator. Every call runs in a worker, so a 5 MB document never freezes the page; each input change is one
 * call that answers everything the page shows (verdict, error with position, statistics, both outputs).
 */
import { workerClient } from "@/lib/worker-rpc";
import { jsonDefaults, jsonIndentLimits } from "@/wasm/json/defaults";
import type { JsonAnalysis, JsonErrorReport, JsonReport, JsonStats } from "@/wasm/json/json.js";
import type { JsonWorkerApi } from "./json.worker";

/** The spec's indent range (spaces) and default: the engine's own, snapshot when its bundle is built. */
export const { min: MIN_INDENT, max: MAX_INDENT } = jsonIndentLimits;
export const DEFAULT_INDENT = jsonDefaults.indent;

/**
 * The sample both pages start with: nested objects and arrays, every kind of value, a key order that is not
 * alphabetical and an integer too big for a JavaScript number — all of which the engine keeps as written.
 */
export const SAMPLE_JSON =
  '{"name":"Penknife","version":"1.0.0","tools":["JSON Formatter","JSON Validator"],' +
  '"settings":{"indent":2,"theme":null,"beta":false},' +
  '"stats":{"users":12345678901234567890,"rating":4.8,"ratio":1e-3}}';

/** The validator's answer, the formatter's (plus both outputs) and their parts: generated from the Rust structs. */
export type { JsonAnalysis, JsonErrorReport, JsonReport, JsonStats };

const callWorker = workerClient<JsonWorkerApi>(
  () => new Worker(new URL("./json.worker.ts", import.meta.url), { type: "module", name: "json" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadJsonEngine = callWorker.preload;

/** Validates, formats with `indent` spaces, minifies and measures `text` in one pass (in the worker). */
export function analyzeJson(text: string, indent: number): Promise<JsonAnalysis> {
  return callWorker("analyzeJson", [text, indent]);
}

/** Validates and measures `text` without building any output (in the worker). */
export function validateJson(text: string): Promise<JsonReport> {
  return callWorker("validateJson", [text]);
}
