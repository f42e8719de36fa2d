import { useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { OLD_HISTORY_DAYS } from "./stats";
import { clearHistory } from "./sync";

/** Cancel, clear entries 30+ days old, or clear everything (on the account too when signed in). */
export function ClearHistoryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const days = OLD_HISTORY_DAYS;

  async function clear(old: boolean) {
    setBusy(true);
    try {
      const cutoff = old ? new Date(Date.now() - OLD_HISTORY_DAYS * 86_400_000) : null;
      const removed = await clearHistory(cutoff);
      if (old) {
        toast.success(t`Old History Cleared`, {
          description: t`${plural(removed, {
            one: `Removed # entry older than ${days} days.`,
            other: `Removed # entries older than ${days} days.`,
          })}`,
        });
      } else {
        toast.success(t`History Cleared`, { description: t`Your activity history has been cleared.` });
      }
      onOpenChange(false);
    } catch (error) {
      console.error("could not clear history", error);
      toast.error(t`Clear Failed`, { description: t`Failed to clear data. Please try again.` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!busy}
      title={t`Clear History`}
      description={t`Clear only the activity older than ${days} days, or all of it. This cannot be undone.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="secondary" onClick={() => clear(true)} disabled={busy}>
          <Trans>Clear Old ({days}+ days)</Trans>
        </Button>
        <Button variant="destructive" onClick={() => clear(false)} disabled={busy}>
          <Trans>Clear All</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
