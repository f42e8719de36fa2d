/**
 * An engine's refusal in the visitor's language. An engine refuses with a kind and its parameters: the wasm
 * bundles throw an `Error` whose `message` is the engine's English (the CLI's words, and what a console shows) and
 * whose `detail` is `{ kind, params }`, typed by the engine's Rust error enum (crates/wasm/src/lib.rs, `js_error`);
 * the worker client carries `detail` across (lib/worker-rpc.ts). A page words the kinds it can meet in a table
 * typed by that enum, so a kind added in Rust fails the type check until each page that meets it words it.
 */

/** The shape every engine refusal shares: `kind` names the variant, `params` holds its values. */
export interface EngineRefusal {
  kind: string;
  params?: unknown;
}

/** One sentence (or another answer `R`) per kind of `E`, each made from that kind's parameters. */
export type RefusalWords<E extends EngineRefusal, R = string> = {
  [K in E["kind"]]: (refusal: Extract<E, { kind: K }>) => R;
};

/** `refusal` in words: its kind's entry in `words`. */
export function wordRefusal<E extends EngineRefusal, R>(refusal: E, words: RefusalWords<E, R>): R {
  // A mapped type's entry cannot be narrowed by the key TypeScript reads it with: the table's type guarantees it.
  const word = words[refusal.kind as E["kind"]] as (refusal: E) => R;
  return word(refusal);
}

/** `table`'s answer for the refusal `error` carries, or undefined when it carries none of `E`'s. */
export function readRefusal<E extends EngineRefusal, R>(error: unknown, table: RefusalWords<E, R>): R | undefined {
  const refusal = refusalOf(error);
  // The bundle that threw is the one whose enum `E` is; a kind the table holds is one of `E`'s.
  return refusal && Object.hasOwn(table, refusal.kind) ? wordRefusal(refusal as E, table) : undefined;
}

/**
 * What a failed engine call says: its refusal worded by `words`, or — for a failure that is no refusal of this
 * engine's (the engine could not load, the worker stopped), already worded where it happened — its own message.
 */
export function wordFailure<E extends EngineRefusal>(error: unknown, words: RefusalWords<E>): string {
  return readRefusal(error, words) ?? messageOf(error);
}

/** A failure's own message: an `Error`'s, or whatever else was thrown as text. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The `{ kind, params }` a thrown engine error carries, if it carries one. */
export function refusalOf(error: unknown): EngineRefusal | undefined {
  if (typeof error !== "object" || error === null || !("detail" in error)) return undefined;
  const detail: unknown = error.detail;
  if (typeof detail !== "object" || detail === null || !("kind" in detail) || typeof detail.kind !== "string") {
    return undefined;
  }
  return "params" in detail ? { kind: detail.kind, params: detail.params } : { kind: detail.kind };
}
