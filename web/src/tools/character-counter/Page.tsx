import { useRef } from "react";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { analyzeCharacters, type CharacterStats, type Platform, type PlatformUsage, preloadEngine } from "./engine";
import { SAMPLE_TEXT } from "./sample";
import { useAutoSavedText } from "@/lib/auto-saved-text";

const SLUG = "character-counter";
const REPORT_FILE = "character-analysis-report.txt";

/** Each platform's colour on its bar (the spec's Platform limit: name, limit, colour). */
const PLATFORM_COLOURS: Record<Platform, string> = {
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
/** Each platform's name as the page shows it, by the engine's id (crates/core/src/text/char_stats, `Platform`). */
const PLATFORM_NAMES: Record<Platform, MessageDescriptor> = {
  twitter: msg`Twitter/X`,
  instagram: msg`Instagram caption`,
  facebook: msg`Facebook post`,
  linkedin: msg`LinkedIn`,
  youtube: msg`YouTube description`,
  tiktok: msg`TikTok caption`,
  "meta-description": msg`Meta description`,
  sms: msg`SMS`,
};
const OVER_LIMIT_COLOUR = "[&>[data-slot=progress-indicator]]:bg-destructive";

type Row = { key: string; label: MessageDescriptor; value: (s: CharacterStats, i18n: I18n) => string };

const BASIC: Row[] = [
  { key: "total", label: msg`Characters`, value: (s, i18n) => i18n.number(s.total) },
  { key: "total-no-spaces", label: msg`Characters (no spaces)`, value: (s, i18n) => i18n.number(s.totalNoSpaces) },
  { key: "words", label: msg`Words`, value: (s, i18n) => i18n.number(s.words) },
  { key: "sentences", label: msg`Sentences`, value: (s, i18n) => i18n.number(s.sentences) },
  { key: "paragraphs", label: msg`Paragraphs`, value: (s, i18n) => i18n.number(s.paragraphs) },
  { key: "lines", label: msg`Lines`, value: (s, i18n) => i18n.number(s.lines) },
];
const BREAKDOWN: Row[] = [
  { key: "letters", label: msg`Letters`, value: (s, i18n) => i18n.number(s.letters) },
  { key: "numbers", label: msg`Numbers`, value: (s, i18n) => i18n.number(s.numbers) },
  { key: "spaces", label: msg`Spaces`, value: (s, i18n) => i18n.number(s.spaces) },
  { key: "punctuation", label: msg`Punctuation`, value: (s, i18n) => i18n.number(s.punctuation) },
  { key: "symbols", label: msg`Symbols`, value: (s, i18n) => i18n.number(s.symbols) },
];
const ADVANCED: Row[] = [
  { key: "uppercase", label: msg`Uppercase letters`, value: (s, i18n) => i18n.number(s.uppercase) },
  { key: "lowercase", label: msg`Lowercase letters`, value: (s, i18n) => i18n.number(s.lowercase) },
  { key: "unique", label: msg`Unique characters`, value: (s, i18n) => i18n.number(s.uniqueChars) },
  {
    key: "most-common",
    label: msg`Most common character`,
    value: (s, i18n) => {
      if (!s.mostCommon) return "—";
      const char = visibleChar(s.mostCommon.char);
      const count = i18n.number(s.mostCommon.count);
      return i18n._(msg`“${char}” × ${count}`);
    },
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
  const { t } = useLingui();
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
        title={t`Your Text`}
        description={t`Characters are counted as you see them: an emoji or an accented letter counts once.`}
        value={input}
        onValueChange={(text) => {
          setInput(text);
          reportToolUse(SLUG, t`Counted characters`);
        }}
        ref={inputRef}
        placeholder={t`Type or paste your text here...`}
        busy={working}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={exportReport} disabled={!analysis || !input || working}>
          <Download aria-hidden /> <Trans>Export Report</Trans>
        </Button>
        <Button variant="outline" onClick={clear} disabled={!input}>
          <Eraser aria-hidden /> <Trans>Clear</Trans>
        </Button>
        {working && (
          <BusyStatus>
            <Trans>Counting…</Trans>
          </BusyStatus>
        )}
      </div>

      {result.error && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>
            <Trans>The text could not be analyzed</Trans>
          </AlertTitle>
          <AlertDescription>{result.error}</AlertDescription>
        </Alert>
      )}

      {stats ? (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            <StatsCard title={t`Basic`} description={t`Length at a glance.`} rows={BASIC} stats={stats} />
            <StatsCard
              title={t`Breakdown`}
              description={t`Every character is exactly one of these.`}
              rows={BREAKDOWN}
              stats={stats}
            />
            <StatsCard
              title={t`Advanced`}
              description={t`Case and variety (white space aside).`}
              rows={ADVANCED}
              stats={stats}
            />
          </div>
          <Card>
            <CardHeader>
              <CardTitle as="h2">
                <Trans>Social Media Limits</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>How your text fits each platform's character limit.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul aria-label={t`Platform limits`} className="grid gap-4 sm:grid-cols-2">
                {stats.platforms.map((platform) => (
                  <PlatformRow key={platform.id} platform={platform} />
                ))}
              </ul>
            </CardContent>
          </Card>
        </>
      ) : (
        !result.error && (
          <BusyStatus>
            <Trans>Loading the counter…</Trans>
          </BusyStatus>
        )
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
  const { i18n } = useLingui();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <StatGrid
          variant="rows"
          items={rows.map(({ key, label, value }) => ({ key, label: i18n._(label), value: value(stats, i18n) }))}
        />
      </CardContent>
    </Card>
  );
}

function PlatformRow({ platform }: { platform: PlatformUsage }) {
  const { i18n, t } = useLingui();
  const nameId = `platform-${platform.id}`;
  const name = i18n._(PLATFORM_NAMES[platform.id]);
  const count = i18n.number(platform.count);
  const limit = platform.limit;
  return (
    <li aria-labelledby={nameId} className="space-y-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={nameId} className="font-medium">
          {name}
        </span>
        <span className="flex items-center gap-2 text-sm tabular-nums">
          {!platform.withinLimit && (
            <Badge variant="destructive">
              <Trans>Over limit</Trans>
            </Badge>
          )}
          {count} / {i18n.number(limit)}
        </span>
      </div>
      <Progress
        value={platform.percent}
        aria-label={t`${name}: ${count} of ${plural(limit, { one: "# character", other: "# characters" })}`}
        className={cn(platform.withinLimit ? PLATFORM_COLOURS[platform.id] : OVER_LIMIT_COLOUR)}
      />
      <p className={cn("text-xs", platform.withinLimit ? "text-muted-foreground" : "font-medium text-destructive")}>
        {limitStatus(platform)}
      </p>
    </li>
  );
}
