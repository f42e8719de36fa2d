import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Loader2, RotateCcw, Sparkles, Trophy, Volume2, VolumeX, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useTooltip } from "@/lib/tooltips";
import { Confetti } from "./Confetti";
import type { WheelLabels } from "./engine";
import type { WheelOption } from "./storage";
import { WheelCanvas } from "./WheelCanvas";
import type { WheelState } from "./wheel-store";

export interface SpinTabProps {
  state: WheelState;
  labels: WheelLabels;
  sizePx: number;
  segmentAt: (rotation: number) => number;
  onSpin: () => void;
  onSpinEnd: () => void;
  onTick: () => void;
  onReset: () => void;
  onRemove: (id: string) => void;
  onSoundChange: (on: boolean) => void;
}

const HINT_NUMBERS = msg`With more than 15 options the segments show numbers: match them with the numbered list.`;
const HINT_HIDDEN = msg`With this many options the segments are unlabelled: see the list for the options.`;
const HINT_SHORTENED = msg`With many options long labels are shortened: the list shows them in full.`;

/** The label rule's hint (above 12 options), worded for what the segments show, in the page's language. */
export function labelHint(labels: WheelLabels): string | null {
  if (!labels.style.showHint) return null;
  switch (labels.style.mode) {
    case "number":
      return i18n._(HINT_NUMBERS);
    case "hidden":
      return i18n._(HINT_HIDDEN);
    default:
      return i18n._(HINT_SHORTENED);
  }
}

export function SpinTab(props: SpinTabProps) {
  const { state, labels, onSpin, onReset, onSoundChange } = props;
  const spinning = state.spin !== null;
  const hint = labelHint(labels);
  const colors = state.options.map((option) => option.color);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 px-3 sm:px-6">
          <div className="relative w-full" style={{ maxWidth: props.sizePx }}>
            <WheelCanvas
              options={state.options}
              labels={labels}
              rotation={state.rotation}
              spin={state.spin}
              sizePx={props.sizePx}
              segmentAt={props.segmentAt}
              onTick={props.onTick}
              onSpinEnd={props.onSpinEnd}
            />
            <Confetti burst={state.wins} colors={colors} enabled={state.settings.confetti} />
          </div>
          {hint && <p className="text-center text-sm text-muted-foreground">{hint}</p>}
          <div className="flex flex-wrap items-center justify-center gap-3">
            <div className="flex items-center gap-2">
              <Switch id="wheel-sound" checked={state.settings.sound} onCheckedChange={onSoundChange} />
              <Label htmlFor="wheel-sound">
                {state.settings.sound ? (
                  <Volume2 aria-hidden className="size-4" />
                ) : (
                  <VolumeX aria-hidden className="size-4" />
                )}
                <Trans>Sound</Trans>
              </Label>
            </div>
            <Button variant="outline" onClick={onReset} disabled={spinning}>
              <RotateCcw aria-hidden /> <Trans>Reset</Trans>
            </Button>
            <Button size="lg" onClick={onSpin} disabled={spinning} className="min-w-40">
              {spinning ? (
                <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />
              ) : (
                <Sparkles aria-hidden />
              )}
              {spinning ? <Trans>Spinning...</Trans> : <Trans>Spin the Wheel</Trans>}
            </Button>
          </div>
        </CardContent>
      </Card>
      <div className="flex min-w-0 flex-col gap-4">
        <WinnerBanner winner={state.winner} />
        <CurrentOptions options={state.options} disabled={spinning} onRemove={props.onRemove} />
      </div>
    </div>
  );
}

function WinnerBanner({ winner }: { winner: WheelOption | null }) {
  const { t } = useLingui();
  if (!winner) {
    return (
      <div className="rounded-xl border border-dashed p-4 text-center text-sm text-muted-foreground">
        <Trans>Spin the wheel to pick a winner.</Trans>
      </div>
    );
  }
  return (
    <section
      aria-label={t`Winner`}
      data-testid="wheel-winner"
      className="rounded-xl border-2 bg-card p-4 text-center shadow-sm"
      style={{ borderColor: winner.color }}
    >
      <p className="flex items-center justify-center gap-1.5 text-sm font-medium text-muted-foreground">
        <Trophy aria-hidden className="size-4" /> <Trans>Winner</Trans>
      </p>
      <p className="mt-1 text-2xl font-bold break-words">{winner.text}</p>
    </section>
  );
}

function CurrentOptions({
  options,
  disabled,
  onRemove,
}: {
  options: WheelOption[];
  disabled: boolean;
  onRemove: (id: string) => void;
}) {
  const { t } = useLingui();
  const tooltip = useTooltip();
  const optionCount = options.length;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Current Options ({optionCount})</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Numbers match the segments when the wheel shows numbers.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-label={t`Current options`} className="space-y-1.5">
          {options.map((option, index) => {
            const text = option.text;
            const removeLabel = t`Remove ${text}`;
            return (
              <li key={option.id} className="flex items-center gap-2 rounded-md border px-2 py-1.5 text-sm">
                <span
                  aria-hidden
                  className="size-4 shrink-0 rounded-full border"
                  style={{ backgroundColor: option.color }}
                />
                <span className="w-6 shrink-0 text-end text-muted-foreground tabular-nums">{index + 1}.</span>
                <span className="min-w-0 flex-1 break-words">{text}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={removeLabel}
                  title={tooltip(removeLabel)}
                  disabled={disabled}
                  onClick={() => onRemove(option.id)}
                >
                  <X aria-hidden />
                </Button>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
