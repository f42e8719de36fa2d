import { useMemo, useState } from "react";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { usePreloadWhenIdle } from "@/lib/preload";
import { Download, Eraser, FileText } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { CodeEditor } from "@/components/editor/CodeEditor";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { StatGrid } from "@/components/StatGrid";
import { LARGE_TEXT_CHARS, TextInputCard } from "@/components/TextInputCard";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { CopyButton } from "@/components/CopyButton";
import { downloadText } from "@/lib/download";
import { useAsyncResult } from "@/lib/use-async-result";
import { reportToolUse } from "@/lib/tool-events";
import {
  DEFAULT_OPTIONS,
  EMPTY_RESULT,
  removeDuplicateLines,
  type DedupeOptions,
  type DedupeStats,
  preloadEngine,
} from "./engine";
import { SAMPLE_TEXT } from "./sample";
import { useAutoSavedText } from "@/lib/auto-saved-text";

const SLUG = "remove-duplicate-lines";

const SWITCHES: { key: keyof DedupeOptions; label: MessageDescriptor; description: MessageDescriptor }[] = [
  { key: "caseSensitive", label: msg`Case sensitive`, description: msg`'Apple' and 'apple' count as different lines` },
  { key: "removeEmptyLines", label: msg`Remove empty lines`, description: msg`Drop blank lines from the output` },
  {
    key: "trimWhitespace",
    label: msg`Trim whitespace`,
    description: msg`Ignore and remove spaces at line starts and ends`,
  },
  { key: "sortAlphabetically", label: msg`Sort alphabetically`, description: msg`Sort the unique lines A to Z` },
];

const STATS: { key: keyof DedupeStats; label: MessageDescriptor }[] = [
  { key: "original", label: msg`Original Lines` },
  { key: "duplicates", label: msg`Duplicates` },
  { key: "unique", label: msg`Unique Lines` },
  { key: "removed", label: msg`Removed` },
];

const USE_CASES: { key: string; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    key: "email",
    title: msg`Email lists`,
    text: msg`Merge sign-up exports and send each address one message.`,
  },
  {
    key: "keywords",
    title: msg`Keyword lists`,
    text: msg`Clean SEO and ad keyword research pulled from several tools.`,
  },
  { key: "logs", title: msg`Log files`, text: msg`Collapse repeated log lines to see each distinct event once.` },
  {
    key: "csv",
    title: msg`CSV cleanup`,
    text: msg`Drop repeated rows from one-record-per-line data before import.`,
  },
  { key: "urls", title: msg`URL lists`, text: msg`Remove repeated links from sitemaps, crawls and bookmarks.` },
  { key: "ids", title: msg`Names and IDs`, text: msg`Turn a list with repeats into a clean set of unique entries.` },
];

export default function RemoveDuplicateLinesPage() {
  const { t, i18n } = useLingui();
  usePreloadWhenIdle(preloadEngine);
  const [input, setInput] = useAutoSavedText("remove-duplicate-lines", "");
  const [options, setOptions] = useState<DedupeOptions>(DEFAULT_OPTIONS);
  const request = useMemo(() => ({ text: input, options }), [input, options]);
  const result = useAsyncResult(request, ({ text, options }) => removeDuplicateLines(text, options));
  const { text: output, stats } = input === "" ? EMPTY_RESULT : (result.value ?? EMPTY_RESULT);
  const working = result.pending && input.length > LARGE_TEXT_CHARS;
  const emptyRemoved = stats.emptyRemoved;

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Options</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>The first occurrence of each line is kept. The output updates as you type.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2">
            {SWITCHES.map((item) => (
              <LabelledSwitch
                key={item.key}
                variant="tile"
                label={i18n._(item.label)}
                description={i18n._(item.description)}
                checked={options[item.key]}
                onCheckedChange={(checked) => setOptions((o) => ({ ...o, [item.key]: checked }))}
              />
            ))}
          </div>
          <section aria-labelledby="dedupe-stats-title" className="space-y-3">
            <div className="flex items-center gap-2">
              <h3 id="dedupe-stats-title" className="text-sm font-semibold">
                <Trans>Statistics</Trans>
              </h3>
              {working && (
                <BusyStatus className="text-xs [&>svg]:size-3">
                  <Trans>Processing…</Trans>
                </BusyStatus>
              )}
            </div>
            <StatGrid
              size="lg"
              items={STATS.map(({ key, label }) => ({ key, label: i18n._(label), value: i18n.number(stats[key]) }))}
            />
            {emptyRemoved > 0 && (
              <p className="text-xs text-muted-foreground">
                <Plural
                  value={emptyRemoved}
                  one="Removed includes # empty line."
                  other="Removed includes # empty lines."
                />
              </p>
            )}
          </section>
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
          id="dedupe-input"
          title={t`Input Text`}
          description={t`Paste your list, one item per line.`}
          value={input}
          onValueChange={(text) => {
            setInput(text);
            reportToolUse(SLUG, t`Removed duplicate lines`);
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
              <Label id="dedupe-output-label" className="text-base font-semibold">
                <Trans>Cleaned Output</Trans>
              </Label>
            </CardTitle>
            <CardDescription>
              <Trans>Unique lines, in the order they first appear unless sorted.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <CodeEditor
              language="text"
              value={output}
              labelledBy="dedupe-output-label"
              placeholder={t`Unique lines will appear here...`}
              busy={working}
              className="h-72"
            />
            <div className="flex flex-wrap gap-2">
              <CopyButton text={output} label={t`the cleaned text`} disabled={!output} />
              <Button variant="outline" disabled={!output} onClick={() => downloadText(output, "cleaned-text.txt")}>
                <Download aria-hidden /> <Trans>Download</Trans>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Common Use Cases</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {USE_CASES.map((item) => (
              <li key={item.key} className="rounded-lg border p-3">
                <p className="text-sm font-medium">{i18n._(item.title)}</p>
                <p className="text-sm text-muted-foreground">{i18n._(item.text)}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
