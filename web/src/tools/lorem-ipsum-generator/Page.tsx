import { useMemo, useState } from "react";
import { Download, RefreshCw, Sparkles } from "lucide-react";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { CopyButton } from "@/components/CopyButton";
import { EngineGate } from "@/components/EngineGate";
import { downloadText } from "@/lib/download";
import { reportToolUse } from "@/lib/tool-events";
import {
  DEFAULT_OPTIONS,
  MAX_COUNT,
  MIN_COUNT,
  loadLorem,
  parseCount,
  type LoremGenerator,
  type LoremStyle,
  type LoremText,
  type LoremType,
} from "./engine";

const SLUG = "lorem-ipsum-generator";

const TYPES = [
  { value: "words", label: msg`Words` },
  { value: "sentences", label: msg`Sentences` },
  { value: "paragraphs", label: msg`Paragraphs` },
] as const satisfies readonly { value: LoremType; label: MessageDescriptor }[];

/** The count field's label for each type. */
const COUNT_LABELS: Record<LoremType, MessageDescriptor> = {
  words: msg`Number of words`,
  sentences: msg`Number of sentences`,
  paragraphs: msg`Number of paragraphs`,
};

const STYLES = [
  { value: "classic", label: msg`Classic`, description: msg`Traditional Latin` },
  { value: "cicero", label: msg`Cicero English`, description: msg`Cicero's passage in English` },
  { value: "hipster", label: msg`Hipster`, description: msg`Artisan, small-batch filler` },
  { value: "corporate", label: msg`Corporate`, description: msg`Synergy-driven buzzwords` },
] as const satisfies readonly { value: LoremStyle; label: MessageDescriptor; description: MessageDescriptor }[];

export default function LoremIpsumPage() {
  const { t } = useLingui();
  return (
    <EngineGate load={loadLorem} name={t`the generator`}>
      {(generate) => <LoremIpsumGenerator generate={generate} />}
    </EngineGate>
  );
}

