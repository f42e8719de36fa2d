import { LabelledSlider, type LabelledSliderProps } from "@/components/LabelledSlider";

const percent = (quality: number) => `${quality}%`;

export type QualitySliderProps = Pick<
  LabelledSliderProps,
  "value" | "min" | "max" | "step" | "onValueChange" | "disabled" | "description"
>;

/** 'Quality: 80%' with its ends in per cent: the image tools' quality slider (the spec's steps are 5 everywhere). */
export function QualitySlider({ step = 5, ...props }: QualitySliderProps) {
  return <LabelledSlider label="Quality" step={step} format={percent} valueText={percent} showEnds {...props} />;
}
