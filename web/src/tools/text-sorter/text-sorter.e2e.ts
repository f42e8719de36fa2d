import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { editorText } from "../../../e2e/editor";
import { clipboardText, downloadOf, openPage, pageErrors } from "../../../e2e/harness";
import { statValue } from "../../../e2e/stats";

const PATH = "/tools/text-sorter";

/** The worker's first answer includes loading the engine, which can take seconds on a busy machine. */
const FIRST_ANSWER = { timeout: 15_000 };

const ALPHABETICAL =
  "apple.txt\nÉclair.md\nété.jpg\nreport-1.pdf\nreport-10.pdf\nReport-2.pdf\nreport-2.pdf\nZebra.png";
const NATURAL = "apple.txt\nÉclair.md\nété.jpg\nreport-1.pdf\nReport-2.pdf\nreport-2.pdf\nreport-10.pdf\nZebra.png";

function output(page: Page) {
  return page.getByLabel("Sorted Output");
}

async function expectResult(page: Page, text: string, lines: number, removed: number) {
  await expect.poll(() => editorText(output(page)), FIRST_ANSWER).toBe(text);
  await expect.poll(() => statValue(page, "Lines").textContent(), FIRST_ANSWER).toBe(lines.toLocaleString("en-US"));
  expect(await statValue(page, "Removed").textContent()).toBe(removed.toLocaleString("en-US"));
}

describe("Text Sorter", () => {
  it("sorts the sample alphabetically, then naturally, reversed and unique", async () => {
    const { page } = await openPage(PATH);
    expect(await page.getByRole("radio", { name: /^Alphabetical/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Load Sample" }).click();
    await expectResult(page, ALPHABETICAL, 8, 0);

    // Arrow keys move the choice, as in any radio group.
    await page.getByRole("radio", { name: /^Alphabetical/ }).press("ArrowDown");
    expect(await page.getByRole("radio", { name: /^Natural/ }).isChecked()).toBe(true);
    await expectResult(page, NATURAL, 8, 0);

    await page.getByRole("switch", { name: "Reverse" }).click();
    await expectResult(page, NATURAL.split("\n").reverse().join("\n"), 8, 0);
    await page.getByRole("switch", { name: "Reverse" }).click();

    await page.getByRole("switch", { name: "Unique lines" }).click();
    await expectResult(page, NATURAL.replace("Report-2.pdf\nreport-2.pdf", "Report-2.pdf"), 7, 1);
    await page.getByRole("switch", { name: "Case sensitive" }).click();
    const capitalsFirst =
      "Éclair.md\nReport-2.pdf\nZebra.png\napple.txt\nété.jpg\nreport-1.pdf\nreport-2.pdf\nreport-10.pdf";
    await expectResult(page, capitalsFirst, 8, 0);
    expect(pageErrors(page)).toEqual([]);
  });

  it("sorts numbers by value with other lines last, and by length", async () => {
    const { page } = await openPage(PATH);
    await page.getByLabel("Input Text").fill("10 pears\nbanana\n-2.5\n3 apples\n\n  kiwi  ");
    await page.getByRole("radio", { name: /^Numeric/ }).check();
    await expectResult(page, "-2.5\n3 apples\n10 pears\nbanana\n\n  kiwi  ", 6, 0);
    await page.getByRole("switch", { name: "Trim whitespace" }).click();
    await page.getByRole("switch", { name: "Remove empty lines" }).click();
    await expectResult(page, "-2.5\n3 apples\n10 pears\nbanana\nkiwi", 5, 1);
    await page.getByRole("radio", { name: /^Length/ }).check();
    await expectResult(page, "-2.5\nkiwi\nbanana\n10 pears\n3 apples", 5, 1);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shuffles every line, again on demand, and copies and downloads the result", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    // Ten lines fit the output editor (it draws only the lines in view); a repeat of an order has odds 1 in 3,628,800.
    const lines = Array.from({ length: 10 }, (_, i) => `item ${i}`);
    await page.getByLabel("Input Text").fill(lines.join("\n"));
    await page.getByRole("radio", { name: /^Shuffle/ }).check();
    expect(await page.getByRole("switch", { name: "Reverse" }).isDisabled()).toBe(true);
    const sorted = (text: string) => text.split("\n").sort().join("\n");
    await expect.poll(async () => sorted(await editorText(output(page))), FIRST_ANSWER).toBe(sorted(lines.join("\n")));
    await expect.poll(() => editorText(output(page)), FIRST_ANSWER).not.toBe(lines.join("\n"));
    const first = await editorText(output(page));
    await page.getByRole("button", { name: "Shuffle again" }).click();
    await expect.poll(() => editorText(output(page)), FIRST_ANSWER).not.toBe(first);
    const shuffled = await editorText(output(page));
    expect(sorted(shuffled)).toBe(sorted(lines.join("\n")));

    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe(shuffled);
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(file.name).toBe("sorted-text.txt");
    expect(file.text).toBe(shuffled);
    expect(pageErrors(page)).toEqual([]);
  });

  it("fits a 375 px phone in the dark theme", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await page.getByRole("button", { name: "Load Sample" }).click();
    await expectResult(page, ALPHABETICAL, 8, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
