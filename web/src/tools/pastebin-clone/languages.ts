import { LANGUAGES, findLanguage, type EditorLanguage } from "@/components/editor/languages";

export { LANGUAGES };

/** A paste's language: the spec's twenty, each of which the editor highlights. */
export type Language = EditorLanguage;

/** How long a paste lives (the spec's six choices; 1w = 7 days, 1M = 30 days). */
export type Expiry = "never" | "10m" | "1h" | "1d" | "1w" | "1M";

export const EXPIRIES: readonly { value: Expiry; label: string }[] = [
  { value: "never", label: "Never" },
  { value: "10m", label: "10 Minutes" },
  { value: "1h", label: "1 Hour" },
  { value: "1d", label: "1 Day" },
  { value: "1w", label: "1 Week" },
  { value: "1M", label: "1 Month" },
];

/** A language name from the server or a sealed paste; anything unknown is shown as plain text. */
export function languageOrText(name: string | null | undefined): Language {
  return findLanguage(name) ?? "text";
}

export function languageLabel(language: Language): string {
  return LANGUAGES.find((entry) => entry.value === language)?.label ?? "Plain Text";
}

/** The spec's title default and download name rule (as `penknife_core::paste::download_name`). */
export const UNTITLED = "Untitled Paste";

export function titleOrDefault(title: string | null | undefined): string {
  return title?.trim() || UNTITLED;
}

export function downloadName(title: string): string {
  // Per code point, ASCII letters and digits kept: the same name as the CLI's for any title.
  const stem = Array.from(titleOrDefault(title), (c) => (/^[A-Za-z0-9]$/.test(c) ? c.toLowerCase() : "_")).join("");
  return `${stem}.txt`;
}
