// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaletteColor } from "./engine";
import { colorName, OptionEditor } from "./OptionEditor";
import { labelHint } from "./SpinTab";

const palette: PaletteColor[] = [
  { name: "red", hex: "#EF4444" },
  { name: "blue", hex: "#3B82F6" },
];

afterEach(cleanup);

describe("OptionEditor", () => {
  it("applies text as typed, keeps a blank field with a message and restores it on blur", () => {
    const onTextChange = vi.fn((text: string) => text.trim() !== "");
    render(
      <ol>
        <OptionEditor
          option={{ id: "1", text: "Pizza", color: "#3B82F6" }}
          position={1}
          palette={palette}
          disabled={false}
          onTextChange={onTextChange}
          onColorChange={vi.fn()}
        />
      </ol>,
    );
    const input = screen.getByLabelText("Text of option 1");
    expect(screen.getByRole("button", { name: "Colour of option 1: Blue" })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: "Pasta" } });
    expect(onTextChange).toHaveBeenLastCalledWith("Pasta");
    fireEvent.change(input, { target: { value: "  " } });
    expect(input).toHaveValue("  ");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/An option needs some text/);
    fireEvent.blur(input);
    expect(input).toHaveValue("Pizza");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("names palette colours and shows other colours by their code", () => {
    expect(colorName(palette, "#ef4444")).toBe("Red");
    expect(colorName(palette, "#123456")).toBe("#123456");
  });
});

describe("labelHint", () => {
  const style = { fontPx: 12, maxChars: 10 };
  it("appears only when the engine asks for it, worded for the label mode", () => {
    expect(labelHint({ style: { ...style, mode: "text", showHint: false }, labels: [] })).toBeNull();
    expect(labelHint({ style: { ...style, mode: "text", showHint: true }, labels: [] })).toMatch(/shortened/);
    expect(labelHint({ style: { ...style, mode: "number", showHint: true }, labels: [] })).toMatch(/numbers/);
  });
});
