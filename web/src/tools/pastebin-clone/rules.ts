/**
 * The paste rules of penknife-core, called rather than rewritten: the `paste` wasm bundle (a few kilobytes),
 * loaded when the page opens so it is ready by the first save, download or private link.
 */
import { t } from "@lingui/core/macro";
import { messageOf } from "@/lib/engine-refusal";
import { startLoading } from "@/lib/wasm";
import { loadEngine as load } from "@/wasm/paste/load";
import type { OpenError } from "@/wasm/paste/paste.js";
import { PasteCryptoError } from "./crypto";

export const preloadPasteRules = () => startLoading(load);

/** The title a paste is saved under: trimmed, 'Untitled Paste' when blank. */
export async function titleOrDefault(title: string): Promise<string> {
  return (await load()).titleOrDefault(title);
}

/** The spec's download name ('My Notes (v2)' → `my_notes__v2_.txt`), the CLI's for any title. */
export async function downloadName(title: string): Promise<string> {
  return (await load()).downloadName(title);
}

/**
 * A link's fragment key as its 32 bytes, by core's `parse_key` (so the page refuses exactly the keys the CLI
 * does): a key cut short or garbled fails with `key-damaged`.
 */
export async function parseKey(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = (await load()).parseKey(text);
  if (!key) throw new PasteCryptoError("key-damaged");
  return Uint8Array.from(key);
}

/** Why a private paste did not open (core's `paste::OpenError`) in the reader's language. */
function openErrorText(kind: OpenError): string {
  switch (kind) {
    case "key-damaged":
      return t`The link's key is incomplete or damaged: check that the whole link was copied.`;
    case "wrong-key":
      return t`The link's key does not open this paste: the link was changed, or the key belongs to another paste.`;
    case "wrong-password":
      return t`Wrong password, or the link's key does not open this paste.`;
    case "damaged":
      return t`This paste is damaged and cannot be decrypted.`;
    case "password-required":
      return t`This paste is protected by a password.`;
  }
}

/** What the reader is told: a private paste's failure in the page's language, any other error as it says. */
export function failureMessage(error: unknown): string {
  return error instanceof PasteCryptoError ? openErrorText(error.kind) : messageOf(error);
}
