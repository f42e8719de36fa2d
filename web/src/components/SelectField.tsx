import { useId } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string> {
  label: string;
  options: readonly SelectOption<T>[];
  value: T;
  /** Called with the chosen option's value, typed: the select's text is matched against the options. */
  onValueChange: (value: T) => void;
  disabled?: boolean;
  /** The select's id, for pages that point at it; one is made up otherwise. */
  id?: string;
}

/** A labelled choice from a fixed list: the one way pages show a drop-down (the browser's own select). */
export function SelectField<T extends string>({
  label,
  options,
  value,
  onValueChange,
  disabled,
  id,
}: SelectFieldProps<T>) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className="grid gap-2">
      <Label htmlFor={selectId}>{label}</Label>
      <NativeSelect
        id={selectId}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onValueChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
