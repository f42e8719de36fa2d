/**
 * The paste rules of penknife-core, called rather than rewritten: the `paste` wasm bundle (a few kilobytes),
 * loaded when the page opens so it is ready by the first save or download.
 */
import { startLoading } from "@/lib/wasm";
import { loadEngine as load } from "@/wasm/paste/load";

export const preloadPasteRules = () => startLoading(load);

/** The title a paste is saved under: trimmed, 'Untitled Paste' when blank. */
export async function titleOrDefault(title: string): Promise<string> {
  return (await load()).titleOrDefault(title);
}

/** The spec's download name ('My Notes (v2)' → `my_notes__v2_.txt`), the CLI's for any title. */
export async function downloadName(title: string): Promise<string> {
  return (await load()).downloadName(title);
}
