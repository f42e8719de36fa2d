import * as React from "react";
import { cn } from "@/lib/cn";

export interface CheckboxProps extends Omit<React.ComponentProps<"input">, "type" | "onChange" | "checked"> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A native checkbox, themed. */
export function Checkbox({ checked, onCheckedChange, className, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      checked={checked}
      onChange={(event) => onCheckedChange(event.target.checked)}
      className={cn(
        "peer size-4 shrink-0 cursor-pointer rounded-[4px] accent-primary disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
