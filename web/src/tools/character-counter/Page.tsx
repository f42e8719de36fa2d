import { useRef } from "react";
import { usePreloadWhenIdle } from "@/lib/preload";
import { Download, Eraser } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { StatGrid } from "@/components/StatGrid";
import type { EditorHandle } from "@/components/editor/CodeEditor";
import { LARGE_TEXT_CHARS, TextInputCard } from "@/components/TextInputCard";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { downloadText } from "@/lib/download";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { limitStatus, visibleChar } from "./display";
import { analyzeCharacters, type CharacterStats, type PlatformUsage, preloadEngine } from "./engine";
import { SAMPLE_TEXT } from "./sample";
import { useAutoSavedText } from "@/lib/auto-saved-text";

const SLUG = "character-counter";
const REPORT_FILE = "character-analysis-report.txt";

/** Each platform's colour on its bar (the spec's Platform limit: name, limit, colour). */
const PLATFORM_COLOURS: Record<string, string> = {
  twitter: "[&>[data-slot=progress-indicator]]:bg-sky-500",
  instagram: "[&>[data-slot=progress-indicator]]:bg-pink-500",
  facebook: "[&>[data-slot=progress-indicator]]:bg-blue-600",
  linkedin: "[&>[data-slot=progress-indicator]]:bg-cyan-700",
  // Not red: red means over the limit.
  youtube: "[&>[data-slot=progress-indicator]]:bg-orange-500",
  tiktok: "[&>[data-slot=progress-indicator]]:bg-fuchsia-500",
  "meta-description": "[&>[data-slot=progress-indicator]]:bg-emerald-600",
  sms: "[&>[data-slot=progress-indicator]]:bg-violet-500",
};
const OVER_LIMIT_COLOUR = "[&>[data-slot=progress-indicator]]:bg-destructive";

type Row = { key: string; label: string; value: (s: CharacterStats) => string };
const n = (value: number) => value.toLocaleString("en-US");

const BASIC: Row[] = [
  { key: "total", label: "Characters", value: (s) => n(s.total) },
  { key: "total-no-spaces", label: "Characters (no spaces)", value: (s) => n(s.totalNoSpaces) },
  { key: "words", label: "Words", value: (s) => n(s.words) },
  { key: "sentences", label: "Sentences", value: (s) => n(s.sentences) },
  { key: "paragraphs", label: "Paragraphs", value: (s) => n(s.paragraphs) },
  { key: "lines", label: "Lines", value: (s) => n(s.lines) },
];
const BREAKDOWN: Row[] = [
  { key: "letters", label: "Letters", value: (s) => n(s.letters) },
  { key: "numbers", label: "Numbers", value: (s) => n(s.numbers) },
  { key: "spaces", label: "Spaces", value: (s) => n(s.spaces) },
  { key: "punctuation", label: "Punctuation", value: (s) => n(s.punctuation) },
  { key: "symbols", label: "Symbols", value: (s) => n(s.symbols) },
];
const ADVANCED: Row[] = [
  { key: "uppercase", label: "Uppercase letters", value: (s) => n(s.uppercase) },
  { key: "lowercase", label: "Lowercase letters", value: (s) => n(s.lowercase) },
  { key: "unique", label: "Unique characters", value: (s) => n(s.uniqueChars) },
  {
    key: "most-common",
    label: "Most common character",
    value: (s) => (s.mostCommon ? `“${visibleChar(s.mostCommon.char)}” × ${n(s.mostCommon.count)}` : "—"),
  },
];

/** What the page shows for an empty box, at once (the platforms keep their names and limits). */
function emptyStats(previous: CharacterStats): CharacterStats {
  return {
    total: 0,
    totalNoSpaces: 0,
    letters: 0,
    numbers: 0,
    spaces: 0,
    punctuation: 0,
    symbols: 0,
    uppercase: 0,
    lowercase: 0,
    words: 0,
    sentences: 0,
    paragraphs: 0,
    lines: 0,
    uniqueChars: 0,
    mostCommon: null,
    platforms: previous.platforms.map((p) => ({
      ...p,
      count: 0,
      percent: 0,
      over: 0,
      remaining: p.limit,
      withinLimit: true,
    })),
  };
}

