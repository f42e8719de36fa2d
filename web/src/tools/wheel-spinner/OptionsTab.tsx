import { useState } from "react";
import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ListPlus, Plus, Upload } from "lucide-react";
import { LabelledSlider } from "@/components/LabelledSlider";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { WheelConfig } from "./engine";
import { OptionEditor } from "./OptionEditor";
import type { WheelSettings } from "./storage";
import type { WheelState } from "./wheel-store";

export interface OptionsTabProps {
  state: WheelState;
  config: WheelConfig;
  /** Each returns whether the change was applied (a refusal shows its own message). */
  onAdd: (text: string) => boolean;
  onImport: (text: string) => boolean;
  onEditText: (id: string, text: string) => boolean;
  onEditColor: (id: string, color: string) => void;
  onSettingsChange: (patch: Partial<WheelSettings>) => void;
}

export function OptionsTab({
  state,
  config,
  onAdd,
  onImport,
  onEditText,
  onEditColor,
  onSettingsChange,
}: OptionsTabProps) {
  const { t } = useLingui();
  const spinning = state.spin !== null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-6">
        <AddOption disabled={spinning} onAdd={onAdd} count={state.options.length} max={config.maxOptions} />
        <BulkImport disabled={spinning} onImport={onImport} max={config.maxOptions} />
        <Settings settings={state.settings} config={config} onChange={onSettingsChange} />
      </div>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Edit Options</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Change each option's text and colour.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol aria-label={t`Edit options`} className="space-y-2">
            {state.options.map((option, index) => (
              <OptionEditor
                key={option.id}
                option={option}
                position={index + 1}
                palette={config.palette}
                disabled={spinning}
                onTextChange={(text) => onEditText(option.id, text)}
                onColorChange={(color) => onEditColor(option.id, color)}
              />
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}

function AddOption({
  disabled,
  onAdd,
  count,
  max,
}: {
  disabled: boolean;
  onAdd: (text: string) => boolean;
  count: number;
  max: number;
}) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const add = () => {
    if (onAdd(text)) setText("");
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Add Option</Trans>
        </CardTitle>
        <CardDescription>
          <Plural
            value={max}
            one={`${count} of # option. Press Enter to add.`}
            other={`${count} of # options. Press Enter to add.`}
          />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Label htmlFor="wheel-new-option" className="sr-only">
            <Trans>New option</Trans>
          </Label>
          <Input
            id="wheel-new-option"
            value={text}
            disabled={disabled}
            placeholder={t`Enter a new option...`}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" disabled={disabled}>
            <Plus aria-hidden /> <Trans>Add</Trans>
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function BulkImport({
  disabled,
  onImport,
  max,
}: {
  disabled: boolean;
  onImport: (text: string) => boolean;
  max: number;
}) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ListPlus aria-hidden className="size-5" /> <Trans>Bulk Import</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            One option per line (2 to {max}); blank lines are ignored. Importing replaces all current options.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Label htmlFor="wheel-bulk-import">
          <Trans>Options to import</Trans>
        </Label>
        <Textarea
          id="wheel-bulk-import"
          value={text}
          disabled={disabled}
          placeholder={t`One option per line, for example:\nPizza\nSushi`}
          className="min-h-32"
          onChange={(event) => setText(event.target.value)}
        />
        <Button
          variant="secondary"
          // Nothing typed yet: nothing to import (the placeholder is only a hint).
          disabled={disabled || text.trim() === ""}
          onClick={() => {
            if (onImport(text)) setText("");
          }}
        >
          <Upload aria-hidden /> <Trans>Import Options</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}

function Settings({
  settings,
  config,
  onChange,
}: {
  settings: WheelSettings;
  config: WheelConfig;
  onChange: (patch: Partial<WheelSettings>) => void;
}) {
  const { t } = useLingui();
  const { minSpinSeconds, maxSpinSeconds } = config;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Settings</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <LabelledSlider
          id="wheel-spin-duration"
          label={t`Spin Duration`}
          min={config.minSpinSeconds}
          max={config.maxSpinSeconds}
          value={settings.spinSeconds}
          format={(seconds) => t`${seconds}s`}
          valueText={(seconds) => t`${plural(seconds, { one: "# second", other: "# seconds" })}`}
          description={
            <Trans>
              {minSpinSeconds} to {maxSpinSeconds} seconds. With reduced motion turned on in your system or animations
              turned off in Settings, the wheel stops at once.
            </Trans>
          }
          onValueChange={(spinSeconds) => onChange({ spinSeconds })}
        />
        <LabelledSwitch
          id="wheel-sound-effects"
          label={t`Sound Effects`}
          checked={settings.sound}
          onCheckedChange={(sound) => onChange({ sound })}
        />
        <LabelledSwitch
          id="wheel-confetti"
          label={t`Confetti Animation`}
          checked={settings.confetti}
          onCheckedChange={(confetti) => onChange({ confetti })}
        />
      </CardContent>
    </Card>
  );
}
