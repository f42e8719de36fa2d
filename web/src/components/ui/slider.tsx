import * as React from "react";
import { cn } from "@/lib/cn";

export interface SliderProps extends Omit<
  React.ComponentProps<"input">,
  "type" | "onChange" | "value" | "min" | "max" | "step"
> {
  value: number;
  min: number;
  max: number;
  step?: number;
  onValueChange: (value: number) => void;
}

/**
 * A native range input, themed: arrow keys, Page Up/Down, Home/End and screen readers work as the platform
 * defines. Label it with <Label htmlFor> or aria-label.
 */
export function Slider({ value, min, max, step = 1, onValueChange, className, ...props }: SliderProps) {
  return (
    <input
      type="range"
      value={value}
      min={min}
      max={max}
      step={step}
      onChange={(event) => onValueChange(Number(event.target.value))}
      className={cn(
        "h-2 w-full cursor-pointer appearance-auto accent-primary disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
