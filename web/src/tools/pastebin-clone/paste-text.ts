import { t } from "@lingui/core/macro";
import { getPaste } from "./api";
import { openPaste as openSealed } from "./crypto";
import { failureMessage, parseKey } from "./rules";
import type { MyPaste } from "./use-my-pastes";

/**
 * Why a listed paste cannot be downloaded from the list, or null when it can: reading a burn-after-reading
 * paste would delete it, and a password or a key kept on another device is needed to decrypt a private one.
 */
export function downloadBlocker(paste: MyPaste): string | null {
  if (paste.burnAfterReading) return t`Downloading would burn it: open its link to read it once.`;
  if (paste.keyElsewhere) return t`Its key is in the link on the device that created it.`;
  return null;
}

/** A listed paste's text, fetched from the server (and decrypted here for a private one). */
export async function fetchPasteText(paste: MyPaste): Promise<string> {
  const view = await getPaste(paste.id);
  if (!view.encrypted) return view.content ?? "";
  if (view.encrypted.kdf) throw new Error(t`This paste has a password: open its link to read or download it.`);
  try {
    const key = await parseKey(new URL(paste.link).hash.slice(1));
    return (await openSealed(view.encrypted, key, null)).content;
  } catch (error) {
    throw new Error(failureMessage(error), { cause: error });
  }
}
