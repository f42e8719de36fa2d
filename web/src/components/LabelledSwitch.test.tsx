// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LabelledSwitch } from "./LabelledSwitch";

describe("LabelledSwitch", () => {
  afterEach(cleanup);

  it("is a switch named by its label and described by its description", () => {
    render(
      <LabelledSwitch
        label="Trim whitespace"
        description="Ignore spaces at line ends"
        checked
        onCheckedChange={vi.fn()}
      />,
    );
    const toggle = screen.getByRole("switch", { name: "Trim whitespace" });
    expect(toggle).toHaveAccessibleDescription("Ignore spaces at line ends");
    expect(toggle).toBeChecked();
  });

  it("has no description when none is given", () => {
    render(<LabelledSwitch label="Decimals" checked={false} onCheckedChange={vi.fn()} />);
    const toggle = screen.getByRole("switch", { name: "Decimals" });
    expect(toggle).not.toHaveAttribute("aria-describedby");
    expect(toggle).not.toBeChecked();
  });

  it("toggles from a click on the label, and not while disabled", () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(
      <LabelledSwitch id="sound" label="Sound Effects" checked={false} onCheckedChange={onCheckedChange} />,
    );
    fireEvent.click(screen.getByText("Sound Effects"));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole("switch")).toHaveAttribute("id", "sound");

    onCheckedChange.mockClear();
    rerender(<LabelledSwitch label="Sound Effects" checked={false} disabled onCheckedChange={onCheckedChange} />);
    fireEvent.click(screen.getByRole("switch", { name: "Sound Effects" }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
