import { useEffect, useId, useRef, type ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface DialogProps {
  open: boolean;
  /** Called with false when the user dismisses it (Escape or a click outside), not when `open` turns false. */
  onOpenChange: (open: boolean) => void;
  /** False while something runs that must not be walked away from: Escape and outside clicks then do nothing. */
  dismissible?: boolean;
  title: string;
  description?: ReactNode;
  /** The dialog's actions and any further content. */
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the browser's own <dialog> (showModal): focus moves in and is kept there, the page behind
 * is inert, Escape closes it, and focus returns to the control that opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  dismissible = true,
  title,
  description,
  children,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: closed through onOpenChange, so the owner's `open` stays the one truth.
        event.preventDefault();
        if (dismissible) onOpenChange(false);
      }}
      onClick={(event) => {
        if (event.target === ref.current && dismissible) onOpenChange(false);
      }}
      className={cn(
        // No padding on the <dialog> itself: a click on it (not its content) is a click on the backdrop.
        "m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border bg-background p-0 text-foreground shadow-lg backdrop:bg-black/50",
        className,
      )}
    >
      {open && (
        <div className="grid gap-4 p-6">
          <div className="grid gap-2">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description && (
              <div id={descriptionId} className="text-sm text-muted-foreground">
                {description}
              </div>
            )}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
