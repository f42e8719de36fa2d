import { useId, useMemo } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CopyButton } from "@/components/CopyButton";
import { SelectField } from "@/components/SelectField";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MarkedText } from "@/components/MarkedText";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { MAX_BASE, MIN_BASE, convert, preloadEngine, type Conversion } from "./engine";

const SLUG = "number-base-converter";

type Field = keyof Conversion;

const FIELDS = [
  { key: "binary", base: 2, label: msg`Binary`, hint: msg`Base 2, digits 0 and 1; 0b before them is fine.` },
  { key: "octal", base: 8, label: msg`Octal`, hint: msg`Base 8, digits 0 to 7; 0o before them is fine.` },
  { key: "decimal", base: 10, label: msg`Decimal`, hint: msg`Base 10, digits 0 to 9.` },
  {
    key: "hexadecimal",
    base: 16,
    label: msg`Hexadecimal`,
    hint: msg`Base 16, digits 0 to 9 and a to f; 0x before them is fine.`,
  },
] as const satisfies readonly { key: Field; base: number; label: MessageDescriptor; hint: MessageDescriptor }[];

const BASES = Array.from({ length: MAX_BASE - MIN_BASE + 1 }, (_, index) => String(MIN_BASE + index));

const isField = (value: string): value is Field => value === "other" || FIELDS.some((field) => field.key === value);

/** Four common bases and one of the user's, side by side: typing in any of them converts into the others. */
export default function NumberBaseConverterPage() {
  usePreloadWhenIdle(preloadEngine);
  const { i18n, t } = useLingui();
  const [savedField, setField] = useAutoSavedText(`${SLUG}-field`, "decimal");
  const [text, setText] = useAutoSavedText(`${SLUG}-text`, "255");
  const [otherText, setOther] = useAutoSavedText(`${SLUG}-other-base`, "36");
  const field: Field = isField(savedField) ? savedField : "decimal";
  const other = BASES.includes(otherText) ? Number(otherText) : MAX_BASE;
  const from = field === "other" ? other : (FIELDS.find(({ key }) => key === field)?.base ?? 10);
  const request = useMemo(() => ({ text, from, other }), [text, from, other]);
  const result = useAsyncResult(request, convert);
  const outcome = result.value;
  const errorId = useId();

  function edit(key: Field, value: string) {
    setField(key);
    setText(value);
    reportToolUse(SLUG, t`Converted a number`);
  }

  /** What a field shows: the typed text in the field being edited, the conversion in the others. */
  const shown = (key: Field) => {
    if (key === field) return text;
    return outcome?.ok ? outcome.conversion[key] : "";
  };
  const failed = outcome && !outcome.ok ? outcome : undefined;

  const fieldProps = (key: Field) => ({
    value: shown(key),
    invalid: key === field && !!failed,
    errorId: key === field && failed ? errorId : undefined,
    onChange: (value: string) => edit(key, value),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Number</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Type an integer of any size, negative or not, in any field; the others follow. Underscores and spaces
            between digits are ignored.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {failed && (
          <Alert variant="destructive" id={errorId}>
            <AlertDescription className="space-y-2">
              <p>{failed.error}</p>
              {failed.position !== undefined && <MarkedText text={text} position={failed.position} />}
            </AlertDescription>
          </Alert>
        )}
        <div className="grid gap-4">
          {FIELDS.map(({ key, label, hint }) => (
            <NumberField key={key} label={i18n._(label)} hint={i18n._(hint)} {...fieldProps(key)} />
          ))}
          <div className="grid gap-3 sm:grid-cols-[8rem_1fr] sm:items-start">
            <SelectField
              label={t`Other base`}
              options={BASES.map((base) => ({ value: base, label: i18n.number(Number(base)) }))}
              value={String(other)}
              onValueChange={setOther}
            />
            <NumberField
              label={t`In base ${other}`}
              hint={t`Digits 0 to 9, then letters a to z as far as the base goes.`}
              {...fieldProps("other")}
            />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function NumberField({
  label,
  hint,
  value,
  invalid,
  errorId,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  invalid: boolean;
  errorId?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          spellCheck={false}
          autoComplete="off"
          className="min-w-0 font-mono"
          aria-invalid={invalid}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
          onChange={(event) => onChange(event.target.value)}
        />
        <CopyButton text={value} label={t`the number in ${label}`} disabled={!value || invalid} className="shrink-0">
          <span className="sr-only">
            <Trans>Copy {label}</Trans>
          </span>
        </CopyButton>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
