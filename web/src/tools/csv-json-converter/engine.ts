/**
 * The CSV JSON Converter's door to the Rust engine (crates/core/src/csv, in the `csv` wasm bundle). Every call runs
 * in a worker, so a 5 MB paste never freezes the page; a file is read there in chunks (File.slice) and pushed into
 * the engine's CsvStream one step at a time, so a 50 MB file converts with progress and its output is offered as a
 * download, never held twice as text.
 */
import { plural, select, t } from "@lingui/core/macro";
import type { TransformRequest } from "@/components/code-screen/use-code-transform";
import type { EditorMark } from "@/components/editor/CodeEditor";
import { readRefusal, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type { CsvConversion, CsvError, CsvOptions } from "@/wasm/csv/csv.js";
import type { CsvWorkerApi, FileDone } from "./csv-json-converter.worker";

export type { CsvConversion, CsvOptions, CsvSummary, Delimiter, Target } from "@/wasm/csv/csv.js";
export type { FileDone };
export { csvDefaults } from "@/wasm/csv/defaults";

const callWorker = workerClient<CsvWorkerApi>(
  () =>
    new Worker(new URL("./csv-json-converter.worker.ts", import.meta.url), {
      type: "module",
      name: "csv-json-converter",
    }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Why the input could not be converted, in the page's language, and where (for the editor's mark). */
export interface CsvRefusal {
  text: string;
  mark?: EditorMark;
}

/** An answer, or the engine's refusal in words; a failure that is no refusal (no engine) throws. */
export type Refusable<T> = { value: T; refusal?: undefined } | { value?: undefined; refusal: CsvRefusal };

/** The pasted text converted, with what the engine found (the delimiter, the rows, a preview). */
export async function convert({ input, options }: TransformRequest<CsvOptions>): Promise<Refusable<CsvConversion>> {
  try {
    return { value: await callWorker("convert", [input, options]) };
  } catch (error) {
    const refusal = readRefusal(error, REFUSALS);
    if (refusal) return { refusal };
    throw error;
  }
}

/**
 * `file` converted in the worker, chunk by chunk; `onProgress` hears how many bytes are read after each. Once
 * `isCurrent` says no (another file or option was chosen), the work stops and the promise resolves to undefined.
 */
export async function convertFile(
  file: File,
  options: Required<CsvOptions>,
  shownLimit: number,
  onProgress: (read: number) => void,
  isCurrent: () => boolean,
): Promise<Refusable<FileDone> | undefined> {
  try {
    const job = await callWorker("openFile", [file, options, shownLimit]);
    for (;;) {
      if (!isCurrent()) {
        void callWorker("closeFile", [job]);
        return undefined;
      }
      const step = await callWorker("stepFile", [job]);
      onProgress(step.read);
      if (step.done) return { value: step.done };
    }
  } catch (error) {
    const refusal = readRefusal(error, REFUSALS);
    if (refusal) return { refusal };
    throw error;
  }
}

/** The engine's refusals (CsvError) in the page's language: its English is the engine's `Display`. */
const REFUSALS: RefusalWords<CsvError, CsvRefusal> = {
  empty: () => ({ text: t`Enter some text to convert.` }),
  notUtf8: ({ params: { byte, line } }) => ({
    text: t`The input is not UTF-8 text: byte ${byte} (line ${line}) is not part of a character.`,
    mark: { line, column: 1 },
  }),
  unterminatedQuote: ({ params: { line } }) => ({
    text: t`The quoted field that opens on line ${line} is never closed: a closing " is missing.`,
    mark: { line, column: 1 },
  }),
  fieldCount: ({ params: { line, expected, found } }) => ({
    text: t`Line ${line} has ${plural(found, { one: "# field", other: "# fields" })}, and the header has ${expected}: each row needs one field per column.`,
    mark: { line, column: 1 },
  }),
  syntax: ({ params: { message, line, column } }) => ({
    text: t`${message} (line ${line}, column ${column})`,
    mark: { line, column },
  }),
  tooDeep: ({ params: { limit, line, column } }) => ({
    text: t`The JSON is nested more than ${limit} levels deep (line ${line}, column ${column}).`,
    mark: { line, column },
  }),
  notAnArray: ({ params: { found } }) => ({
    text: t`${select(found, {
      object: "The JSON is an object: CSV needs an array of rows (objects, arrays or values).",
      string: "The JSON is a string: CSV needs an array of rows (objects, arrays or values).",
      number: "The JSON is a number: CSV needs an array of rows (objects, arrays or values).",
      boolean: "The JSON is a boolean: CSV needs an array of rows (objects, arrays or values).",
      other: "The JSON is null: CSV needs an array of rows (objects, arrays or values).",
    })}`,
  }),
  mixedRows: ({ params: { item, line, column } }) => ({
    text: t`Item ${item} of the array (line ${line}, column ${column}) does not match the first: either every item is an object or none is.`,
    mark: { line, column },
  }),
};

/** What a refused call says, in the page's language (for the engine-refusals contract test). */
export const refusalText = (error: unknown) => readRefusal(error, REFUSALS)?.text;
