import { useMemo, useState } from "react";
import { Download, RefreshCw, Sparkles } from "lucide-react";
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
  { value: "words", label: "Words" },
  { value: "sentences", label: "Sentences" },
  { value: "paragraphs", label: "Paragraphs" },
] as const satisfies readonly { value: LoremType; label: string }[];

const STYLES = [
  { value: "classic", label: "Classic", description: "Traditional Latin" },
  { value: "cicero", label: "Cicero English", description: "Cicero's passage in English" },
  { value: "hipster", label: "Hipster", description: "Artisan, small-batch filler" },
  { value: "corporate", label: "Corporate", description: "Synergy-driven buzzwords" },
] as const satisfies readonly { value: LoremStyle; label: string; description: string }[];

export default function LoremIpsumPage() {
  return (
    <EngineGate load={loadLorem} name="the generator">
      {(generate) => <LoremIpsumGenerator generate={generate} />}
    </EngineGate>
  );
}

function LoremIpsumGenerator({ generate }: { generate: LoremGenerator }) {
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
  const unit = type === "words" ? "words" : type === "sentences" ? "sentences" : "paragraphs";

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Settings</CardTitle>
          <CardDescription>The text changes as soon as you change a setting.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="grid gap-6 md:grid-cols-2">
            <RadioGroup
              legend="Type"
              name="lorem-type"
              value={type}
              options={TYPES}
              onValueChange={setType}
              className="grid-cols-3"
            />
            <div className="space-y-2">
              <Label htmlFor="lorem-count">Number of {unit}</Label>
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
                From {MIN_COUNT} to {MAX_COUNT}.
              </p>
            </div>
          </div>
          <RadioGroup
            legend="Style"
            name="lorem-style"
            value={style}
            options={STYLES}
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
              <Label htmlFor="lorem-start">Start with &lsquo;Lorem ipsum&rsquo;</Label>
            </div>
            <p id="lorem-start-hint" className="text-xs text-muted-foreground">
              {startAvailable ? "Open with 'Lorem ipsum dolor sit amet'." : "Only for the Classic style."}
            </p>
          </div>
          <Button
            onClick={() => {
              setRound((r) => r + 1);
              reportToolUse(SLUG, `Generated ${count} ${unit}`);
            }}
            disabled={!generate}
          >
            <Sparkles aria-hidden /> Generate
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2">
              <Label htmlFor="lorem-output" className="text-base font-semibold">
                Generated Text
              </Label>
            </CardTitle>
            {result && (
              <Badge variant="secondary" aria-live="polite" data-testid="lorem-counts">
                {result.wordCount.toLocaleString("en-US")} words · {result.characterCount.toLocaleString("en-US")}{" "}
                characters
              </Badge>
            )}
          </div>
        </CardHeader>
        <CardContent className="space-y-3">
          <Textarea
            id="lorem-output"
            value={text}
            readOnly
            placeholder="Your placeholder text will appear here..."
            className="min-h-72 leading-relaxed"
          />
          <div className="flex flex-wrap gap-2">
            <CopyButton text={text} label="the generated text" disabled={!text} />
            <Button variant="outline" disabled={!text} onClick={() => downloadText(text, "lorem-ipsum.txt")}>
              <Download aria-hidden /> Download
            </Button>
            <Button variant="outline" disabled={!generate} onClick={() => setRound((r) => r + 1)}>
              <RefreshCw aria-hidden /> Regenerate
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">About Lorem Ipsum</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-muted-foreground">
          <p>
            Lorem ipsum is scrambled Latin from Cicero&rsquo;s <em>de Finibus Bonorum et Malorum</em> (&ldquo;On the
            Ends of Good and Evil&rdquo;, sections 1.10.32&ndash;33), written in 45 BC. Typesetters are said to have
            used it as filler text since the 1500s; transfer lettering sheets in the 1960s and desktop publishing in the
            1980s made it the standard placeholder.
          </p>
          <p>
            Its words look like real text without inviting anyone to read them, so a layout can be judged on its shape.
            The Cicero English style draws on the English translation of the same passage.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
