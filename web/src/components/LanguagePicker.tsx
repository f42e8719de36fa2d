import { useId } from "react";
import { Languages } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { NativeSelect } from "@/components/ui/native-select";
import { readAppSettings, saveAppSettings, type LanguageChoice } from "@/lib/app-settings";
import { localeOfChoice } from "@/lib/i18n/follow-choice";
import { currentAddressIn, LOCALES, PICKER_LOCALES } from "@/lib/i18n/locales";
import { cn } from "@/lib/cn";

/**
 * The header's language picker: each language named in itself. Choosing one keeps the choice with the visitor's
 * settings (synced to their account), and lib/i18n/follow-choice.ts opens the page in it.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const id = useId();
  const { i18n } = useLingui();
  const choose = (language: LanguageChoice) => {
    const settings = readAppSettings();
    try {
      saveAppSettings({ ...settings, preferences: { ...settings.preferences, language } });
    } catch {
      // Storage refused (private mode, full): the choice cannot be kept, but the visitor still gets the language.
      window.location.assign(currentAddressIn(localeOfChoice(language)));
    }
  };
  return (
    <div className={cn("relative flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        <Trans>Site Language</Trans>
      </label>
      <Languages aria-hidden="true" className="pointer-events-none absolute start-2 size-4 text-muted-foreground" />
      <NativeSelect
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          const chosen = PICKER_LOCALES.find((locale) => locale === event.target.value);
          if (chosen) choose(chosen);
        }}
        className="h-9 w-auto ps-7 pe-2"
      >
        {PICKER_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={LOCALES[locale].tag}>
            {LOCALES[locale].name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
