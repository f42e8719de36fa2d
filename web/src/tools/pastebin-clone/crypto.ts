/**
 * Private pastes, sealed in the browser (format v1, the same as `penknife_core::paste` seals in the CLI): the
 * title, content and language are encrypted with AES-256-GCM under a key derived from 32 random bytes that travel
 * only in the link's fragment (never sent to the server), and, when a password is set, from that password
 * stretched with PBKDF2-SHA256. The server keeps the ciphertext, the IV and the KDF parameters; nothing else.
 *
 *   key without password: HKDF-SHA256(ikm = k, salt = empty, info = "penknife paste v1")
 *   key with password:    HKDF-SHA256(ikm = k ‖ PBKDF2-SHA256(password, salt, iterations), salt, info)
 */
import type { Language, Sealed } from "@/lib/api/types";
import type { OpenError } from "@/wasm/paste/paste.js";
import { languageOrText } from "./languages";

/** OWASP's current figure for PBKDF2-HMAC-SHA256 (Password Storage Cheat Sheet). */
export const PBKDF2_ITERATIONS = 600_000;
/** What a reader accepts: a link from an older or a test writer, but never a trivially cheap or absurd count. */
const ITERATION_RANGE = [1_000, 10_000_000] as const;
const INFO = new TextEncoder().encode("penknife paste v1");

/** What a private paste holds. */
export interface PastePayload {
  title: string;
  content: string;
  language: Language;
}

/**
 * Why a private paste did not open: core's `paste::OpenError`, which the page words in the reader's language
 * (rules.ts).
 */
export class PasteCryptoError extends Error {
  readonly kind: OpenError;
  constructor(kind: OpenError) {
    super(kind);
    this.kind = kind;
  }
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));

async function deriveKey(
  key: Uint8Array<ArrayBuffer>,
  password: string | null,
  kdf: Sealed["kdf"],
): Promise<CryptoKey> {
  let ikm = key;
  let salt = new Uint8Array(0);
  if (password !== null && kdf) {
    const kdfSalt = fromBase64Url(kdf.salt);
    if (!kdfSalt) throw new PasteCryptoError("damaged");
    salt = kdfSalt;
    const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
      "deriveBits",
    ]);
    const stretched = await crypto.subtle.deriveBits(
      { name: "PBKDF2", hash: "SHA-256", salt, iterations: kdf.iterations },
      material,
      256,
    );
    ikm = new Uint8Array([...key, ...new Uint8Array(stretched)]);
  }
  const base = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt, info: INFO },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

/** Seals `payload` under a fresh key (and `password`, when given): the sealed paste and the link fragment. */
export async function sealPaste(
  payload: PastePayload,
  password: string | null,
  iterations = PBKDF2_ITERATIONS,
): Promise<{ sealed: Sealed; fragmentKey: string }> {
  const key = random(32);
  const kdf = password ? { name: "PBKDF2-SHA256" as const, iterations, salt: toBase64Url(random(16)) } : null;
  const aesKey = await deriveKey(key, password || null, kdf);
  const iv = random(12);
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, aesKey, plaintext));
  return { sealed: { ciphertext: toBase64Url(ciphertext), iv: toBase64Url(iv), kdf }, fragmentKey: toBase64Url(key) };
}

/**
 * Opens a sealed paste with the link's key (its 32 bytes: `parseKey` in rules.ts refuses any other key text) and
 * the password, when the paste has one. Fails as core's `paste::open` does, with the same kinds.
 */
export async function openPaste(
  sealed: Sealed,
  key: Uint8Array<ArrayBuffer>,
  password: string | null,
): Promise<PastePayload> {
  if (key.length !== 32) throw new PasteCryptoError("key-damaged");
  const iv = fromBase64Url(sealed.iv);
  const ciphertext = fromBase64Url(sealed.ciphertext);
  if (!iv || iv.length !== 12 || !ciphertext) throw new PasteCryptoError("damaged");
  if (sealed.kdf) {
    const { iterations } = sealed.kdf;
    if (!Number.isInteger(iterations) || iterations < ITERATION_RANGE[0] || iterations > ITERATION_RANGE[1]) {
      throw new PasteCryptoError("damaged");
    }
  }
  const aesKey = await deriveKey(key, sealed.kdf ? (password ?? "") : null, sealed.kdf);
  let plaintext: ArrayBuffer;
  try {
    plaintext = await crypto.subtle.decrypt({ name: "AES-GCM", iv }, aesKey, ciphertext);
  } catch {
    // The check cannot say which lock is wrong: with a password, either may be.
    throw new PasteCryptoError(sealed.kdf ? "wrong-password" : "wrong-key");
  }
  return parsePayload(new TextDecoder().decode(plaintext));
}

/** Authentic but not our payload: only a broken sealer makes this, so the paste cannot be read. */
function parsePayload(text: string): PastePayload {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PasteCryptoError("damaged");
  }
  if (
    typeof value === "object" &&
    value !== null &&
    "title" in value &&
    typeof value.title === "string" &&
    "content" in value &&
    typeof value.content === "string" &&
    "language" in value &&
    typeof value.language === "string"
  ) {
    return { title: value.title, content: value.content, language: languageOrText(value.language) };
  }
  throw new PasteCryptoError("damaged");
}
