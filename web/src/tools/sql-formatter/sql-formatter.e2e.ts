import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { editorText, fillEditorsAsUsersDo, markedLineText } from "../../../e2e/editor";
import { openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/sql-formatter";
/** The first answer also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };

const input = (page: Page) => page.getByLabel("SQL Input", { exact: true });
const output = (page: Page) => editorText(page.getByLabel("Formatted SQL", { exact: true }));

async function open() {
  const opened = await openPage(PATH);
  fillEditorsAsUsersDo(input(opened.page));
  return opened;
}

// The result ends with a line break, as a .sql file does: the editor shows it as a last, empty line.
describe("SQL Formatter", () => {
  it("puts each clause keyword on its own line as the user types, in the chosen case and indent", async () => {
    const { page } = await open();
    await input(page).fill("select a,b from t where x=1");
    await expect.poll(() => output(page), FIRST_ANSWER).toBe("SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1\n");
    await page.getByLabel("Keywords", { exact: true }).selectOption("lowercase");
    await page.getByLabel("Indent", { exact: true }).selectOption("4 spaces");
    await expect.poll(() => output(page)).toBe("select\n    a,\n    b\nfrom\n    t\nwhere\n    x = 1\n");
    await page.getByRole("button", { name: "Reset to Defaults" }).click();
    await expect.poll(() => output(page)).toBe("SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1\n");
    expect(pageErrors(page)).toEqual([]);
  });

  it("names what is left open with its place, marks the line and keeps the text", async () => {
    const { page } = await open();
    await input(page).fill("select *\nfrom t where (a = 'x'");
    const alert = page.getByRole("alert").filter({ hasText: "never closed" });
    await expect
      .poll(() => alert.textContent(), FIRST_ANSWER)
      .toBe("The parenthesis opened at line 2, column 14 is never closed.");
    expect(await markedLineText(input(page))).toBe("from t where (a = 'x'");
    expect(await editorText(input(page))).toBe("select *\nfrom t where (a = 'x'");
    // The caret went to the marked place; the missing parenthesis goes at the end.
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(")");
    await expect.poll(() => output(page)).toBe("SELECT\n  *\nFROM\n  t\nWHERE\n  (a = 'x')\n");
    expect(await alert.count()).toBe(0);
  });

  it("reads each dialect's quotes: MySQL backticks and # comments, SQL Server brackets", async () => {
    const { page } = await open();
    await page.getByLabel("Dialect", { exact: true }).selectOption("MySQL");
    await input(page).fill("select `odd (name` from t # note (");
    await expect.poll(() => output(page), FIRST_ANSWER).toBe("SELECT\n  `odd (name`\nFROM\n  t # note (\n");
    await page.getByLabel("Dialect", { exact: true }).selectOption("SQL Server");
    await input(page).fill("select [odd (name] from t");
    await expect.poll(() => output(page)).toBe("SELECT\n  [odd (name]\nFROM\n  t\n");
  });
});
