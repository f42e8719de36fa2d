import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { editorText, pasteInto } from "../../../e2e/editor";
import { clipboardText, downloadOf, holdRequests, openPage, pageErrors } from "../../../e2e/harness";
import { statValue } from "../../../e2e/stats";

const PATH = "/tools/remove-duplicate-lines";

/** Repeats in other cases and spacing, and two empty lines. */
const KNOWN = "cherry\napple\nBanana\napple\n\n  banana  \nCherry\nApple\n\ncherry";

const STAT_LABELS = ["Original Lines", "Duplicates", "Unique Lines", "Removed"] as const;

/** The four statistics as the card shows them, in the spec's order: original, duplicates, unique, removed. */
async function stats(page: Page): Promise<string[]> {
  return Promise.all(
    STAT_LABELS.map((label) =>
      statValue(page, label)
        .textContent()
        .then((t) => t ?? ""),
    ),
  );
}

function output(page: Page) {
  return page.getByLabel("Cleaned Output");
}

/** The worker's first answer includes loading the engine, which can take seconds on a busy machine. */
const FIRST_ANSWER = { timeout: 15_000 };

async function expectResult(page: Page, text: string, numbers: [number, number, number, number]) {
  await expect.poll(() => editorText(output(page)), FIRST_ANSWER).toBe(text);
  await expect.poll(() => stats(page), FIRST_ANSWER).toEqual(numbers.map((n) => n.toLocaleString("en-US")));
}

function toggle(page: Page, name: string) {
  return page.getByRole("switch", { name }).click();
}

