import { useLingui } from "@lingui/react/macro";
import { LabelledSlider, type LabelledSliderProps } from "@/components/LabelledSlider";
import type { QualityRange } from "@/wasm/image/image.js";

export type QualitySliderProps = Pick<LabelledSliderProps, "value" | "onValueChange" | "disabled" | "description"> & {
  /** The tool's slider as the engine gives it (`imageDefaults.sliders`): its ends; steps of 5, as the spec's. */
  range: QualityRange;
};

/** 'Quality: 80%' with its ends in per cent: the image tools' quality slider. */
export function QualitySlider({ range, ...props }: QualitySliderProps) {
  const { i18n, t } = useLingui();
  const percent = (quality: number) => i18n.number(quality / 100, { style: "percent" });
  return (
    <LabelledSlider
      label={t`Quality`}
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
