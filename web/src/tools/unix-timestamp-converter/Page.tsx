import { useEffect, useId, useMemo, useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Pause, Play } from "lucide-react";
import { CopyButton } from "@/components/CopyButton";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup } from "@/components/ui/radio-group";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { intlLocales } from "@/lib/i18n/intl";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import {
  convertTimestamp,
  preloadEngine,
  refusalText,
  timestampFromDate,
  timeZones,
  type Conversion,
  type TimeUnit,
} from "./engine";

const SLUG = "unix-timestamp-converter";

type UnitChoice = TimeUnit | "detect";

const UNITS = [
  { value: "detect", label: msg`From its size` },
  { value: "seconds", label: msg`Seconds` },
  { value: "milliseconds", label: msg`Milliseconds` },
  { value: "microseconds", label: msg`Microseconds` },
  { value: "nanoseconds", label: msg`Nanoseconds` },
] as const satisfies readonly { value: UnitChoice; label: MessageDescriptor }[];

/** What the page says about the unit a value was read in: whole sentences, never pieced together. */
const READ_AS: Record<TimeUnit, { detected: MessageDescriptor; given: MessageDescriptor }> = {
  seconds: { detected: msg`Read as seconds, from its size.`, given: msg`Read as seconds.` },
  milliseconds: { detected: msg`Read as milliseconds, from its size.`, given: msg`Read as milliseconds.` },
  microseconds: { detected: msg`Read as microseconds, from its size.`, given: msg`Read as microseconds.` },
  nanoseconds: { detected: msg`Read as nanoseconds, from its size.`, given: msg`Read as nanoseconds.` },
};

/** The visitor's own IANA zone, as the browser knows it. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zones a conversion is shown in: UTC, the visitor's, the chosen one, each once. */
function useZones(chosen: string) {
  const { t } = useLingui();
  return useMemo(() => {
    const local = localZone();
    const all = [
      { label: t`UTC`, name: "UTC" },
      { label: t`Your time zone`, name: local },
      { label: t`Chosen time zone`, name: chosen.trim() },
    ];
    return all.filter(
      ({ name }, index) => name && all.findIndex((other) => other.name.toLowerCase() === name.toLowerCase()) === index,
    );
  }, [chosen, t]);
}

export default function UnixTimestampConverterPage() {
  usePreloadWhenIdle(preloadEngine);
  const [value, setValue] = useAutoSavedText(`${SLUG}-value`, "1700000000");
  const [zone, setZone] = useAutoSavedText(`${SLUG}-zone`, localZone());
  return (
    <div className="space-y-4">
      <LiveNow onUse={setValue} />
      <ZonePicker zone={zone} onZoneChange={setZone} />
      <FromTimestamp value={value} onValueChange={setValue} zone={zone} />
      <FromDate zone={zone} />
    </div>
  );
}

