/**
 * The SQL Formatter's door to the Rust engine (crates/core/src/sql, in the `sql` wasm bundle). Formatting runs in
 * a worker, so a 5 MB dump never freezes the page.
 */
import { select, t } from "@lingui/core/macro";
import type { TransformRequest } from "@/components/code-screen/use-code-transform";
import type { EditorMark } from "@/components/editor/CodeEditor";
import { readRefusal, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type { SqlError, SqlOptions } from "@/wasm/sql/sql.js";
import type { SqlWorkerApi } from "./sql-formatter.worker";

export type { KeywordCase, SqlDialect, SqlIndent, SqlOptions } from "@/wasm/sql/sql.js";
export { sqlDefaults } from "@/wasm/sql/defaults";

const callWorker = workerClient<SqlWorkerApi>(
  () => new Worker(new URL("./sql-formatter.worker.ts", import.meta.url), { type: "module", name: "sql-formatter" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Why the SQL could not be laid out, in the page's language, and where (for the editor's mark). */
export interface SqlRefusal {
  text: string;
  mark?: EditorMark;
}

/** The laid-out SQL, or the engine's refusal in words; a failure that is no refusal (the engine did not load) throws. */
export type Formatted = { sql: string; refusal?: undefined } | { sql?: undefined; refusal: SqlRefusal };

export async function formatSql({ input: sql, options }: TransformRequest<SqlOptions>): Promise<Formatted> {
  try {
    return { sql: await callWorker("format", [sql, options]) };
  } catch (error) {
    const refusal = readRefusal(error, REFUSALS);
    if (refusal) return { refusal };
    throw error;
  }
}

const MEGABYTE = 1024 * 1024;

/** The engine's refusals (SqlError) in the page's language: its English is the engine's `Display`. */
const REFUSALS: RefusalWords<SqlError, SqlRefusal> = {
  unclosed: ({ params: { opener, line, column } }) => ({
    text: t`${select(opener, {
      string: `The string opened at line ${line}, column ${column} is never closed.`,
      quotedIdentifier: `The quoted identifier opened at line ${line}, column ${column} is never closed.`,
      blockComment: `The comment opened at line ${line}, column ${column} is never closed.`,
      dollarQuote: `The dollar-quoted string opened at line ${line}, column ${column} is never closed.`,
      parenthesis: `The parenthesis opened at line ${line}, column ${column} is never closed.`,
      other: `The bracket opened at line ${line}, column ${column} is never closed.`,
    })}`,
    mark: { line, column },
  }),
  unexpectedCloser: ({ params: { closer, line, column } }) => ({
    text: t`The "${closer}" at line ${line}, column ${column} closes nothing that is open.`,
    mark: { line, column },
  }),
  tooLarge: ({ params: { bytes, limit } }) => {
    const size = Math.ceil(bytes / MEGABYTE);
    const limitSize = limit / MEGABYTE;
    return { text: t`The SQL is ${size} MB, more than the ${limitSize} MB the formatter takes.` };
  },
};

/** What a refused call says, in the page's language (for the engine-refusals contract test). */
export const refusalText = (error: unknown) => readRefusal(error, REFUSALS)?.text;
