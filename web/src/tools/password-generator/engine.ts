/**
 * The Password Generator's door to its Rust engine (crates/core/src/password, in the `generators` wasm bundle).
 * Passwords are drawn inside the engine from the browser's secure generator (Web Crypto), without modulo bias.
 * A 128-character password takes microseconds, so it runs on the page.
 */
import { loadGeneratorsEngine } from "@/lib/generators-engine";

export interface PasswordOptions {
  /** 4–128 (the engine clamps too). */
  length: number;
  uppercase: boolean;
  lowercase: boolean;
  numbers: boolean;
  symbols: boolean;
  /** Leaves out i, l, 1, L, o, 0 and O. */
  excludeSimilar: boolean;
}

/** The spec's meter: score 0–5 and its label (Very Weak … Very Strong). */
export interface PasswordStrength {
  score: number;
  label: string;
}

export interface GeneratedPassword {
  password: string;
  strength: PasswordStrength;
  /** length × log2(pool size): the search space of an attacker who knows the settings. */
  entropyBits: number;
}

export const MIN_LENGTH = 4;
export const MAX_LENGTH = 128;

/** Spec defaults: length 16, every set on, similar characters kept. */
export const DEFAULT_OPTIONS: PasswordOptions = {
  length: 16,
  uppercase: true,
  lowercase: true,
  numbers: true,
  symbols: true,
  excludeSimilar: false,
};

/** Makes a fresh password on every call; throws an Error with the spec's message when every set is off. */
export type PasswordGenerator = (options: PasswordOptions) => GeneratedPassword;

export async function loadPasswordGenerator(): Promise<PasswordGenerator> {
  const engine = await loadGeneratorsEngine();
  return (options) => engine.generatePassword(options) as GeneratedPassword;
}
