import { useMemo } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, X } from "lucide-react";
import { ColorField } from "@/components/ColorField";
import { CopyButton } from "@/components/CopyButton";
import { EngineGate } from "@/components/EngineGate";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { reportToolUse } from "@/lib/tool-events";
import { loadColorEngine, type ColorEngine, type ColorReport } from "./engine";

const SLUG = "color-converter";

/** The notations, in the order the page lists them; their names are code, the same in every language. */
const NOTATIONS = [
  ["HEX", "hex"],
  ["RGB", "rgb"],
  ["HSL", "hsl"],
  ["HWB", "hwb"],
  ["CMYK", "cmyk"],
  ["LAB", "lab"],
  ["LCH", "lch"],
  ["OKLCH", "oklch"],
] as const satisfies readonly (readonly [string, keyof ColorReport])[];

export default function ColorConverterPage() {
  const { t } = useLingui();
  return (
    <EngineGate load={loadColorEngine} name={t`the color converter`}>
      {(engine) => <ColorConverter engine={engine} />}
    </EngineGate>
  );
}

function ColorConverter({ engine }: { engine: ColorEngine }) {
  const { t } = useLingui();
  const [text, setText] = useAutoSavedText(SLUG, "#3b82f6");
  const [foreground, setForeground] = useAutoSavedText(`${SLUG}-foreground`, "#1f2937");
  const [background, setBackground] = useAutoSavedText(`${SLUG}-background`, "#ffffff");
  const reading = useMemo(() => engine.read(text), [engine, text]);
  const report = reading.report;
  const hex = report?.hex;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Color</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Type a color in any notation, or pick one.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <ColorField
              label={t`Color`}
              value={text}
              onValueChange={setText}
              picker={reading.report?.picker}
              error={reading.refusal}
              placeholder={t`#ff0000, rgb(255 0 0), hsl(0 100% 50%), red`}
            />
            <div
              role="img"
              aria-label={hex ? t`Preview of ${hex}` : t`No color to preview`}
              className="h-28 rounded-lg border bg-[repeating-conic-gradient(#cbd5e1_0_25%,#f8fafc_0_50%)] bg-[length:16px_16px]"
            >
              <div className="h-full rounded-lg" style={{ backgroundColor: report?.hex ?? "transparent" }} />
            </div>
          </CardContent>
        </Card>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Notations</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>The same color in every notation. LAB and LCH use the D50 white point, as CSS does.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            {report ? (
              <dl className="divide-y">
                {NOTATIONS.map(([name, key]) => (
                  <NotationRow key={key} name={name} value={String(report[key])} />
                ))}
                <NotationRow name={t`CSS name`} value={report.name ?? t`None`} copyable={report.name !== null} />
              </dl>
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>Enter a valid color to see it in every notation.</Trans>
              </p>
            )}
          </CardContent>
        </Card>
      </div>

      <ContrastChecker
        engine={engine}
        foreground={foreground}
        background={background}
        onForegroundChange={setForeground}
        onBackgroundChange={setBackground}
      />
    </div>
  );
}

function NotationRow({ name, value, copyable = true }: { name: string; value: string; copyable?: boolean }) {
  return (
    <div className="flex items-center gap-x-4 py-2">
      <dt className="w-16 shrink-0 text-sm font-medium text-muted-foreground" translate="no">
        {name}
      </dt>
      {/* A definition holds its value and the button that copies it (a <dl> may hold nothing else). */}
      <dd className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <span className="min-w-0 font-mono text-sm break-all" translate="no">
          {value}
        </span>
        {copyable && (
          <CopyButton size="sm" variant="outline" text={value} label={name} onCopied={() => reportToolUse(SLUG)} />
        )}
      </dd>
    </div>
  );
}

/** Two colours, their WCAG 2.2 contrast ratio and the four verdicts, with a sample of text drawn in them. */
function ContrastChecker({
  engine,
  foreground,
  background,
  onForegroundChange,
  onBackgroundChange,
}: {
  engine: ColorEngine;
  foreground: string;
  background: string;
  onForegroundChange: (value: string) => void;
  onBackgroundChange: (value: string) => void;
}) {
  const { t, i18n } = useLingui();
  const text = useMemo(() => engine.read(foreground), [engine, foreground]);
  const ground = useMemo(() => engine.read(background), [engine, background]);
  const contrast = useMemo(
    () => (text.report && ground.report ? engine.contrast(text.report.hex, ground.report.hex) : undefined),
    [engine, text, ground],
  );
  const ratio = contrast ? i18n.number(contrast.ratio, { maximumFractionDigits: 2 }) : "";

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Contrast checker</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The WCAG 2.2 contrast ratio of text on a background. A see-through text color is laid over the background.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="space-y-4">
          <ColorField
            label={t`Text color`}
            value={foreground}
            onValueChange={onForegroundChange}
            picker={text.report?.picker}
            error={text.refusal}
          />
          <ColorField
            label={t`Background`}
            value={background}
            onValueChange={onBackgroundChange}
            picker={ground.report?.picker}
            error={ground.refusal}
          />
        </div>
        <div className="space-y-4">
          <div
            className="rounded-lg border p-4"
            style={{ color: text.report?.hex, backgroundColor: ground.report?.hex }}
            aria-hidden
          >
            <p className="text-2xl font-semibold">
              <Trans>Large text sample</Trans>
            </p>
            <p className="text-sm">
              <Trans>Normal text sample: the quick brown fox jumps over the lazy dog.</Trans>
            </p>
          </div>
          {contrast ? (
            <>
              <p className="text-3xl font-bold tabular-nums" aria-live="polite" data-testid="contrast-ratio">
                <Trans>{ratio}:1</Trans>
              </p>
              <ul className="grid grid-cols-2 gap-2 text-sm">
                <Verdict label={t`Normal text AA`} pass={contrast.normalAa} />
                <Verdict label={t`Normal text AAA`} pass={contrast.normalAaa} />
                <Verdict label={t`Large text AA`} pass={contrast.largeAa} />
                <Verdict label={t`Large text AAA`} pass={contrast.largeAaa} />
              </ul>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>Enter two valid colors to see their contrast.</Trans>
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function Verdict({ label, pass }: { label: string; pass: boolean }) {
  return (
    <li className="flex items-center justify-between gap-2 rounded-md border px-3 py-2">
      <span>{label}</span>
      <Badge variant={pass ? "success" : "destructive"}>
        {pass ? <Check aria-hidden /> : <X aria-hidden />}
        {pass ? <Trans>Pass</Trans> : <Trans>Fail</Trans>}
      </Badge>
    </li>
  );
}
