import { LabelledSwitch } from "@/components/LabelledSwitch";
import type { PrivacySettings } from "@/lib/app-settings";
import { notYet, SettingsCard, type SettingsTabProps } from "./SettingControls";

const SWITCHES: { key: keyof PrivacySettings; label: string; description: string }[] = [
  { key: "publicProfile", label: "Public Profile", description: notYet("profiles are never shown to anyone else.") },
  { key: "showActivity", label: "Show Activity", description: notYet("your activity is visible only to you.") },
  { key: "shareData", label: "Share Usage Data", description: notYet("Penknife shares no data with anyone.") },
  { key: "analytics", label: "Analytics", description: notYet("Penknife runs no analytics or trackers.") },
];

export function PrivacyTab({ settings, onChange }: SettingsTabProps) {
  return (
    <SettingsCard
      title="Privacy"
      description="Your tools run in your browser; what you type or upload is never sent to our server."
    >
      {SWITCHES.map(({ key, label, description }) => (
        <LabelledSwitch
          key={key}
          id={`settings-privacy-${key}`}
          label={label}
          description={description}
          checked={settings.privacy[key]}
          onCheckedChange={(value) => onChange((s) => ({ ...s, privacy: { ...s.privacy, [key]: value } }))}
        />
      ))}
    </SettingsCard>
  );
}
