import { useId, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import type { AppSettings, SettingRange } from "@/lib/app-settings";

/** What every tab gets: the settings being edited and a way to change them (which marks them unsaved). */
export interface SettingsTabProps {
  settings: AppSettings;
  onChange: (update: (settings: AppSettings) => AppSettings) => void;
}

/** A tab's card: its title, a line about it, its controls. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

/** A labelled slider over one of the spec's ranges, its current value shown beside the label. */
export function SliderSetting({
  id,
  label,
  range,
  value,
  unit,
  description,
  onValueChange,
}: {
  id: string;
  label: string;
  range: SettingRange;
  value: number;
  unit: (value: number) => string;
  description?: ReactNode;
  onValueChange: (value: number) => void;
}) {
  const descriptionId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-sm text-muted-foreground tabular-nums" aria-hidden="true">
          {unit(value)}
        </span>
      </div>
      <Slider
        id={id}
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={unit(value)}
        aria-describedby={description ? descriptionId : undefined}
        onValueChange={onValueChange}
      />
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
    </div>
  );
}

/** The plain note beside a setting that nothing acts on yet. */
export const notYet = (what: string) => `Not available yet: ${what}`;
