import { Trans, useLingui } from "@lingui/react/macro";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { SelectField } from "@/components/SelectField";
import { languageOptions } from "@/components/editor/languages";
import type { LanguageChoice } from "@/lib/app-settings";
import { LOCALES, PICKER_LOCALES } from "@/lib/i18n/locales";
import { SettingsCard, type SettingsTabProps } from "./SettingControls";

export function PreferencesTab({ settings, onChange }: SettingsTabProps) {
  const { t } = useLingui();
  const preferences = settings.preferences;
  const setPreference = <K extends keyof typeof preferences>(key: K, value: (typeof preferences)[K]) =>
    onChange((s) => ({ ...s, preferences: { ...s.preferences, [key]: value } }));
  return (
    <SettingsCard title={t`Preferences`} description={t`How the tools behave.`}>
      <SelectField<LanguageChoice>
        id="settings-site-language"
        label={t`Site Language`}
        options={[
          { value: "auto", label: t`Automatic (your browser's language)` },
          ...PICKER_LOCALES.map((locale) => ({ value: locale, label: LOCALES[locale].name })),
        ]}
        value={preferences.language}
        onValueChange={(language) => setPreference("language", language)}
      />
      <p className="-mt-3 text-xs text-muted-foreground">
        <Trans>Saved with your settings: the page opens in this language on every device you sign in on.</Trans>
      </p>
      <LabelledSwitch
        id="settings-auto-save"
        label={t`Auto-save`}
        description={t`Keeps what you type into a text tool in this browser, so it is still there after a reload.`}
        checked={preferences.autoSave}
        onCheckedChange={(value) => setPreference("autoSave", value)}
      />
      <SelectField
        id="settings-default-language"
        label={t`Default Language`}
        options={languageOptions()}
        value={preferences.defaultLanguage}
        onValueChange={(language) => setPreference("defaultLanguage", language)}
      />
      <p className="-mt-3 text-xs text-muted-foreground">
        <Trans>The language a new paste starts with.</Trans>
      </p>
      <LabelledSwitch
        id="settings-tooltips"
        label={t`Show Tooltips`}
        description={t`Hints when you point at an icon-only button.`}
        checked={preferences.showTooltips}
        onCheckedChange={(value) => setPreference("showTooltips", value)}
      />
    </SettingsCard>
  );
}
