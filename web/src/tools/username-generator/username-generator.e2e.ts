import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { clipboardText, downloadOf, openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/username-generator";

/** The usernames as shown, in order. */
function shownNames(page: Page): Promise<string[]> {
  return page.getByRole("list", { name: "Usernames" }).getByRole("button").allTextContents();
}

async function open(options: Parameters<typeof openPage>[1] = {}) {
  const { page } = await openPage(PATH, { clipboard: true, ...options });
  await page.getByRole("radio", { name: /Adjective \+ Noun/ }).waitFor();
  return page;
}

/**
 * Waits until every shown name passes `test` (and there are `count` of them, when given). A failure shows the
 * names as they were, so a miss says which names and which state.
 */
async function expectNames(page: Page, test: (name: string) => boolean, count?: number) {
  await expect
    .poll(async () => {
      const names = await shownNames(page);
      const wrongCount = count !== undefined && names.length !== count;
      return !wrongCount && names.length > 0 && names.every(test) ? [] : names;
    })
    .toEqual([]);
}

/** Flips a switch and waits until it says it is `on` (so a missed click fails here, not in the names after it). */
async function flip(page: Page, name: string, on: boolean) {
  const toggle = page.getByRole("switch", { name });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute("aria-checked")).toBe(String(on));
}

describe("Username Generator", () => {
  it("shows ten Adjective + Noun names by default", async () => {
    const page = await open();
    expect(await page.getByRole("radio", { name: /Adjective \+ Noun/ }).isChecked()).toBe(true);
    expect(await page.getByLabel("Number of Usernames").inputValue()).toBe("10");
    await expectNames(page, (name) => /^[A-Z][a-z]+[A-Z][a-z]+\d*$/.test(name), 10);
    const names = await shownNames(page);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(10);
    await page.getByText("10 usernames").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("clamps the count to 1-50 and falls back to 10 for a non-number", async () => {
    const page = await open();
    const count = page.getByLabel("Number of Usernames");
    await count.fill("3");
    await expectNames(page, () => true, 3);
    await count.fill("99");
    await expectNames(page, () => true, 50);
    await count.blur();
    await expect.poll(() => count.inputValue()).toBe("50");
    await count.fill("0");
    await expectNames(page, () => true, 1);
    await count.fill("");
    await expectNames(page, () => true, 10);
    await count.pressSequentially("-");
    await expectNames(page, () => true, 10);
    await count.blur();
    await expect.poll(() => count.inputValue()).toBe("10");
    expect(pageErrors(page)).toEqual([]);
  });

  it("adds the prefix and suffix, numbers and symbol separators", async () => {
    const page = await open();
    await page.getByLabel("Prefix").fill("pro");
    await page.getByLabel("Suffix").fill("_yt");
    await expectNames(page, (name) => name.startsWith("pro") && name.endsWith("_yt"), 10);

    await page.getByLabel("Suffix").fill("");
    await flip(page, "Add Numbers", true);
    await expectNames(page, (name) => /^pro[A-Za-z]+\d+$/.test(name), 10);

    await flip(page, "Symbol Separators", true);
    await expectNames(page, (name) => /^pro[a-z]+[_.-][a-z]+[_.-]\d{1,3}\d*$/.test(name), 10);

    await flip(page, "Add Numbers", false);
    await expectNames(page, (name) => /^pro[a-z]+[_.-][a-z]+\d*$/.test(name), 10);
    expect(pageErrors(page)).toEqual([]);
  });

  it("draws random names of the slider's length, 3 to 20", async () => {
    const page = await open();
    const slider = page.getByRole("slider", { name: "Length" });
    expect(await slider.isDisabled()).toBe(true);
    await page.getByRole("radio", { name: /Random/ }).check();
    expect(await slider.isDisabled()).toBe(false);
    expect(await slider.inputValue()).toBe("8");
    await expectNames(page, (name) => /^[a-z][a-z0-9]{7}$/.test(name), 10);

    await slider.focus();
    await page.keyboard.press("Home");
    await expectNames(page, (name) => /^[a-z][a-z0-9]{2}$/.test(name), 10);
    await page.keyboard.press("End");
    await expectNames(page, (name) => /^[a-z][a-z0-9]{19}$/.test(name), 10);

    await page.getByRole("switch", { name: "Symbol Separators" }).click();
    await expectNames(page, (name) => name.length === 20 && /^[a-z][a-z0-9]*[_.-][a-z0-9]+$/.test(name), 10);
    expect(pageErrors(page)).toEqual([]);
  });

  it("offers the Tech and Gaming styles", async () => {
    const page = await open();
    const before = await shownNames(page);
    await page.getByRole("radio", { name: /Tech/ }).check();
    await expect.poll(() => shownNames(page)).not.toEqual(before);
    await expectNames(page, (name) => /^[A-Z][a-z]+[A-Z][a-z]+\d*$/.test(name), 10);
    await page.getByRole("radio", { name: /Gaming/ }).check();
    await expectNames(page, (name) => /^[A-Z][a-z]+[A-Z][a-z]+\d*$/.test(name), 10);
    expect(pageErrors(page)).toEqual([]);
  });

  it("copies one name by clicking it, all names, the CSV, and downloads usernames.txt", async () => {
    const page = await open();
    await page.getByLabel("Number of Usernames").fill("4");
    await expectNames(page, () => true, 4);
    const names = await shownNames(page);

    await page.getByRole("button", { name: names[1], exact: true }).click();
    await page.getByText(`${names[1]} copied to clipboard`).waitFor();
    expect(await clipboardText(page)).toBe(names[1]);

    await page.getByRole("button", { name: "Copy All" }).click();
    await expect.poll(() => clipboardText(page)).toBe(names.join("\n"));

    await page.getByRole("button", { name: "Copy as CSV" }).click();
    await expect.poll(() => clipboardText(page)).toBe(names.join(","));

    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());
    expect(file.name).toBe("usernames.txt");
    expect(file.text).toBe(`${names.join("\n")}\n`);

    await page.getByRole("button", { name: "Generate" }).click();
    await expect.poll(() => shownNames(page)).not.toEqual(names);
    expect(await shownNames(page)).toHaveLength(4);
    expect(pageErrors(page)).toEqual([]);
  });

  it("fits a phone screen in dark mode", async () => {
    const page = await open({ width: 375, colorScheme: "dark" });
    await page.getByLabel("Prefix").fill("averyveryverylongprefixthatkeepsgoing");
    await page.getByRole("radio", { name: /Random/ }).check();
    await expectNames(page, (name) => name.startsWith("averyvery"), 10);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
