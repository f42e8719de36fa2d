import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { clipboardText, downloadOf, openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/slug-generator";

/** The worker's first answer includes loading the engine, which can take seconds on a busy machine. */
const FIRST_ANSWER = { timeout: 15_000 };

function slugs(page: Page) {
  return page.getByLabel("Slugs", { exact: true });
}

describe("Slug Generator", () => {
  it("transliterates the issue's example as the user types, with each option", async () => {
    const { page } = await openPage(PATH);
    const input = page.getByLabel("Input Text", { exact: true });
    await input.fill("Crème Brûlée à Paris!");
    await expect.poll(() => slugs(page).textContent(), FIRST_ANSWER).toBe("creme-brulee-a-paris");

    await page.getByLabel("Separator").selectOption({ label: "Underscore (_)" });
    await expect.poll(() => slugs(page).textContent()).toBe("creme_brulee_a_paris");
    await page.getByLabel("Case").selectOption({ label: "UPPERCASE" });
    await expect.poll(() => slugs(page).textContent()).toBe("CREME_BRULEE_A_PARIS");
    await page.getByLabel("Separator").selectOption({ label: "Hyphen (-)" });
    await page.getByLabel("Case").selectOption({ label: "lowercase" });

    // Cut at a word boundary, never a trailing separator.
    await page.getByLabel("Maximum length").fill("13");
    await expect.poll(() => slugs(page).textContent()).toBe("creme-brulee");
    await page.getByLabel("Maximum length").fill("");
    await expect.poll(() => slugs(page).textContent()).toBe("creme-brulee-a-paris");
    expect(pageErrors(page)).toEqual([]);
  });

  it("gives one slug per line, copied and downloaded", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    await page.getByLabel("Input Text", { exact: true }).fill("Crème Brûlée à Paris!\n\nÜber uns\n北京欢迎你");
    const expected = "creme-brulee-a-paris\n\nuber-uns\nbei-jing-huan-ying-ni";
    await expect.poll(() => slugs(page).textContent(), FIRST_ANSWER).toBe(expected);
    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe(expected);
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(file.name).toBe("slugs.txt");
    expect(file.text).toBe(expected);
    expect(pageErrors(page)).toEqual([]);
  });

  it("fits a 375 px phone in the dark theme", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await page.getByLabel("Input Text", { exact: true }).fill("Crème Brûlée à Paris!");
    await expect.poll(() => slugs(page).textContent(), FIRST_ANSWER).toBe("creme-brulee-a-paris");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
