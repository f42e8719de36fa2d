import { useId, useMemo, useState, type ReactNode } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck, Download, RefreshCw } from "lucide-react";
import { CopyButton } from "@/components/CopyButton";
import { EngineGate } from "@/components/EngineGate";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup } from "@/components/ui/radio-group";
import { MarkedText } from "@/components/MarkedText";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { downloadText } from "@/lib/download";
import { reportToolUse } from "@/lib/tool-events";
import {
  DEFAULT_FORM,
  MAX_COUNT,
  MIN_COUNT,
  asFile,
  countRefusalText,
  inspectRefusalPlace,
  inspectRefusalText,
  loadUuidEngine,
  type IdKind,
  type Inspection,
  type UuidEngine,
  type UuidForm,
  type Variant,
} from "./engine";

const SLUG = "uuid-generator";
const COUNT_ERROR_ID = "uuid-count-error";
/** The inspector's placeholder: an identifier, not words (the same in every language). */
const SAMPLE_ID = "550e8400-e29b-41d4-a716-446655440000";

const KINDS = [
  { value: "v4", label: msg`UUID v4`, description: msg`Random` },
  { value: "v7", label: msg`UUID v7`, description: msg`Time-ordered: the time in milliseconds, then random bits` },
  { value: "ulid", label: msg`ULID`, description: msg`Time-ordered, 26 characters of Crockford's Base32` },
] as const satisfies readonly { value: IdKind; label: MessageDescriptor; description: MessageDescriptor }[];

export default function UuidGeneratorPage() {
  const { t } = useLingui();
  return (
    <EngineGate load={loadUuidEngine} name={t`the UUID generator`}>
      {(engine) => (
        <div className="space-y-4">
          <Generator engine={engine} />
          <Inspector engine={engine} />
        </div>
      )}
    </EngineGate>
  );
}

type Generation = { ok: true; ids: string[] } | { ok: false; error: string };

function generate(engine: UuidEngine, form: UuidForm): Generation {
  try {
    return { ok: true, ids: engine.generate(form) };
  } catch (error) {
    return { ok: false, error: countRefusalText(error) };
  }
}

/** The settings and the identifiers they make; every change makes a new batch. */
function Generator({ engine }: { engine: UuidEngine }) {
  const { i18n, t } = useLingui();
  const [form, setForm] = useState<UuidForm>(DEFAULT_FORM);
  const [generation, setGeneration] = useState<Generation>(() => generate(engine, DEFAULT_FORM));

  function update(patch: Partial<UuidForm>) {
    const next = { ...form, ...patch };
    setForm(next);
    regenerate(next);
  }

  function regenerate(next: UuidForm) {
    const result = generate(engine, next);
    setGeneration(result);
    if (result.ok) reportToolUse(SLUG, t`Generated UUIDs`);
  }

  const ids = generation.ok ? generation.ids : [];
  const count = ids.length;
  const ulid = form.kind === "ulid";
  const min = i18n.number(MIN_COUNT);
  const max = i18n.number(MAX_COUNT);
  const kinds = KINDS.map(({ value, label, description }) => ({
    value,
    label: i18n._(label),
    description: i18n._(description),
  }));

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Settings</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>New identifiers are made whenever you change a setting.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <RadioGroup
            legend={t`Kind`}
            name={`${SLUG}-kind`}
            value={form.kind}
            options={kinds}
            onValueChange={(kind) => update({ kind })}
          />
          <div className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="uuid-count">
                <Trans>Count</Trans>
              </Label>
              <Input
                id="uuid-count"
                inputMode="numeric"
                autoComplete="off"
                value={form.count}
                onChange={(event) => update({ count: event.target.value })}
                aria-invalid={!generation.ok}
                aria-describedby={generation.ok ? "uuid-count-hint" : `uuid-count-hint ${COUNT_ERROR_ID}`}
              />
              <p id="uuid-count-hint" className="text-xs text-muted-foreground">
                <Trans>
                  {min} to {max}.
                </Trans>
              </p>
            </div>
            {!generation.ok && (
              <Alert variant="destructive" id={COUNT_ERROR_ID}>
                <AlertDescription>{generation.error}</AlertDescription>
              </Alert>
            )}
            <LabelledSwitch
              id="uuid-upper"
              label={t`Upper case`}
              description={ulid ? t`A ULID is always upper case.` : undefined}
              checked={ulid || form.upperCase}
              disabled={ulid}
              onCheckedChange={(upperCase) => update({ upperCase })}
            />
            <LabelledSwitch
              id="uuid-hyphens"
              label={t`Hyphens`}
              description={ulid ? t`A ULID has none.` : undefined}
              checked={!ulid && form.hyphens}
              disabled={ulid}
              onCheckedChange={(hyphens) => update({ hyphens })}
            />
          </div>
        </CardContent>
      </Card>

      <Card className="min-w-0">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2">
              <Trans>Identifiers</Trans>
            </CardTitle>
            <Badge variant="secondary" aria-live="polite">
              <Plural value={count} one="# identifier" other="# identifiers" />
            </Badge>
          </div>
          <CardDescription>
            {form.kind === "v4" ? (
              <Trans>Each one is 122 random bits from your browser's secure generator.</Trans>
            ) : (
              <Trans>They carry the time they were made and sort in the order they were made.</Trans>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => regenerate(form)} disabled={!generation.ok}>
              <RefreshCw aria-hidden="true" /> <Trans>Generate</Trans>
            </Button>
            <CopyButton
              text={ids.join("\n")}
              label={t`the identifiers`}
              disabled={!count}
              onCopied={() => reportToolUse(SLUG)}
            >
              <Trans>Copy All</Trans>
            </CopyButton>
            <Button
              variant="outline"
              disabled={!count}
              onClick={() => {
                downloadText(asFile(ids), ulid ? "ulids.txt" : "uuids.txt");
                reportToolUse(SLUG);
              }}
            >
              <Download aria-hidden="true" /> <Trans>Download .txt</Trans>
            </Button>
          </div>
          <ol
            aria-label={t`Generated identifiers`}
            className="max-h-96 divide-y overflow-y-auto rounded-md border bg-muted/40"
          >
            {ids.map((id, index) => (
              <IdRow key={`${index}-${id}`} id={id} number={index + 1} />
            ))}
          </ol>
        </CardContent>
      </Card>
    </>
  );
}

