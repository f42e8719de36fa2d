import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";

export interface QualitySliderProps {
  value: number;
  min: number;
  max: number;
  /** The spec's steps are 5 everywhere. */
  step?: number;
  onValueChange: (quality: number) => void;
  disabled?: boolean;
  /** A line under the slider (what quality does for this output). */
  description?: string;
}

/** 'Quality: 80%' over a range input: the image tools' quality slider. */
export function QualitySlider({ value, min, max, step = 5, onValueChange, disabled, description }: QualitySliderProps) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Quality: {value}%</Label>
      <Slider
        id={id}
        value={value}
        min={min}
        max={max}
        step={step}
        onValueChange={onValueChange}
        disabled={disabled}
        aria-valuetext={`${value}%`}
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <div className="flex justify-between text-xs text-muted-foreground tabular-nums" aria-hidden>
        <span>{min}%</span>
        <span>{max}%</span>
      </div>
      {description && (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
    </div>
  );
}
