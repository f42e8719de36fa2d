import { useLingui } from "@lingui/react/macro";
import { LabelledSlider } from "@/components/LabelledSlider";
import type { ImageOptionsProps } from "@/components/image/ImageToolScreen";
import { RadioGroup } from "@/components/ui/radio-group";
import type { TraceOptions } from "@/lib/image/engine";

/** To SVG: the tracer's mode, its colour and detail controls, and how outlines become curves. */
export function TraceOptionsForm({ options, onOptionsChange }: ImageOptionsProps<TraceOptions>) {
  const { t } = useLingui();
  const set = (change: Partial<TraceOptions>) => onOptionsChange({ ...options, ...change });
  const modes = [
    { value: "colour", label: t`Colour`, description: t`Every colour region becomes a shape` },
    { value: "blackAndWhite", label: t`Black and White`, description: t`Only the dark shapes: line art, scans, logos` },
  ] as const;
  const curves = [
    { value: "splines", label: t`Smooth curves`, description: t`Curves with corners kept: the smallest files` },
    { value: "polygons", label: t`Straight lines`, description: t`Polygons, for sharp geometric shapes` },
    { value: "pixels", label: t`Pixels`, description: t`The exact pixel outline, for pixel art` },
  ] as const;
  return (
    <div className="space-y-4">
      <RadioGroup
        legend={t`Mode`}
        name="svg-converter-mode"
        value={options.mode}
        options={modes}
        onValueChange={(mode) => set({ mode })}
      />
      <LabelledSlider
        label={t`Colour Precision`}
        value={options.colourPrecision}
        min={1}
        max={8}
        description={t`Higher keeps more distinct colours (more shapes, larger SVG).`}
        disabled={options.mode === "blackAndWhite"}
        onValueChange={(colourPrecision) => set({ colourPrecision })}
      />
      <LabelledSlider
        label={t`Speckle Filter`}
        value={options.filterSpeckle}
        min={0}
        max={64}
        description={t`Patches smaller than this many pixels across merge into their surroundings: lower keeps more detail.`}
        onValueChange={(filterSpeckle) => set({ filterSpeckle })}
      />
      <RadioGroup
        legend={t`Curves`}
        name="svg-converter-curves"
        value={options.curveFitting}
        options={curves}
        onValueChange={(curveFitting) => set({ curveFitting })}
      />
    </div>
  );
}
