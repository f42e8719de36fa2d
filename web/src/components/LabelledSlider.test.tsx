// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LabelledSlider } from "./LabelledSlider";

const percent = (quality: number) => `${quality}%`;

/**
 * What a browser does for an arrow key on a range input (jsdom has no such default action): step the value by the
 * input's own step, within its min and max, and fire `input`.
 */
function press(slider: HTMLElement, key: "ArrowRight" | "ArrowLeft") {
  const input = slider as HTMLInputElement;
  if (fireEvent.keyDown(input, { key }) && !input.disabled) {
    if (key === "ArrowRight") input.stepUp();
    else input.stepDown();
    fireEvent.input(input);
  }
}

describe("LabelledSlider", () => {
  afterEach(cleanup);

  it("shows the value in its label, which names the slider, and its ends hidden from assistive technology", () => {
    render(
      <LabelledSlider
        label="Quality"
        value={80}
        min={10}
        max={100}
        step={5}
        format={percent}
        valueText={percent}
        showEnds
        description="Lower quality, smaller file."
        onValueChange={vi.fn()}
      />,
    );
    const slider = screen.getByRole("slider", { name: "Quality: 80%" });
    expect(slider).toHaveAttribute("aria-valuetext", "80%");
    expect(slider).toHaveAccessibleDescription("Lower quality, smaller file.");
    expect([slider.getAttribute("min"), slider.getAttribute("max"), slider.getAttribute("step")]).toEqual([
      "10",
      "100",
      "5",
    ]);
    expect(screen.getByText("Quality: 80%").tagName).toBe("LABEL");

    const ends = screen.getByText("10%").parentElement!;
    expect(ends).toHaveAttribute("aria-hidden", "true");
    expect(ends).toHaveTextContent("10%100%");
  });

  it("shows the value beside a label that alone names the slider, hidden from assistive technology", () => {
    render(
      <LabelledSlider
        id="settings-session-timeout"
        label="Session Timeout"
        valuePosition="beside-label"
        value={60}
        min={5}
        max={480}
        step={5}
        format={(minutes) => `${minutes} minutes`}
        valueText={(minutes) => `${minutes} minutes`}
        onValueChange={vi.fn()}
      />,
    );
    const slider = screen.getByRole("slider", { name: "Session Timeout" });
    expect(slider).toHaveAttribute("id", "settings-session-timeout");
    expect(slider).toHaveAttribute("aria-valuetext", "60 minutes");
    expect(screen.getByText("60 minutes")).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByText("5 minutes")).not.toBeInTheDocument(); // no ends unless asked
  });

  it("has no description, value text or ends when none is given, and a made-up id", () => {
    render(<LabelledSlider label="Speckle Filter" value={4} min={0} max={64} onValueChange={vi.fn()} />);
    const slider = screen.getByRole("slider", { name: "Speckle Filter: 4" });
    expect(slider).not.toHaveAttribute("aria-describedby");
    expect(slider).not.toHaveAttribute("aria-valuetext");
    expect(slider).toHaveAttribute("step", "1");
    expect(slider.id).not.toBe("");
    expect(screen.queryByText("0")).not.toBeInTheDocument();
  });

  it("reports arrow-key steps through onValueChange, and none while disabled", () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <LabelledSlider label="Indent" value={2} min={1} max={8} onValueChange={onValueChange} />,
    );
    const slider = screen.getByRole("slider", { name: "Indent: 2" });
    slider.focus();
    press(slider, "ArrowRight");
    expect(onValueChange).toHaveBeenLastCalledWith(3);

    rerender(<LabelledSlider label="Quality" value={80} min={10} max={100} step={5} onValueChange={onValueChange} />);
    press(slider, "ArrowLeft");
    expect(onValueChange).toHaveBeenLastCalledWith(75);

    onValueChange.mockClear();
    rerender(<LabelledSlider label="Indent" value={2} min={1} max={8} disabled onValueChange={onValueChange} />);
    expect(screen.getByRole("slider", { name: "Indent: 2" })).toBeDisabled();
    press(slider, "ArrowRight");
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
