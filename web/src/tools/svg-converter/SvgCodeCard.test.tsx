import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EDITABLE_SVG_CHARS, SvgCodeCard } from "./SvgCodeCard";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2">\n  <rect width="2" height="2"/>\n</svg>';

describe("SvgCodeCard", () => {
  afterEach(cleanup);

  it("shows the code with its line count and size, and lets SVG from the user be edited", () => {
    const onCodeChange = vi.fn();
    render(<SvgCodeCard code={SVG} editable onCodeChange={onCodeChange} />);
    const code = screen.getByRole("textbox", { name: "SVG Code" });
    expect(code).toHaveValue(SVG);
    expect(code).not.toHaveAttribute("readonly");
    expect(code).toHaveAccessibleDescription(`3 lines · ${SVG.length} B`);
    fireEvent.change(code, { target: { value: "<svg/>" } });
    expect(onCodeChange).toHaveBeenCalledWith("<svg/>");
    expect(screen.getByRole("button", { name: "Copy SVG Code" })).toBeEnabled();
  });

  it("is read-only for traced output, and Copy is off until there is code", () => {
    const { rerender } = render(<SvgCodeCard code="" editable={false} onCodeChange={vi.fn()} />);
    expect(screen.getByRole("textbox", { name: "SVG Code" })).toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Copy SVG Code" })).toBeDisabled();
    rerender(<SvgCodeCard code={SVG} editable={false} onCodeChange={vi.fn()} />);
    expect(screen.getByRole("textbox", { name: "SVG Code" })).toHaveAttribute("readonly");
  });

  it("shows a huge SVG read-only, and says so", () => {
    const huge = `<svg>${" ".repeat(EDITABLE_SVG_CHARS)}</svg>`;
    render(<SvgCodeCard code={huge} editable onCodeChange={vi.fn()} />);
    const code = screen.getByRole("textbox", { name: "SVG Code" });
    expect(code).toHaveAttribute("readonly");
    expect(code).toHaveAccessibleDescription(/too large to edit here/);
    expect((code as HTMLTextAreaElement).value.length).toBeLessThan(huge.length);
  });
});
