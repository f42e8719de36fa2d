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

/**
 * Makes `locator.fill` fill a code editor as a user does: focus, Ctrl+A, then the text (Delete for none). Playwright's
 * own fill selects the editor's DOM and focuses it, and CodeMirror, drawing its focus, may put its own selection (the
 * caret at the start) back into the DOM before it has read Playwright's: the text then goes in before the old one
 * (`{"é😀": "ü" "x": 1}` followed by the sample, a JSON Validator test, once in about 170 runs of its file). Other
 * elements fill as before. Called once per test file, with any locator (they share one prototype).
 */
export function fillEditorsAsUsersDo(any: Locator): void {
  const prototype: { fill: Locator["fill"] } = Object.getPrototypeOf(any);
  if (filledAsUsersDo.has(prototype)) return;
  filledAsUsersDo.add(prototype);
  const fill = prototype.fill;
  prototype.fill = async function (this: Locator, value, options) {
    const editor = await this.evaluate((element) => element.classList.contains("cm-content"), undefined, options);
    if (!editor) return fill.call(this, value, options);
    await this.focus(options);
    await this.press("ControlOrMeta+a", options);
    if (value) await this.page().keyboard.insertText(value);
    else await this.press("Delete", options);
  };
}
const filledAsUsersDo = new WeakSet<object>();
