import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { OLD_HISTORY_DAYS } from "./stats";
import { clearHistory } from "./sync";

/** Cancel, clear entries 30+ days old, or clear everything (on the account too when signed in). */
export function ClearHistoryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false);

  async function clear(old: boolean) {
    setBusy(true);
    try {
      const cutoff = old ? new Date(Date.now() - OLD_HISTORY_DAYS * 86_400_000) : null;
      const removed = await clearHistory(cutoff);
      if (old) {
        toast.success("Old History Cleared", {
          description: `Removed ${removed} ${removed === 1 ? "entry" : "entries"} older than ${OLD_HISTORY_DAYS} days.`,
        });
      } else {
        toast.success("History Cleared", { description: "Your activity history has been cleared." });
      }
      onOpenChange(false);
    } catch (error) {
      console.error("could not clear history", error);
      toast.error("Clear Failed", { description: "Failed to clear data. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!busy}
      title="Clear History"
      description={`Clear only the activity older than ${OLD_HISTORY_DAYS} days, or all of it. This cannot be undone.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={() => clear(true)} disabled={busy}>
          Clear Old ({OLD_HISTORY_DAYS}+ days)
        </Button>
        <Button variant="destructive" onClick={() => clear(false)} disabled={busy}>
          Clear All
        </Button>
      </div>
    </Dialog>
  );
}
