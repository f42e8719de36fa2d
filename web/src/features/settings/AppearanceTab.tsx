import { LabelledSlider } from "@/components/LabelledSlider";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { RadioGroup } from "@/components/ui/radio-group";
import { FONT_SIZE } from "@/lib/app-settings";
import { THEMES, type Theme } from "@/lib/theme";
import { SettingsCard, type SettingsTabProps } from "./SettingControls";

const THEME_OPTIONS = THEMES.map((theme: Theme) => ({
  value: theme,
  label: theme.charAt(0).toUpperCase() + theme.slice(1),
  description: theme === "system" ? "Follows your device's light or dark setting." : undefined,
}));

const pixels = (size: number) => `${size}px`;

export function AppearanceTab({ settings, onChange }: SettingsTabProps) {
  const preferences = settings.preferences;
  const setPreference = <K extends keyof typeof preferences>(key: K, value: (typeof preferences)[K]) =>
    onChange((s) => ({ ...s, preferences: { ...s.preferences, [key]: value } }));
  return (
    <SettingsCard title="Appearance" description="How Penknife looks on this device and every device you sign in to.">
      <RadioGroup
        legend="Theme"
        name="settings-theme"
        value={settings.theme}
        options={THEME_OPTIONS}
        onValueChange={(theme) => onChange((s) => ({ ...s, theme }))}
      />
      <LabelledSlider
        id="settings-font-size"
        label="Font Size"
        {...FONT_SIZE}
        value={preferences.fontSize}
        valuePosition="beside-label"
        format={pixels}
        valueText={pixels}
        description="The size of the text in tool inputs, outputs and code editors."
        onValueChange={(fontSize) => setPreference("fontSize", fontSize)}
      />
      <LabelledSwitch
        id="settings-animations"
        label="Animations"
        description="Turned off, nothing moves: transitions stop and the wheel lands at once without confetti."
        checked={preferences.animationsEnabled}
        onCheckedChange={(value) => setPreference("animationsEnabled", value)}
      />
      <LabelledSwitch
        id="settings-compact"
        label="Compact Mode"
        description="Tighter spacing, so more fits on the screen."
        checked={preferences.compactMode}
        onCheckedChange={(value) => setPreference("compactMode", value)}
      />
    </SettingsCard>
  );
}
