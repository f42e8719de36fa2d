import { useRef, useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, FileText } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { DropZone } from "@/components/image/DropZone";
import { ReorderableFileList, type FileRow } from "@/components/image/ReorderableFileList";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { downloadBlob } from "@/lib/download";
import { formatBytes } from "@/lib/format-bytes";
import { callPdfWorker, refusalText, preloadPdfEngine, type PdfOutput } from "./engine";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";

const SLUG = "merge-pdf";

/** One file in the list: its page count once the engine has read it, or why it cannot be merged. */
interface Row extends FileRow {
  pages?: number;
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
  const [merged, setMerged] = useState<Merged>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
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
            <ReorderableFileList
              rows={rows}
              label={t`Files in merge order`}
              icon={FileText}
              detail={({ file, pages }) =>
                pages === undefined ? undefined : `${pageCount(pages)} · ${formatBytes(file.size)}`
              }
              onChange={(rows) => change(() => rows)}
              rowTestId="pdf-row"
            />
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
