import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { LabelledSlider } from "@/components/LabelledSlider";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { SESSION_TIMEOUT } from "@/lib/app-settings";
import { SettingsCard, type SettingsTabProps } from "./SettingControls";

// The timeout is never under 5 minutes, so English always reads "minutes"; other languages need their forms.
const timeoutLabel = (minutes: number) => plural(minutes, { one: "# minute", other: "# minutes" });

export function SecurityTab({ settings, onChange }: SettingsTabProps) {
  const { t } = useLingui();
  const security = settings.security;
  const setSecurity = <K extends keyof typeof security>(key: K, value: (typeof security)[K]) =>
    onChange((s) => ({ ...s, security: { ...s.security, [key]: value } }));
  return (
    <SettingsCard title={t`Security`} description={t`How your account is protected when you are signed in.`}>
      <LabelledSwitch
        id="settings-two-factor"
        label={t`Two-Factor Authentication`}
        description={t`Not available yet: sign-in asks for your password only.`}
        checked={security.twoFactorEnabled}
        onCheckedChange={(value) => setSecurity("twoFactorEnabled", value)}
      />
      <LabelledSlider
        id="settings-session-timeout"
        label={t`Session Timeout`}
        {...SESSION_TIMEOUT}
        value={security.sessionTimeout}
        valuePosition="beside-label"
        format={timeoutLabel}
        valueText={timeoutLabel}
        description={t`After this long without using Penknife, you are signed out of this browser.`}
        onValueChange={(minutes) => setSecurity("sessionTimeout", minutes)}
      />
      <LabelledSwitch
        id="settings-password-reminder"
        label={t`Password Reminder`}
        description={t`Not available yet: Penknife sends no reminders to change your password.`}
        checked={security.passwordReminder}
        onCheckedChange={(value) => setSecurity("passwordReminder", value)}
      />
    </SettingsCard>
  );
}
