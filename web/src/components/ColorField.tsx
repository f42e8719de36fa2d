import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export interface ColorFieldProps {
  label: string;
  /** The colour as typed: any text the engine reads (hex, rgb(), a CSS name…). */
  value: string;
  onValueChange: (value: string) => void;
  /** The picker's colour as `#rrggbb`: the engine's reading of `value`; by default `value` when it is one. */
  picker?: string;
  /** Why `value` is not a colour (the engine's refusal), shown under the field. */
  error?: string;
  placeholder?: string;
}

/** The colour picker only shows `#rrggbb`; anything else shows this until the text is one. */
const SIX_DIGIT_HEX = /^#[0-9a-f]{6}$/i;

/**
 * A colour's text field with the browser's colour picker beside it, kept in step: typing changes the value as
 * typed (the engine reads it), picking writes the picked `#rrggbb`. An error is announced under the field.
 */
export function ColorField({ label, value, onValueChange, picker, error, placeholder }: ColorFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          placeholder={placeholder}
          spellCheck={false}
          autoComplete="off"
          translate="no"
          className="min-w-0 font-mono"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <input
          type="color"
          aria-label={t`Pick: ${label}`}
          value={picker ?? (SIX_DIGIT_HEX.test(value) ? value : "#000000")}
          onChange={(event) => onValueChange(event.target.value)}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border bg-transparent p-1"
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
