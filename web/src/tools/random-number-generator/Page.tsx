import { useState } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Dices, Download, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { EngineGate } from "@/components/EngineGate";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CopyButton } from "@/components/CopyButton";
import { downloadText } from "@/lib/download";
import { reportToolUse } from "@/lib/tool-events";
import {
  DEFAULT_FORM,
  asCommaList,
  asFile,
  asLines,
  shortfallText,
  generateAll,
  loadRandomNumberEngine,
  type Generation,
  type RandomNumberEngine,
  type RandomNumberForm,
  type RandomNumbers,
} from "./engine";

const SLUG = "random-number-generator";
const ERROR_ID = "random-numbers-error";

export default function RandomNumberGeneratorPage() {
  const { t } = useLingui();
  return (
    <EngineGate load={loadRandomNumberEngine} name={t`the random number generator`}>
      {(engine) => <RandomNumberGenerator engine={engine} />}
    </EngineGate>
  );
}

/** The spec's destructive toast when distinct numbers run out; one at a time, the newest replacing the last. */
function announceCap(drawn: RandomNumbers) {
  if (drawn.notice) toast.error(shortfallText(drawn.notice), { id: "random-numbers-unique-cap" });
}

function RandomNumberGenerator({ engine }: { engine: RandomNumberEngine }) {
  const { t } = useLingui();
  const [form, setForm] = useState<RandomNumberForm>(DEFAULT_FORM);
  const [generation, setGeneration] = useState<Generation>(() => generateAll(engine, DEFAULT_FORM));

  /** Every setting change draws everything anew (spec), straight from the event, so the toast fires once. */
  function update(patch: Partial<RandomNumberForm>) {
    const next = { ...form, ...patch };
    setForm(next);
    const result = generateAll(engine, next);
    setGeneration(result);
    if (result.ok) {
      announceCap(result.drawn);
      reportToolUse(SLUG, t`Generated random numbers`);
    }
  }

  function regenerateSingle() {
    if (!generation.ok) return;
    setGeneration({ ...generation, single: engine.drawOne(form) });
    reportToolUse(SLUG, t`Generated a random number`);
  }

  function regenerateNumbers() {
    if (!generation.ok) return;
    const drawn = engine.draw(form);
    setGeneration({ ...generation, drawn });
    announceCap(drawn);
    reportToolUse(SLUG, t`Generated random numbers`);
  }

  const error = generation.ok ? undefined : generation.error;
  const invalid = (field: keyof RandomNumberForm) => !generation.ok && generation.fields.includes(field);
  const describedBy = (field: keyof RandomNumberForm, hint?: string) =>
    [hint, invalid(field) ? ERROR_ID : undefined].filter(Boolean).join(" ") || undefined;

  const numbers = generation.ok ? generation.drawn.numbers : [];
  const sequence = generation.ok ? generation.sequence : [];
  const numberCount = numbers.length;
  const sequenceCount = sequence.length;

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Settings</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Numbers are drawn again whenever you change a setting.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="space-y-2">
              <Label htmlFor="random-min">
                <Trans>Minimum</Trans>
              </Label>
              <Input
                id="random-min"
                inputMode={form.decimals ? "decimal" : "numeric"}
                autoComplete="off"
                value={form.min}
                onChange={(event) => update({ min: event.target.value })}
                aria-invalid={invalid("min")}
                aria-describedby={describedBy("min")}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="random-max">
                <Trans>Maximum</Trans>
              </Label>
              <Input
                id="random-max"
                inputMode={form.decimals ? "decimal" : "numeric"}
                autoComplete="off"
                value={form.max}
                onChange={(event) => update({ max: event.target.value })}
                aria-invalid={invalid("max")}
                aria-describedby={describedBy("max")}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="random-count">
                <Trans>Count</Trans>
              </Label>
              <Input
                id="random-count"
                inputMode="numeric"
                autoComplete="off"
                value={form.count}
                onChange={(event) => update({ count: event.target.value })}
                aria-invalid={invalid("count")}
                aria-describedby={describedBy("count", "random-count-hint")}
              />
              <p id="random-count-hint" className="text-xs text-muted-foreground">
                <Trans>1 to 10,000.</Trans>
              </p>
            </div>
          </div>
          {error && (
            <Alert variant="destructive" id={ERROR_ID}>
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
            {/* On wide screens the switches line up with the Decimal places box (below its label). */}
            <LabelledSwitch
              id="random-duplicates"
              label={t`Allow duplicates`}
              checked={form.allowDuplicates}
              onCheckedChange={(allowDuplicates) => update({ allowDuplicates })}
              className="sm:mt-[1.375rem] sm:h-9 sm:justify-start"
            />
            <LabelledSwitch
              id="random-decimals"
              label={t`Decimals`}
              checked={form.decimals}
              onCheckedChange={(decimals) => update({ decimals })}
              className="sm:mt-[1.375rem] sm:h-9 sm:justify-start"
            />
            <div className="space-y-2">
              <Label htmlFor="random-places">
                <Trans>Decimal places</Trans>
              </Label>
              <Input
                id="random-places"
                inputMode="numeric"
                autoComplete="off"
                disabled={!form.decimals}
                value={form.decimalPlaces}
                onChange={(event) => update({ decimalPlaces: event.target.value })}
                aria-invalid={invalid("decimalPlaces")}
                aria-describedby={describedBy("decimalPlaces", "random-places-hint")}
              />
              <p id="random-places-hint" className="text-xs text-muted-foreground">
                <Trans>1 to 10, used when Decimals is on.</Trans>
              </p>
            </div>
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Single Number</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>One number between the minimum and maximum, both included.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <output
              aria-label={t`Random number`}
              className="block rounded-md border bg-muted/40 px-3 py-4 text-center font-mono text-3xl font-semibold break-all"
            >
              {generation.ok ? generation.single : "—"}
            </output>
            <Button className="w-full" onClick={regenerateSingle} disabled={!generation.ok}>
              <Dices aria-hidden="true" /> <Trans>Generate</Trans>
            </Button>
          </CardContent>
        </Card>

        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle as="h2">
                <Trans>Random Numbers</Trans>
              </CardTitle>
              <Badge variant="secondary" aria-live="polite">
                <Plural value={numberCount} one="# number" other="# numbers" />
              </Badge>
            </div>
            <CardDescription>
              {form.allowDuplicates ? (
                <Trans>A number may appear more than once.</Trans>
              ) : (
                <Trans>Every number is different.</Trans>
              )}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <output
              aria-label={t`Random numbers`}
              className="block max-h-64 min-h-14 overflow-y-auto rounded-md border bg-muted/40 px-3 py-3 font-mono text-sm break-words"
            >
              {generation.ok ? asCommaList(numbers) : "—"}
            </output>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={regenerateNumbers} disabled={!generation.ok}>
                <RefreshCw aria-hidden="true" /> <Trans>Regenerate</Trans>
              </Button>
              <CopyButton
                text={asCommaList(numbers)}
                label={t`the numbers`}
                disabled={!numbers.length}
                onCopied={() => reportToolUse(SLUG)}
              />
              <CopyButton
                text={asLines(numbers)}
                label={t`the numbers as a list`}
                disabled={!numbers.length}
                onCopied={() => reportToolUse(SLUG)}
              >
                <Trans>Copy as List</Trans>
              </CopyButton>
              <Button
                variant="outline"
                disabled={!numbers.length}
                onClick={() => {
                  downloadText(asFile(numbers), "random-numbers.txt");
                  reportToolUse(SLUG);
                }}
              >
                <Download aria-hidden="true" /> <Trans>Download</Trans>
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              <Trans>
                Copy gives the numbers separated by commas; Copy as List and the download put one number per line.
              </Trans>
            </p>
          </CardContent>
        </Card>
      </div>

      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Evenly Spaced Sequence</Trans>
          </CardTitle>
          <CardDescription>
            {generation.ok ? (
              <Plural
                value={sequenceCount}
                one="# number from the minimum to the maximum in equal steps."
                other="# numbers from the minimum to the maximum in equal steps."
              />
            ) : (
              <Trans>Count numbers from the minimum to the maximum in equal steps.</Trans>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <output
            aria-label={t`Evenly spaced sequence`}
            className="block max-h-64 min-h-14 overflow-y-auto rounded-md border bg-muted/40 px-3 py-3 font-mono text-sm break-words"
          >
            {generation.ok ? asCommaList(sequence) : "—"}
          </output>
        </CardContent>
      </Card>
    </div>
  );
}