describe("Remove Duplicate Lines", () => {
  it("starts with the spec's switch defaults and empty statistics", async () => {
    const { page } = await openPage(PATH);
    const expected = {
      "Case sensitive": "false",
      "Remove empty lines": "true",
      "Trim whitespace": "true",
      "Sort alphabetically": "false",
    };
    for (const [name, checked] of Object.entries(expected)) {
      await expect.poll(() => page.getByRole("switch", { name }).getAttribute("aria-checked")).toBe(checked);
    }
    expect(await stats(page)).toEqual(["0", "0", "0", "0"]);
    await page.getByRole("heading", { name: "Common Use Cases" }).waitFor();
    for (const useCase of ["Email lists", "Keyword lists", "Log files", "CSV cleanup"]) {
      await page.getByText(useCase, { exact: true }).waitFor();
    }
    expect(await page.getByRole("button", { name: "Copy" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Download" }).isDisabled()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("keeps first occurrences with live statistics, and each switch changes the result", async () => {
    const { page } = await openPage(PATH);
    const input = page.getByLabel("Input Text");
    await input.fill(KNOWN);
    await expectResult(page, "cherry\napple\nBanana", [10, 5, 3, 7]);
    await page.getByText("Removed includes 2 empty lines.").waitFor();

    // Typing one more line updates the output as you type.
    await input.press("Control+End");
    await input.pressSequentially("\nDate");
    await expectResult(page, "cherry\napple\nBanana\nDate", [11, 5, 4, 7]);
    await input.fill(KNOWN);
    await expectResult(page, "cherry\napple\nBanana", [10, 5, 3, 7]);

    await toggle(page, "Case sensitive");
    await expectResult(page, "cherry\napple\nBanana\nbanana\nCherry\nApple", [10, 2, 6, 4]);
    await toggle(page, "Case sensitive");
    await expectResult(page, "cherry\napple\nBanana", [10, 5, 3, 7]);

    await toggle(page, "Remove empty lines");
    await expectResult(page, "cherry\napple\nBanana\n", [10, 6, 4, 6]);
    await toggle(page, "Remove empty lines");

    await toggle(page, "Trim whitespace");
    await expectResult(page, "cherry\napple\nBanana\n  banana  ", [10, 4, 4, 6]);
    await toggle(page, "Trim whitespace");

    await toggle(page, "Sort alphabetically");
    await expectResult(page, "apple\nBanana\ncherry", [10, 5, 3, 7]);
    await page.getByRole("switch", { name: "Case sensitive" }).press("Space");
    await expectResult(page, "Apple\napple\nBanana\nbanana\nCherry\ncherry", [10, 2, 6, 4]);

    // Unicode case-insensitivity: 'Straße' and 'STRASSE' are one line.
    await page.getByRole("switch", { name: "Case sensitive" }).press("Space");
    await input.fill("Straße\nSTRASSE\nÄrger\närger");
    await expectResult(page, "Straße\nÄrger", [4, 2, 2, 2]);
    expect(await editorText(input)).toBe("Straße\nSTRASSE\nÄrger\närger");
    expect(pageErrors(page)).toEqual([]);
  });

  it("loads the sample, copies, downloads cleaned-text.txt and clears", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    await page.getByRole("button", { name: "Load Sample" }).click();
    const cleaned = "john@example.com\njane@example.com\nbob@example.com\nalice@example.com\ncharlie@example.com";
    await expectResult(page, cleaned, [11, 5, 5, 6]);
    expect(await editorText(page.getByLabel("Input Text"))).toContain("John@Example.com");

    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe(cleaned);

    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(file.name).toBe("cleaned-text.txt");
    expect(file.text).toBe(cleaned);

    await page.getByRole("button", { name: "Clear" }).click();
    await expectResult(page, "", [0, 0, 0, 0]);
    expect(await editorText(page.getByLabel("Input Text"))).toBe("");
    expect(await page.getByRole("button", { name: "Download" }).isDisabled()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("deduplicates a 5 MB paste without freezing the page", { timeout: 180_000 }, async () => {
    // Hold the engine download so the worker is surely still at work when the test looks.
    const { page, context } = await openPage("/", { clipboard: true });
    const release = await holdRequests(context, "**/*.wasm");
    await page.goto(PATH);
    const lines = 180_000;
    const big = Array.from(
      { length: lines },
      (_, i) => `log line ${String(i % 1000).padStart(4, "0")} user=alice ok`,
    ).join("\n");
    expect(big.length).toBeGreaterThan(5_000_000);
    await pasteInto(page.getByLabel("Input Text"), big);
    await page.getByRole("status").filter({ hasText: "Processing…" }).waitFor();
    // While the worker deduplicates, the page still answers: the switch flips at once.
    await toggle(page, "Sort alphabetically");
    expect(await page.getByRole("switch", { name: "Sort alphabetically" }).getAttribute("aria-checked")).toBe("true");
    release();
    await expect
      .poll(() => stats(page), { timeout: 120_000, interval: 250 })
      .toEqual(["180,000", "179,000", "1,000", "179,000"]);
    const expected = Array.from({ length: 1000 }, (_, i) => `log line ${String(i).padStart(4, "0")} user=alice ok`);
    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe(expected.join("\n"));
    // The output editor shows the start of the list.
    expect((await editorText(output(page))).split("\n").slice(0, 2)).toEqual(expected.slice(0, 2));
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows a 5 MB result and downloads all of it", { timeout: 120_000 }, async () => {
    const { page } = await openPage(PATH);
    const lines = Array.from({ length: 120_000 }, (_, i) => `entry ${i} of the list, user${i}@example.com`);
    const big = lines.join("\n");
    expect(big.length).toBeGreaterThan(5_000_000);
    await pasteInto(page.getByLabel("Input Text"), big);
    await expect.poll(() => stats(page), { timeout: 90_000, interval: 250 }).toEqual(["120,000", "0", "120,000", "0"]);
    expect((await editorText(output(page))).split("\n").slice(0, 2)).toEqual(lines.slice(0, 2));
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(file.text).toBe(big);
    expect(pageErrors(page)).toEqual([]);
  });

  it("fits a 375 px phone in the dark theme", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await page.getByRole("button", { name: "Load Sample" }).click();
    await expect.poll(() => stats(page), FIRST_ANSWER).toEqual(["11", "5", "5", "6"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
