import type { Locator } from "playwright-core";

/**
 * The text a code editor shows (components/editor/CodeEditor), read as a user reads it: line by line from the
 * screen, without the placeholder. CodeMirror puts only the lines near the viewport in the DOM, so this is for
 * texts that fit the editor; a whole long text is checked through Copy or Download.
 *
 * Read after the next two frames: when a long text replaces a short one, CodeMirror draws the lines it knew the
 * viewport had at once and the rest after measuring, in the next animation frame (a read in between once saw 22 of
 * 26 lines of the Markdown converter's output).
 */
export function editorText(editor: Locator): Promise<string> {
  return editor.evaluate(async (content) => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    return [...content.querySelectorAll(":scope > .cm-line")]
      .map((line) => {
        const copy = line.cloneNode(true) as Element;
        copy.querySelectorAll(".cm-placeholder").forEach((placeholder) => placeholder.remove());
        return copy.textContent ?? "";
      })
      .join("\n");
  });
}

/** The text of the line the editor marks as an error (e.g. where a parser stopped), or null when none is. */
export function markedLineText(editor: Locator): Promise<string | null> {
  return editor.evaluate((content) => content.querySelector(":scope > .cm-line.cm-error-line")?.textContent ?? null);
}

/** Pastes `text` over everything in the editor, as Ctrl+A then Ctrl+V would (a clipboard paste event). */
export async function pasteInto(editor: Locator, text: string): Promise<void> {
  await editor.focus();
  await editor.press("ControlOrMeta+a");
  await editor.evaluate((content, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    content.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/**
 * All of an editor's text, however long, as a user gets it: select all, copy, read the clipboard (the page must be
 * opened with `{ clipboard: true }`). The selection is left on the whole text.
 */
export async function copiedEditorText(editor: Locator): Promise<string> {
  await editor.focus();
  await editor.press("ControlOrMeta+a");
  await editor.press("ControlOrMeta+c");
  return editor.page().evaluate(() => navigator.clipboard.readText());
}
