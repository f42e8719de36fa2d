import { readAppSettings } from "@/lib/app-settings";
import { localeOfChoice } from "./follow-choice";
import { currentAddressIn, SOURCE_LOCALE, splitLocalePath, type Locale } from "./locales";

/**
 * The language this page opens in. A prefixed address says it (`/es/…`); an English one is the visitor's choice
 * when they made one (the picker, kept and synced with their settings), else the first of the browser's languages
 * Penknife speaks. When that is not English, the address moves under its prefix before the router reads it.
 */
export function pageLocale(): Locale {
  const { locale } = splitLocalePath(window.location.pathname);
  if (locale !== SOURCE_LOCALE) return locale;
  const wanted = localeOfChoice(readAppSettings().preferences.language);
  if (wanted !== SOURCE_LOCALE) window.history.replaceState(window.history.state, "", currentAddressIn(wanted));
  return wanted;
}
