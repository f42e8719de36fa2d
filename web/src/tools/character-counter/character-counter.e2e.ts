import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { editorText, pasteInto } from "../../../e2e/editor";
import { downloadOf, holdRequests, openPage, pageErrors } from "../../../e2e/harness";
import { statValue } from "../../../e2e/stats";

const PATH = "/tools/character-counter";
/** The first count also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };
const NOTE = "Characters are counted as you see them: an emoji or an accented letter counts once.";

const input = (page: Page) => page.getByLabel("Your Text");
const stat = (page: Page, label: string) => statValue(page, label).textContent();
const platforms = (page: Page) => page.getByRole("list", { name: "Platform limits" }).getByRole("listitem");
const platform = (page: Page, name: string) => platforms(page).filter({ has: page.getByText(name, { exact: true }) });
const stats = (page: Page, labels: string[]) => Promise.all(labels.map((label) => stat(page, label)));

describe("Character Counter", () => {
  it("opens with the sample text counted and checked against every platform", async () => {
    const { page } = await openPage(PATH);
    expect(await editorText(input(page))).toMatch(/^Good morning! ☀️ The coffee is fresh/);
    await expect.poll(() => stat(page, "Characters"), FIRST_ANSWER).toBe("272");
    expect(await stats(page, ["Words", "Sentences", "Paragraphs", "Lines"])).toEqual(["55", "4", "2", "3"]);
    expect(await platforms(page).locator("span[id^=platform-]").allTextContents()).toEqual([
      "Twitter/X",
      "Instagram caption",
      "Facebook post",
      "LinkedIn",
      "YouTube description",
      "TikTok caption",
      "Meta description",
      "SMS",
    ]);
    expect(await platform(page, "Twitter/X").textContent()).toContain("8 characters left");
    expect(await platform(page, "TikTok caption").textContent()).toContain("122 characters over the limit");
    await page.getByText(NOTE).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("breaks typed text down by kind of character", async () => {
    const { page } = await openPage(PATH);
    await expect.poll(() => stat(page, "Characters"), FIRST_ANSWER).toBe("272");
    await input(page).fill("");
    await input(page).pressSequentially("Hello, World! 123 $5");
    await expect
      .poll(() => stats(page, ["Characters", "Characters (no spaces)", "Words", "Sentences", "Paragraphs", "Lines"]))
      .toEqual(["20", "17", "4", "2", "1", "1"]);
    expect(await stats(page, ["Letters", "Numbers", "Spaces", "Punctuation", "Symbols"])).toEqual([
      "10",
      "4",
      "3",
      "2",
      "1",
    ]);
    expect(
      await stats(page, ["Uppercase letters", "Lowercase letters", "Unique characters", "Most common character"]),
    ).toEqual(["2", "8", "14", "“l” × 3"]);
  });

  it("shows the over-limit count with the bar capped at 100%", async () => {
    const { page } = await openPage(PATH);
    await input(page).fill("a".repeat(300));
    await expect.poll(() => stat(page, "Characters"), FIRST_ANSWER).toBe("300");

    const twitter = platform(page, "Twitter/X");
    expect(await twitter.textContent()).toContain("300 / 280");
    expect(await twitter.textContent()).toContain("20 characters over the limit");
    expect(await twitter.getByText("Over limit", { exact: true }).isVisible()).toBe(true);
    expect(await twitter.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");

    const tiktok = platform(page, "TikTok caption");
    expect(await tiktok.textContent()).toContain("150 characters over the limit");
    expect(await tiktok.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");

    const instagram = platform(page, "Instagram caption");
    expect(await instagram.textContent()).toContain("1,900 characters left");
    expect(await instagram.getByText("Over limit", { exact: true }).count()).toBe(0);
    expect(await instagram.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("13.6");
    for (const name of ["Facebook post", "LinkedIn", "YouTube description"]) {
      expect(await platform(page, name).textContent()).toContain("characters left");
    }
    for (const name of ["Meta description", "SMS"]) {
      expect(await platform(page, name).textContent()).toContain("140 characters over the limit");
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it("exports character-analysis-report.txt with each platform OK or OVER LIMIT", async () => {
    const { page } = await openPage(PATH);
    await input(page).fill("x".repeat(300));
    await expect.poll(() => stat(page, "Characters"), FIRST_ANSWER).toBe("300");
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Export Report" }).click());
    expect(file.name).toBe("character-analysis-report.txt");
    expect(file.text).toContain("Character Analysis Report\n");
    expect(file.text).toContain("  Characters:              300\n");
    expect(file.text).toContain("  Letters:                 300\n");
    expect(file.text).toContain("  Twitter/X                    300/280  OVER LIMIT by 20\n");
    expect(file.text).toContain("  Instagram caption           300/2200  OK\n");
    expect(file.text).toContain("  TikTok caption               300/150  OVER LIMIT by 150\n");
    expect(file.text).toContain(NOTE);
    expect(pageErrors(page)).toEqual([]);
  });

  it("counts emoji and accented letters once and clears everything", async () => {
    const { page } = await openPage(PATH);
    await expect.poll(() => stat(page, "Characters"), FIRST_ANSWER).toBe("272");
    // Thumbs up with a skin tone, e + combining accent, and a flag: three characters.
    await input(page).fill("👍🏽e\u0301🇩🇪");
    await expect.poll(() => stats(page, ["Characters", "Letters", "Symbols"])).toEqual(["3", "1", "2"]);
    expect(await platform(page, "Twitter/X").textContent()).toContain("3 / 280");

    await page.getByRole("button", { name: "Clear" }).click();
    expect(await editorText(input(page))).toBe("");
    await expect
      .poll(() => stats(page, ["Characters", "Words", "Lines", "Most common character"]))
      .toEqual(["0", "0", "0", "—"]);
    expect(await platform(page, "Twitter/X").textContent()).toContain("280 characters left");
    expect(await page.getByRole("button", { name: "Export Report" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Clear" }).isDisabled()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("counts a 5 MB paste while the page stays editable", { timeout: 120_000 }, async () => {
    // Hold the engine download so the worker is surely still at work when the test looks (a fast machine could
    // otherwise answer first).
    const { page, context } = await openPage("/");
    const release = await holdRequests(context, "**/*.wasm");
    await page.goto(PATH);
    const line = `${"Ärger über Öl? Nein, 42 Tassen Kaffee! ".repeat(10)}\n`;
    const lines = Math.ceil((5 * 1024 * 1024) / line.length);
    await pasteInto(input(page), line.repeat(lines));
    await page.getByRole("status").filter({ hasText: "Counting…" }).waitFor();
    // While the worker counts, typing still lands in the box at once.
    await input(page).press("ControlOrMeta+End");
    await input(page).pressSequentially("☕");
    await expect.poll(() => editorText(input(page)).then((text) => text.split("\n").at(-1))).toBe("☕");
    release();
    const total = lines * line.length + 1;
    await expect
      .poll(() => stat(page, "Characters"), { timeout: 90_000, interval: 250 })
      .toBe(total.toLocaleString("en-US"));
    expect(await stats(page, ["Numbers", "Symbols", "Sentences", "Lines"])).toEqual([
      (lines * 20).toLocaleString("en-US"),
      "1",
      // The final ☕ holds no letter or digit, so it adds no sentence.
      (lines * 20).toLocaleString("en-US"),
      (lines + 1).toLocaleString("en-US"),
    ]);
    expect(await platform(page, "Facebook post").textContent()).toContain(
      `${(total - 63206).toLocaleString("en-US")} characters over the limit`,
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it("fits a 375 px phone in the dark theme", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await expect.poll(() => stat(page, "Characters"), FIRST_ANSWER).toBe("272");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
