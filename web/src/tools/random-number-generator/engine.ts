/**
 * The Random Number Generator's door to its Rust engine (crates/core/src/random/numbers.rs, in the `generators` wasm
 * bundle). The engine reads the form as typed (the number fields as text), so it owns every rule and message —
 * 'Minimum must be less than maximum', the clamps, the unique-overflow notice — and returns numbers as text,
 * exact even beyond JavaScript's safe integers (the whole 64-bit range). Draws use Web Crypto, unbiased.
 */
import { loadEngine as loadGeneratorsEngine } from "@/wasm/generators/load";
import { randomNumberDefaults } from "@/wasm/generators/defaults";
import type { RandomNumberForm as EngineRandomNumberForm, RandomNumbers } from "@/wasm/generators/generators.js";

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

/** Everything the page shows for one form: the three cards' contents, or the message that replaces them. */
export type Generation =
  { ok: true; single: string; drawn: RandomNumbers; sequence: string[] } | { ok: false; error: string };

export function generateAll(engine: RandomNumberEngine, form: RandomNumberForm): Generation {
  try {
    return { ok: true, single: engine.drawOne(form), drawn: engine.draw(form), sequence: engine.evenlySpaced(form) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Which field a message is about, to mark that input invalid. */
export function fieldOfError(error: string): keyof RandomNumberForm | undefined {
  if (error === "Minimum must be less than maximum") return undefined;
  if (error.startsWith("Minimum")) return "min";
  if (error.startsWith("Maximum")) return "max";
  if (error.startsWith("Count")) return "count";
  if (error.startsWith("Decimal places") || error.startsWith("No number with")) return "decimalPlaces";
  return undefined;
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
