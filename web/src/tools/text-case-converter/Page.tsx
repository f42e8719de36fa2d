import { memo, useRef } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { convertAllCases, fullCaseText, type CaseFormat, type CasePreview, preloadEngine } from "./engine";
import { useAutoSavedText } from "@/lib/auto-saved-text";

const SLUG = "text-case-converter";

/** Each format's name and description in the page's language (the names stay written in their own format). */
const FORMATS: Record<CaseFormat, { name: MessageDescriptor; description: MessageDescriptor }> = {
  upper: { name: msg`UPPERCASE`, description: msg`Every letter in capitals.` },
  lower: { name: msg`lowercase`, description: msg`Every letter in small letters.` },
  title: { name: msg`Title Case`, description: msg`The first letter of every word in capitals.` },
  sentence: { name: msg`Sentence case`, description: msg`The first letter of every sentence in capitals.` },
  camel: {
    name: msg`camelCase`,
    description: msg`Words joined, each after the first capitalised (JavaScript variables).`,
  },
  pascal: { name: msg`PascalCase`, description: msg`Words joined, each capitalised (class and type names).` },
  snake: { name: msg`snake_case`, description: msg`Lowercase words joined by underscores (Python, database columns).` },
  kebab: { name: msg`kebab-case`, description: msg`Lowercase words joined by hyphens (URLs, CSS classes).` },
  constant: {
    name: msg`CONSTANT_CASE`,
    description: msg`Uppercase words joined by underscores (constants, environment variables).`,
  },
  dot: { name: msg`dot.case`, description: msg`Lowercase words joined by dots (configuration keys).` },
};

export default function TextCaseConverterPage() {
  const { t } = useLingui();
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
        title={t`Text to Convert`}
        description={t`All ten formats update as you type. Words are split at spaces, punctuation, existing camelCase humps and between letters and digits.`}
        value={input}
        onValueChange={(text) => {
          setInput(text);
          reportToolUse(SLUG, t`Converted text case`);
        }}
        ref={inputRef}
        placeholder={t`Type or paste your text here...`}
        busy={working}
        className="h-40"
      >
        <Button variant="outline" onClick={clear} disabled={!input}>
          <Eraser aria-hidden /> <Trans>Clear</Trans>
        </Button>
        {working && (
          <BusyStatus>
            <Trans>Converting…</Trans>
          </BusyStatus>
        )}
      </TextInputCard>

      {result.error && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>
            <Trans>The text could not be converted</Trans>
          </AlertTitle>
          <AlertDescription>{result.error}</AlertDescription>
        </Alert>
      )}

      {result.value ? (
        <section aria-label={t`Conversions`} className="grid gap-4 md:grid-cols-2">
          {result.value.map((conversion) => (
            // Cleared input shows empty cards at once, without waiting for a conversion still running.
            <CaseCard
              key={conversion.format}
              conversion={input === "" ? { ...conversion, preview: "", truncated: false, length: 0 } : conversion}
              working={working}
            />
          ))}
        </section>
      ) : (
        !result.error && (
          <BusyStatus>
            <Trans>Loading the converter…</Trans>
          </BusyStatus>
        )
      )}
    </div>
  );
}

/**
 * One format: its name, what it is for, the result (a preview when long) and Copy, which fetches the whole text
 * from the worker (not while a newer conversion of a long text is on its way).
 */
const CaseCard = memo(function CaseCard({ conversion, working }: { conversion: CasePreview; working: boolean }) {
  const id = `case-${conversion.format}`;
  const { i18n, t } = useLingui();
  const { preview, truncated, length } = conversion;
  const format = FORMATS[conversion.format];
  const name = i18n._(format.name);
  const description = i18n._(format.description);
  const shownChars = i18n.number(PREVIEW_CHARS);
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle as="h3">
          <Label htmlFor={id} className="font-mono text-base font-semibold">
            {name}
          </Label>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2 px-4">
        <Textarea
          id={id}
          value={preview}
          readOnly
          placeholder={t`Your text in ${name} appears here`}
          className="max-h-48 min-h-20 font-mono text-sm break-words"
          spellCheck={false}
          aria-describedby={truncated ? `${id}-note` : undefined}
        />
        {truncated && (
          <p id={`${id}-note`} className="text-xs text-muted-foreground">
            {t`Showing the first ${shownChars} of ${plural(length, { one: "# character", other: "# characters" })}. Copy copies all of it.`}
          </p>
        )}
        <CopyButton
          text={() => fullCaseText(conversion.format)}
          label={t`the ${name} text`}
          disabled={!length || working}
          size="sm"
          onCopied={() => reportToolUse(SLUG)}
        >
          <Trans>
            Copy<span className="sr-only"> {name}</span>
          </Trans>
        </CopyButton>
      </CardContent>
    </Card>
  );
});
