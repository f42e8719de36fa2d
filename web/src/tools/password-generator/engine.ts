/**
 * The Password Generator's door to its Rust engine (crates/core/src/password, in the `generators` wasm bundle).
 * Passwords are drawn inside the engine from the browser's secure generator (Web Crypto), without modulo bias.
 * A 128-character password takes microseconds, so it runs on the page.
 */
import { t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import { loadEngine as loadGeneratorsEngine } from "@/wasm/generators/load";
import { passwordDefaults, passwordLengthLimits } from "@/wasm/generators/defaults";
import type {
  GeneratedPassword,
  PasswordError,
  PasswordOptions as EnginePasswordOptions,
  StrengthLevel,
} from "@/wasm/generators/generators.js";

/** What the user chose (generated from the Rust struct): length 4–128, the four sets, similar characters left out. */
export type PasswordOptions = Required<EnginePasswordOptions>;

/** The spec's meter's word for a score 0–5 (Very Weak … Very Strong), which the page words. */
export type { StrengthLevel };

export type { GeneratedPassword };

/** The length slider's range (4–128), from the engine like the defaults. */
export const { min: MIN_LENGTH, max: MAX_LENGTH } = passwordLengthLimits;

/** Spec defaults (length 16, every set on, similar characters kept): the engine's own, snapshot when its bundle is built. */
export const DEFAULT_OPTIONS: PasswordOptions = passwordDefaults;

/** Makes a fresh password on every call; throws an Error with the spec's message when every set is off. */
export type PasswordGenerator = (options: PasswordOptions) => GeneratedPassword;

export async function loadPasswordGenerator(): Promise<PasswordGenerator> {
  const engine = await loadGeneratorsEngine();
  return (options) => engine.generatePassword(options);
}

/** The generator's refusals (crates/core/src/password, `PasswordError`) in the page's language. */
const REFUSALS: RefusalWords<PasswordError> = {
  noCharacterTypes: () => t`Please select at least one character type`,
};

/** What a refused generation says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
