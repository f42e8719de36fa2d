import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { LabelledSlider } from "@/components/LabelledSlider";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { RadioGroup } from "@/components/ui/radio-group";
import { FONT_SIZE } from "@/lib/app-settings";
import { THEMES, type Theme } from "@/lib/theme";
import { SettingsCard, type SettingsTabProps } from "./SettingControls";

/** Each theme's name (the key stays the value). */
const THEME_LABELS: Record<Theme, MessageDescriptor> = { light: msg`Light`, dark: msg`Dark`, system: msg`System` };
const SYSTEM_DESCRIPTION = msg`Follows your device's light or dark setting.`;

export function AppearanceTab({ settings, onChange }: SettingsTabProps) {
  const { t, i18n } = useLingui();
  const themeOptions = THEMES.map((theme: Theme) => ({
    value: theme,
    label: i18n._(THEME_LABELS[theme]),
    description: theme === "system" ? i18n._(SYSTEM_DESCRIPTION) : undefined,
  }));
  const pixels = (size: number) => `${i18n.number(size)}px`;
  const preferences = settings.preferences;
  const setPreference = <K extends keyof typeof preferences>(key: K, value: (typeof preferences)[K]) =>
    onChange((s) => ({ ...s, preferences: { ...s.preferences, [key]: value } }));
  return (
    <SettingsCard
      title={t`Appearance`}
      description={t`How Penknife looks on this device and every device you sign in to.`}
    >
      <RadioGroup
        legend={t`Theme`}
        name="settings-theme"
        value={settings.theme}
        options={themeOptions}
        onValueChange={(theme) => onChange((s) => ({ ...s, theme }))}
      />
      <LabelledSlider
        id="settings-font-size"
        label={t`Font Size`}
        {...FONT_SIZE}
        value={preferences.fontSize}
        valuePosition="beside-label"
        format={pixels}
        valueText={pixels}
        description={t`The size of the text in tool inputs, outputs and code editors.`}
        onValueChange={(fontSize) => setPreference("fontSize", fontSize)}
      />
      <LabelledSwitch
        id="settings-animations"
        label={t`Animations`}
        description={t`Turned off, nothing moves: transitions stop and the wheel lands at once without confetti.`}
        checked={preferences.animationsEnabled}
        onCheckedChange={(value) => setPreference("animationsEnabled", value)}
      />
      <LabelledSwitch
        id="settings-compact"
        label={t`Compact Mode`}
        description={t`Tighter spacing, so more fits on the screen.`}
        checked={preferences.compactMode}
        onCheckedChange={(value) => setPreference("compactMode", value)}
      />
    </SettingsCard>
  );
}
