import { EditorView } from "@codemirror/view";

/**
 * Unit tests' access to a CodeEditor found by its label (jsdom cannot type into contenteditable the way a
 * browser does): replace its text as a user's edit would, or read it back. The browser tests type for real.
 */
function viewOf(labelled: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(labelled.closest(".cm-editor") as HTMLElement);
  if (!view) throw new Error("Not a code editor");
  return view;
}

export function setEditorText(labelled: HTMLElement, text: string): void {
  const view = viewOf(labelled);
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: "input.paste" });
}

export function editorTextOf(labelled: HTMLElement): string {
  return viewOf(labelled).state.doc.toString();
}