function IdRow({ id, number }: { id: string; number: number }) {
  const { t } = useLingui();
  return (
    <li className="flex items-center justify-between gap-2 py-1 ps-3 pe-1">
      <code className="min-w-0 font-mono text-sm break-all">{id}</code>
      <CopyButton text={id} label={t`identifier ${number}`} variant="ghost" size="sm" className="shrink-0">
        <span className="sr-only">
          <Trans>Copy identifier {number}</Trans>
        </span>
      </CopyButton>
    </li>
  );
}

/** A pasted UUID or ULID, read as it is typed: what it holds, or what is wrong with it and where. */
function Inspector({ engine }: { engine: UuidEngine }) {
  const { t } = useLingui();
  const [text, setText] = useAutoSavedText(`${SLUG}-inspect`, "");
  const inputId = useId();
  const errorId = useId();
  const result = useMemo(() => {
    if (!text.trim()) return undefined;
    try {
      return { ok: true as const, inspection: engine.inspect(text) };
    } catch (error) {
      return { ok: false as const, error: inspectRefusalText(error), place: inspectRefusalPlace(error) };
    }
  }, [engine, text]);

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Inspect a UUID or ULID</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Paste one to check it and read its version, variant and time.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-2">
          <Label htmlFor={inputId}>
            <Trans>UUID or ULID</Trans>
          </Label>
          <Input
            id={inputId}
            value={text}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
            placeholder={SAMPLE_ID}
            aria-invalid={result?.ok === false}
            aria-describedby={result?.ok === false ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              reportToolUse(SLUG, t`Inspected a UUID`);
            }}
          />
        </div>
        {result?.ok === false && (
          <Alert variant="destructive" id={errorId}>
            <AlertDescription className="space-y-2">
              <p>{result.error}</p>
              {result.place !== undefined && <MarkedText text={text} position={result.place} />}
            </AlertDescription>
          </Alert>
        )}
        {result?.ok && <InspectionTable inspection={result.inspection} />}
      </CardContent>
    </Card>
  );
}

function InspectionTable({ inspection }: { inspection: Inspection }) {
  const { i18n, t } = useLingui();
  const { format, uuid, ulid, special, variant, version, time } = inspection;
  const rows: [string, ReactNode][] = [];
  if (ulid) rows.push([t`ULID`, ulid], [t`The same 128 bits as a UUID`, uuid]);
  else rows.push([t`Canonical form`, uuid]);
  if (special === "nil") rows.push([t`Special`, t`The nil UUID: all 128 bits are zero.`]);
  if (special === "max") rows.push([t`Special`, t`The max UUID: all 128 bits are one.`]);
  if (version !== undefined) rows.push([t`Version`, versionText(version)]);
  if (variant) rows.push([t`Variant`, variantText(variant)]);
  if (time) {
    const local = i18n.date(new Date(time.unixMs), { dateStyle: "full", timeStyle: "long" });
    rows.push([t`Time (UTC)`, <time dateTime={time.iso}>{time.iso}</time>], [t`Your local time`, local]);
  }
  return (
    <div className="space-y-3">
      <p role="status" className="flex items-center gap-2 font-medium">
        <CircleCheck aria-hidden="true" className="size-5 text-green-700 dark:text-green-400" />
        {format === "ulid" ? <Trans>A valid ULID.</Trans> : <Trans>A valid UUID.</Trans>}
      </p>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-sm text-muted-foreground">{name}</dt>
            <dd className="min-w-0 font-mono text-sm break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function versionText(version: number): string {
  switch (version) {
    case 1:
      return t`1: Gregorian time and node`;
    case 2:
      return t`2: DCE Security`;
    case 3:
      return t`3: name-based, MD5`;
    case 4:
      return t`4: random`;
    case 5:
      return t`5: name-based, SHA-1`;
    case 6:
      return t`6: reordered Gregorian time`;
    case 7:
      return t`7: Unix time, sortable`;
    case 8:
      return t`8: custom`;
    default:
      return t`${version}: not defined by RFC 9562`;
  }
}

function variantText(variant: Variant): string {
  switch (variant) {
    case "rfc9562":
      return t`RFC 9562 (formerly RFC 4122)`;
    case "ncs":
      return t`NCS, reserved for backward compatibility`;
    case "microsoft":
      return t`Microsoft, reserved for backward compatibility`;
    case "future":
      return t`Reserved for future definition`;
  }
}
