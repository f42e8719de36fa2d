import { memo, useId, useMemo, useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { usePreloadWhenIdle } from "@/lib/preload";
import { Braces, Download, Eraser, FileJson, Minimize2 } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { JsonStatisticsCard } from "@/components/JsonStatisticsCard";
import { LabelledSlider } from "@/components/LabelledSlider";
import { CopyButton } from "@/components/CopyButton";
import { CodeEditor } from "@/components/editor/CodeEditor";
import { JsonInputEditor } from "@/components/JsonInputEditor";
import { LARGE_TEXT_CHARS } from "@/components/TextInputCard";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { downloadText } from "@/lib/download";
import {
  DEFAULT_INDENT,
  MAX_INDENT,
  MIN_INDENT,
  SAMPLE_JSON,
  analyzeJson,
  type JsonAnalysis,
  preloadJsonEngine,
} from "@/lib/json-engine";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { jsonErrorText } from "@/lib/json-refusals";

const SLUG = "json-formatter";
const JSON_MIME = "application/json";

export default function JsonFormatterPage() {
  const { t } = useLingui();
  usePreloadWhenIdle(preloadJsonEngine);
  const [input, setInput] = useAutoSavedText("json-formatter", SAMPLE_JSON);
  const [indent, setIndent] = useState(DEFAULT_INDENT);
  const request = useMemo(() => ({ text: input, indent }), [input, indent]);
  // One worker call per change answers everything below; the newest input wins.
  const result = useAsyncResult(request, (r: { text: string; indent: number }) => analyzeJson(r.text, r.indent));
  const analysis = result.value;
  const busy = result.pending && input.length > LARGE_TEXT_CHARS;
  // Format and Minify replace the input, so they need a result computed from exactly this input.
  const ready = !result.pending && analysis?.valid === true;
  const errorMessage = analysis?.error && jsonErrorText(analysis.error.error);
  const engineError = result.error;
  const spaces = (indent: number) => t`${plural(indent, { one: "# space", other: "# spaces" })}`;

  function replaceInput(text: string | null, action: "Formatted JSON" | "Minified JSON") {
    if (text === null) return;
    setInput(text);
    reportToolUse(SLUG, action === "Formatted JSON" ? t`Formatted JSON` : t`Minified JSON`);
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2">
              <Label id="json-input-label" className="text-base font-semibold">
                <Trans>JSON Input</Trans>
              </Label>
            </CardTitle>
            <Verdict analysis={analysis} />
          </div>
          <CardDescription>
            <Trans>Paste or type JSON. Keys keep their order and numbers stay exactly as written.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <JsonInputEditor
            labelledBy="json-input-label"
            errorId="json-error"
            value={input}
            onValueChange={setInput}
            error={analysis?.error ?? null}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              onClick={() => replaceInput(analysis?.formatted ?? null, "Formatted JSON")}
              disabled={!ready || !analysis?.formatted}
            >
              <Braces aria-hidden /> <Trans>Format</Trans>
            </Button>
            <Button
              variant="secondary"
              onClick={() => replaceInput(analysis?.minified ?? null, "Minified JSON")}
              disabled={!ready}
            >
              <Minimize2 aria-hidden /> <Trans>Minify</Trans>
            </Button>
            <Button variant="outline" onClick={() => setInput("")} disabled={!input}>
              <Eraser aria-hidden /> <Trans>Clear</Trans>
            </Button>
            <Button variant="outline" onClick={() => setInput(SAMPLE_JSON)}>
              <FileJson aria-hidden /> <Trans>Sample</Trans>
            </Button>
            {busy && (
              <BusyStatus>
                <Trans>Formatting…</Trans>
              </BusyStatus>
            )}
          </div>
          <LabelledSlider
            id="json-indent"
            label={t`Indent`}
            min={MIN_INDENT}
            max={MAX_INDENT}
            value={indent}
            onValueChange={setIndent}
            format={spaces}
            valueText={spaces}
            className="max-w-sm"
          />
          {analysis?.error && (
            <Alert variant="destructive" id="json-error">
              <AlertDescription>
                <p>
                  <Trans>
                    <strong>JSON Error:</strong> <span className="break-words">{errorMessage}</span>
                  </Trans>
                </p>
              </AlertDescription>
            </Alert>
          )}
          {engineError && (
            <Alert variant="destructive">
              <AlertDescription>
                <Trans>The JSON engine failed: {engineError}</Trans>
              </AlertDescription>
            </Alert>
          )}
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <JsonStatisticsCard stats={analysis?.stats ?? null} />
        <OutputCard analysis={analysis} onUsed={() => reportToolUse(SLUG)} />
      </div>
    </div>
  );
}

function Verdict({ analysis }: { analysis: JsonAnalysis | undefined }) {
  if (!analysis) return null;
  return (
    <Badge variant={analysis.valid ? "success" : "destructive"} aria-live="polite" data-testid="json-verdict">
      {analysis.valid ? <Trans>Valid</Trans> : <Trans>Invalid</Trans>}
    </Badge>
  );
}

function OutputCard({ analysis, onUsed }: { analysis: JsonAnalysis | undefined; onUsed: () => void }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Output</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="formatted">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="formatted">
              <Trans>Formatted</Trans>
            </TabsTrigger>
            <TabsTrigger value="minified">
              <Trans>Minified</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="formatted">
            <Output
              name={t`Formatted JSON`}
              copyLabel={t`the formatted JSON`}
              text={analysis?.formatted ?? null}
              invalid={analysis?.valid === false}
              unavailable={analysis?.formatError ? jsonErrorText(analysis.formatError) : undefined}
              file="formatted.json"
              onUsed={onUsed}
            />
          </TabsContent>
          <TabsContent value="minified">
            <Output
              name={t`Minified JSON`}
              copyLabel={t`the minified JSON`}
              text={analysis?.minified ?? null}
              invalid={analysis?.valid === false}
              file="minified.json"
              onUsed={onUsed}
            />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

interface OutputProps {
  /** The output's name ("Formatted JSON"): its label, and what Copy and Download say to screen readers. */
  name: string;
  /** What the Copy button's failure toast calls it ("the formatted JSON"). */
  copyLabel: string;
  text: string | null;
  invalid: boolean;
  /** Why valid JSON has no output of this kind (too deep to indent). */
  unavailable?: string;
  file: string;
  onUsed: () => void;
}

const Output = memo(function Output({ name, copyLabel, text, invalid, unavailable, file, onUsed }: OutputProps) {
  const id = useId();
  if (unavailable && !invalid) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{unavailable}</AlertDescription>
      </Alert>
    );
  }
  if (invalid) {
    return (
      <Card className="border-destructive/50 py-4">
        <CardContent className="px-4 text-sm">
          <p>
            <Trans>
              <strong className="text-destructive">Invalid JSON:</strong> Please fix the JSON syntax errors to see the
              formatted output.
            </Trans>
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="space-y-3">
      <Label id={id} className="sr-only">
        {name}
      </Label>
      <CodeEditor language="json" value={text ?? ""} labelledBy={id} className="h-72 sm:h-96" />
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text ?? ""} label={copyLabel} disabled={!text} onCopied={onUsed}>
          <Trans>
            Copy<span className="sr-only"> {name}</span>
          </Trans>
        </CopyButton>
        <Button
          variant="outline"
          disabled={!text}
          onClick={() => {
            if (!text) return;
            downloadText(text, file, JSON_MIME);
            onUsed();
          }}
        >
          <Download aria-hidden />{" "}
          <Trans>
            Download<span className="sr-only"> {file}</span>
          </Trans>
        </Button>
      </div>
    </div>
  );
});
