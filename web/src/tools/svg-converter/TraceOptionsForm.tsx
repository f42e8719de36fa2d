import { LabelledSlider } from "@/components/LabelledSlider";
import type { ImageOptionsProps } from "@/components/image/ImageToolScreen";
import { RadioGroup } from "@/components/ui/radio-group";
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

/** To SVG: the tracer's mode, its colour and detail controls, and how outlines become curves. */
export function TraceOptionsForm({ options, onOptionsChange }: ImageOptionsProps<TraceOptions>) {
  const set = (change: Partial<TraceOptions>) => onOptionsChange({ ...options, ...change });
  return (
    <div className="space-y-4">
      <RadioGroup
        legend="Mode"
        name="svg-converter-mode"
        value={options.mode}
        options={MODES}
        onValueChange={(mode) => set({ mode })}
      />
      <LabelledSlider
        label="Colour Precision"
        value={options.colourPrecision}
        min={1}
        max={8}
        description="Higher keeps more distinct colours (more shapes, larger SVG)."
        disabled={options.mode === "blackAndWhite"}
        onValueChange={(colourPrecision) => set({ colourPrecision })}
      />
      <LabelledSlider
        label="Speckle Filter"
        value={options.filterSpeckle}
        min={0}
        max={64}
        description="Patches smaller than this many pixels across merge into their surroundings: lower keeps more detail."
        onValueChange={(filterSpeckle) => set({ filterSpeckle })}
      />
      <RadioGroup
        legend="Curves"
        name="svg-converter-curves"
        value={options.curveFitting}
        options={CURVES}
        onValueChange={(curveFitting) => set({ curveFitting })}
      />
    </div>
  );
}
