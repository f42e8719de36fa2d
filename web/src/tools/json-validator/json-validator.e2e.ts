import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { formatBytes } from "@/lib/format-bytes";
import { openPage, pageErrors } from "../../../e2e/harness";
import { editorText, markedLineText } from "../../../e2e/editor";
import { statValue } from "../../../e2e/stats";

const PATH = "/tools/json-validator";
/** The first answer also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };
const SAMPLE =
  '{"name":"Penknife","version":"1.0.0","tools":["JSON Formatter","JSON Validator"],' +
  '"settings":{"indent":2,"theme":null,"beta":false},' +
  '"stats":{"users":12345678901234567890,"rating":4.8,"ratio":1e-3}}';
/** serde_json: expected `,` or `}` at line 4 column 3 (the "c" key after a missing comma). */
const BROKEN = ["{", '  "a": 1,', '  "b": 2', '  "c": 3', '  "d": 4', '  "e": 5', "}"].join("\n");

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "penknife-json-validator-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const input = (page: Page) => page.getByLabel("JSON to Validate");
const verdict = (page: Page) => page.getByTestId("json-verdict").textContent();
const stat = (page: Page, label: string) => statValue(page, label).textContent();
const errorAlert = (page: Page) => page.getByRole("alert").filter({ hasText: "JSON Error:" });
const excerptRows = (page: Page) => page.getByTestId("json-error-excerpt").locator(":scope > div").allTextContents();

