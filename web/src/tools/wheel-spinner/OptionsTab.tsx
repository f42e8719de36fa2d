import { useState } from "react";
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
          <CardTitle as="h2">Edit Options</CardTitle>
          <CardDescription>Change each option's text and colour.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol aria-label="Edit options" className="space-y-2">
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
  const [text, setText] = useState("");
  const add = () => {
    if (onAdd(text)) setText("");
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Add Option</CardTitle>
        <CardDescription>
          {count} of {max} options. Press Enter to add.
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
            New option
          </Label>
          <Input
            id="wheel-new-option"
            value={text}
            disabled={disabled}
            placeholder="Enter a new option..."
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" disabled={disabled}>
            <Plus aria-hidden /> Add
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
  const [text, setText] = useState("");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ListPlus aria-hidden className="size-5" /> Bulk Import
        </CardTitle>
        <CardDescription>
          One option per line (2 to {max}); blank lines are ignored. Importing replaces all current options.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Label htmlFor="wheel-bulk-import">Options to import</Label>
        <Textarea
          id="wheel-bulk-import"
          value={text}
          disabled={disabled}
          placeholder={"One option per line, for example:\nPizza\nSushi"}
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
          <Upload aria-hidden /> Import Options
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
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Settings</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <LabelledSlider
          id="wheel-spin-duration"
          label="Spin Duration"
          min={config.minSpinSeconds}
          max={config.maxSpinSeconds}
          value={settings.spinSeconds}
          format={(seconds) => `${seconds}s`}
          valueText={(seconds) => `${seconds} seconds`}
          description={
            <>
              {config.minSpinSeconds} to {config.maxSpinSeconds} seconds. With reduced motion turned on in your system
              or animations turned off in Settings, the wheel stops at once.
            </>
          }
          onValueChange={(spinSeconds) => onChange({ spinSeconds })}
        />
        <LabelledSwitch
          id="wheel-sound-effects"
          label="Sound Effects"
          checked={settings.sound}
          onCheckedChange={(sound) => onChange({ sound })}
        />
        <LabelledSwitch
          id="wheel-confetti"
          label="Confetti Animation"
          checked={settings.confetti}
          onCheckedChange={(confetti) => onChange({ confetti })}
        />
      </CardContent>
    </Card>
  );
}