/** The current Unix time, ticking each second; pausable. Not a live region: it is read when the user looks. */
function LiveNow({ onUse }: { onUse: (value: string) => void }) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [paused]);
  const seconds = String(Math.floor(now / 1000));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Now</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>The current Unix time in seconds, updated every second.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-2xl tabular-nums">{seconds}</span>
        <Button
          variant="outline"
          aria-pressed={paused}
          onClick={() => {
            setNow(Date.now());
            setPaused(!paused);
          }}
        >
          {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
          <Trans>Pause</Trans>
        </Button>
        <CopyButton text={seconds} label={t`the current timestamp`} />
        <Button variant="outline" onClick={() => onUse(seconds)}>
          <Trans>Convert</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The zone the dates are also shown in, and that a date without an offset is read in; checked by the engine. */
function ZonePicker({ zone, onZoneChange }: { zone: string; onZoneChange: (zone: string) => void }) {
  const id = useId();
  const zones = useAsyncResult(undefined, timeZones);
  return (
    <Card>
      <CardContent className="grid gap-2 pt-6">
        <Label htmlFor={id}>
          <Trans>Time zone</Trans>
        </Label>
        <Input
          id={id}
          list={`${id}-zones`}
          value={zone}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          aria-describedby={`${id}-hint`}
          onChange={(event) => onZoneChange(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          <Trans>An IANA name such as Europe/Paris; type to search the list.</Trans>
        </p>
        <datalist id={`${id}-zones`}>
          {zones.value?.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </CardContent>
    </Card>
  );
}

function FromTimestamp({
  value,
  onValueChange,
  zone,
}: {
  value: string;
  onValueChange: (value: string) => void;
  zone: string;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [unit, setUnit] = useState<UnitChoice>("detect");
  const zones = useZones(zone);
  const request = useMemo(
    () => ({
      value,
      unit: unit === "detect" ? undefined : unit,
      zones: zones.map(({ name }) => name),
    }),
    [value, unit, zones],
  );
  const result = useAsyncResult(
    request,
    (request) =>
      request.value.trim() ? convertTimestamp({ ...request, nowMs: Date.now() }) : Promise.resolve(undefined),
    refusalText,
  );
  const conversion = result.error ? undefined : result.value;
  const units = UNITS.map(({ value, label }) => ({ value, label: i18n._(label) }));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>From a Timestamp</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Under 10¹¹ a timestamp counts seconds, under 10¹⁴ milliseconds, under 10¹⁷ microseconds, and nanoseconds
            beyond; negative ones are before 1970.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-2">
          <Label htmlFor={id}>
            <Trans>Timestamp</Trans>
          </Label>
          <Input
            id={id}
            value={value}
            inputMode="decimal"
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
            aria-invalid={!!result.error}
            onChange={(event) => {
              onValueChange(event.target.value);
              reportToolUse(SLUG, t`Converted a timestamp`);
            }}
          />
        </div>
        <RadioGroup legend={t`Unit`} name={`${SLUG}-unit`} value={unit} options={units} onValueChange={setUnit} />
        {result.error && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{result.error}</AlertDescription>
          </Alert>
        )}
        {conversion && (
          <>
            <p className="text-sm">
              {i18n._(conversion.detected ? READ_AS[conversion.unit].detected : READ_AS[conversion.unit].given)}
            </p>
            <ConversionDetails conversion={conversion} labels={zones.map(({ label }) => label)} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function FromDate({ zone }: { zone: string }) {
  const { t } = useLingui();
  const textId = useId();
  const pickerId = useId();
  const [text, setText] = useAutoSavedText(`${SLUG}-date`, "2023-11-14T22:13:20Z");
  const zones = useZones(zone);
  const request = useMemo(
    () => ({ text, zone: zone.trim(), zones: zones.map(({ name }) => name) }),
    [text, zone, zones],
  );
  const result = useAsyncResult(
    request,
    (request) =>
      request.text.trim() ? timestampFromDate({ ...request, nowMs: Date.now() }) : Promise.resolve(undefined),
    refusalText,
  );
  const conversion = result.error ? undefined : result.value;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>From a Date</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            ISO 8601 (2023-11-14T22:13:20Z) or RFC 2822 (Tue, 14 Nov 2023 22:13:20 +0000). A date and time without an
            offset is read in the chosen time zone.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={textId}>
              <Trans>Date and time</Trans>
            </Label>
            <Input
              id={textId}
              value={text}
              spellCheck={false}
              autoComplete="off"
              className="font-mono"
              aria-invalid={!!result.error}
              onChange={(event) => {
                setText(event.target.value);
                reportToolUse(SLUG, t`Converted a date`);
              }}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={pickerId}>
              <Trans>Pick a date and time</Trans>
            </Label>
            <Input
              id={pickerId}
              type="datetime-local"
              step={1}
              value={/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(text) ? text : ""}
              onChange={(event) => event.target.value && setText(event.target.value)}
            />
          </div>
        </div>
        {result.error && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{result.error}</AlertDescription>
          </Alert>
        )}
        {conversion && <ConversionDetails conversion={conversion} labels={zones.map(({ label }) => label)} />}
      </CardContent>
    </Card>
  );
}

/** The instant in every unit, how long ago in the visitor's language, and its dates in each zone. */
function ConversionDetails({ conversion, labels }: { conversion: Conversion; labels: string[] }) {
  const { t } = useLingui();
  const relative = new Intl.RelativeTimeFormat(intlLocales(), { numeric: "auto" }).format(
    conversion.relative.amount,
    conversion.relative.unit,
  );
  const counts = [
    { name: t`Seconds`, value: conversion.seconds },
    { name: t`Milliseconds`, value: conversion.milliseconds },
    { name: t`Microseconds`, value: conversion.microseconds },
    { name: t`Nanoseconds`, value: conversion.nanoseconds },
  ];
  return (
    <div className="space-y-4">
      <p>
        <Trans>
          Relative: <strong>{relative}</strong>
        </Trans>
      </p>
      <Facts rows={counts} />
      {conversion.views.map((view, index) => {
        const zoneLabel = labels[index] ?? view.zone;
        const { zone, abbreviation, offset } = view;
        return (
          <section key={view.zone} className="space-y-2">
            <h3 className="font-semibold break-words">
              <Trans>
                {zoneLabel}:{" "}
                <span translate="no">
                  {zone} ({abbreviation}, {offset})
                </span>
              </Trans>
            </h3>
            <Facts
              rows={[
                { name: t`ISO 8601`, value: view.iso8601 },
                { name: t`RFC 2822`, value: view.rfc2822 ?? t`None: RFC 2822 cannot write years before 1900.` },
              ]}
              context={view.zone}
            />
          </section>
        );
      })}
    </div>
  );
}

/** Name, value and a copy button per row; values wrap on a phone. */
function Facts({ rows, context }: { rows: { name: string; value: string }[]; context?: string }) {
  const { t } = useLingui();
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows.map(({ name, value }) => {
        const what = context ? `${name} (${context})` : name;
        return (
          <div key={name} className="contents">
            <dt className="text-sm text-muted-foreground sm:pt-2">{name}</dt>
            <dd className="flex min-w-0 items-center justify-between gap-2">
              <span className="font-mono break-all" translate="no">
                {value}
              </span>
              <CopyButton text={value} label={what} size="sm" aria-label={t`Copy ${what}`} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
