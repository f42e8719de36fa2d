import { History } from "lucide-react";
import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "@/components/EmptyState";

/** What a tab shows before any tool has been used; `tab` says what would appear there. */
export function EmptyHistory({ tab }: { tab: "recent" | "statistics" | "analytics" }) {
  const { t } = useLingui();
  // One whole sentence per tab: what will appear sits mid-sentence, and word order differs between languages.
  const descriptions = {
    recent: t`Use any tool (format some JSON, generate a password, spin the wheel) and every use, with what you did and for how long, will appear here. History is kept in this browser, and in your account when you are signed in.`,
    statistics: t`Use any tool (format some JSON, generate a password, spin the wheel) and your totals, streak and most used tools will appear here. History is kept in this browser, and in your account when you are signed in.`,
    analytics: t`Use any tool (format some JSON, generate a password, spin the wheel) and charts of your activity will appear here. History is kept in this browser, and in your account when you are signed in.`,
  };
  return (
    <EmptyState
      icon={History}
      title={t`No activity yet`}
      description={descriptions[tab]}
      action={{ label: t`Browse Tools`, to: "/" }}
    />
  );
}
