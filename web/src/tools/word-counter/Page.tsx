import { useRef } from "react";
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

const COUNTS: { key: CountKey; label: string }[] = [
  { key: "words", label: "Words" },
  { key: "characters", label: "Characters" },
  { key: "charactersNoSpaces", label: "Characters (no spaces)" },
  { key: "sentences", label: "Sentences" },
  { key: "paragraphs", label: "Paragraphs" },
  { key: "lines", label: "Lines" },
];

const number = (n: number) => n.toLocaleString("en-US");
const oneDecimal = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const minutes = (n: number) => `${number(n)} min`;

/** 'the (4 times)', or a dash when no word qualifies. */
function mostCommonWord(stats: TextStats): string {
  if (!stats.mostCommonWord) return "—";
  const count = stats.mostCommonWordCount;
  return `${stats.mostCommonWord} (${number(count)} ${count === 1 ? "time" : "times"})`;
}

export default function WordCounterPage() {
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

  return (
    <div className="space-y-4">
      <TextInputCard
        id="word-counter-input"
        title="Your Text"
        description="The statistics update as you type."
        value={input}
        onValueChange={(text) => {
          setInput(text);
          reportToolUse(SLUG, "Counted words");
        }}
        ref={inputRef}
        placeholder="Start typing or paste your text here..."
        busy={working}
        className="h-56"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={exportReport} disabled={!analysis || working}>
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

      <Card>
        <CardHeader>
          <CardTitle as="h2">Statistics</CardTitle>
          <CardDescription>
            Characters are counted as you see them: an emoji or an accented letter counts once.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <StatGrid
            size="lg"
            columns={{ base: 2, sm: 3 }}
            items={COUNTS.map(({ key, label }) => ({ key, label, value: number(stats[key]) }))}
          />
          <StatGrid
            variant="detail"
            columns={{ base: 1, sm: 2 }}
            items={[
              {
                key: "avg-sentence",
                label: "Average words per sentence",
                value: oneDecimal(stats.averageWordsPerSentence),
              },
              {
                key: "avg-word",
                label: "Average characters per word",
                value: oneDecimal(stats.averageCharactersPerWord),
              },
              { key: "longest", label: "Longest word", value: stats.longestWord || "—" },
              { key: "common", label: "Most common word", value: mostCommonWord(stats) },
            ]}
          />
          <p className="text-xs text-muted-foreground">
            Sentences end at . ! or ? followed by a space; paragraphs are separated by blank lines. The most common word
            ignores words of 2 letters or fewer.
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Reading &amp; Speaking Time</CardTitle>
          <CardDescription>Rounded up to whole minutes. Each bar is full at about 2,000 words.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-2">
          <TimeBar
            id="reading-time"
            icon={<BookOpen className="size-4" aria-hidden />}
            label="Reading time"
            minutes={stats.readingTime}
            fullAt={READING_BAR_FULL_MINUTES}
            note={`At ${READING_WORDS_PER_MINUTE} words per minute; the bar is full at ${READING_BAR_FULL_MINUTES} minutes.`}
          />
          <TimeBar
            id="speaking-time"
            icon={<Mic className="size-4" aria-hidden />}
            label="Speaking time"
            minutes={stats.speakingTime}
            fullAt={SPEAKING_BAR_FULL_MINUTES}
            note={`At ${SPEAKING_WORDS_PER_MINUTE} words per minute; the bar is full at ${SPEAKING_BAR_FULL_MINUTES} minutes.`}
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
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-label`} className="flex items-center gap-2 text-sm font-medium">
          {icon} {label}
        </span>
        <span id={`${id}-value`} className="text-sm font-semibold tabular-nums">
          {minutes(value)}
        </span>
      </div>
      <Progress
        value={barPercent(value, fullAt)}
        aria-labelledby={`${id}-label`}
        aria-valuetext={`${minutes(value)} of ${fullAt} min`}
      />
      <p className="text-xs text-muted-foreground">{note}</p>
    </div>
  );
}
