/**
 * The UUID Generator's door to its Rust engine (crates/core/src/uuid, in the small `uuid` wasm bundle). A thousand
 * identifiers take well under a millisecond and reading one is instant, so the engine runs on the page (behind
 * EngineGate) and answers as the user types. Random bits come from Web Crypto; the clock is the page's.
 */
import { t } from "@lingui/core/macro";
import { readRefusal, wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import { loadEngine } from "@/wasm/uuid/load";
import { uuidCountLimits, uuidDefaults } from "@/wasm/uuid/defaults";
import type {
  CountError,
  IdKind,
  InspectError,
  Inspection,
  UuidForm as EngineUuidForm,
  Variant,
} from "@/wasm/uuid/uuid.js";

/** The form as typed (generated from the Rust struct): the kind, the count as text, upper case, hyphens. */
export type UuidForm = Required<EngineUuidForm>;
export type { IdKind, Inspection, Variant };

/** The engine's defaults (10 UUIDs v4, lower case, with hyphens), snapshot when its bundle is built. */
export const DEFAULT_FORM: UuidForm = uuidDefaults;

/** How many one request may make (1–1,000). */
export const { min: MIN_COUNT, max: MAX_COUNT } = uuidCountLimits;

export interface UuidEngine {
  /** The identifiers the form asks for; throws the count's refusal. */
  generate(form: UuidForm): string[];
  /** What a pasted UUID or ULID holds; throws what is wrong with it and where. */
  inspect(text: string): Inspection;
}

export async function loadUuidEngine(): Promise<UuidEngine> {
  const wasm = await loadEngine();
  return {
    generate: (form) => wasm.generateIds(form, Date.now()),
    inspect: (text) => wasm.inspectId(text),
  };
}

/** The count's refusals (crates/core/src/uuid, `CountError`) in the page's language. */
const COUNT_REFUSALS: RefusalWords<CountError> = {
  empty: () => t`Enter how many to generate, from 1 to 1,000.`,
  notWhole: ({ params: { text } }) => t`The count must be a whole number from 1 to 1,000: "${text}" is not one.`,
  tooFew: () => t`The count must be at least 1.`,
  tooMany: () => t`The count must be at most 1,000.`,
};

/** What is wrong with a pasted identifier (crates/core/src/uuid, `InspectError`), in the page's language. */
const INSPECT_REFUSALS: RefusalWords<InspectError> = {
  empty: () => t`Paste a UUID or a ULID to inspect.`,
  wrongLength: ({ params: { length } }) =>
    t`It is ${length} characters long: a UUID has 36 characters (32 without hyphens) and a ULID 26.`,
  notHex: ({ params: { position, character } }) =>
    t`Character ${position} is ‘${character}’, not a hexadecimal digit (0-9, a-f).`,
  notHyphen: ({ params: { position, character } }) =>
    t`Character ${position} is ‘${character}’ where a UUID has a hyphen.`,
  notUlidDigit: ({ params: { position, character } }) =>
    t`Character ${position} is ‘${character}’, not a ULID digit (Crockford's Base32: 0-9 and A-Z without I, L, O and U).`,
  ulidTooLarge: ({ params: { position, character } }) =>
    t`Character ${position} is ‘${character}’: a ULID starts with 0 to 7, or it would not fit in 128 bits.`,
};

/** Where a refusal points in the pasted text (1-based, in characters), to mark it. */
const INSPECT_PLACES: RefusalWords<InspectError, number | undefined> = {
  empty: () => undefined,
  wrongLength: () => undefined,
  notHex: ({ params }) => params.position,
  notHyphen: ({ params }) => params.position,
  notUlidDigit: ({ params }) => params.position,
  ulidTooLarge: ({ params }) => params.position,
};

export const countRefusalText = (error: unknown) => wordFailure(error, COUNT_REFUSALS);
export const inspectRefusalText = (error: unknown) => wordFailure(error, INSPECT_REFUSALS);
export const inspectRefusalPlace = (error: unknown) => readRefusal(error, INSPECT_PLACES);

/** uuids.txt: one identifier per line, ending with a newline. */
export function asFile(ids: readonly string[]): string {
  return ids.length ? `${ids.join("\n")}\n` : "";
}
