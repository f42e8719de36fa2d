// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DirectionSwitch } from "./DirectionSwitch";

const OPTIONS = [
  { value: "to", label: "To WebP" },
  { value: "from", label: "From WebP" },
] as const;

describe("DirectionSwitch", () => {
  afterEach(cleanup);

  it("is a named group of radios with the current direction checked", () => {
    const onValueChange = vi.fn();
    render(
      <DirectionSwitch
        legend="Conversion direction"
        name="d"
        value="to"
        options={OPTIONS}
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole("group", { name: "Conversion direction" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "To WebP" })).toBeChecked();
    fireEvent.click(screen.getByRole("radio", { name: "From WebP" }));
    expect(onValueChange).toHaveBeenCalledWith("from");
  });
});
