import { memo, useRef } from "react";
import { usePreloadWhenIdle } from "@/lib/preload";
import { Eraser } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import type { EditorHandle } from "@/components/editor/CodeEditor";
import { LARGE_TEXT_CHARS, TextInputCard } from "@/components/TextInputCard";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { CopyButton } from "@/components/CopyButton";
import { PREVIEW_CHARS } from "@/lib/preview";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { convertAllCases, fullCaseText, type CasePreview, preloadEngine } from "./engine";
import { useAutoSavedText } from "@/lib/auto-saved-text";

const SLUG = "text-case-converter";

export default function TextCaseConverterPage() {
  usePreloadWhenIdle(preloadEngine);
  const [input, setInput] = useAutoSavedText("text-case-converter", "");
  const inputRef = useRef<EditorHandle>(null);
  // Every change converts to all ten formats (in the worker; the newest input wins).
  const result = useAsyncResult(input, convertAllCases);
  const working = result.pending && input.length > LARGE_TEXT_CHARS;

  function clear() {
    setInput("");
    inputRef.current?.focus();
  }

  return (
    <div className="space-y-4">
      <TextInputCard
        id="case-input"
        title="Text to Convert"
        description="All ten formats update as you type. Words are split at spaces, punctuation, existing camelCase humps and between letters and digits."
        value={input}
        onValueChange={(text) => {
          setInput(text);
          reportToolUse(SLUG, "Converted text case");
        }}
        ref={inputRef}
        placeholder="Type or paste your text here..."
        busy={working}
        className="h-40"
      >
        <Button variant="outline" onClick={clear} disabled={!input}>
          <Eraser aria-hidden /> Clear
        </Button>
        {working && <BusyStatus>Converting…</BusyStatus>}
      </TextInputCard>

      {result.error && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>The text could not be converted</AlertTitle>
          <AlertDescription>{result.error}</AlertDescription>
        </Alert>
      )}

      {result.value ? (
        <section aria-label="Conversions" className="grid gap-4 md:grid-cols-2">
          {result.value.map((conversion) => (
            // Cleared input shows empty cards at once, without waiting for a conversion still running.
            <CaseCard
              key={conversion.id}
              conversion={input === "" ? { ...conversion, preview: "", truncated: false, length: 0 } : conversion}
              working={working}
            />
          ))}
        </section>
      ) : (
        !result.error && <BusyStatus>Loading the converter…</BusyStatus>
      )}
    </div>
  );
}

/**
 * One format: its name, what it is for, the result (a preview when long) and Copy, which fetches the whole text
 * from the worker (not while a newer conversion of a long text is on its way).
 */
const CaseCard = memo(function CaseCard({ conversion, working }: { conversion: CasePreview; working: boolean }) {
  const id = `case-${conversion.id}`;
  const { preview, truncated, length } = conversion;
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle as="h3">
          <Label htmlFor={id} className="font-mono text-base font-semibold">
            {conversion.name}
          </Label>
        </CardTitle>
        <CardDescription>{conversion.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2 px-4">
        <Textarea
          id={id}
          value={preview}
          readOnly
          placeholder={`Your text in ${conversion.name} appears here`}
          className="max-h-48 min-h-20 font-mono text-sm break-words"
          spellCheck={false}
          aria-describedby={truncated ? `${id}-note` : undefined}
        />
        {truncated && (
          <p id={`${id}-note`} className="text-xs text-muted-foreground">
            Showing the first {PREVIEW_CHARS.toLocaleString("en-US")} of {length.toLocaleString("en-US")} characters.
            Copy copies all of it.
          </p>
        )}
        <CopyButton
          text={() => fullCaseText(conversion.id)}
          label={`the ${conversion.name} text`}
          disabled={!length || working}
          size="sm"
          onCopied={() => reportToolUse(SLUG)}
        >
          Copy<span className="sr-only"> {conversion.name}</span>
        </CopyButton>
      </CardContent>
    </Card>
  );
});
