/**
 * The Random Number Generator's door to its Rust engine (crates/core/src/random/numbers.rs, in the `generators` wasm
 * bundle). The engine reads the form as typed (the number fields as text), so it owns every rule and message —
 * 'Minimum must be less than maximum', the clamps, the unique-overflow notice — and returns numbers as text,
 * exact even beyond JavaScript's safe integers (the whole 64-bit range). Draws use Web Crypto, unbiased.
 */
import { loadEngine as loadGeneratorsEngine } from "@/wasm/generators/load";
import { randomNumberDefaults } from "@/wasm/generators/defaults";
import { plural, t } from "@lingui/core/macro";
import { readRefusal, wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import type {
  NumberField,
  NumbersError,
  RandomNumberForm as EngineRandomNumberForm,
  RandomNumbers,
  UniqueShortfall,
} from "@/wasm/generators/generators.js";

/** The settings as the user typed them (generated from the Rust struct): count 1–10000 and places 1–10, clamped. */
export type RandomNumberForm = Required<EngineRandomNumberForm>;

/** Spec defaults (1 to 100, 10 numbers, duplicates allowed, decimals off, 2 places): the engine's own. */
export const DEFAULT_FORM: RandomNumberForm = randomNumberDefaults;

/** The numbers card's content; `notice` is the spec's message when fewer distinct numbers exist than were asked for. */
export type { RandomNumbers };

/** Each call throws an Error with the user-facing message when the form is not valid. */
export interface RandomNumberEngine {
  draw(form: RandomNumberForm): RandomNumbers;
  drawOne(form: RandomNumberForm): string;
  evenlySpaced(form: RandomNumberForm): string[];
}

export async function loadRandomNumberEngine(): Promise<RandomNumberEngine> {
  const wasm = await loadGeneratorsEngine();
  return {
    draw: (form) => wasm.drawRandomNumbers(form),
    drawOne: (form) => wasm.drawRandomNumber(form),
    evenlySpaced: (form) => wasm.evenlySpacedNumbers(form),
  };
}

/**
 * Everything the page shows for one form: the three cards' contents, or the message that replaces them and the
 * fields it is about (marked invalid).
 */
export type Generation =
  | { ok: true; single: string; drawn: RandomNumbers; sequence: string[] }
  | { ok: false; error: string; fields: FormField[] };

type FormField = keyof RandomNumberForm;

export function generateAll(engine: RandomNumberEngine, form: RandomNumberForm): Generation {
  try {
    return { ok: true, single: engine.drawOne(form), drawn: engine.draw(form), sequence: engine.evenlySpaced(form) };
  } catch (error) {
    return { ok: false, error: wordFailure(error, REFUSALS), fields: readRefusal(error, FIELDS) ?? [] };
  }
}

/** A field's name in the engine's messages, in the page's language. */
function fieldName(field: NumberField): string {
  switch (field) {
    case "min":
      return t`Minimum`;
    case "max":
      return t`Maximum`;
    case "count":
      return t`Count`;
    case "decimalPlaces":
      return t`Decimal places`;
  }
}

/** The engine's refusals (crates/core/src/random/numbers.rs, `NumbersError`) in the page's language. */
const REFUSALS: RefusalWords<NumbersError> = {
  notANumber: ({ params }) => {
    const field = fieldName(params);
    return t`${field} must be a number`;
  },
  notWhole: ({ params }) => {
    const field = fieldName(params);
    return t`${field} must be a whole number`;
  },
  tooLarge: ({ params }) => {
    const field = fieldName(params);
    return t`${field} must be between -9223372036854775808 and 9223372036854775807`;
  },
  minNotLessThanMax: () => t`Minimum must be less than maximum`,
  noValueWithPlaces: ({ params: { places, min, max } }) =>
    plural(places, {
      one: `No number with # decimal places lies between ${min} and ${max}`,
      other: `No number with # decimal places lies between ${min} and ${max}`,
    }),
};

/** The fields each refusal is about (the engine names a field by its key in the form). */
const FIELDS: RefusalWords<NumbersError, FormField[]> = {
  notANumber: ({ params }) => [params],
  notWhole: ({ params }) => [params],
  tooLarge: ({ params }) => [params],
  minNotLessThanMax: () => ["min", "max"],
  noValueWithPlaces: () => ["decimalPlaces"],
};

/** The spec's notice when fewer distinct numbers exist than were asked for, in the page's language. */
export function shortfallText({ requested, count, min, max }: UniqueShortfall): string {
  return t`Cannot generate ${requested} unique numbers in range ${min}-${max}. Generating ${count} numbers instead.`;
}

/** Copy: the numbers on one line, comma-separated. */
export function asCommaList(numbers: readonly string[]): string {
  return numbers.join(", ");
}

/** Copy as List: one number per line. */
export function asLines(numbers: readonly string[]): string {
  return numbers.join("\n");
}

/** random-numbers.txt: one number per line, ending with a newline. */
export function asFile(numbers: readonly string[]): string {
  return numbers.length ? `${asLines(numbers)}\n` : "";
}
