import { useMemo, useState } from "react";
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

const SWITCHES: { key: keyof DedupeOptions; label: string; description: string }[] = [
  { key: "caseSensitive", label: "Case sensitive", description: "'Apple' and 'apple' count as different lines" },
  { key: "removeEmptyLines", label: "Remove empty lines", description: "Drop blank lines from the output" },
  { key: "trimWhitespace", label: "Trim whitespace", description: "Ignore and remove spaces at line starts and ends" },
  { key: "sortAlphabetically", label: "Sort alphabetically", description: "Sort the unique lines A to Z" },
];

const STATS: { key: keyof DedupeStats; label: string }[] = [
  { key: "original", label: "Original Lines" },
  { key: "duplicates", label: "Duplicates" },
  { key: "unique", label: "Unique Lines" },
  { key: "removed", label: "Removed" },
];

const USE_CASES = [
  { title: "Email lists", text: "Merge sign-up exports and send each address one message." },
  { title: "Keyword lists", text: "Clean SEO and ad keyword research pulled from several tools." },
  { title: "Log files", text: "Collapse repeated log lines to see each distinct event once." },
  { title: "CSV cleanup", text: "Drop repeated rows from one-record-per-line data before import." },
  { title: "URL lists", text: "Remove repeated links from sitemaps, crawls and bookmarks." },
  { title: "Names and IDs", text: "Turn a list with repeats into a clean set of unique entries." },
];

export default function RemoveDuplicateLinesPage() {
  usePreloadWhenIdle(preloadEngine);
  const [input, setInput] = useAutoSavedText("remove-duplicate-lines", "");
  const [options, setOptions] = useState<DedupeOptions>(DEFAULT_OPTIONS);
  const request = useMemo(() => ({ text: input, options }), [input, options]);
  const result = useAsyncResult(request, ({ text, options }) => removeDuplicateLines(text, options));
  const { text: output, stats } = input === "" ? EMPTY_RESULT : (result.value ?? EMPTY_RESULT);
  const working = result.pending && input.length > LARGE_TEXT_CHARS;

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Options</CardTitle>
          <CardDescription>The first occurrence of each line is kept. The output updates as you type.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2">
            {SWITCHES.map((item) => (
              <LabelledSwitch
                key={item.key}
                variant="tile"
                label={item.label}
                description={item.description}
                checked={options[item.key]}
                onCheckedChange={(checked) => setOptions((o) => ({ ...o, [item.key]: checked }))}
              />
            ))}
          </div>
          <section aria-labelledby="dedupe-stats-title" className="space-y-3">
            <div className="flex items-center gap-2">
              <h3 id="dedupe-stats-title" className="text-sm font-semibold">
                Statistics
              </h3>
              {working && <BusyStatus className="text-xs [&>svg]:size-3">Processing…</BusyStatus>}
            </div>
            <StatGrid
              size="lg"
              items={STATS.map(({ key, label }) => ({ key, label, value: stats[key].toLocaleString("en-US") }))}
            />
            {stats.emptyRemoved > 0 && (
              <p className="text-xs text-muted-foreground">
                Removed includes {stats.emptyRemoved.toLocaleString("en-US")} empty{" "}
                {stats.emptyRemoved === 1 ? "line" : "lines"}.
              </p>
            )}
          </section>
        </CardContent>
      </Card>

      {result.error && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>The lines could not be processed</AlertTitle>
          <AlertDescription>{result.error}</AlertDescription>
        </Alert>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <TextInputCard
          id="dedupe-input"
          title="Input Text"
          description="Paste your list, one item per line."
          value={input}
          onValueChange={(text) => {
            setInput(text);
            reportToolUse(SLUG, "Removed duplicate lines");
          }}
          placeholder="Paste your text here, one item per line..."
          busy={working}
          defaultWrap={false}
          className="h-72"
        >
          <Button variant="outline" onClick={() => setInput(SAMPLE_TEXT)}>
            <FileText aria-hidden /> Load Sample
          </Button>
          <Button variant="outline" disabled={!input} onClick={() => setInput("")}>
            <Eraser aria-hidden /> Clear
          </Button>
        </TextInputCard>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">
              <Label id="dedupe-output-label" className="text-base font-semibold">
                Cleaned Output
              </Label>
            </CardTitle>
            <CardDescription>Unique lines, in the order they first appear unless sorted.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <CodeEditor
              language="text"
              value={output}
              labelledBy="dedupe-output-label"
              placeholder="Unique lines will appear here..."
              busy={working}
              className="h-72"
            />
            <div className="flex flex-wrap gap-2">
              <CopyButton text={output} label="the cleaned text" disabled={!output} />
              <Button variant="outline" disabled={!output} onClick={() => downloadText(output, "cleaned-text.txt")}>
                <Download aria-hidden /> Download
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Common Use Cases</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {USE_CASES.map((item) => (
              <li key={item.title} className="rounded-lg border p-3">
                <p className="text-sm font-medium">{item.title}</p>
                <p className="text-sm text-muted-foreground">{item.text}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
