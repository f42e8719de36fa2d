/**
 * The languages Penknife speaks, and how a page's address says which one it is in: English keeps the spec's paths
 * (`/tools/json-formatter`); every other language lives under its prefix (`/es/tools/json-formatter`). The server
 * knows the same list (crates/server/src/locales.rs) to set `<html lang dir>` and the `hreflang` alternates; a unit
 * test keeps the two and the catalogues' list (lingui.config.ts) equal.
 */

export interface LocaleInfo {
  /** The BCP 47 tag: the catalogue's name, `<html lang>` and what `Intl` formats with. */
  tag: string;
  /** The language's name in itself, as the picker lists it. */
  name: string;
  dir: "ltr" | "rtl";
  /** What `Intl` formats numbers and dates with, when not `tag`: Arabic keeps the digits 0–9 (which tools read and
   *  write) rather than Arabic-Indic ones. */
  intl?: string;
}

export const SOURCE_LOCALE = "en";

/** The picker's languages, in its order. */
export const LOCALES = {
  en: { tag: "en", name: "English", dir: "ltr" },
  es: { tag: "es", name: "Español", dir: "ltr" },
  fr: { tag: "fr", name: "Français", dir: "ltr" },
  de: { tag: "de", name: "Deutsch", dir: "ltr" },
  "pt-BR": { tag: "pt-BR", name: "Português (Brasil)", dir: "ltr" },
  ja: { tag: "ja", name: "日本語", dir: "ltr" },
  "zh-CN": { tag: "zh-CN", name: "简体中文", dir: "ltr" },
  ar: { tag: "ar", name: "العربية", dir: "rtl", intl: "ar-u-nu-latn" },
} as const satisfies Record<string, LocaleInfo>;

export type Locale = keyof typeof LOCALES | typeof PSEUDO_LOCALE;

/**
 * Made by the build from English, every message accented and 35 % longer: not in the picker, reachable at
 * `/en-xa/…` for the browser test that finds untranslated text and layouts that do not stretch.
 */
export const PSEUDO_LOCALE = "en-XA";

const ALL: readonly Locale[] = [...(Object.keys(LOCALES) as (keyof typeof LOCALES)[]), PSEUDO_LOCALE];

export const PICKER_LOCALES = Object.keys(LOCALES) as (keyof typeof LOCALES)[];

export function isLocale(value: unknown): value is Locale {
  return ALL.some((locale) => locale === value);
}

export function localeInfo(locale: Locale): LocaleInfo {
  // The pseudo-locale's dates and numbers come out in Japanese: written by Intl, not by a catalogue, yet nothing a
  // test could take for English left untranslated.
  return locale === PSEUDO_LOCALE ? { tag: PSEUDO_LOCALE, name: "Pseudo", dir: "ltr", intl: "ja" } : LOCALES[locale];
}

/** The path prefix of a locale's pages: "" for English, `/es`, `/pt-br`, … */
export function localePrefix(locale: Locale): string {
  return locale === SOURCE_LOCALE ? "" : `/${locale.toLowerCase()}`;
}

/** The locale an address is in, and the path inside it (what the router sees). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const segment = pathname.split("/")[1]?.toLowerCase() ?? "";
  const locale = ALL.find((candidate) => candidate !== SOURCE_LOCALE && candidate.toLowerCase() === segment);
  if (!locale) return { locale: SOURCE_LOCALE, path: pathname };
  return { locale, path: pathname.slice(segment.length + 1) || "/" };
}

/** The same page in another language: `/es/tools/x` → `/de/tools/x`, `/tools/x` → `/ar/tools/x`. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const { path } = splitLocalePath(pathname);
  const prefix = localePrefix(locale);
  return prefix && path === "/" ? prefix : `${prefix}${path}`;
}

/** This page's address (path, query, fragment) in another language. */
export function currentAddressIn(locale: Locale): string {
  const { pathname, search, hash } = window.location;
  return `${pathInLocale(pathname, locale)}${search}${hash}`;
}

/**
 * The first of the browser's languages Penknife speaks: an exact tag first (`pt-BR`), then the language alone
 * (`pt-PT` → Brazilian Portuguese, `zh-TW` → Simplified Chinese, the nearest we have), else English.
 */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const exact = PICKER_LOCALES.find((locale) => locale.toLowerCase() === language.toLowerCase());
    if (exact) return exact;
    const base = language.split("-")[0]?.toLowerCase();
    const sameLanguage = PICKER_LOCALES.find((locale) => locale.split("-")[0]?.toLowerCase() === base);
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LOCALE;
}