function LoremIpsumGenerator({ generate }: { generate: LoremGenerator }) {
  const { i18n, t } = useLingui();
  const [type, setType] = useState<LoremType>(DEFAULT_OPTIONS.type);
  const [countInput, setCountInput] = useState(String(DEFAULT_OPTIONS.count));
  const [style, setStyle] = useState<LoremStyle>(DEFAULT_OPTIONS.style);
  const [startWithLorem, setStartWithLorem] = useState(DEFAULT_OPTIONS.startWithLorem);
  // Bumped by Generate / Regenerate: same settings, fresh text.
  const [round, setRound] = useState(0);

  const count = parseCount(countInput);
  const startAvailable = style === "classic";

  // Regenerates when type, count, style or the start option changes, and on every new round (Generate /
  // Regenerate bump `round`; it is read here so the memo depends on it).
  const result: LoremText | undefined = useMemo(() => {
    if (round < 0) return undefined;
    return generate({ type, count, style, startWithLorem: startWithLorem && startAvailable });
  }, [generate, type, count, style, startWithLorem, startAvailable, round]);

  const text = result?.text ?? "";
  // In English: the history record's words (reportToolUse), not shown.
  const typeOptions = TYPES.map((option) => ({ value: option.value, label: i18n._(option.label) }));
  const styleOptions = STYLES.map((option) => ({
    value: option.value,
    label: i18n._(option.label),
    description: i18n._(option.description),
  }));
  const min = MIN_COUNT;
  const max = MAX_COUNT;
  const wordCount = result?.wordCount ?? 0;
  const characterCount = result?.characterCount ?? 0;

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Settings</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>The text changes as soon as you change a setting.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="grid gap-6 md:grid-cols-2">
            <RadioGroup
              legend={t`Type`}
              name="lorem-type"
              value={type}
              options={typeOptions}
              onValueChange={setType}
              className="grid-cols-3"
            />
            <div className="space-y-2">
              <Label htmlFor="lorem-count">{i18n._(COUNT_LABELS[type])}</Label>
              <Input
                id="lorem-count"
                type="number"
                inputMode="numeric"
                min={MIN_COUNT}
                max={MAX_COUNT}
                step={1}
                value={countInput}
                onChange={(e) => setCountInput(e.target.value)}
                onBlur={() => setCountInput(String(count))}
                onKeyDown={(e) => {
                  if (e.key === "Enter") setCountInput(String(count));
                }}
                aria-describedby="lorem-count-hint"
                className="max-w-40"
              />
              <p id="lorem-count-hint" className="text-xs text-muted-foreground">
                <Trans>
                  From {min} to {max}.
                </Trans>
              </p>
            </div>
          </div>
          <RadioGroup
            legend={t`Style`}
            name="lorem-style"
            value={style}
            options={styleOptions}
            onValueChange={setStyle}
            className="sm:grid-cols-2 lg:grid-cols-4"
          />
          <div className="space-y-1">
            <div className="flex items-center gap-2">
              <Checkbox
                id="lorem-start"
                checked={startWithLorem && startAvailable}
                disabled={!startAvailable}
                onCheckedChange={setStartWithLorem}
                aria-describedby="lorem-start-hint"
              />
              <Label htmlFor="lorem-start">
                <Trans>Start with &lsquo;Lorem ipsum&rsquo;</Trans>
              </Label>
            </div>
            <p id="lorem-start-hint" className="text-xs text-muted-foreground">
              {startAvailable ? t`Open with 'Lorem ipsum dolor sit amet'.` : t`Only for the Classic style.`}
            </p>
          </div>
          <Button
            onClick={() => {
              setRound((r) => r + 1);
              reportToolUse(SLUG, generatedRecord(type, count));
            }}
            disabled={!generate}
          >
            <Sparkles aria-hidden /> <Trans>Generate</Trans>
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2">
              <Label htmlFor="lorem-output" className="text-base font-semibold">
                <Trans>Generated Text</Trans>
              </Label>
            </CardTitle>
            {result && (
              <Badge variant="secondary" aria-live="polite" data-testid="lorem-counts">
                <Trans>
                  <Plural value={wordCount} one="# word" other="# words" /> ·{" "}
                  <Plural value={characterCount} one="# character" other="# characters" />
                </Trans>
              </Badge>
            )}
          </div>
        </CardHeader>
        <CardContent className="space-y-3">
          <Textarea
            id="lorem-output"
            value={text}
            readOnly
            placeholder={t`Your placeholder text will appear here...`}
            className="min-h-72 leading-relaxed"
          />
          <div className="flex flex-wrap gap-2">
            <CopyButton text={text} label={t`the generated text`} disabled={!text} />
            <Button variant="outline" disabled={!text} onClick={() => downloadText(text, "lorem-ipsum.txt")}>
              <Download aria-hidden /> <Trans>Download</Trans>
            </Button>
            <Button variant="outline" disabled={!generate} onClick={() => setRound((r) => r + 1)}>
              <RefreshCw aria-hidden /> <Trans>Regenerate</Trans>
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>About Lorem Ipsum</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-muted-foreground">
          <p>
            <Trans>
              Lorem ipsum is scrambled Latin from Cicero&rsquo;s <em>de Finibus Bonorum et Malorum</em> (&ldquo;On the
              Ends of Good and Evil&rdquo;, sections 1.10.32&ndash;33), written in 45 BC. Typesetters are said to have
              used it as filler text since the 1500s; transfer lettering sheets in the 1960s and desktop publishing in
              the 1980s made it the standard placeholder.
            </Trans>
          </p>
          <p>
            <Trans>
              Its words look like real text without inviting anyone to read them, so a layout can be judged on its
              shape. The Cicero English style draws on the English translation of the same passage.
            </Trans>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

/** What History records, in the page's language ("Generated 5 paragraphs"). */
function generatedRecord(type: string, count: number): string {
  if (type === "words") return t`${plural(count, { one: "Generated # word", other: "Generated # words" })}`;
  if (type === "sentences") return t`${plural(count, { one: "Generated # sentence", other: "Generated # sentences" })}`;
  return t`${plural(count, { one: "Generated # paragraph", other: "Generated # paragraphs" })}`;
}
