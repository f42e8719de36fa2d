import { LabelledSlider, type LabelledSliderProps } from "@/components/LabelledSlider";
import type { QualityRange } from "@/wasm/image/image.js";

const percent = (quality: number) => `${quality}%`;

export type QualitySliderProps = Pick<LabelledSliderProps, "value" | "onValueChange" | "disabled" | "description"> & {
  /** The tool's slider as the engine gives it (`imageDefaults.sliders`): its ends; steps of 5, as the spec's. */
  range: QualityRange;
};

/** 'Quality: 80%' with its ends in per cent: the image tools' quality slider. */
export function QualitySlider({ range, ...props }: QualitySliderProps) {
  return (
    <LabelledSlider
      label="Quality"
      min={range.min}
      max={range.max}
      step={5}
      format={percent}
      valueText={percent}
      showEnds
      {...props}
    />
  );
}
