// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorTextOf, setEditorText } from "@/components/editor/testing";
import { SvgCodeCard } from "./SvgCodeCard";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2">\n  <rect width="2" height="2"/>\n</svg>';
const code = () => screen.getByRole("textbox", { name: "SVG Code" });

describe("SvgCodeCard", () => {
  afterEach(cleanup);

  it("shows the code with its line count and size, and lets SVG from the user be edited", () => {
    const onCodeChange = vi.fn();
    render(<SvgCodeCard code={SVG} editable onCodeChange={onCodeChange} />);
    expect(editorTextOf(code())).toBe(SVG);
    expect(code()).not.toHaveAttribute("aria-readonly");
    expect(code()).toHaveAccessibleDescription(`3 lines · ${SVG.length} B`);
    act(() => setEditorText(code(), "<svg/>"));
    expect(onCodeChange).toHaveBeenCalledWith("<svg/>");
    expect(screen.getByRole("button", { name: "Copy SVG Code" })).toBeEnabled();
  });

  it("is read-only for traced output, and Copy is off until there is code", () => {
    const { rerender } = render(<SvgCodeCard code="" editable={false} onCodeChange={vi.fn()} />);
    expect(code()).toHaveAttribute("aria-readonly", "true");
    expect(screen.getByRole("button", { name: "Copy SVG Code" })).toBeDisabled();
    rerender(<SvgCodeCard code={SVG} editable={false} onCodeChange={vi.fn()} />);
    expect(code()).toHaveAttribute("aria-readonly", "true");
    expect(editorTextOf(code())).toBe(SVG);
  });

  it("keeps a large SVG whole and editable", () => {
    const huge = `<svg>${"<rect/>\n".repeat(200_000)}</svg>`;
    render(<SvgCodeCard code={huge} editable onCodeChange={vi.fn()} />);
    expect(editorTextOf(code())).toBe(huge);
    expect(code()).not.toHaveAttribute("aria-readonly");
  });
});
