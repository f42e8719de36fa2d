import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { editorText, fillEditorsAsUsersDo, markedLineText } from "../../../e2e/editor";
import { openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/xml-formatter";
/** The first answer also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };

const input = (page: Page) => page.getByLabel("XML Input", { exact: true });
const output = (page: Page, title: string) => editorText(page.getByLabel(title, { exact: true }));
const verdict = (page: Page) => page.getByTestId("xml-verdict").textContent();

async function open() {
  const opened = await openPage(PATH);
  fillEditorsAsUsersDo(input(opened.page));
  return opened;
}

// The formatted result ends with a line break, as an .xml file does: the editor shows it as a last, empty line.
describe("XML Formatter", () => {
  it("formats the example as the user types, then minifies it back, and says it is well-formed", async () => {
    const { page } = await open();
    await input(page).fill("<a><b>1</b><c/></a>");
    await expect.poll(() => output(page, "Formatted XML"), FIRST_ANSWER).toBe("<a>\n  <b>1</b>\n  <c/>\n</a>\n");
    expect(await verdict(page)).toBe("Well-formed");
    await page.getByLabel("Indent", { exact: true }).selectOption("Tab");
    await expect.poll(() => output(page, "Formatted XML")).toBe("<a>\n\t<b>1</b>\n\t<c/>\n</a>\n");
    await page.getByRole("radio", { name: "Minify" }).check();
    await expect.poll(() => output(page, "Minified XML")).toBe("<a><b>1</b><c/></a>");
    // Mixed content keeps its whitespace.
    await input(page).fill("<p>Hello  <b>big</b>\n world</p>");
    await expect.poll(() => output(page, "Minified XML")).toBe("<p>Hello  <b>big</b>\n world</p>");
    expect(pageErrors(page)).toEqual([]);
  });

  it("names a mismatched end tag with both places, marks the line and keeps the text", async () => {
    const { page } = await open();
    await input(page).fill("<a>\n  <b>\n</a>");
    const alert = page.getByRole("alert").filter({ hasText: "does not match" });
    await expect
      .poll(() => alert.textContent(), FIRST_ANSWER)
      .toBe("The end tag </a> at line 3, column 1 does not match the element <b> opened at line 2, column 3.");
    expect(await verdict(page)).toBe("Not well-formed");
    expect(await markedLineText(input(page))).toBe("</a>");
    expect(await editorText(input(page))).toBe("<a>\n  <b>\n</a>");
  });

  it("refuses an external entity by name and never reads it", async () => {
    const { page } = await open();
    await input(page).fill('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>');
    const alert = page.getByRole("alert").filter({ hasText: "outside resource" });
    await expect
      .poll(() => alert.textContent(), FIRST_ANSWER)
      .toBe(
        "The entity &e; at line 1, column 58 is declared as an outside resource (“file:///etc/passwd”). External entities are never read, so it is refused.",
      );
    expect(await output(page, "Formatted XML")).toBe("");
  });
});
