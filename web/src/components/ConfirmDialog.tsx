import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, or a click outside. */
  onCancel: () => void;
}

/**
 * A question before something that cannot be undone (clear all data, delete the account): Cancel comes first, so
 * it takes the focus when the dialog opens and Enter is safe; nothing dismisses it while `busy`.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      dismissible={!busy}
      title={title}
      description={description}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="destructive" disabled={busy} onClick={onConfirm}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
