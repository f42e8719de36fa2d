import { useRef, useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowUp, Download, FileText, GripVertical, TriangleAlert, X } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { DropZone } from "@/components/image/DropZone";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { downloadBlob } from "@/lib/download";
import { formatBytes } from "@/lib/format-bytes";
import { callPdfWorker, refusalText, preloadPdfEngine, type PdfOutput } from "./engine";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";

const SLUG = "merge-pdf";

/** One file in the list: its page count once the engine has read it, or why it cannot be merged. */
interface Row {
  id: number;
  file: File;
  pages?: number;
  error?: string;
}

/** "3 pages", in the visitor's language. */
const pageCount = (pages: number) => plural(pages, { one: "# page", other: "# pages" });

/** A merged PDF and the pages it holds. */
interface Merged extends PdfOutput {
  pages: number;
}

export default function MergePdfPage() {
  usePreloadWhenIdle(preloadPdfEngine);
  const { t } = useLingui();
  const [rows, setRows] = useState<Row[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [merged, setMerged] = useState<Merged>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [dragged, setDragged] = useState<number>();
  const nextId = useRef(0);

  const change = (update: (rows: Row[]) => Row[]) => {
    setRows(update);
    setMerged(undefined);
    setError(undefined);
  };

  const add = (files: File[]) => {
    const added = files.map((file) => ({ id: nextId.current++, file }));
    change((rows) => [...rows, ...added]);
    for (const row of added) {
      callPdfWorker("pageCount", [{ name: row.file.name, file: row.file }]).then(
        (pages) => setRows((rows) => rows.map((r) => (r.id === row.id ? { ...r, pages } : r))),
        (failure: unknown) =>
          setRows((rows) => rows.map((r) => (r.id === row.id ? { ...r, error: refusalText(failure) } : r))),
      );
    }
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    const row = rows[from]!;
    const [name, position, count] = [row.file.name, to + 1, rows.length];
    change((rows) => {
      const next = rows.filter((_, index) => index !== from);
      next.splice(to, 0, row);
      return next;
    });
    setAnnouncement(t`‘${name}’ moved to position ${position} of ${count}.`);
  };

  const remove = (index: number) => {
    const name = rows[index]!.file.name;
    change((rows) => rows.filter((_, i) => i !== index));
    setAnnouncement(t`‘${name}’ removed.`);
  };

  const good = rows.filter((row) => row.pages !== undefined);
  const checking = rows.some((row) => row.pages === undefined && row.error === undefined);
  const ready = good.length >= 2 && !checking && !busy;

  const mergeFiles = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const output = await callPdfWorker("merge", [good.map((row) => ({ name: row.file.name, file: row.file }))]);
      setMerged({ ...output, pages: good.reduce((sum, row) => sum + (row.pages ?? 0), 0) });
      reportToolUse(SLUG, t`Merged PDFs`);
    } catch (failure) {
      setError(refusalText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <DropZone
        label={t`Upload PDFs`}
        hint={t`Click, drop or paste PDF files, up to 100 MB and 2,000 pages in all`}
        accept="application/pdf,.pdf"
        onFiles={add}
      />
      <p className="sr-only" aria-live="polite" aria-atomic>
        {announcement}
      </p>
      {rows.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Files in merge order</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>
                Drag a file, or use its arrows, to change the order. Files that cannot be read are left out.
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ol className="space-y-2" aria-label={t`Files in merge order`}>
              {rows.map(({ id, file, pages, error }, index) => {
                const name = file.name;
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
                    data-testid="pdf-row"
                  >
                    <GripVertical className="size-4 shrink-0 cursor-grab text-muted-foreground" aria-hidden />
                    <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium" title={name}>
                        {name}
                      </p>
                      {error ? (
                        <p className="flex items-start gap-1 text-sm text-destructive">
                          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                          <span>{error}</span>
                        </p>
                      ) : pages === undefined ? (
                        <BusyStatus>
                          <Trans>Reading…</Trans>
                        </BusyStatus>
                      ) : (
                        <p className="text-sm text-muted-foreground">
                          {pageCount(pages)} · {formatBytes(file.size)}
                        </p>
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
          </CardContent>
        </Card>
      )}
      {rows.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => void mergeFiles()} disabled={!ready}>
            <Trans>Merge PDF</Trans>
          </Button>
          <Button variant="outline" onClick={() => change(() => [])} disabled={busy}>
            <Trans>Clear all</Trans>
          </Button>
          {busy && (
            <BusyStatus>
              <Trans>Merging…</Trans>
            </BusyStatus>
          )}
          {!busy && good.length < 2 && !checking && (
            <p className="text-sm text-muted-foreground">
              <Trans>Add at least two readable PDFs to merge.</Trans>
            </p>
          )}
        </div>
      )}
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {merged && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Merged PDF</Trans>
            </CardTitle>
            <CardDescription data-testid="merged-summary">
              {`${merged.fileName} · ${pageCount(merged.pages)} · ${formatBytes(merged.bytes.length)}`}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button
              onClick={() => {
                downloadBlob(new Blob([merged.bytes], { type: "application/pdf" }), merged.fileName);
                reportToolUse(SLUG, t`Downloaded a merged PDF`);
              }}
            >
              <Download aria-hidden /> <Trans>Download</Trans>
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
