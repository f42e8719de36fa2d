/**
 * The Number Base Converter's door to the Rust engine (crates/core/src/base, in the `base` wasm bundle). Every call
 * runs in a worker: converting 10,000 digits is quadratic work, so a huge paste never freezes the page.
 */
import { t } from "@lingui/core/macro";
import { readRefusal, wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import { baseLimits } from "@/wasm/base/defaults";
import type { BaseError, Conversion } from "@/wasm/base/base.js";
import type { BaseWorkerApi } from "./number-base-converter.worker";

export type { Conversion };

/** The bases a number can be read and written in (2–36). */
export const { min: MIN_BASE, max: MAX_BASE } = baseLimits;

const callWorker = workerClient<BaseWorkerApi>(
  () =>
    new Worker(new URL("./number-base-converter.worker.ts", import.meta.url), {
      type: "module",
      name: "number-base-converter",
    }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** The text as typed, the base it is written in, and the extra base to write it in. */
export interface ConversionRequest {
  text: string;
  from: number;
  other: number;
}

/** A conversion, or the refusal in words and the place (1-based, in characters) it points at. */
export type ConversionResult = { ok: true; conversion: Conversion } | { ok: false; error: string; position?: number };

/** `text` in every base (in the worker); a refusal comes back as a result, with its place to mark. */
export function convert({ text, from, other }: ConversionRequest): Promise<ConversionResult> {
  return callWorker("convert", [text, from, other]).then(
    (conversion) => ({ ok: true, conversion }),
    (error: unknown) => ({ ok: false, error: refusalText(error), position: readRefusal(error, PLACES) }),
  );
}

/** A base's digits, named: "a binary digit", "a digit in base 20". */
function invalidDigit(character: string, position: number, base: number): string {
  switch (base) {
    case 2:
      return t`‘${character}’ at position ${position} is not a binary digit.`;
    case 8:
      return t`‘${character}’ at position ${position} is not an octal digit.`;
    case 10:
      return t`‘${character}’ at position ${position} is not a decimal digit.`;
    case 16:
      return t`‘${character}’ at position ${position} is not a hexadecimal digit.`;
    default:
      return t`‘${character}’ at position ${position} is not a digit in base ${base}.`;
  }
}

/** The engine's refusals (crates/core/src/base, `BaseError`) in the page's language. */
const REFUSALS: RefusalWords<BaseError> = {
  invalidDigit: ({ params: { character, position, base } }) => invalidDigit(character, position, base),
  noDigits: ({ params: { text } }) => t`There are no digits after ‘${text}’.`,
  tooLong: () => t`The number has more than 10,000 decimal digits, too many to convert.`,
  unsupportedBase: ({ params: { base } }) => t`Base ${base} is not between 2 and 36.`,
};

const PLACES: RefusalWords<BaseError, number | undefined> = {
  invalidDigit: ({ params }) => params.position,
  noDigits: () => undefined,
  tooLong: () => undefined,
  unsupportedBase: () => undefined,
};

/** What a failed call says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
