import { i18n } from "@lingui/core";
import { readAppSettings, subscribeAppSettings, type LanguageChoice } from "@/lib/app-settings";
import { browserLocale, currentAddressIn } from "./locales";

/** The locale a choice stands for: "auto" is the first of the browser's languages Penknife speaks. */
export const localeOfChoice = (choice: LanguageChoice) =>
  choice === "auto" ? browserLocale(navigator.languages) : choice;

/**
 * Opens the page in the language the visitor's choice names whenever the choice changes: from the picker, from
 * another tab, or from their account (settings sync, so a signed-in visitor's language follows them to another
 * browser). The address decides the language on load: a choice that did not change never moves a page someone
 * opened under another language's prefix.
 */
export function startFollowingLanguageChoice(): void {
  let choice = readAppSettings().preferences.language;
  subscribeAppSettings(() => {
    const next = readAppSettings().preferences.language;
    if (next === choice) return;
    choice = next;
    const locale = localeOfChoice(next);
    if (locale === i18n.locale) return;
    window.location.assign(currentAddressIn(locale));
  });
}
