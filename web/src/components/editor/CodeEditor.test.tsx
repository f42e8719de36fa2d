// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { EditorView } from "@codemirror/view";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CodeEditor } from "./CodeEditor";

afterEach(cleanup);

function Screen({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <>
      <span id="input-label">Input</span>
      <CodeEditor value={value} onChange={onChange} language="text" labelledBy="input-label" />
    </>
  );
}

const view = () => EditorView.findFromDOM(screen.getByLabelText("Input").closest(".cm-editor") as HTMLElement)!;

/** Types `text` at the cursor, as a keystroke would. */
function type(text: string) {
  const { head } = view().state.selection.main;
  act(() =>
    view().dispatch({
      changes: { from: head, insert: text },
      selection: { anchor: head + text.length },
      userEvent: "input.type",
    }),
  );
}

describe("CodeEditor", () => {
  it("takes a late render of one of its own edits as the screen catching up, keeping later keys and the cursor", () => {
    const onChange = vi.fn();
    const { rerender } = render(<Screen value="" onChange={onChange} />);
    type("E");
    type("N");
    type("D");
    expect(onChange.mock.calls.map(([text]) => text)).toEqual(["E", "EN", "END"]);

    // The screen renders "EN" after "D" was typed (a report that waited a task, an effect run after paint).
    rerender(<Screen value="EN" onChange={onChange} />);
    expect(view().state.doc.toString()).toBe("END");
    expect(view().state.selection.main.head).toBe(3);

    rerender(<Screen value="END" onChange={onChange} />);
    expect(view().state.doc.toString()).toBe("END");
    expect(view().state.selection.main.head).toBe(3);

    // A value the editor never reported is the screen's own (Format, Load Sample): it becomes the document.
    rerender(<Screen value="EN" onChange={onChange} />);
    expect(view().state.doc.toString()).toBe("EN");
    type("!");
    expect(onChange).toHaveBeenLastCalledWith("!EN");
  });
});
