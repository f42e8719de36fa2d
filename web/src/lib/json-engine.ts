/**
 * The JSON engine (crates/core/src/json, in the `json` wasm bundle), shared by the JSON Formatter and the JSON
 * Validator. Every call runs in a worker, so a 5 MB document never freezes the page; each input change is one
 * call that answers everything the page shows (verdict, error with position, statistics, both outputs).
 */
import { workerClient } from "@/lib/worker-rpc";
import type { JsonWorkerApi } from "./json.worker";

/** The spec's indent range (spaces) and default. */
export const MIN_INDENT = 1;
export const MAX_INDENT = 8;
export const DEFAULT_INDENT = 2;

/**
 * The sample both pages start with: nested objects and arrays, every kind of value, a key order that is not
 * alphabetical and an integer too big for a JavaScript number — all of which the engine keeps as written.
 */
export const SAMPLE_JSON =
  '{"name":"Penknife","version":"1.0.0","tools":["JSON Formatter","JSON Validator"],' +
  '"settings":{"indent":2,"theme":null,"beta":false},' +
  '"stats":{"users":12345678901234567890,"rating":4.8,"ratio":1e-3}}';

/** The spec's JSON statistics; sizes in UTF-8 bytes. */
export interface JsonStats {
  /** The input as given, whitespace included. */
  size: number;
  minifiedSize: number;
  /** Percent of the input saved by minifying, one decimal: (size − minifiedSize) / size × 100. */
  compressionRatio: number;
  /** Every key of every object at every depth (a repeated key counts each time it is written). */
  keyCount: number;
  /** Deepest nesting of objects and arrays: a lone value is 0, `[]` and `{"a":1}` are 1. */
  depth: number;
}

/** Why the input is not valid JSON. */
export interface JsonErrorReport {
  /** What the pages show after 'JSON Error:', e.g. "expected `,` or `}` at line 3 column 5", or 'Input is empty'. */
  message: string;
  /** The parser's words without the position ("expected `,` or `}`"). */
  reason: string;
  /** 1-based line; null when the error has no position ('Input is empty'). */
  line: number | null;
  /** 1-based column in characters (code points); 0 = before the line's first character. */
  column: number | null;
}

/** The validator's answer. */
export interface JsonReport {
  valid: boolean;
  error: JsonErrorReport | null;
  stats: JsonStats | null;
}

/** The formatter's answer: the report plus both outputs (null when invalid). */
export interface JsonAnalysis extends JsonReport {
  /** Null when invalid, or when the output would be too large (then `formatError` says why). */
  formatted: string | null;
  minified: string | null;
  /** Why valid JSON has no formatted text: nested so deeply that indenting it would exceed 256 MB. */
  formatError: string | null;
}

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
