import { LabelledSlider } from "@/components/LabelledSlider";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { SESSION_TIMEOUT } from "@/lib/app-settings";
import { notYet, SettingsCard, type SettingsTabProps } from "./SettingControls";

const timeoutLabel = (minutes: number) => `${minutes} minutes`;

export function SecurityTab({ settings, onChange }: SettingsTabProps) {
  const security = settings.security;
  const setSecurity = <K extends keyof typeof security>(key: K, value: (typeof security)[K]) =>
    onChange((s) => ({ ...s, security: { ...s.security, [key]: value } }));
  return (
    <SettingsCard title="Security" description="How your account is protected when you are signed in.">
      <LabelledSwitch
        id="settings-two-factor"
        label="Two-Factor Authentication"
        description={notYet("sign-in asks for your password only.")}
        checked={security.twoFactorEnabled}
        onCheckedChange={(value) => setSecurity("twoFactorEnabled", value)}
      />
      <LabelledSlider
        id="settings-session-timeout"
        label="Session Timeout"
        {...SESSION_TIMEOUT}
        value={security.sessionTimeout}
        valuePosition="beside-label"
        format={timeoutLabel}
        valueText={timeoutLabel}
        description="After this long without using Penknife, you are signed out of this browser."
        onValueChange={(minutes) => setSecurity("sessionTimeout", minutes)}
      />
      <LabelledSwitch
        id="settings-password-reminder"
        label="Password Reminder"
        description={notYet("Penknife sends no reminders to change your password.")}
        checked={security.passwordReminder}
        onCheckedChange={(value) => setSecurity("passwordReminder", value)}
      />
    </SettingsCard>
  );
}