export default function CharacterCounterPage() {
  usePreloadWhenIdle(preloadEngine);
  const [input, setInput] = useAutoSavedText("character-counter", SAMPLE_TEXT);
  const inputRef = useRef<EditorHandle>(null);
  const result = useAsyncResult(input, analyzeCharacters);
  const analysis = result.value;
  const stats = analysis && (input === "" ? emptyStats(analysis.stats) : analysis.stats);
  const working = result.pending && input.length > LARGE_TEXT_CHARS;

  function exportReport() {
    if (!analysis) return;
    downloadText(analysis.report, REPORT_FILE);
    reportToolUse(SLUG);
  }

  function clear() {
    setInput("");
    inputRef.current?.focus();
  }

  return (
    <div className="space-y-4">
      <TextInputCard
        id="character-counter-input"
        title="Your Text"
        description="Characters are counted as you see them: an emoji or an accented letter counts once."
        value={input}
        onValueChange={(text) => {
          setInput(text);
          reportToolUse(SLUG, "Counted characters");
        }}
        ref={inputRef}
        placeholder="Type or paste your text here..."
        busy={working}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={exportReport} disabled={!analysis || !input || working}>
          <Download aria-hidden /> Export Report
        </Button>
        <Button variant="outline" onClick={clear} disabled={!input}>
          <Eraser aria-hidden /> Clear
        </Button>
        {working && <BusyStatus>Counting…</BusyStatus>}
      </div>

      {result.error && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>The text could not be analyzed</AlertTitle>
          <AlertDescription>{result.error}</AlertDescription>
        </Alert>
      )}

      {stats ? (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            <StatsCard title="Basic" description="Length at a glance." rows={BASIC} stats={stats} />
            <StatsCard
              title="Breakdown"
              description="Every character is exactly one of these."
              rows={BREAKDOWN}
              stats={stats}
            />
            <StatsCard
              title="Advanced"
              description="Case and variety (white space aside)."
              rows={ADVANCED}
              stats={stats}
            />
          </div>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Social Media Limits</CardTitle>
              <CardDescription>How your text fits each platform's character limit.</CardDescription>
            </CardHeader>
            <CardContent>
              <ul aria-label="Platform limits" className="grid gap-4 sm:grid-cols-2">
                {stats.platforms.map((platform) => (
                  <PlatformRow key={platform.id} platform={platform} />
                ))}
              </ul>
            </CardContent>
          </Card>
        </>
      ) : (
        !result.error && <BusyStatus>Loading the counter…</BusyStatus>
      )}
    </div>
  );
}

function StatsCard({
  title,
  description,
  rows,
  stats,
}: {
  title: string;
  description: string;
  rows: Row[];
  stats: CharacterStats;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <StatGrid variant="rows" items={rows.map(({ key, label, value }) => ({ key, label, value: value(stats) }))} />
      </CardContent>
    </Card>
  );
}

function PlatformRow({ platform }: { platform: PlatformUsage }) {
  const nameId = `platform-${platform.id}`;
  return (
    <li aria-labelledby={nameId} className="space-y-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={nameId} className="font-medium">
          {platform.name}
        </span>
        <span className="flex items-center gap-2 text-sm tabular-nums">
          {!platform.withinLimit && <Badge variant="destructive">Over limit</Badge>}
          {n(platform.count)} / {n(platform.limit)}
        </span>
      </div>
      <Progress
        value={platform.percent}
        aria-label={`${platform.name}: ${n(platform.count)} of ${n(platform.limit)} characters`}
        className={cn(platform.withinLimit ? PLATFORM_COLOURS[platform.id] : OVER_LIMIT_COLOUR)}
      />
      <p className={cn("text-xs", platform.withinLimit ? "text-muted-foreground" : "font-medium text-destructive")}>
        {limitStatus(platform)}
      </p>
    </li>
  );
}
