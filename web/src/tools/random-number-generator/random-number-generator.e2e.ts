import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { clipboardText, downloadOf, openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/random-number-generator";
const RANGE_ERROR = "Minimum must be less than maximum";

async function open(options: Parameters<typeof openPage>[1] = {}) {
  const { page } = await openPage(PATH, { clipboard: true, ...options });
  await page.getByLabel("Minimum").waitFor();
  await expect.poll(() => shownNumbers(page)).toHaveLength(10);
  return page;
}

function textOf(page: Page, label: string): Promise<string> {
  return page
    .getByLabel(label, { exact: true })
    .textContent()
    .then((text) => text ?? "");
}

/** The multiple-numbers card's numbers, in order. */
async function shownNumbers(page: Page): Promise<string[]> {
  const text = await textOf(page, "Random numbers");
  return text === "—" || text === "" ? [] : text.split(", ");
}

function generate(page: Page) {
  return page.getByRole("button", { name: "Generate", exact: true });
}

describe("Random Number Generator", () => {
  it("starts with the spec's defaults: 10 numbers from 1 to 100 and the sequence", async () => {
    const page = await open();
    expect(await page.getByLabel("Minimum").inputValue()).toBe("1");
    expect(await page.getByLabel("Maximum").inputValue()).toBe("100");
    expect(await page.getByLabel("Count").inputValue()).toBe("10");
    expect(await page.getByRole("switch", { name: "Allow duplicates" }).getAttribute("aria-checked")).toBe("true");
    expect(await page.getByRole("switch", { name: "Decimals" }).getAttribute("aria-checked")).toBe("false");
    expect(await page.getByLabel("Decimal places").inputValue()).toBe("2");
    expect(await page.getByLabel("Decimal places").isDisabled()).toBe(true);

    const numbers = await shownNumbers(page);
    expect(numbers.every((n) => /^\d+$/.test(n) && Number(n) >= 1 && Number(n) <= 100)).toBe(true);
    const single = Number(await textOf(page, "Random number"));
    expect(Number.isInteger(single) && single >= 1 && single <= 100).toBe(true);
    expect(await textOf(page, "Evenly spaced sequence")).toBe("1, 12, 23, 34, 45, 56, 67, 78, 89, 100");
    await page.getByText("10 numbers", { exact: true }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("Generate draws a new single number", async () => {
    const page = await open();
    const first = await textOf(page, "Random number");
    // 1 in 100 to repeat: click until it changes (each click is a fresh draw).
    await expect
      .poll(async () => {
        await generate(page).click();
        return textOf(page, "Random number");
      })
      .not.toBe(first);
    expect(pageErrors(page)).toEqual([]);
  });

  it("says 'Minimum must be less than maximum' and disables Generate until it is fixed", async () => {
    const page = await open();
    const min = page.getByLabel("Minimum");
    await min.fill("100");
    await page.getByRole("alert").filter({ hasText: RANGE_ERROR }).waitFor();
    expect(await generate(page).isDisabled()).toBe(true);
    expect(await min.getAttribute("aria-invalid")).toBe("true");
    expect(await textOf(page, "Random number")).toBe("—");
    expect(await shownNumbers(page)).toEqual([]);

    await min.fill("500");
    await page.getByRole("alert").filter({ hasText: RANGE_ERROR }).waitFor();
    await page.getByLabel("Maximum").fill("600");
    await expect.poll(() => generate(page).isDisabled()).toBe(false);
    expect(await page.getByRole("alert").filter({ hasText: RANGE_ERROR }).count()).toBe(0);
    await expect
      .poll(async () => (await shownNumbers(page)).every((n) => Number(n) >= 500 && Number(n) <= 600))
      .toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("keeps text that is not a number and says what is wrong", async () => {
    const page = await open();
    const max = page.getByLabel("Maximum");
    await max.fill("");
    await max.pressSequentially("12abc");
    await page.getByRole("alert").filter({ hasText: "Maximum must be a number" }).waitFor();
    expect(await max.inputValue()).toBe("12abc");
    expect(await generate(page).isDisabled()).toBe(true);

    await max.fill("12.5");
    await page.getByRole("alert").filter({ hasText: "Maximum must be a whole number" }).waitFor();
    await page.getByLabel("Count").fill("lots");
    await max.fill("12");
    await page.getByRole("alert").filter({ hasText: "Count must be a whole number" }).waitFor();
    expect(await page.getByLabel("Count").inputValue()).toBe("lots");
    await page.getByLabel("Count").fill("3");
    await expect.poll(() => shownNumbers(page)).toHaveLength(3);
    expect(pageErrors(page)).toEqual([]);
  });

  it("caps unique numbers at the range with the spec's toast", async () => {
    const page = await open();
    await page.getByLabel("Maximum").fill("5");
    await page.getByRole("switch", { name: "Allow duplicates" }).click();
    const toast = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Cannot generate 10 unique numbers in range 1-5. Generating 5 numbers instead." });
    await toast.waitFor();
    await expect.poll(() => shownNumbers(page)).toHaveLength(5);
    expect((await shownNumbers(page)).sort()).toEqual(["1", "2", "3", "4", "5"]);
    await page.getByText("5 numbers", { exact: true }).waitFor();

    // Within the range's size: distinct numbers, no toast.
    await page.getByLabel("Maximum").fill("50");
    await expect.poll(() => shownNumbers(page)).toHaveLength(10);
    const numbers = await shownNumbers(page);
    expect(new Set(numbers).size).toBe(10);
    expect(pageErrors(page)).toEqual([]);
  });

  it("draws 10,000 different numbers from a range of 10,000", async () => {
    const page = await open();
    await page.getByRole("switch", { name: "Allow duplicates" }).click();
    await page.getByLabel("Maximum").fill("10000");
    await page.getByLabel("Count").fill("10000");
    await expect.poll(() => shownNumbers(page)).toHaveLength(10_000);
    const numbers = await shownNumbers(page);
    expect(new Set(numbers).size).toBe(10_000);
    expect(numbers.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it("draws decimals with the chosen places and spaces the sequence", async () => {
    const page = await open();
    await page.getByLabel("Minimum").fill("0");
    await page.getByLabel("Maximum").fill("1");
    await page.getByRole("switch", { name: "Decimals" }).click();
    const places = page.getByLabel("Decimal places");
    expect(await places.isDisabled()).toBe(false);
    await places.fill("3");
    await expect.poll(async () => (await shownNumbers(page)).every((n) => /^[01]\.\d{3}$/.test(n))).toBe(true);
    expect((await shownNumbers(page)).every((n) => Number(n) >= 0 && Number(n) <= 1)).toBe(true);
    expect(await textOf(page, "Random number")).toMatch(/^[01]\.\d{3}$/);
    expect(await textOf(page, "Evenly spaced sequence")).toBe(
      "0.000, 0.111, 0.222, 0.333, 0.444, 0.556, 0.667, 0.778, 0.889, 1.000",
    );

    // Places are clamped to 1-10.
    await places.fill("25");
    await expect.poll(async () => (await shownNumbers(page)).every((n) => /^[01]\.\d{10}$/.test(n))).toBe(true);
    await places.fill("x");
    await page.getByRole("alert").filter({ hasText: "Decimal places must be a whole number" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("copies comma-separated, copies as a list and downloads random-numbers.txt", async () => {
    const page = await open();
    await page.getByLabel("Minimum").fill("-20");
    await page.getByLabel("Maximum").fill("20");
    await page.getByLabel("Count").fill("6");
    await expect.poll(() => shownNumbers(page)).toHaveLength(6);
    const numbers = await shownNumbers(page);
    expect(numbers.every((n) => Number(n) >= -20 && Number(n) <= 20)).toBe(true);

    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe(numbers.join(", "));

    await page.getByRole("button", { name: "Copy as List" }).click();
    await expect.poll(() => clipboardText(page)).toBe(numbers.join("\n"));

    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(file.name).toBe("random-numbers.txt");
    expect(file.text).toBe(`${numbers.join("\n")}\n`);

    // Regenerate draws a new list with the same settings.
    await expect
      .poll(async () => {
        await page.getByRole("button", { name: "Regenerate" }).click();
        return (await shownNumbers(page)).join(", ");
      })
      .not.toBe(numbers.join(", "));
    expect(await textOf(page, "Evenly spaced sequence")).toBe("-20, -12, -4, 4, 12, 20");
    expect(pageErrors(page)).toEqual([]);
  });

  it("handles the whole 64-bit range exactly and fits a 375 px phone in the dark theme", async () => {
    const page = await open({ width: 375, colorScheme: "dark" });
    await page.getByLabel("Minimum").fill("-9223372036854775808");
    await page.getByLabel("Maximum").fill("9223372036854775807");
    await page.getByLabel("Count").fill("3");
    await expect
      .poll(() => textOf(page, "Evenly spaced sequence"))
      .toBe("-9223372036854775808, 0, 9223372036854775807");
    const numbers = await shownNumbers(page);
    expect(numbers).toHaveLength(3);
    for (const n of numbers) {
      expect(BigInt(n) >= -9223372036854775808n && BigInt(n) <= 9223372036854775807n).toBe(true);
    }
    await page.getByLabel("Maximum").fill("9223372036854775808");
    await page
      .getByRole("alert")
      .filter({ hasText: "Maximum must be between -9223372036854775808 and 9223372036854775807" })
      .waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
