/**
 * The wheel's own words in the page's language: the palette's colour names, the presets' names and the texts of
 * the options the engine proposes (the defaults, the presets'). The engine gives them as ids; once an option is
 * on the wheel its text is the visitor's own and is never translated again.
 */
import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { ColorName, OptionSpec, OptionWord, PresetId, ProposedOption } from "./engine";

const COLOR_NAMES: Record<ColorName, () => string> = {
  red: () => t`Red`,
  blue: () => t`Blue`,
  green: () => t`Green`,
  orange: () => t`Orange`,
  purple: () => t`Purple`,
  teal: () => t`Teal`,
  pink: () => t`Pink`,
  yellow: () => t`Yellow`,
  indigo: () => t`Indigo`,
  lime: () => t`Lime`,
  rose: () => t`Rose`,
  cyan: () => t`Cyan`,
  amber: () => t`Amber`,
  violet: () => t`Violet`,
  emerald: () => t`Emerald`,
  fuchsia: () => t`Fuchsia`,
  sky: () => t`Sky`,
  slate: () => t`Slate`,
};

const PRESET_NAMES: Record<PresetId, () => string> = {
  yesOrNo: () => t`Yes or No`,
  numbersOneToTen: () => t`Numbers 1-10`,
  colors: () => t`Colors`,
  defaultOptions: () => t`Default Options`,
};

export function colorNameText(name: ColorName): string {
  return COLOR_NAMES[name]();
}

export function presetName(id: PresetId): string {
  return PRESET_NAMES[id]();
}

export function optionWordText(word: OptionWord): string {
  switch (word.kind) {
    case "numbered": {
      const number = word.params.number;
      return t`Option ${number}`;
    }
    case "number":
      return i18n.number(word.params.value);
    case "yes":
      return t`Yes`;
    case "no":
      return t`No`;
    case "color":
      return colorNameText(word.params.name);
  }
}

/** Proposed options as the wheel holds them, their texts in the page's language. */
export function wordedOptions(options: ProposedOption[]): OptionSpec[] {
  return options.map((option) => ({ text: optionWordText(option.word), color: option.color }));
}
