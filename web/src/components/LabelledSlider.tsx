import { useId, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { cn } from "@/lib/cn";

export interface LabelledSliderProps {
  /** What the slider sets: "Quality", "Length". */
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onValueChange: (value: number) => void;
  /** The value as the page shows it ("80%", "5s"), in the label or beside it and at the ends; the bare number otherwise. */
  format?: (value: number) => string;
  /**
   * `in-label`: the label reads "Quality: 80%", and that is the slider's name. `beside-label`: the label alone
   * ("Length") names the slider and the value sits at the label's right, hidden from assistive technology, which
   * reads the slider's own value (give it `valueText`).
   */
  valuePosition?: "in-label" | "beside-label";
  /** What a screen reader says for a value (aria-valuetext): "5 seconds"; the bare number when not given. */
  valueText?: (value: number) => string;
  /** The formatted min and max under the track (hidden from assistive technology: the slider states its range). */
  showEnds?: boolean;
  /** A line under the slider, read out as its description. */
  description?: ReactNode;
  disabled?: boolean;
  /** The slider's id, for pages and tests that point at it; one is made up otherwise. */
  id?: string;
  className?: string;
}

/** A range slider with its label, value and optional ends and description: the one way every page shows a slider. */
export function LabelledSlider({
  label,
  value,
  min,
  max,
  step,
  onValueChange,
  format = String,
  valuePosition = "in-label",
  valueText,
  showEnds = false,
  description,
  disabled,
  id,
  className,
}: LabelledSliderProps) {
  const { t } = useLingui();
  const generatedId = useId();
  const sliderId = id ?? generatedId;
  const shown = format(value);
  const descriptionId = `${sliderId}-description`;
  return (
    <div className={cn("space-y-2", className)}>
      {valuePosition === "in-label" ? (
        <Label htmlFor={sliderId}>{t`${label}: ${shown}`}</Label>
      ) : (
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={sliderId}>{label}</Label>
          <span className="text-sm font-medium tabular-nums" aria-hidden="true">
            {shown}
          </span>
        </div>
      )}
      <Slider
        id={sliderId}
        value={value}
        min={min}
        max={max}
        step={step}
        onValueChange={onValueChange}
        disabled={disabled}
        aria-valuetext={valueText?.(value)}
        aria-describedby={description ? descriptionId : undefined}
      />
      {showEnds && (
        <div className="flex justify-between text-xs text-muted-foreground tabular-nums" aria-hidden="true">
          <span>{format(min)}</span>
          <span>{format(max)}</span>
        </div>
      )}
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground tabular-nums">
          {description}
        </p>
      )}
    </div>
  );
}
