import { useId, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import type { PaletteColor } from "./engine";
import type { WheelOption } from "./storage";
import { colorNameText } from "./words";

export interface OptionEditorProps {
  option: WheelOption;
  position: number;
  palette: PaletteColor[];
  disabled: boolean;
  /** Applies non-blank text; returns false when the text was not applied. */
  onTextChange: (text: string) => boolean;
  onColorChange: (color: string) => void;
}

/** The palette name of a colour, or its hex code when it is not one of the 18. */
export function colorName(palette: PaletteColor[], hex: string): string {
  const named = palette.find((color) => color.hex.toUpperCase() === hex.toUpperCase());
  return named ? colorNameText(named.name) : hex;
}

/**
 * One option's row: its colour (a menu of the 18 named swatches) and its text. The text applies as it is typed;
 * a blank text is kept in the field with a message, while the wheel keeps the last non-blank text.
 */
export function OptionEditor({ option, position, palette, disabled, onTextChange, onColorChange }: OptionEditorProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(option.text);
  const current = option.text;
  const blank = !draft.trim();
  const inputId = useId();
  const errorId = useId();

  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <span className="w-6 shrink-0 text-end text-sm text-muted-foreground tabular-nums">{position}.</span>
        <ColorPicker
          label={t`Colour of option ${position}`}
          palette={palette}
          value={option.color}
          disabled={disabled}
          onChange={onColorChange}
        />
        <label htmlFor={inputId} className="sr-only">
          <Trans>Text of option {position}</Trans>
        </label>
        <Input
          id={inputId}
          value={draft}
          disabled={disabled}
          aria-invalid={blank || undefined}
          aria-describedby={blank ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            onTextChange(event.target.value);
          }}
          onBlur={() => {
            if (blank) setDraft(option.text);
          }}
        />
      </div>
      {blank && (
        <p id={errorId} className="pl-8 text-xs text-destructive">
          <Trans>An option needs some text; the wheel keeps “{current}” until you type one.</Trans>
        </p>
      )}
    </li>
  );
}

interface ColorPickerProps {
  label: string;
  palette: PaletteColor[];
  value: string;
  disabled: boolean;
  onChange: (hex: string) => void;
}

/** A button showing the colour; its menu lists the palette as named swatches (arrow keys, Enter, Escape). */
function ColorPicker({ label, palette, value, disabled, onChange }: ColorPickerProps) {
  const { t } = useLingui();
  const name = colorName(palette, value);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button
          variant="outline"
          size="sm"
          className="w-28 shrink-0 justify-between px-2"
          aria-label={t`${label}: ${name}`}
        >
          <span className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden className="size-4 shrink-0 rounded-sm border" style={{ backgroundColor: value }} />
            <span className="truncate">{name}</span>
          </span>
          <ChevronDown aria-hidden className="size-3.5 opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" aria-label={label}>
        <DropdownMenuRadioGroup
          value={value.toUpperCase()}
          onValueChange={onChange}
          className="grid grid-cols-2 gap-0.5 sm:grid-cols-3"
        >
          {palette.map((color) => (
            <DropdownMenuRadioItem key={color.hex} value={color.hex.toUpperCase()}>
              <span aria-hidden className="size-4 shrink-0 rounded-sm border" style={{ backgroundColor: color.hex }} />
              {colorNameText(color.name)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
