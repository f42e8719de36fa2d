import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { clipboardText, downloadOf, openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/lorem-ipsum-generator";
const CLASSIC_WORDS = ["lorem", "ipsum", "dolor", "consectetur", "adipiscing", "eiusmod", "tempor", "incididunt"];

function output(page: Page) {
  return page.getByLabel("Generated Text");
}

function countInput(page: Page) {
  return page.getByLabel(/^Number of /);
}

function text(page: Page): Promise<string> {
  return output(page).inputValue();
}

const words = (t: string) => t.split(/\s+/).filter(Boolean);
const paragraphs = (t: string) => t.split("\n\n");
const sentences = (t: string) => t.split(/(?<=\.)\s+/);

/** Waits for the engine's first text (the badge appears with it), then checks it opens with the phrase. */
async function ready(page: Page) {
  await page.getByTestId("lorem-counts").waitFor();
  await expect.poll(() => text(page)).toMatch(/^Lorem ipsum dolor sit amet/);
}

/** Changes a setting and waits for the text it regenerates. */
async function changed(page: Page, action: () => Promise<unknown>): Promise<string> {
  const before = await text(page);
  await action();
  await expect.poll(() => text(page)).not.toBe(before);
  return text(page);
}

async function setCount(page: Page, typed: string) {
  const input = countInput(page);
  await input.click();
  await input.press("Control+a");
  await input.press("Delete");
  await input.pressSequentially(typed);
  await input.blur();
}

/** The badge's two numbers: words and characters. */
async function badge(page: Page): Promise<[number, number]> {
  const label = (await page.getByTestId("lorem-counts").textContent()) ?? "";
  const match = /([\d,]+) words · ([\d,]+) characters/.exec(label);
  if (!match) throw new Error(`unexpected badge: ${label}`);
  return [Number((match[1] ?? "").replaceAll(",", "")), Number((match[2] ?? "").replaceAll(",", ""))];
}

async function expectBadgeMatches(page: Page) {
  await expect.poll(async () => badge(page)).toEqual(await text(page).then((t) => [words(t).length, t.length]));
}

describe("Lorem Ipsum Generator", () => {
  it("opens with three classic paragraphs starting 'Lorem ipsum' and a matching badge", async () => {
    const { page } = await openPage(PATH);
    await ready(page);
    const t = await text(page);
    expect(paragraphs(t)).toHaveLength(3);
    for (const paragraph of paragraphs(t)) {
      const count = sentences(paragraph).length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(6);
      for (const sentence of sentences(paragraph)) {
        expect(sentence).toMatch(/^[A-Z].*\.$/);
        expect(words(sentence).length).toBeGreaterThanOrEqual(8);
        expect(words(sentence).length).toBeLessThanOrEqual(22);
      }
    }
    expect(await countInput(page).inputValue()).toBe("3");
    expect(await page.getByRole("radio", { name: "Paragraphs", exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: /^Classic/ }).isChecked()).toBe(true);
    expect(await page.getByLabel("Start with ‘Lorem ipsum’").isChecked()).toBe(true);
    await expectBadgeMatches(page);
    await page.getByRole("heading", { name: "About Lorem Ipsum" }).waitFor();
    await page.getByText(/de Finibus Bonorum et Malorum/).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("gives the asked number of words, sentences and paragraphs", async () => {
    const { page } = await openPage(PATH);
    await ready(page);

    await changed(page, () => page.getByRole("radio", { name: "Words", exact: true }).check());
    await setCount(page, "5");
    await expect.poll(() => text(page)).toBe("Lorem ipsum dolor sit amet");
    await expectBadgeMatches(page);
    expect(await badge(page)).toEqual([5, 26]);

    await setCount(page, "3");
    await expect.poll(() => text(page)).toBe("Lorem ipsum dolor");

    await setCount(page, "12");
    await expect.poll(() => text(page).then((t) => words(t).length)).toBe(12);
    expect(await text(page)).toMatch(/^Lorem ipsum dolor sit amet \w/);
    await expectBadgeMatches(page);

    await changed(page, () => page.getByRole("radio", { name: "Sentences", exact: true }).check());
    await setCount(page, "4");
    await expect.poll(() => text(page).then((t) => sentences(t).length)).toBe(4);
    expect(await text(page)).not.toContain("\n");
    await expectBadgeMatches(page);

    await changed(page, () => page.getByRole("radio", { name: "Paragraphs", exact: true }).check());
    await setCount(page, "7");
    await expect.poll(() => text(page).then((t) => paragraphs(t).length)).toBe(7);
    await expectBadgeMatches(page);
    expect(pageErrors(page)).toEqual([]);
  });

  it("turns a non-numeric count into 1 and keeps counts within 1 to 100", async () => {
    const { page } = await openPage(PATH);
    await ready(page);

    await setCount(page, "abc");
    await expect.poll(() => countInput(page).inputValue()).toBe("1");
    await expect.poll(() => text(page).then((t) => paragraphs(t).length)).toBe(1);

    await setCount(page, "500");
    await expect.poll(() => countInput(page).inputValue()).toBe("100");
    await expect.poll(() => text(page).then((t) => paragraphs(t).length)).toBe(100);
    await expectBadgeMatches(page);

    await setCount(page, "0");
    await expect.poll(() => countInput(page).inputValue()).toBe("1");
    await expect.poll(() => text(page).then((t) => paragraphs(t).length)).toBe(1);

    // The input's own limits for the keyboard's arrows.
    expect(await countInput(page).getAttribute("min")).toBe("1");
    expect(await countInput(page).getAttribute("max")).toBe("100");
    await countInput(page).press("ArrowUp");
    await expect.poll(() => text(page).then((t) => paragraphs(t).length)).toBe(2);
    expect(pageErrors(page)).toEqual([]);
  });

  it("draws other styles from their own words, with the start option only for classic", async () => {
    const { page } = await openPage(PATH);
    await ready(page);
    await setCount(page, "20");
    await expect.poll(() => text(page).then((t) => paragraphs(t).length)).toBe(20);
    const start = page.getByLabel("Start with ‘Lorem ipsum’");

    const styles = [
      { name: /^Cicero English/, own: ["pleasure", "pain", "pursue", "toil"] },
      { name: /^Hipster/, own: ["kombucha", "vinyl", "artisan", "sriracha", "fixie", "kale"] },
      { name: /^Corporate/, own: ["synergy", "leverage", "paradigm", "stakeholder", "roadmap"] },
    ];
    for (const style of styles) {
      const t = (await changed(page, () => page.getByRole("radio", { name: style.name }).check())).toLowerCase();
      const used = new Set(words(t).map((w) => w.replace(/[.,]$/, "")));
      expect(CLASSIC_WORDS.filter((w) => used.has(w))).toEqual([]);
      expect(style.own.some((w) => used.has(w))).toBe(true);
      expect(await start.isDisabled()).toBe(true);
      expect(await start.isChecked()).toBe(false);
      await page.getByText("Only for the Classic style.").waitFor();
      await expectBadgeMatches(page);
    }

    // Back to classic: the option returns, still on.
    const classic = await changed(page, () => page.getByRole("radio", { name: /^Classic/ }).check());
    expect(classic).toMatch(/^Lorem ipsum dolor sit amet, /);
    expect(await start.isDisabled()).toBe(false);

    // Turned off, the text no longer opens with the phrase; on again, it does.
    const withoutStart = await changed(page, () => start.uncheck());
    expect(withoutStart).not.toMatch(/^Lorem ipsum dolor sit amet/);
    await changed(page, () => start.check());
    expect(await text(page)).toMatch(/^Lorem ipsum dolor sit amet, /);
    expect(pageErrors(page)).toEqual([]);
  });

  it("copies, downloads lorem-ipsum.txt, and Regenerate / Generate give new text", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    await ready(page);
    const first = await text(page);

    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe(first);

    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(file.name).toBe("lorem-ipsum.txt");
    expect(file.text).toBe(first);

    const second = await changed(page, () => page.getByRole("button", { name: "Regenerate" }).click());
    expect(second).toMatch(/^Lorem ipsum dolor sit amet, /);
    expect(paragraphs(second)).toHaveLength(3);
    await expectBadgeMatches(page);
    await changed(page, () => page.getByRole("button", { name: "Generate", exact: true }).click());
    await expectBadgeMatches(page);
    expect(pageErrors(page)).toEqual([]);
  });

  it("fits a 375 px phone in the dark theme", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await ready(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
