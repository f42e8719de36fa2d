import { cn } from "@/lib/cn";

export interface DirectionOption<D extends string> {
  value: D;
  label: string;
}

export interface DirectionSwitchProps<D extends string> {
  /** Names the group for screen readers ('Conversion direction'). */
  legend: string;
  name: string;
  value: D;
  options: readonly DirectionOption<D>[];
  onValueChange: (value: D) => void;
  disabled?: boolean;
}

/**
 * The converters' direction switch (To WebP / From WebP): native radios drawn as one segmented control, so the
 * arrow keys move between the directions and the chosen one is announced as checked.
 */
export function DirectionSwitch<D extends string>({
  legend,
  name,
  value,
  options,
  onValueChange,
  disabled,
}: DirectionSwitchProps<D>) {
  return (
    <fieldset disabled={disabled} className="w-full sm:w-fit">
      <legend className="sr-only">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-muted p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "relative flex cursor-pointer items-center justify-center rounded-md px-4 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground",
              "has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
              "has-disabled:cursor-not-allowed has-disabled:opacity-50",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              // Invisible but covering its segment: a click anywhere on it lands on the radio itself.
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
