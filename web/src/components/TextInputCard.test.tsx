// @vitest-environment jsdom
import { useState } from "react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorTextOf, setEditorText } from "./editor/testing";
import { TextInputCard } from "./TextInputCard";

afterEach(cleanup);

function Harness({ onValueChange }: { onValueChange: (text: string) => void }) {
  const [text, setText] = useState("first");
  return (
    <TextInputCard
      id="t"
      title="Your Text"
      description="Counts as you type."
      value={text}
      onValueChange={(next) => {
        setText(next);
        onValueChange(next);
      }}
      busy={text.length > 10}
    >
      <button onClick={() => setText("")}>Clear</button>
    </TextInputCard>
  );
}

describe("TextInputCard", () => {
  it("labels its editor with the title, reports edits and takes new values from the page", async () => {
    const changed = vi.fn();
    render(<Harness onValueChange={changed} />);
    const editor = screen.getByLabelText("Your Text");
    expect(editor).toHaveAccessibleDescription("Counts as you type.");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Your Text");
    expect(editorTextOf(editor)).toBe("first");
    expect(editor).toHaveAttribute("aria-busy", "false");

    act(() => setEditorText(editor, "a longer text"));
    expect(changed).toHaveBeenCalledWith("a longer text");
    expect(editor).toHaveAttribute("aria-busy", "true");

    act(() => screen.getByRole("button", { name: "Clear" }).click());
    expect(editorTextOf(editor)).toBe("");
    // A value from the page is not reported back as an edit.
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
