import { i18n } from "@lingui/core";

/**
 * What `Intl` formats with where Lingui has no helper (relative times, lists, units): the page's language as Intl
 * knows it (Arabic keeps the digits 0–9, the pseudo-locale writes Japanese), English where none is active.
 */
export function intlLocales(): string[] {
  const page = i18n.locales ?? i18n.locale;
  return [...(Array.isArray(page) ? page : page ? [page] : []), "en"];
}