describe("JSON Validator", () => {
  it("opens with a valid sample and its statistics", async () => {
    const { page } = await openPage(PATH);
    expect(await editorText(input(page))).toBe(SAMPLE);
    await expect.poll(() => verdict(page), FIRST_ANSWER).toBe("Valid");
    await page.getByText("Valid JSON", { exact: true }).waitFor();
    const size = `${Buffer.byteLength(SAMPLE)} B`;
    expect(await stat(page, "Size")).toBe(size);
    expect(await stat(page, "Minified Size")).toBe(size);
    expect(await stat(page, "Compression Ratio")).toBe("0.0%");
    expect(await stat(page, "Total Keys")).toBe("11");
    expect(await stat(page, "Depth")).toBe("2");
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows the error with its line and column and highlights the offending line", async () => {
    const { page } = await openPage(PATH);
    await input(page).fill(BROKEN);
    await expect.poll(() => verdict(page), FIRST_ANSWER).toBe("Invalid");
    await page.getByText("Invalid JSON", { exact: true }).waitFor();
    await expect.poll(() => errorAlert(page).textContent()).toBe("JSON Error: expected `,` or `}` at line 4 column 3");
    expect(await page.getByTestId("json-error-position").textContent()).toBe("Line 4, column 3");
    expect(await editorText(input(page))).toBe(BROKEN);
    expect(await page.getByText("Statistics appear when the JSON is valid.").count()).toBe(1);

    // Lines 2 to 6, the error line marked, the caret under column 3.
    expect(await excerptRows(page)).toEqual([
      '2  "a": 1,',
      '3  "b": 2',
      'Error on line 4  "c": 3',
      "  ^",
      '5  "d": 4',
      '6  "e": 5',
    ]);
    const errorLine = page.getByTestId("json-error-line");
    expect(await errorLine.getAttribute("aria-current")).toBe("true");
    expect(await errorLine.locator("mark").textContent()).toBe('"');
    expect(await page.getByTestId("json-error-caret").textContent()).toBe("  ^");

    // The editor marks the offending line; Go to Error puts the cursor on the offending character.
    await expect.poll(() => markedLineText(input(page))).toBe('  "c": 3');
    await page.getByRole("button", { name: "Go to Error" }).click();
    await page.keyboard.type("X");
    await expect.poll(() => editorText(input(page))).toBe(BROKEN.replace('"c"', 'X"c"'));
    expect(pageErrors(page)).toEqual([]);
  });

  it("counts columns in characters and names each kind of mistake", async () => {
    const { page } = await openPage(PATH);
    await input(page).fill('{"é😀": "ü" "x": 1}');
    await expect
      .poll(() => errorAlert(page).textContent(), FIRST_ANSWER)
      .toBe("JSON Error: expected `,` or `}` at line 1 column 12");
    expect(await page.getByTestId("json-error-line").locator("mark").textContent()).toBe('"');
    expect(await page.getByTestId("json-error-caret").textContent()).toBe(`${" ".repeat(11)}^`);
    // The emoji is one character: Go to Error lands before the second key's quote.
    await page.getByRole("button", { name: "Go to Error" }).click();
    await page.keyboard.type(",");
    await expect.poll(() => verdict(page)).toBe("Valid");
    expect(await editorText(input(page))).toBe('{"é😀": "ü" ,"x": 1}');

    for (const [text, message] of [
      ["[1, 2,\n]", "trailing comma at line 2 column 1"],
      ["{'a': 1}", "key must be a string at line 1 column 2"],
      ['{"a": tru}', "expected ident at line 1 column 10"],
      ['{"a": 1', "EOF while parsing an object at line 1 column 7"],
      ["[1] [2]", "trailing characters at line 1 column 5"],
    ]) {
      await input(page).fill(text!);
      await expect.poll(() => errorAlert(page).textContent()).toBe(`JSON Error: ${message}`);
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it("says 'Input is empty' after Clear, and Sample brings back valid JSON", async () => {
    const { page } = await openPage(PATH);
    await expect.poll(() => verdict(page), FIRST_ANSWER).toBe("Valid");
    await page.getByRole("button", { name: "Clear" }).click();
    expect(await editorText(input(page))).toBe("");
    await expect.poll(() => errorAlert(page).textContent()).toBe("JSON Error: Input is empty");
    expect(await verdict(page)).toBe("Invalid");
    expect(await page.getByTestId("json-error-excerpt").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Go to Error" }).count()).toBe(0);
    await page.getByRole("button", { name: "Sample" }).click();
    await expect.poll(() => verdict(page)).toBe("Valid");
    expect(await errorAlert(page).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it(
    "validates a 5 MB file opened from disk without freezing, and finds an error at its end",
    { timeout: 180_000 },
    async () => {
      const { page } = await openPage(PATH);
      await expect.poll(() => verdict(page), FIRST_ANSWER).toBe("Valid");
      const count = 36_000;
      const items = Array.from({ length: count }, (_, i) => ({
        id: i,
        label: `item ${i}`,
        values: [i, i * 2, 1e300],
        on: true,
      }));
      const text = JSON.stringify({ items }, null, 2);
      expect(Buffer.byteLength(text)).toBeGreaterThan(5 * 1024 * 1024);
      const file = join(dir, "big.json");
      writeFileSync(file, text);

      await page.evaluate(() => {
        const w = window as unknown as { busySeen: boolean };
        w.busySeen = false;
        new MutationObserver(() => {
          for (const status of document.querySelectorAll('[role="status"]')) {
            if (status.textContent?.includes("Validating…")) w.busySeen = true;
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await page.getByLabel("JSON file").setInputFiles(file);
      // The page answers while the worker validates: the Clear button takes the focus.
      await page.getByRole("button", { name: "Clear" }).focus();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Clear");
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { busySeen: boolean }).busySeen), { timeout: 60_000 })
        .toBe(true);
      await expect
        .poll(() => stat(page, "Total Keys"), { timeout: 120_000, interval: 250 })
        .toBe((1 + count * 4).toLocaleString("en-US"));
      expect(await verdict(page)).toBe("Valid");
      expect(await stat(page, "Depth")).toBe("4");
      expect(await stat(page, "Size")).toBe(formatBytes(Buffer.byteLength(text)));

      // The same document minified onto one line, broken near its end: the excerpt is a window around the column.
      const oneLine = `${JSON.stringify({ items }).slice(0, -2)},}`;
      writeFileSync(file, oneLine);
      await page.getByLabel("JSON file").setInputFiles(file);
      await expect
        .poll(() => errorAlert(page).textContent(), { timeout: 120_000, interval: 250 })
        .toBe(`JSON Error: trailing comma at line 1 column ${oneLine.length}`);
      const rows = await excerptRows(page);
      expect(rows[0]).toMatch(/^Error on line 1….*,}$/);
      expect(rows[1]).toMatch(/^ +\^$/);
      expect(rows[0]!.length).toBeLessThan(200);
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it("fits a 375 px phone in the dark theme, long error lines included", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await input(page).fill(`{"a-very-long-key-${"x".repeat(300)}": [1, 2 3]}`);
    await expect.poll(() => verdict(page), FIRST_ANSWER).toBe("Invalid");
    await page.getByTestId("json-error-excerpt").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The excerpt scrolls sideways by itself so the highlighted character is in view.
    const inView = await page.getByTestId("json-error-excerpt").evaluate((box) => {
      const mark = box.querySelector("mark")!.getBoundingClientRect();
      const frame = box.getBoundingClientRect();
      return mark.left >= frame.left && mark.right <= frame.right;
    });
    expect(inView).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
