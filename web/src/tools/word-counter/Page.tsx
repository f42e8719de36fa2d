import { useRef } from "react";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { usePreloadWhenIdle } from "@/lib/preload";
import { BookOpen, Download, Eraser, Mic } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { StatGrid } from "@/components/StatGrid";
import type { EditorHandle } from "@/components/editor/CodeEditor";
import { LARGE_TEXT_CHARS, TextInputCard } from "@/components/TextInputCard";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { downloadText } from "@/lib/download";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import {
  READING_BAR_FULL_MINUTES,
  READING_WORDS_PER_MINUTE,
  SPEAKING_BAR_FULL_MINUTES,
  SPEAKING_WORDS_PER_MINUTE,
  analyzeWords,
  barPercent,
  type TextStats,
  preloadEngine,
} from "./engine";
import { useAutoSavedText } from "@/lib/auto-saved-text";

const SLUG = "word-counter";
const REPORT_FILE = "text-analysis-report.txt";

const EMPTY_STATS: TextStats = {
  characters: 0,
  charactersNoSpaces: 0,
  words: 0,
  sentences: 0,
  paragraphs: 0,
  lines: 0,
  readingTime: 0,
  speakingTime: 0,
  averageWordsPerSentence: 0,
  averageCharactersPerWord: 0,
  longestWord: "",
  mostCommonWord: "",
  mostCommonWordCount: 0,
};

/** The statistics that are counts. */
type CountKey = "words" | "characters" | "charactersNoSpaces" | "sentences" | "paragraphs" | "lines";

const COUNTS: { key: CountKey; label: MessageDescriptor }[] = [
  { key: "words", label: msg`Words` },
  { key: "characters", label: msg`Characters` },
  { key: "charactersNoSpaces", label: msg`Characters (no spaces)` },
  { key: "sentences", label: msg`Sentences` },
  { key: "paragraphs", label: msg`Paragraphs` },
  { key: "lines", label: msg`Lines` },
];

const oneDecimal = (i18n: I18n, n: number) => i18n.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** '3 min'. */
const minutes = (i18n: I18n, count: number) => i18n._(msg`${plural(count, { one: "# min", other: "# min" })}`);

/** 'the (4 times)', or a dash when no word qualifies. */
function mostCommonWord(i18n: I18n, stats: TextStats): string {
  if (!stats.mostCommonWord) return "—";
  const word = stats.mostCommonWord;
  const count = stats.mostCommonWordCount;
  return i18n._(msg`${word} (${plural(count, { one: "# time", other: "# times" })})`);
}

export default function WordCounterPage() {
  const { i18n, t } = useLingui();
  usePreloadWhenIdle(preloadEngine);
  const [input, setInput] = useAutoSavedText("word-counter", "");
  const inputRef = useRef<EditorHandle>(null);
  const result = useAsyncResult(input, analyzeWords);
  // Cleared input shows zeros at once, without waiting for a count still running.
  const analysis = input === "" ? undefined : result.value;
  const stats = analysis?.stats ?? EMPTY_STATS;
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

  /** What a time bar says under it: the speed, and where the bar is full. */
  function timeNote(wordsPerMinute: number, fullMinutes: number): string {
    return t`At ${wordsPerMinute} words per minute; the bar is full at ${plural(fullMinutes, { one: "# minute", other: "# minutes" })}.`;
  }

  return (
    <div className="space-y-4">
      <TextInputCard
        id="word-counter-input"
        title={t`Your Text`}
        description={t`The statistics update as you type.`}
        value={input}
        onValueChange={(text) => {
          setInput(text);
          reportToolUse(SLUG, t`Counted words`);
        }}
        ref={inputRef}
        placeholder={t`Start typing or paste your text here...`}
        busy={working}
        className="h-56"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={exportReport} disabled={!analysis || working}>
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

      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Statistics</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Characters are counted as you see them: an emoji or an accented letter counts once.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <StatGrid
            size="lg"
            columns={{ base: 2, sm: 3 }}
            items={COUNTS.map(({ key, label }) => ({ key, label: i18n._(label), value: i18n.number(stats[key]) }))}
          />
          <StatGrid
            variant="detail"
            columns={{ base: 1, sm: 2 }}
            items={[
              {
                key: "avg-sentence",
                label: t`Average words per sentence`,
                value: oneDecimal(i18n, stats.averageWordsPerSentence),
              },
              {
                key: "avg-word",
                label: t`Average characters per word`,
                value: oneDecimal(i18n, stats.averageCharactersPerWord),
              },
              { key: "longest", label: t`Longest word`, value: stats.longestWord || "—" },
              { key: "common", label: t`Most common word`, value: mostCommonWord(i18n, stats) },
            ]}
          />
          <p className="text-xs text-muted-foreground">
            <Trans>
              Sentences end at . ! or ? followed by a space; paragraphs are separated by blank lines. The most common
              word ignores words of 2 letters or fewer.
            </Trans>
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Reading &amp; Speaking Time</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Rounded up to whole minutes. Each bar is full at about 2,000 words.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-2">
          <TimeBar
            id="reading-time"
            icon={<BookOpen className="size-4" aria-hidden />}
            label={t`Reading time`}
            minutes={stats.readingTime}
            fullAt={READING_BAR_FULL_MINUTES}
            note={timeNote(READING_WORDS_PER_MINUTE, READING_BAR_FULL_MINUTES)}
          />
          <TimeBar
            id="speaking-time"
            icon={<Mic className="size-4" aria-hidden />}
            label={t`Speaking time`}
            minutes={stats.speakingTime}
            fullAt={SPEAKING_BAR_FULL_MINUTES}
            note={timeNote(SPEAKING_WORDS_PER_MINUTE, SPEAKING_BAR_FULL_MINUTES)}
          />
        </CardContent>
      </Card>
    </div>
  );
}

interface TimeBarProps {
  id: string;
  icon: React.ReactNode;
  label: string;
  minutes: number;
  fullAt: number;
  note: string;
}

function TimeBar({ id, icon, label, minutes: value, fullAt, note }: TimeBarProps) {
  const { i18n, t } = useLingui();
  const shown = minutes(i18n, value);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-label`} className="flex items-center gap-2 text-sm font-medium">
          {icon} {label}
        </span>
        <span id={`${id}-value`} className="text-sm font-semibold tabular-nums">
          {shown}
        </span>
      </div>
      <Progress
        value={barPercent(value, fullAt)}
        aria-labelledby={`${id}-label`}
        aria-valuetext={t`${shown} of ${plural(fullAt, { one: "# min", other: "# min" })}`}
      />
      <p className="text-xs text-muted-foreground">{note}</p>
    </div>
  );
}
