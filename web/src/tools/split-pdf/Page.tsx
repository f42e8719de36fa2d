import { useId, useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, FileText } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { DropZone } from "@/components/image/DropZone";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { downloadBlob } from "@/lib/download";
import { formatBytes } from "@/lib/format-bytes";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { callPdfWorker, preloadPdfEngine, refusalText, type PdfOutput } from "./engine";

const SLUG = "split-pdf";

/** "7 pages", in the visitor's language. */
const pageCount = (pages: number) => plural(pages, { one: "# page", other: "# pages" });

/** The uploaded PDF: its page count once the engine has read it, or why it cannot be split. */
interface Upload {
  file: File;
  pages?: number;
  error?: string;
}

/** The ranges checked against the page count as they are typed ("7\n1-3,5"): the engine's refusal, with where. */
function checkRanges(key: string): Promise<void> {
  const [pages = "0", ranges = ""] = key.split("\n");
  return callPdfWorker("checkRanges", [ranges, Number(pages)]);
}

export default function SplitPdfPage() {
  usePreloadWhenIdle(preloadPdfEngine);
  const { t } = useLingui();
  const rangesId = useId();
  const [upload, setUpload] = useState<Upload>();
  const [ranges, setRanges] = useState("");
  const [each, setEach] = useState(false);
  const [result, setResult] = useState<PdfOutput>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const pages = upload?.pages;
  const check = useAsyncResult(
    pages !== undefined && !each && ranges.trim() ? `${pages}\n${ranges}` : "",
    (key) => (key ? checkRanges(key) : Promise.resolve()),
    refusalText,
  );

  const open = ([file]: File[]) => {
    if (!file) return;
    setUpload({ file });
    setResult(undefined);
    setError(undefined);
    callPdfWorker("pageCount", [{ name: file.name, file }]).then(
      (pages) => setUpload((current) => (current?.file === file ? { file, pages } : current)),
      (failure: unknown) =>
        setUpload((current) => (current?.file === file ? { file, error: refusalText(failure) } : current)),
    );
  };

  const split = async () => {
    if (!upload || pages === undefined) return;
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    const source = { name: upload.file.name, file: upload.file };
    try {
      setResult(
        each ? await callPdfWorker("splitEach", [source]) : await callPdfWorker("split", [source, ranges, pages]),
      );
      reportToolUse(SLUG, each ? t`Split a PDF into single pages` : t`Split a PDF by page ranges`);
    } catch (failure) {
      setError(refusalText(failure));
    } finally {
      setBusy(false);
    }
  };

  const rangeError = check.error;
  return (
    <div className="space-y-4">
      <DropZone
        label={t`Upload PDF`}
        hint={t`Click, drop or paste one PDF file, up to 100 MB and 2,000 pages`}
        accept="application/pdf,.pdf"
        multiple={false}
        onFiles={open}
      />
      {upload && (
        <Card>
          <CardHeader className="flex-row items-center gap-2">
            <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            <div className="min-w-0">
              <CardTitle as="h2" className="truncate" title={upload.file.name}>
                {upload.file.name}
              </CardTitle>
              {pages !== undefined && (
                <CardDescription data-testid="pdf-summary">
                  {pageCount(pages)} · {formatBytes(upload.file.size)}
                </CardDescription>
              )}
            </div>
          </CardHeader>
          <CardContent className="space-y-4">
            {upload.error ? (
              <Alert variant="destructive">
                <AlertDescription>{upload.error}</AlertDescription>
              </Alert>
            ) : pages === undefined ? (
              <BusyStatus>
                <Trans>Reading…</Trans>
              </BusyStatus>
            ) : (
              <>
                <LabelledSwitch
                  label={t`Every page to its own file (ZIP)`}
                  checked={each}
                  onCheckedChange={(checked) => {
                    setEach(checked);
                    setResult(undefined);
                  }}
                />
                {!each && (
                  <div className="space-y-1.5">
                    <Label htmlFor={rangesId}>
                      <Trans>Pages to keep</Trans>
                    </Label>
                    <Input
                      id={rangesId}
                      value={ranges}
                      onChange={(event) => {
                        setRanges(event.target.value);
                        setResult(undefined);
                        setError(undefined);
                      }}
                      placeholder="1-3,5,8-"
                      spellCheck={false}
                      autoComplete="off"
                      inputMode="numeric"
                      translate="no"
                      aria-invalid={rangeError ? true : undefined}
                      aria-describedby={`${rangesId}-help`}
                    />
                    <p
                      id={`${rangesId}-help`}
                      className={rangeError ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
                    >
                      {rangeError ?? (
                        <Trans>
                          Pages and ranges separated by commas, in the order you want them: 8- means page 8 to the end.
                        </Trans>
                      )}
                    </p>
                  </div>
                )}
                <div className="flex flex-wrap items-center gap-2">
                  <Button
                    onClick={() => void split()}
                    disabled={busy || (!each && (!ranges.trim() || Boolean(rangeError) || check.pending))}
                  >
                    <Trans>Split PDF</Trans>
                  </Button>
                  {busy && (
                    <BusyStatus>
                      <Trans>Splitting…</Trans>
                    </BusyStatus>
                  )}
                </div>
              </>
            )}
          </CardContent>
        </Card>
      )}
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {result && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Result</Trans>
            </CardTitle>
            <CardDescription data-testid="split-summary">
              {result.fileName} · {formatBytes(result.bytes.length)}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button
              onClick={() => {
                const type = each ? "application/zip" : "application/pdf";
                downloadBlob(new Blob([result.bytes], { type }), result.fileName);
                reportToolUse(SLUG, t`Downloaded a split PDF`);
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
