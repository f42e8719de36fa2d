import { Ban, Download, Eye } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { formatBytes } from "@/lib/format-bytes";
import { formatSizeChange } from "@/lib/image/size-change";
import { cn } from "@/lib/cn";
import { FileProgress } from "./FileProgress";
import type { ImageEntry } from "./image-entries";

export interface ImageFileListProps {
  entries: readonly ImageEntry[];
  selectedId?: number;
  onSelect: (id: number) => void;
  onCancel: (id: number) => void;
  onDownload: (id: number) => void;
  /** A file's progress bar's name ('Compressing photo.jpg'). */
  workingLabel: (name: string) => string;
}

/**
 * The selected files: name, size and dimensions, then per file its progress (with Cancel) or its result — or,
 * when the settings changed since, that the result is out of date (it has no Download until it is redone).
 */
export function ImageFileList({
  entries,
  selectedId,
  onSelect,
  onCancel,
  onDownload,
  workingLabel,
}: ImageFileListProps) {
  const { t } = useLingui();
  const several = entries.length > 1;
  return (
    <ul className="divide-y rounded-lg border" aria-label={t`Selected images`}>
      {entries.map((entry) => {
        const { file, state } = entry;
        const selected = entry.id === selectedId;
        const name = file.name;
        const resultName = state.kind === "done" ? state.result.name : "";
        return (
          <li
            key={entry.id}
            className={cn("flex flex-wrap items-center gap-3 p-2", several && selected && "bg-accent/50")}
            data-testid="image-file"
          >
            {entry.url ? (
              <img
                src={entry.url}
                alt=""
                decoding="async"
                className="size-12 shrink-0 rounded border bg-muted/40 object-contain"
              />
            ) : (
              <span aria-hidden className="size-12 shrink-0 rounded border bg-muted/40" />
            )}
            <div className="min-w-0 flex-1 basis-40">
              <p className="truncate text-sm font-medium" title={file.name}>
                {file.name}
              </p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {formatBytes(file.size)}
                {entry.width ? ` · ${entry.width}×${entry.height}` : ""}
              </p>
              {state.kind === "working" && (
                <FileProgress label={workingLabel(name)} startedAt={state.startedAt} progress={state.progress} />
              )}
              {state.kind === "done" && (
                <p className="text-xs font-medium tabular-nums" data-testid="image-file-result">
                  {formatBytes(state.result.size)} ({formatSizeChange(file.size, state.result.size)}) ·{" "}
                  {state.result.width}×{state.result.height}
                </p>
              )}
              {state.kind === "outdated" && (
                <p className="text-xs text-muted-foreground" data-testid="image-file-outdated">
                  <span className="line-through tabular-nums">{formatBytes(state.result.size)}</span>{" "}
                  <Trans>Out of date: redoing with the new settings…</Trans>
                </p>
              )}
              {(state.kind === "failed" || state.kind === "unreadable") && (
                <p className="text-xs break-words text-destructive" role="alert">
                  {state.message}
                </p>
              )}
              {state.kind === "cancelled" && (
                <p className="text-xs text-muted-foreground">
                  <Trans>Cancelled</Trans>
                </p>
              )}
            </div>
            <div className="flex shrink-0 gap-1">
              {several && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-pressed={selected}
                  aria-label={t`Show ${name}`}
                  onClick={() => onSelect(entry.id)}
                >
                  <Eye aria-hidden /> <Trans>Show</Trans>
                </Button>
              )}
              {state.kind === "working" && (
                <Button variant="outline" size="sm" aria-label={t`Cancel ${name}`} onClick={() => onCancel(entry.id)}>
                  <Ban aria-hidden /> <Trans>Cancel</Trans>
                </Button>
              )}
              {state.kind === "done" && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t`Download ${resultName}`}
                  onClick={() => onDownload(entry.id)}
                >
                  <Download aria-hidden /> <Trans>Download</Trans>
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
