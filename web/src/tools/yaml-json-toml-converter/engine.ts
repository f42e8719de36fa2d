/**
 * The YAML JSON TOML Converter's door to the Rust engine (crates/core/src/convert, in the `convert` wasm bundle).
 * Every conversion runs in a worker, so a 5 MB file never freezes the page.
 */
import { i18n } from "@lingui/core";
import { select, t } from "@lingui/core/macro";
import type { TransformRequest } from "@/components/code-screen/use-code-transform";
import type { EditorMark } from "@/components/editor/CodeEditor";
import { readRefusal, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type { ConvertError, ConvertOptions } from "@/wasm/convert/convert.js";
import type { ConvertWorkerApi } from "./yaml-json-toml-converter.worker";

export type { ConvertOptions, Format } from "@/wasm/convert/convert.js";
export { convertDefaults } from "@/wasm/convert/defaults";

const callWorker = workerClient<ConvertWorkerApi>(
  () =>
    new Worker(new URL("./yaml-json-toml-converter.worker.ts", import.meta.url), {
      type: "module",
      name: "yaml-json-toml-converter",
    }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Why the input could not be converted, in the page's language, and where (for the editor's mark). */
export interface ConvertRefusal {
  text: string;
  mark?: EditorMark;
}

/** The converted text, or the engine's refusal in words; a failure that is no refusal (no engine) throws. */
export type Converted = { text: string; refusal?: undefined } | { text?: undefined; refusal: ConvertRefusal };

export async function convert({ input, options }: TransformRequest<ConvertOptions>): Promise<Converted> {
  try {
    return { text: await callWorker("convert", [input, options]) };
  } catch (error) {
    const refusal = readRefusal(error, REFUSALS);
    if (refusal) return { refusal };
    throw error;
  }
}

/** The engine's refusals (ConvertError) in the page's language: its English is the engine's `Display`. */
const REFUSALS: RefusalWords<ConvertError, ConvertRefusal> = {
  empty: () => ({ text: t`Enter some text to convert.` }),
  notUtf8: ({ params: { byte } }) => ({
    text: t`The input is not UTF-8 text: byte ${byte} is not part of a character.`,
  }),
  syntax: ({ params: { message, line, column } }) => ({
    text: t`${message} (line ${line}, column ${column})`,
    mark: { line, column },
  }),
  tooDeep: ({ params: { limit, line, column } }) => ({
    text: t`The YAML is nested more than ${limit} levels deep (line ${line}, column ${column}).`,
    mark: { line, column },
  }),
  aliasLimit: ({ params: { limit: count, line, column } }) => {
    const limit = i18n.number(count);
    return {
      text: t`The YAML’s aliases would expand to more than ${limit} nodes (line ${line}, column ${column}): refused, as a billion-laughs attack would be.`,
      mark: { line, column },
    };
  },
  complexKey: ({ params: { line, column } }) => ({
    text: t`The key at line ${line}, column ${column} is a mapping or a sequence: JSON and TOML keys are text.`,
    mark: { line, column },
  }),
  severalDocuments: ({ params: { count } }) => ({ text: t`TOML holds one document, and this YAML has ${count}.` }),
  tomlTopLevel: ({ params: { found } }) => ({
    text: t`${select(found, {
      null: "A TOML document is a table of keys, and this one is null.",
      boolean: "A TOML document is a table of keys, and this one is a boolean.",
      number: "A TOML document is a table of keys, and this one is a number.",
      string: "A TOML document is a table of keys, and this one is a string.",
      other: "A TOML document is a table of keys, and this one is an array.",
    })}`,
  }),
  tomlNull: ({ params: { path } }) => ({ text: t`TOML has no null: \`${path}\`` }),
  tomlIntegerRange: ({ params: { path, value } }) => ({
    text: t`TOML integers have 64 bits: \`${path}\` is ${value}.`,
  }),
  jsonNonFinite: ({ params: { path } }) => ({ text: t`JSON has no NaN or infinity: \`${path}\`` }),
};

/** What a refused call says, in the page's language (for the engine-refusals contract test). */
export const refusalText = (error: unknown) => readRefusal(error, REFUSALS)?.text;
