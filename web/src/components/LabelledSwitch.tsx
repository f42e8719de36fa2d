import { useId, type ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";

export interface LabelledSwitchProps {
  label: ReactNode;
  /** A line under the label, read out as the switch's description. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The switch's id, for pages that point at it; one is made up otherwise. */
  id?: string;
  /** `row`: label and switch on one line; `tile`: a bordered box, for grids of options. */
  variant?: "row" | "tile";
  className?: string;
}

/** A switch with its label (and optional description) beside it: the one way every page shows an on/off option. */
export function LabelledSwitch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  id,
  variant = "row",
  className,
}: LabelledSwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  return (
    <div
      className={cn(
        "flex justify-between",
        variant === "tile" ? "items-start gap-3 rounded-lg border p-3" : "items-center gap-4",
        className,
      )}
    >
      <div className="min-w-0 space-y-1">
        <Label htmlFor={switchId}>{label}</Label>
        {description && (
          <p id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      <Switch
        id={switchId}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? descriptionId : undefined}
      />
    </div>
  );
}
