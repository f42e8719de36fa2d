import { TriangleAlert } from "lucide-react";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** One on/off option of an engine, keyed by the engine's camelCase name. */
export interface SwitchOption<O> {
  key: keyof O & string;
  label: string;
  /** One line saying what the option does. */
  description: string;
}

export interface OptionGroup<O> {
  title: string;
  description?: string;
  options: SwitchOption<O>[];
  /** A caution shown under the group (the JS page's experimental options). */
  warning?: string;
}

/** A titled card of switches for an engine's boolean options. */
export function OptionGroupCard<O extends { [K in keyof O]: boolean }>({
  group,
  options,
  onChange,
}: {
  group: OptionGroup<O>;
  options: O;
  onChange: (update: (options: O) => O) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{group.title}</CardTitle>
        {group.description && <CardDescription>{group.description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          {group.options.map((option) => (
            <LabelledSwitch
              key={option.key}
              variant="tile"
              label={option.label}
              description={option.description}
              checked={options[option.key]}
              onCheckedChange={(checked) => onChange((o) => ({ ...o, [option.key]: checked }))}
            />
          ))}
        </div>
        {group.warning && (
          <Alert>
            <TriangleAlert aria-hidden />
            <AlertDescription className="text-foreground">{group.warning}</AlertDescription>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
