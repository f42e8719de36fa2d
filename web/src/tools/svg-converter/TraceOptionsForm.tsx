import { useId } from "react";
import type { ImageOptionsProps } from "@/components/image/ImageToolScreen";
import { Label } from "@/components/ui/label";
import { RadioGroup } from "@/components/ui/radio-group";
import { Slider } from "@/components/ui/slider";
import type { TraceOptions } from "@/lib/image/engine";

const MODES = [
  { value: "colour", label: "Colour", description: "Every colour region becomes a shape" },
  { value: "blackAndWhite", label: "Black and White", description: "Only the dark shapes: line art, scans, logos" },
] as const;

const CURVES = [
  { value: "splines", label: "Smooth curves", description: "Curves with corners kept: the smallest files" },
  { value: "polygons", label: "Straight lines", description: "Polygons, for sharp geometric shapes" },
  { value: "pixels", label: "Pixels", description: "The exact pixel outline, for pixel art" },
] as const;

interface RangeProps {
  label: string;
  value: number;
  min: number;
  max: number;
  description: string;
  disabled: boolean;
  onValueChange: (value: number) => void;
}

function RangeOption({ label, value, min, max, description, disabled, onValueChange }: RangeProps) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}: {value}
      </Label>
      <Slider
        id={id}
        value={value}
        min={min}
        max={max}
        onValueChange={onValueChange}
        disabled={disabled}
        aria-describedby={`${id}-description`}
      />
      <p id={`${id}-description`} className="text-xs text-muted-foreground">
        {description}
      </p>
    </div>
  );
}

/** To SVG: the tracer's mode, its colour and detail controls, and how outlines become curves. */
export function TraceOptionsForm({ options, onOptionsChange, disabled }: ImageOptionsProps<TraceOptions>) {
  const set = (change: Partial<TraceOptions>) => onOptionsChange({ ...options, ...change });
  return (
    <div className="space-y-4">
      <RadioGroup
        legend="Mode"
        name="svg-converter-mode"
        value={options.mode}
        options={MODES}
        onValueChange={(mode) => set({ mode })}
        disabled={disabled}
      />
      <RangeOption
        label="Colour Precision"
        value={options.colourPrecision}
        min={1}
        max={8}
        description="Higher keeps more distinct colours (more shapes, larger SVG)."
        disabled={disabled || options.mode === "blackAndWhite"}
        onValueChange={(colourPrecision) => set({ colourPrecision })}
      />
      <RangeOption
        label="Speckle Filter"
        value={options.filterSpeckle}
        min={0}
        max={64}
        description="Patches smaller than this many pixels across merge into their surroundings: lower keeps more detail."
        disabled={disabled}
        onValueChange={(filterSpeckle) => set({ filterSpeckle })}
      />
      <RadioGroup
        legend="Curves"
        name="svg-converter-curves"
        value={options.curveFitting}
        options={CURVES}
        onValueChange={(curveFitting) => set({ curveFitting })}
        disabled={disabled}
      />
    </div>
  );
}
