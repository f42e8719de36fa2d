/**
 * The create form's menus: the languages and expiries are core's (`penknife_core::paste`, through the generated
 * API types), in its order; only their labels are the page's.
 */
import { LANGUAGES, findLanguage } from "@/components/editor/languages";
import { EXPIRIES as EXPIRY_VALUES, type Expiry, type Language } from "@/lib/api/types";

export { LANGUAGES };

const EXPIRY_LABELS: Record<Expiry, string> = {
  never: "Never",
  "10m": "10 Minutes",
  "1h": "1 Hour",
  "1d": "1 Day",
  "1w": "1 Week",
  "1M": "1 Month",
};

export const EXPIRIES: readonly { value: Expiry; label: string }[] = EXPIRY_VALUES.map((value) => ({
  value,
  label: EXPIRY_LABELS[value],
}));

/** A language name from a sealed paste; anything unknown is shown as plain text. */
export function languageOrText(name: string | null | undefined): Language {
  return findLanguage(name) ?? "text";
}

export function languageLabel(language: Language): string {
  return LANGUAGES.find((entry) => entry.value === language)?.label ?? "Plain Text";
}
