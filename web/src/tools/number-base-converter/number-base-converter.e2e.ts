import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/number-base-converter";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const valueOf = (page: Page, label: string) => field(page, label).inputValue();

describe("Number Base Converter", () => {
  it("shows 255 as ff and 11111111, and -255 as -ff", async () => {
    const { page } = await openPage(PATH);
    await field(page, "Decimal").fill("255");
    await expect.poll(() => valueOf(page, "Hexadecimal")).toBe("ff");
    expect(await valueOf(page, "Binary")).toBe("11111111");
    expect(await valueOf(page, "Octal")).toBe("377");
    expect(await valueOf(page, "In base 36")).toBe("73");

    await field(page, "Decimal").fill("-255");
    await expect.poll(() => valueOf(page, "Hexadecimal")).toBe("-ff");
    expect(pageErrors(page)).toEqual([]);
  });

  it("converts from whichever field is edited, prefixes and any base included", async () => {
    const { page } = await openPage(PATH);
    await field(page, "Hexadecimal").fill("0xFF_FF");
    await expect.poll(() => valueOf(page, "Decimal")).toBe("65535");
    await page.getByLabel("Other base", { exact: true }).selectOption("20");
    await expect.poll(() => valueOf(page, "In base 20")).toBe("83gf");
    await field(page, "In base 20").fill("-jj");
    await expect.poll(() => valueOf(page, "Decimal")).toBe("-399");
    const decimal = "1234567890".repeat(20);
    await field(page, "Decimal").fill(decimal);
    await expect.poll(async () => (await valueOf(page, "Hexadecimal")).length).toBeGreaterThan(100);
    const written = await valueOf(page, "Hexadecimal");
    await field(page, "Hexadecimal").fill(written);
    await expect.poll(() => valueOf(page, "Decimal")).toBe(decimal);
    expect(pageErrors(page)).toEqual([]);
  });

  it("names and marks an invalid digit, keeps what was typed, and takes empty input quietly", async () => {
    const { page } = await openPage(PATH);
    await field(page, "Binary").fill("109");
    const alert = page.getByRole("alert").filter({ hasText: "‘9’ at position 3 is not a binary digit." });
    await alert.waitFor();
    expect(await alert.locator("mark").textContent()).toBe("9");
    expect(await valueOf(page, "Binary")).toBe("109");
    expect(await field(page, "Binary").getAttribute("aria-invalid")).toBe("true");

    await field(page, "Binary").fill("");
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);
    expect(await valueOf(page, "Decimal")).toBe("");
    expect(pageErrors(page)).toEqual([]);
  });
});
