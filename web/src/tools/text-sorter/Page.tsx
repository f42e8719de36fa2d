import { useMemo, useState } from "react";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, Eraser, FileText, Shuffle } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { CopyButton } from "@/components/CopyButton";
import { CodeEditor } from "@/components/editor/CodeEditor";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { StatGrid } from "@/components/StatGrid";
import { LARGE_TEXT_CHARS, TextInputCard } from "@/components/TextInputCard";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { RadioGroup } from "@/components/ui/radio-group";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { downloadText } from "@/lib/download";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { DEFAULT_OPTIONS, EMPTY_RESULT, preloadEngine, sortLines, type SortOptions, type SortOrder } from "./engine";
import { SAMPLE_TEXT } from "./sample";

const SLUG = "text-sorter";

const ORDERS: { value: SortOrder; label: MessageDescriptor; description: MessageDescriptor }[] = [
  {
    value: "alphabetical",
    label: msg`Alphabetical`,
    description: msg`A to Z, with accented letters next to their base letter`,
  },
  { value: "natural", label: msg`Natural`, description: msg`Numbers inside lines by value: file2 before file10` },
  {
    value: "numeric",
    label: msg`Numeric`,
    description: msg`By the number each line starts with; other lines go last, in their order`,
  },
  { value: "length", label: msg`Length`, description: msg`Shortest lines first; equal lengths keep their order` },
  { value: "shuffle", label: msg`Shuffle`, description: msg`A random order from your browser’s secure generator` },
];

type Switch = "reverse" | "caseSensitive" | "trimWhitespace" | "removeEmptyLines" | "unique";

const SWITCHES: { key: Switch; label: MessageDescriptor; description: MessageDescriptor }[] = [
  { key: "reverse", label: msg`Reverse`, description: msg`Z to A, largest or longest first` },
  {
    key: "caseSensitive",
    label: msg`Case sensitive`,
    description: msg`Capitals first, and ‘Apple’ differs from ‘apple’`,
  },
  { key: "trimWhitespace", label: msg`Trim whitespace`, description: msg`Remove spaces at line starts and ends` },
  { key: "removeEmptyLines", label: msg`Remove empty lines`, description: msg`Drop blank lines from the output` },
  { key: "unique", label: msg`Unique lines`, description: msg`Keep only the first of repeated lines` },
];

export default function TextSorterPage() {
  const { t, i18n } = useLingui();
  usePreloadWhenIdle(preloadEngine);
  const [input, setInput] = useAutoSavedText(SLUG, "");
  const [options, setOptions] = useState<SortOptions>(DEFAULT_OPTIONS);
  // A new draw for "Shuffle again": the request changes, so the engine shuffles anew.
  const [draw, setDraw] = useState(0);
  const request = useMemo(() => ({ text: input, options, draw }), [input, options, draw]);
  const result = useAsyncResult(request, ({ text, options }) => sortLines(text, options));
  const { text: output, lines, removed } = input === "" ? EMPTY_RESULT : (result.value ?? EMPTY_RESULT);
  const working = result.pending && input.length > LARGE_TEXT_CHARS;
  const shuffling = options.order === "shuffle";

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
        <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="space-y-3">
            <RadioGroup
              legend={t`Sort by`}
              name="text-sorter-order"
              value={options.order}
              options={ORDERS.map((order) => ({
                value: order.value,
                label: i18n._(order.label),
                description: i18n._(order.description),
              }))}
              onValueChange={(order) => setOptions((o) => ({ ...o, order }))}
            />
            {shuffling && (
              <Button variant="outline" disabled={!input} onClick={() => setDraw((n) => n + 1)}>
                <Shuffle aria-hidden /> <Trans>Shuffle again</Trans>
              </Button>
            )}
          </div>
          <div className="grid content-start gap-4 sm:grid-cols-2">
            {SWITCHES.map((item) => (
              <LabelledSwitch
                key={item.key}
                variant="tile"
                label={i18n._(item.label)}
                description={i18n._(item.description)}
                checked={options[item.key]}
                disabled={item.key === "reverse" && shuffling}
                onCheckedChange={(checked) => setOptions((o) => ({ ...o, [item.key]: checked }))}
              />
            ))}
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
          id="text-sorter-input"
          title={t`Input Text`}
          description={t`Paste your list, one item per line.`}
          value={input}
          onValueChange={(text) => {
            setInput(text);
            reportToolUse(SLUG, t`Sorted lines`);
          }}
          placeholder={t`Paste your text here, one item per line...`}
          busy={working}
          defaultWrap={false}
          className="h-72"
        >
          <Button variant="outline" onClick={() => setInput(SAMPLE_TEXT)}>
            <FileText aria-hidden /> <Trans>Load Sample</Trans>
          </Button>
          <Button variant="outline" disabled={!input} onClick={() => setInput("")}>
            <Eraser aria-hidden /> <Trans>Clear</Trans>
          </Button>
        </TextInputCard>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">
              <Label id="text-sorter-output-label" className="text-base font-semibold">
                <Trans>Sorted Output</Trans>
              </Label>
            </CardTitle>
            <CardDescription className="flex flex-wrap items-center gap-2">
              {working && (
                <BusyStatus className="text-xs [&>svg]:size-3">
                  <Trans>Processing…</Trans>
                </BusyStatus>
              )}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <StatGrid
              size="lg"
              items={[
                { key: "lines", label: t`Lines`, value: i18n.number(lines) },
                { key: "removed", label: t`Removed`, value: i18n.number(removed) },
              ]}
            />
            <CodeEditor
              language="text"
              value={output}
              labelledBy="text-sorter-output-label"
              placeholder={t`Sorted lines will appear here...`}
              busy={working}
              className="h-72"
            />
            <div className="flex flex-wrap gap-2">
              <CopyButton text={output} label={t`the sorted text`} disabled={!output} />
              <Button variant="outline" disabled={!output} onClick={() => downloadText(output, "sorted-text.txt")}>
                <Download aria-hidden /> <Trans>Download</Trans>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
