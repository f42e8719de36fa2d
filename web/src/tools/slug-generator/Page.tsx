import { useMemo, useState } from "react";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, Eraser } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { CopyButton } from "@/components/CopyButton";
import { SelectField } from "@/components/SelectField";
import { LARGE_TEXT_CHARS, TextInputCard } from "@/components/TextInputCard";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { downloadText } from "@/lib/download";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import {
  DEFAULT_OPTIONS,
  preloadEngine,
  slugifyLines,
  type Separator,
  type SlugCase,
  type SlugOptions,
} from "./engine";

const SLUG = "slug-generator";
const MAX_LENGTH_LIMIT = 200;

const SEPARATORS: { value: Separator; label: MessageDescriptor }[] = [
  { value: "hyphen", label: msg`Hyphen (-)` },
  { value: "underscore", label: msg`Underscore (_)` },
  { value: "dot", label: msg`Dot (.)` },
];

const CASES: { value: SlugCase; label: MessageDescriptor }[] = [
  { value: "lower", label: msg`lowercase` },
  { value: "upper", label: msg`UPPERCASE` },
  { value: "keep", label: msg`As written` },
];

export default function SlugGeneratorPage() {
  const { t, i18n } = useLingui();
  usePreloadWhenIdle(preloadEngine);
  const [input, setInput] = useAutoSavedText(SLUG, "");
  const [options, setOptions] = useState<SlugOptions>(DEFAULT_OPTIONS);
  const [maxInput, setMaxInput] = useState(options.maxLength === 0 ? "" : String(options.maxLength));
  const request = useMemo(() => ({ text: input, options }), [input, options]);
  const result = useAsyncResult(request, ({ text, options }) => slugifyLines(text, options));
  const output = input === "" ? "" : (result.value ?? "");
  const working = result.pending && input.length > LARGE_TEXT_CHARS;

  const setMaxLength = (text: string) => {
    setMaxInput(text);
    const value = Number.parseInt(text, 10);
    const maxLength = Number.isFinite(value) && value > 0 ? Math.min(value, MAX_LENGTH_LIMIT) : 0;
    setOptions((o) => ({ ...o, maxLength }));
  };

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Options</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>The output updates as you type.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t`Separator`}
            value={options.separator}
            options={SEPARATORS.map((item) => ({ value: item.value, label: i18n._(item.label) }))}
            onValueChange={(separator) => setOptions((o) => ({ ...o, separator }))}
          />
          <SelectField
            label={t`Case`}
            value={options.case}
            options={CASES.map((item) => ({ value: item.value, label: i18n._(item.label) }))}
            onValueChange={(slugCase) => setOptions((o) => ({ ...o, case: slugCase }))}
          />
          <div className="grid gap-2">
            <Label htmlFor="slug-max-length">
              <Trans>Maximum length</Trans>
            </Label>
            <Input
              id="slug-max-length"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_LENGTH_LIMIT}
              step={1}
              value={maxInput}
              placeholder={t`No limit`}
              onChange={(event) => setMaxLength(event.target.value)}
              aria-describedby="slug-max-length-hint"
            />
            <p id="slug-max-length-hint" className="text-xs text-muted-foreground">
              <Trans>Cut at a word boundary. Empty for no limit.</Trans>
            </p>
          </div>
        </CardContent>
      </Card>

      {result.error && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>
            <Trans>The lines could not be processed</Trans>
          </AlertTitle>
          <AlertDescription>{result.error}</AlertDescription>
        </Alert>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <TextInputCard
          id="slug-input"
          title={t`Input Text`}
          description={t`One title per line gives one slug per line.`}
          value={input}
          onValueChange={(text) => {
            setInput(text);
            reportToolUse(SLUG, t`Generated slugs`);
          }}
          placeholder={t`Crème Brûlée à Paris!`}
          busy={working}
          defaultWrap={false}
          className="h-48"
        >
          <Button variant="outline" disabled={!input} onClick={() => setInput("")}>
            <Eraser aria-hidden /> <Trans>Clear</Trans>
          </Button>
        </TextInputCard>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">
              <Label id="slug-output-label" className="text-base font-semibold">
                <Trans>Slugs</Trans>
              </Label>
            </CardTitle>
            {working && (
              <CardDescription>
                <BusyStatus className="text-xs [&>svg]:size-3">
                  <Trans>Processing…</Trans>
                </BusyStatus>
              </CardDescription>
            )}
          </CardHeader>
          <CardContent className="space-y-3">
            <output
              aria-labelledby="slug-output-label"
              className="block max-h-48 min-h-12 overflow-auto rounded-md border bg-muted/40 p-3 font-mono text-sm break-all whitespace-pre-wrap"
            >
              {output}
            </output>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={output} label={t`the slugs`} disabled={!output} />
              <Button variant="outline" disabled={!output} onClick={() => downloadText(output, "slugs.txt")}>
                <Download aria-hidden /> <Trans>Download</Trans>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
