import { useEffect } from "react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useAuth } from "@/features/auth/auth-context";
import { useSignOut } from "@/features/auth/useSignOut";
import { HistorySync } from "@/features/history/HistorySync";
import { useSettingsSync } from "@/features/settings/settings-sync";
import { useAppSettings } from "@/lib/app-settings";
import { clearActivity, useInactivityTimeout } from "@/lib/inactivity";
import { lookupTool } from "./tool-lookup";

/**
 * What follows the signed-in account on every page: its settings (pulled at load and at sign-in), its history and
 * favorites (nothing decided while sign-in is still loading), and the session timeout from Settings → Security. Composed here because settings and auth are features that never import each other.
 */
export function AccountEffects() {
  const { t } = useLingui();
  const { loading, user } = useAuth();
  const { signOut } = useSignOut();
  const minutes = useAppSettings().security.sessionTimeout;
  useSettingsSync();
  useEffect(() => {
    if (!loading && !user) clearActivity();
  }, [loading, user]);
  useInactivityTimeout(minutes, user !== null, () => {
    void signOut().then(async () => {
      // sonner on demand: the home page, where this also runs, loads no toasts otherwise.
      const { toast } = await import("sonner");
      toast.info(t`Signed Out`, {
        description: t`You were signed out after ${plural(minutes, { one: "# minute", other: "# minutes" })} without activity.`,
      });
    });
  });
  return <HistorySync accountId={loading ? undefined : (user?.id ?? null)} lookup={lookupTool} />;
}
