import { LabelledSwitch } from "@/components/LabelledSwitch";
import type { NotificationSettings } from "@/lib/app-settings";
import { notYet, SettingsCard, type SettingsTabProps } from "./SettingControls";

const SWITCHES: { key: keyof NotificationSettings; label: string; description: string }[] = [
  {
    key: "email",
    label: "Email Notifications",
    description: notYet("Penknife e-mails you only to confirm your address or reset your password."),
  },
  { key: "push", label: "Push Notifications", description: notYet("Penknife sends no push notifications.") },
  { key: "sound", label: "Sound", description: notYet("no notification plays a sound.") },
  { key: "updates", label: "Product Updates", description: notYet("Penknife sends no update e-mails.") },
  { key: "marketing", label: "Marketing Emails", description: notYet("Penknife sends no marketing e-mail.") },
];

export function NotificationsTab({ settings, onChange }: SettingsTabProps) {
  return (
    <SettingsCard title="Notifications" description="Kept with your settings for when these notifications arrive.">
      {SWITCHES.map(({ key, label, description }) => (
        <LabelledSwitch
          key={key}
          id={`settings-notifications-${key}`}
          label={label}
          description={description}
          checked={settings.notifications[key]}
          onCheckedChange={(value) => onChange((s) => ({ ...s, notifications: { ...s.notifications, [key]: value } }))}
        />
      ))}
    </SettingsCard>
  );
}
