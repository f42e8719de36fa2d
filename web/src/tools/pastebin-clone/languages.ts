/**
 * The create form's menus: the languages and expiries are core's (`penknife_core::paste`, through the generated
 * API types), in its order; only their labels are the page's.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { findLanguage, languageOptions } from "@/components/editor/languages";
import { EXPIRIES as EXPIRY_VALUES, type Expiry, type Language } from "@/lib/api/types";

export { languageOptions };

/** The words for each expiry, shown in the page's language (`i18n._(label)`); the values are the API's. */
const EXPIRY_LABELS: Record<Expiry, MessageDescriptor> = {
  never: msg`Never`,
  "10m": msg`10 Minutes`,
  "1h": msg`1 Hour`,
  "1d": msg`1 Day`,
  "1w": msg`1 Week`,
  "1M": msg`1 Month`,
};

export const EXPIRIES: readonly { value: Expiry; label: MessageDescriptor }[] = EXPIRY_VALUES.map((value) => ({
  value,
  label: EXPIRY_LABELS[value],
}));

/** A language name from a sealed paste; anything unknown is shown as plain text. */
export function languageOrText(name: string | null | undefined): Language {
  return findLanguage(name) ?? "text";
}

export function languageLabel(language: Language): string {
  return languageOptions().find((entry) => entry.value === language)?.label ?? t`Plain Text`;
}
