/**
 * The JSON engine's refusals (crates/core/src/json, `JsonError`) in the visitor's language. serde_json's own
 * words for a syntax error ("expected `,` or `}`") are a parser's, like code, and stay as it writes them.
 */
import { t } from "@lingui/core/macro";
import { wordRefusal, type RefusalWords } from "@/lib/engine-refusal";
import type { JsonError } from "@/wasm/json/json.js";

const MEGABYTE = 1024 * 1024;

const WORDS: RefusalWords<JsonError> = {
  empty: () => t`Input is empty`,
  syntax: ({ params: { message, line, column } }) => t`${message} at line ${line} column ${column}`,
  indent: ({ params: got }) => t`Indent must be between 1 and 8 spaces (got ${got})`,
  tooLarge: ({ params: { bytes, limit } }) => {
    const size = Math.ceil(bytes / MEGABYTE);
    const limitSize = limit / MEGABYTE;
    return t`The formatted JSON would take ${size} MB, more than the ${limitSize} MB limit, because it is nested so deeply. Minify it or use a smaller indent.`;
  },
};

/** What the JSON pages say for `error`. */
export const jsonErrorText = (error: JsonError) => wordRefusal(error, WORDS);
