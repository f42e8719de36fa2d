import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { editorText, fillEditorsAsUsersDo, markedLineText } from "../../../e2e/editor";
import { downloadOf, openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/csv-json-converter";
/** The first answer also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };

const input = (page: Page) => page.getByLabel("Input", { exact: true });
const output = (page: Page) => editorText(page.getByLabel("Output", { exact: true }));
const summary = (page: Page) => page.getByTestId("csv-summary").textContent();
/** The preview table's cells, row by row, as a screen reader reads them. */
const previewRows = (page: Page) =>
  page
    .getByRole("region", { name: "Table preview" })
    .locator("tr")
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? "")));

async function open() {
  const opened = await openPage(PATH);
  fillEditorsAsUsersDo(input(opened.page));
  return opened;
}

describe("CSV JSON Converter", () => {
  it("turns the example CSV into JSON as the user types, typed when asked, with its table", async () => {
    const { page } = await open();
    await input(page).fill("name,age\nAda,36");
    await expect.poll(() => output(page), FIRST_ANSWER).toBe('[\n  {\n    "name": "Ada",\n    "age": "36"\n  }\n]\n');
    expect(await summary(page)).toBe("Detected: Comma · 1 row · 2 columns");
    expect(await previewRows(page)).toEqual([
      ["#", "name", "age"],
      ["1", "Ada", "36"],
    ]);
    await page.getByRole("switch", { name: "Numbers and booleans" }).click();
    await expect.poll(() => output(page)).toBe('[\n  {\n    "name": "Ada",\n    "age": 36\n  }\n]\n');
    expect(pageErrors(page)).toEqual([]);
  });

  it("detects a semicolon and reads quoted fields with delimiters, quotes and line breaks", async () => {
    const { page } = await open();
    await input(page).fill('city;note\n"Paris; FR";"say ""hi""\nthere"\nOslo;x');
    await expect.poll(() => summary(page), FIRST_ANSWER).toBe("Detected: Semicolon · 2 rows · 2 columns");
    expect(await previewRows(page)).toEqual([
      ["#", "city", "note"],
      ["1", "Paris; FR", 'say "hi"\nthere'],
      ["2", "Oslo", "x"],
    ]);
    await page.getByLabel("Delimiter", { exact: true }).selectOption("Comma (,)");
    await expect.poll(() => summary(page)).toBe("Delimiter: Comma · 3 rows · 1 column");
  });

  it("keeps a wide table inside its own scrolling box on a 375 px phone", async () => {
    const { page } = await openPage(PATH, { width: 375, height: 800 });
    fillEditorsAsUsersDo(input(page));
    const header = Array.from({ length: 30 }, (_, index) => `column_${index}`).join(",");
    const row = Array.from({ length: 30 }, (_, index) => `a long value ${index}`).join(",");
    await input(page).fill(`${header}\n${row}`);
    await expect.poll(() => summary(page), FIRST_ANSWER).toBe("Detected: Comma · 1 row · 30 columns");
    const table = page.getByRole("region", { name: "Table preview" });
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it("turns the example JSON back into CSV, and swaps the direction", async () => {
    const { page } = await open();
    await page.getByLabel("Convert", { exact: true }).selectOption("JSON to CSV");
    await input(page).fill('[{"name":"Ada","age":36}]');
    await expect.poll(() => output(page), FIRST_ANSWER).toBe("name,age\nAda,36\n");
    expect(await summary(page)).toBe("1 row · 2 columns");
    await page.getByRole("button", { name: "Swap" }).click();
    expect(await page.getByLabel("Convert", { exact: true }).inputValue()).toBe("json");
    await expect.poll(() => output(page)).toBe('[\n  {\n    "name": "Ada",\n    "age": "36"\n  }\n]\n');
  });

  it("names an unterminated quote with its line, marks the line and keeps the text", async () => {
    const { page } = await open();
    await input(page).fill('a,b\n1,2\n3,"four\n5,6');
    const alert = page.getByRole("alert").filter({ hasText: "never closed" });
    await expect
      .poll(() => alert.textContent(), FIRST_ANSWER)
      .toBe('The quoted field that opens on line 3 is never closed: a closing " is missing.');
    expect(await markedLineText(input(page))).toBe('3,"four');
    expect(await editorText(input(page))).toBe('a,b\n1,2\n3,"four\n5,6');
    expect(await output(page)).toBe("");
  });

  it("converts a chosen file in the worker and downloads all of it", async () => {
    const { page } = await open();
    await page.getByRole("tab", { name: "File" }).click();
    const csv = "id;text\n" + Array.from({ length: 3000 }, (_, index) => `${index};"line ${index}"`).join("\n") + "\n";
    await page.getByLabel("Choose a file to convert", { exact: true }).setInputFiles({
      name: "rows.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    const size = `${Math.round((csv.length / 1024) * 10) / 10} KB`;
    await expect
      .poll(() => page.getByTestId("csv-file-progress").textContent(), FIRST_ANSWER)
      .toBe(`rows.csv: ${size}, converted`);
    expect(await page.getByRole("progressbar", { name: "Converting rows.csv" }).getAttribute("aria-valuenow")).toBe(
      "100",
    );
    expect(await summary(page)).toBe("Detected: Semicolon · 3,000 rows · 2 columns · the first 100 shown");
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download rows.json" }).click());
    expect(file.name).toBe("rows.json");
    const rows: { id: string; text: string }[] = JSON.parse(file.text);
    expect(rows).toHaveLength(3000);
    expect(rows[2999]).toEqual({ id: "2999", text: "line 2999" });
    expect(pageErrors(page)).toEqual([]);
  });
});
