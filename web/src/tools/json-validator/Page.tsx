import { useLayoutEffect, useMemo, useRef } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { usePreloadWhenIdle } from "@/lib/preload";
import { CheckCircle2, Crosshair, Eraser, FileJson, FolderOpen, XCircle } from "lucide-react";
import { toast } from "sonner";
import { BusyStatus } from "@/components/BusyStatus";
import type { EditorHandle } from "@/components/editor/CodeEditor";
import { JsonInputEditor } from "@/components/JsonInputEditor";
import { JsonStatisticsCard } from "@/components/JsonStatisticsCard";
import { LARGE_TEXT_CHARS } from "@/components/TextInputCard";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { SAMPLE_JSON, validateJson, type JsonErrorReport, type JsonReport, preloadJsonEngine } from "@/lib/json-engine";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { errorExcerpt, type ExcerptLine } from "./excerpt";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { jsonErrorText } from "@/lib/json-refusals";

const SLUG = "json-validator";

export default function JsonValidatorPage() {
  const { t } = useLingui();
  usePreloadWhenIdle(preloadJsonEngine);
  const [input, setInput] = useAutoSavedText("json-validator", SAMPLE_JSON);
  const inputRef = useRef<EditorHandle>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // Validates as you type, in the worker; the newest input wins.
  const result = useAsyncResult(input, validateJson);
  const report = result.value;
  const busy = result.pending && input.length > LARGE_TEXT_CHARS;
  // The excerpt must come from the text the report was computed for.
  const current = result.pending ? undefined : report;
  const position = current?.error?.line != null ? current.error : undefined;
  const engineError = result.error;

  function goToError() {
    if (!position?.line) return;
    inputRef.current?.goTo({ line: position.line, column: position.column ?? 0 });
  }

  async function openFile(file: File | undefined) {
    if (!file) return;
    try {
      setInput(await file.text());
      const fileName = file.name;
      reportToolUse(SLUG, t`Validated ${fileName}`);
    } catch {
      const fileName = file.name;
      toast.error(t`Error`, { description: t`Could not read ${fileName}.` });
    }
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Label id="json-validator-input-label" className="text-base font-semibold">
              <Trans>JSON to Validate</Trans>
            </Label>
          </CardTitle>
          <CardDescription>
            <Trans>Checked as you type, with the line and column of any error.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <JsonInputEditor
            ref={inputRef}
            labelledBy="json-validator-input-label"
            errorId="json-validator-error"
            value={input}
            onValueChange={(text) => {
              setInput(text);
              reportToolUse(SLUG, t`Validated JSON`);
            }}
            error={current?.valid === false ? current.error : null}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" onClick={() => fileRef.current?.click()}>
              <FolderOpen aria-hidden /> <Trans>Open File</Trans>
            </Button>
            <input
              ref={fileRef}
              type="file"
              accept=".json,application/json,text/plain"
              className="sr-only"
              tabIndex={-1}
              aria-label={t`JSON file`}
              onChange={(event) => {
                void openFile(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
            <Button
              variant="outline"
              onClick={() => {
                setInput("");
                inputRef.current?.focus();
              }}
              disabled={!input}
            >
              <Eraser aria-hidden /> <Trans>Clear</Trans>
            </Button>
            <Button variant="outline" onClick={() => setInput(SAMPLE_JSON)}>
              <FileJson aria-hidden /> <Trans>Sample</Trans>
            </Button>
            {busy && (
              <BusyStatus>
                <Trans>Validating…</Trans>
              </BusyStatus>
            )}
          </div>
        </CardContent>
      </Card>

      {engineError && (
        <Alert variant="destructive">
          <AlertDescription>
            <Trans>The JSON engine failed: {engineError}</Trans>
          </AlertDescription>
        </Alert>
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <VerdictCard
          report={report}
          text={current ? input : undefined}
          onGoToError={position ? goToError : undefined}
        />
        <JsonStatisticsCard stats={report?.stats ?? null} />
      </div>
    </div>
  );
}

interface VerdictCardProps {
  report: JsonReport | undefined;
  /** The text the report is for, once it is current (the excerpt is drawn from it). */
  text: string | undefined;
  onGoToError?: () => void;
}

function VerdictCard({ report, text, onGoToError }: VerdictCardProps) {
  return (
    // min-w-0: a long error line scrolls inside its excerpt instead of widening the page.
    <Card className="min-w-0">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2">
            <Trans>Result</Trans>
          </CardTitle>
          {report && (
            <Badge variant={report.valid ? "success" : "destructive"} aria-live="polite" data-testid="json-verdict">
              {report.valid ? <Trans>Valid</Trans> : <Trans>Invalid</Trans>}
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {!report ? (
          <BusyStatus>
            <Trans>Loading the validator…</Trans>
          </BusyStatus>
        ) : report.valid ? (
          <p className="flex items-center gap-2 text-lg font-semibold text-success" role="status">
            <CheckCircle2 className="size-6 shrink-0" aria-hidden /> <Trans>Valid JSON</Trans>
          </p>
        ) : (
          <>
            <p className="flex items-center gap-2 text-lg font-semibold text-destructive">
              <XCircle className="size-6 shrink-0" aria-hidden /> <Trans>Invalid JSON</Trans>
            </p>
            {report.error && <ErrorDetails error={report.error} text={text} onGoToError={onGoToError} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ErrorDetails({
  error,
  text,
  onGoToError,
}: {
  error: JsonErrorReport;
  text: string | undefined;
  onGoToError?: () => void;
}) {
  const { i18n } = useLingui();
  const errorMessage = jsonErrorText(error.error);
  const line = i18n.number(error.line ?? 0);
  const column = i18n.number(error.column ?? 0);
  const lines = useMemo(
    () => (text !== undefined && error.line != null ? errorExcerpt(text, error.line, error.column ?? 0) : []),
    [text, error.line, error.column],
  );
  return (
    <div className="space-y-3">
      <Alert variant="destructive" id="json-validator-error">
        <AlertDescription>
          <p>
            <Trans>
              <strong>JSON Error:</strong> <span className="break-words">{errorMessage}</span>
            </Trans>
          </p>
        </AlertDescription>
      </Alert>
      {error.line != null && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium" data-testid="json-error-position">
            <Trans>
              Line {line}, column {column}
            </Trans>
          </p>
          {onGoToError && (
            <Button variant="outline" size="sm" onClick={onGoToError}>
              <Crosshair aria-hidden /> <Trans>Go to Error</Trans>
            </Button>
          )}
        </div>
      )}
      {lines.length > 0 && <Excerpt lines={lines} />}
    </div>
  );
}

/** The lines around the error: numbered, the error line marked, the character highlighted and a caret under it. */
function Excerpt({ lines }: { lines: ExcerptLine[] }) {
  const box = useRef<HTMLDivElement>(null);
  // On a narrow screen the error may sit past the right edge: scroll it into the middle of the box.
  useLayoutEffect(() => {
    const container = box.current;
    const mark = container?.querySelector("mark");
    if (!container || !mark) return;
    container.scrollLeft = Math.max(0, mark.offsetLeft - container.clientWidth / 2);
  }, [lines]);
  return (
    <figure className="space-y-1">
      <figcaption className="text-xs text-muted-foreground">
        <Trans>The lines around the error</Trans>
      </figcaption>
      <div
        ref={box}
        className="relative overflow-x-auto rounded-md border bg-muted/40 py-2 font-mono text-sm"
        data-testid="json-error-excerpt"
      >
        {lines.map((line) => (
          <ExcerptRow key={line.number} line={line} />
        ))}
      </div>
    </figure>
  );
}

function ExcerptRow({ line }: { line: ExcerptLine }) {
  const isError = line.caret !== undefined;
  const numberCell = (content: React.ReactNode) => (
    <span className="w-14 shrink-0 pe-3 text-end text-muted-foreground tabular-nums select-none">{content}</span>
  );
  if (!isError) {
    return (
      <div className="flex w-max min-w-full px-1">
        {numberCell(line.number)}
        <span className="whitespace-pre">
          {line.cutBefore && "…"}
          {line.text}
          {line.cutAfter && "…"}
        </span>
      </div>
    );
  }
  const caret = line.caret ?? 0;
  const lineNumber = line.number;
  const codePoint = line.text.codePointAt(caret);
  const at = codePoint === undefined ? "" : String.fromCodePoint(codePoint);
  const before = line.text.slice(0, caret);
  const after = line.text.slice(caret + at.length);
  // The caret line repeats the text before the column as blanks (tabs kept) so the caret lines up under it.
  const pad = `${line.cutBefore ? " " : ""}${before.replace(/[^\t]/gu, " ")}`;
  return (
    <>
      <div className="flex w-max min-w-full bg-destructive/10 px-1" aria-current="true" data-testid="json-error-line">
        {numberCell(
          <Trans>
            <span className="sr-only">Error on line </span>
            {lineNumber}
          </Trans>,
        )}
        <span className="whitespace-pre">
          {line.cutBefore && "…"}
          {before}
          <mark className={cn("rounded-sm bg-destructive/25 text-foreground", at === "" && "inline-block w-[1ch]")}>
            {at}
          </mark>
          {after}
          {line.cutAfter && "…"}
        </span>
      </div>
      <div className="flex w-max min-w-full px-1 text-destructive" aria-hidden data-testid="json-error-caret">
        {numberCell("")}
        <span className="whitespace-pre font-bold">{`${pad}^`}</span>
      </div>
    </>
  );
}
