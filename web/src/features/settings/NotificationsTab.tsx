import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import type { NotificationSettings } from "@/lib/app-settings";
import { SettingsCard, type SettingsTabProps } from "./SettingControls";

/** Each switch, with the plain note that nothing acts on it yet. */
const SWITCHES: { key: keyof NotificationSettings; label: MessageDescriptor; description: MessageDescriptor }[] = [
  {
    key: "email",
    label: msg`Email Notifications`,
    description: msg`Not available yet: Penknife e-mails you only to confirm your address or reset your password.`,
  },
  {
    key: "push",
    label: msg`Push Notifications`,
    description: msg`Not available yet: Penknife sends no push notifications.`,
  },
  { key: "sound", label: msg`Sound`, description: msg`Not available yet: no notification plays a sound.` },
  {
    key: "updates",
    label: msg`Product Updates`,
    description: msg`Not available yet: Penknife sends no update e-mails.`,
  },
  {
    key: "marketing",
    label: msg`Marketing Emails`,
    description: msg`Not available yet: Penknife sends no marketing e-mail.`,
  },
];

export function NotificationsTab({ settings, onChange }: SettingsTabProps) {
  const { t, i18n } = useLingui();
  return (
    <SettingsCard
      title={t`Notifications`}
      description={t`Kept with your settings for when these notifications arrive.`}
    >
      {SWITCHES.map(({ key, label, description }) => (
        <LabelledSwitch
          key={key}
          id={`settings-notifications-${key}`}
          label={i18n._(label)}
          description={i18n._(description)}
          checked={settings.notifications[key]}
          onCheckedChange={(value) => onChange((s) => ({ ...s, notifications: { ...s.notifications, [key]: value } }))}
        />
      ))}
    </SettingsCard>
  );
}
