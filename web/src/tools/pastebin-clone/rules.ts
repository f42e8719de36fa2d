/**
 * The paste rules of penknife-core, called rather than rewritten: the `paste` wasm bundle (a few kilobytes),
 * loaded when the page opens so it is ready by the first save, download or private link.
 */
import { startLoading } from "@/lib/wasm";
import { loadEngine as load } from "@/wasm/paste/load";
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

/** What the reader is told: a private paste's failure in core's words (the CLI's), any other error as it says. */
export async function failureMessage(error: unknown): Promise<string> {
  if (error instanceof PasteCryptoError) return (await load()).openErrorMessage(error.kind);
  return error instanceof Error ? error.message : String(error);
}
