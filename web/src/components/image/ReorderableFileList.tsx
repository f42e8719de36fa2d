import { useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowUp, GripVertical, TriangleAlert, X, type LucideIcon } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** One file in the list: why it cannot be used, if the engine said so. */
export interface FileRow {
  id: number;
  file: File;
  error?: string;
}

export interface ReorderableFileListProps<Row extends FileRow> {
  rows: readonly Row[];
  /** The list's accessible name, e.g. "Files in merge order". */
  label: string;
  /** The icon before each file's name. */
  icon: LucideIcon;
  /** The line under a readable file's name (pages, size…); undefined while the engine is still reading it. */
  detail: (row: Row) => ReactNode;
  /** The list reordered, or with a file removed. */
  onChange: (rows: Row[]) => void;
  /** Each row's test id. */
  rowTestId?: string;
}

/**
 * Files in the order they will be used (Merge PDF, Images to PDF): dragged, or moved with their arrow buttons
 * (the keyboard's way), or removed; each move is announced to screen readers.
 */
export function ReorderableFileList<Row extends FileRow>({
  rows,
  label,
  icon: Icon,
  detail,
  onChange,
  rowTestId,
}: ReorderableFileListProps<Row>) {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<number>();

  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    const row = rows[from]!;
    const [name, position, count] = [row.file.name, to + 1, rows.length];
    const next = rows.filter((_, index) => index !== from);
    next.splice(to, 0, row);
    onChange(next);
    setAnnouncement(t`‘${name}’ moved to position ${position} of ${count}.`);
  };

  const remove = (index: number) => {
    const name = rows[index]!.file.name;
    onChange(rows.filter((_, i) => i !== index));
    setAnnouncement(t`‘${name}’ removed.`);
  };

  return (
    <>
      <p className="sr-only" aria-live="polite" aria-atomic>
        {announcement}
      </p>
      <ol className="space-y-2" aria-label={label}>
        {rows.map((row, index) => {
          const { id, file, error } = row;
          const name = file.name;
          const shown = error ? undefined : detail(row);
          return (
            <li
              key={id}
              draggable
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", name);
              }}
              onDragOver={(event) => {
                if (dragged === undefined) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
              }}
              onDrop={(event) => {
                if (dragged === undefined) return;
                event.preventDefault();
                move(dragged, index);
                setDragged(undefined);
              }}
              onDragEnd={() => setDragged(undefined)}
              className={cn(
                "flex items-center gap-2 rounded-md border bg-card p-2",
                dragged === index && "opacity-50",
                error && "border-destructive",
              )}
              data-testid={rowTestId}
            >
              <GripVertical className="size-4 shrink-0 cursor-grab text-muted-foreground" aria-hidden />
              <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium" title={name}>
                  {name}
                </p>
                {error ? (
                  <p className="flex items-start gap-1 text-sm text-destructive">
                    <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                    <span>{error}</span>
                  </p>
                ) : shown === undefined ? (
                  <BusyStatus>
                    <Trans>Reading…</Trans>
                  </BusyStatus>
                ) : (
                  <p className="text-sm text-muted-foreground">{shown}</p>
                )}
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Move ‘${name}’ up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Move ‘${name}’ down`}
                disabled={index === rows.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" aria-label={t`Remove ‘${name}’`} onClick={() => remove(index)}>
                <X aria-hidden />
              </Button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
