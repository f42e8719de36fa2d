import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Preset, PresetId } from "./engine";
import { optionWordText, presetName } from "./words";

export interface PresetsTabProps {
  presets: Preset[];
  disabled: boolean;
  onApply: (id: PresetId) => void;
}

/** Ready-made wheels; loading one replaces the options and resets the rotation and the winner. */
export function PresetsTab({ presets, disabled, onApply }: PresetsTabProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {presets.map((preset) => (
        <PresetCard key={preset.id} preset={preset} disabled={disabled} onApply={onApply} />
      ))}
    </div>
  );
}

/** One preset: its name and options (in the page's language) and the button that loads it. */
function PresetCard({
  preset,
  disabled,
  onApply,
}: {
  preset: Preset;
  disabled: boolean;
  onApply: (id: PresetId) => void;
}) {
  const { t } = useLingui();
  const name = presetName(preset.id);
  const optionCount = preset.options.length;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">{name}</CardTitle>
        <CardDescription>
          <Plural value={optionCount} one="# option" other="# options" />
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul aria-label={t`${name} options`} className="flex flex-wrap gap-1.5">
          {preset.options.map((option, index) => (
            <li key={index} className="flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs">
              <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: option.color }} />
              {optionWordText(option.word)}
            </li>
          ))}
        </ul>
        <Button variant="outline" className="w-fit" disabled={disabled} onClick={() => onApply(preset.id)}>
          <Trans>Use {name}</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
