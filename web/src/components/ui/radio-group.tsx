import * as React from "react";
import { cn } from "@/lib/cn";

export interface RadioOption<V extends string> {
  value: V;
  label: React.ReactNode;
  description?: React.ReactNode;
}

export interface RadioGroupProps<V extends string> {
  /** Shown as the group's legend (the accessible name of the radiogroup). */
  legend: React.ReactNode;
  name: string;
  value: V;
  options: readonly RadioOption<V>[];
  onValueChange: (value: V) => void;
  disabled?: boolean;
  className?: string;
}

/** Native radio buttons in a fieldset: arrow keys move the choice, the legend names the group. */
export function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onValueChange,
  disabled,
  className,
}: RadioGroupProps<V>) {
  return (
    <fieldset className={cn("grid gap-2", className)} disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <label key={option.value} htmlFor={id} className="flex cursor-pointer items-start gap-2 text-sm">
            <input
              id={id}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              <span className="font-medium">{option.label}</span>
              {option.description && <span className="block text-muted-foreground">{option.description}</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
