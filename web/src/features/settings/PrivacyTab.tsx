import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import type { PrivacySettings } from "@/lib/app-settings";
import { SettingsCard, type SettingsTabProps } from "./SettingControls";

/** Each switch, with the plain note that nothing acts on it yet. */
const SWITCHES: { key: keyof PrivacySettings; label: MessageDescriptor; description: MessageDescriptor }[] = [
  {
    key: "publicProfile",
    label: msg`Public Profile`,
    description: msg`Not available yet: profiles are never shown to anyone else.`,
  },
  {
    key: "showActivity",
    label: msg`Show Activity`,
    description: msg`Not available yet: your activity is visible only to you.`,
  },
  {
    key: "shareData",
    label: msg`Share Usage Data`,
    description: msg`Not available yet: Penknife shares no data with anyone.`,
  },
  {
    key: "analytics",
    label: msg`Analytics`,
    description: msg`Not available yet: Penknife runs no analytics or trackers.`,
  },
];

export function PrivacyTab({ settings, onChange }: SettingsTabProps) {
  const { t, i18n } = useLingui();
  return (
    <SettingsCard
      title={t`Privacy`}
      description={t`Your tools run in your browser; what you type or upload is never sent to our server.`}
    >
      {SWITCHES.map(({ key, label, description }) => (
        <LabelledSwitch
          key={key}
          id={`settings-privacy-${key}`}
          label={i18n._(label)}
          description={i18n._(description)}
          checked={settings.privacy[key]}
          onCheckedChange={(value) => onChange((s) => ({ ...s, privacy: { ...s.privacy, [key]: value } }))}
        />
      ))}
    </SettingsCard>
  );
}
