import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { editorText, pasteInto } from "../../../e2e/editor";
import { downloadOf, holdRequests, openPage, pageErrors } from "../../../e2e/harness";
import { statValue } from "../../../e2e/stats";

const PATH = "/tools/word-counter";
/** The first count also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };
const SAMPLE = "Hello world. This is a test! Is this working? Yes, it is.\n\nSecond paragraph here.";

const input = (page: Page) => page.getByLabel("Your Text");
const stat = (page: Page, label: string) => statValue(page, label).textContent();
const counts = (page: Page) =>
  Promise.all(
    ["Words", "Characters", "Characters (no spaces)", "Sentences", "Paragraphs", "Lines"].map((l) => stat(page, l)),
  );

describe("Word Counter", () => {
  it("counts typed text with every statistic", async () => {
    const { page } = await openPage(PATH);
    await input(page).fill(SAMPLE.slice(0, -10));
    await input(page).pressSequentially(SAMPLE.slice(-10));
    await expect.poll(() => counts(page), FIRST_ANSWER).toEqual(["15", "81", "66", "5", "2", "3"]);
    expect(await stat(page, "Average words per sentence")).toBe("3.0");
    expect(await stat(page, "Average characters per word")).toBe("4.4");
    expect(await stat(page, "Longest word")).toBe("paragraph");
    expect(await stat(page, "Most common word")).toBe("this (2 times)");
    expect(await page.locator("#reading-time-value").textContent()).toBe("1 min");
    expect(await page.locator("#speaking-time-value").textContent()).toBe("1 min");
    expect(pageErrors(page)).toEqual([]);
  });

  it("rounds reading and speaking time up and fills the bars over 10 and 13 minutes", async () => {
    const { page } = await openPage(PATH);
    await input(page).fill(Array(401).fill("word").join(" "));
    await expect.poll(() => stat(page, "Words"), FIRST_ANSWER).toBe("401");
    expect(await page.locator("#reading-time-value").textContent()).toBe("3 min");
    expect(await page.locator("#speaking-time-value").textContent()).toBe("3 min");
    const reading = page.getByRole("progressbar", { name: "Reading time" });
    const speaking = page.getByRole("progressbar", { name: "Speaking time" });
    expect(await reading.getAttribute("aria-valuenow")).toBe("30");
    expect(await reading.getAttribute("aria-valuetext")).toBe("3 min of 10 min");
    expect(await speaking.getAttribute("aria-valuenow")).toBe("23");

    // Past the full mark the bars stay at 100%.
    await input(page).fill(Array(3000).fill("word").join(" "));
    await expect.poll(() => page.locator("#reading-time-value").textContent()).toBe("15 min");
    expect(await reading.getAttribute("aria-valuenow")).toBe("100");
    expect(await page.locator("#speaking-time-value").textContent()).toBe("20 min");
    expect(await speaking.getAttribute("aria-valuenow")).toBe("100");
  });

  it("exports text-analysis-report.txt and clears", async () => {
    const { page } = await openPage(PATH);
    const exportButton = page.getByRole("button", { name: "Export Report" });
    expect(await exportButton.isDisabled()).toBe(true);
    await input(page).fill(SAMPLE);
    await expect.poll(() => stat(page, "Words"), FIRST_ANSWER).toBe("15");

    const file = await downloadOf(page, () => exportButton.click());
    expect(file.name).toBe("text-analysis-report.txt");
    expect(file.text).toContain("Text Analysis Report\n");
    expect(file.text).toContain("Words:                       15\n");
    expect(file.text).toContain("Reading time:                1 min (at 200 words per minute)\n");
    expect(file.text).toContain("Most common word:            this (2 times)\n");

    await page.getByRole("button", { name: "Clear" }).click();
    expect(await editorText(input(page))).toBe("");
    await expect.poll(() => counts(page)).toEqual(["0", "0", "0", "0", "0", "0"]);
    expect(await stat(page, "Longest word")).toBe("—");
    expect(await exportButton.isDisabled()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("does not sell as Premium the report export the page gives free", async () => {
    const { page } = await openPage(PATH);
    await page.getByRole("button", { name: "Export Report" }).waitFor();
    const extras = page.getByRole("region", { name: "Premium Word Counter" }).getByRole("listitem");
    const sold = await extras.allInnerTexts();
    expect(sold).toContain("Readability scores");
    expect(sold.filter((extra) => /export|report/i.test(extra))).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("counts characters as the reader sees them", async () => {
    const { page } = await openPage(PATH);
    // Thumbs up with a skin tone, and é written as e + a combining accent: one character each.
    await input(page).fill("👍🏽 café cafe\u0301 ÄRGER ärger");
    await expect.poll(() => counts(page), FIRST_ANSWER).toEqual(["5", "23", "19", "1", "1", "1"]);
    expect(await stat(page, "Most common word")).toBe("ärger (2 times)");
    await page
      .getByText("Characters are counted as you see them: an emoji or an accented letter counts once.")
      .waitFor();
  });

  it("counts a 5 MB paste while the page stays editable", { timeout: 120_000 }, async () => {
    // Hold the engine download so the worker is surely still at work when the test looks (a fast machine could
    // otherwise answer first).
    const { page, context } = await openPage("/");
    const release = await holdRequests(context, "**/*.wasm");
    await page.goto(PATH);
    const line = `${"The quick brown fox jumps over the lazy dog. ".repeat(10)}\n`;
    const lines = Math.ceil((5 * 1024 * 1024) / line.length);
    await pasteInto(input(page), line.repeat(lines));
    await page.getByRole("status").filter({ hasText: "Counting…" }).waitFor();
    // While the worker counts, typing still lands in the box at once.
    await input(page).press("ControlOrMeta+End");
    await input(page).pressSequentially("Done");
    // The end of 5 MB of wrapped lines is drawn after CodeMirror has measured them, which a loaded machine
    // takes seconds to do; the counts below also prove the word landed.
    await expect
      .poll(() => editorText(input(page)).then((text) => text.split("\n").at(-1)), { timeout: 30_000 })
      .toBe("Done");
    release();
    await expect
      .poll(() => stat(page, "Words"), { timeout: 90_000, interval: 250 })
      .toBe((lines * 90 + 1).toLocaleString("en-US"));
    expect(await stat(page, "Sentences")).toBe((lines * 10 + 1).toLocaleString("en-US"));
    expect(await stat(page, "Lines")).toBe((lines + 1).toLocaleString("en-US"));
    expect(await stat(page, "Most common word")).toBe(`the (${(lines * 20).toLocaleString("en-US")} times)`);
    await page.getByRole("status").filter({ hasText: "Counting…" }).waitFor({ state: "detached" });
    expect(pageErrors(page)).toEqual([]);
  });

  it("fits a 375 px phone in the dark theme", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await input(page).fill(`${SAMPLE} Supercalifragilisticexpialidocious-and-then-some-more-words-joined-together`);
    await expect.poll(() => stat(page, "Sentences"), FIRST_ANSWER).toBe("6");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
