import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The accessibility sweep's main action (e2e/accessibility.ts): 255 in decimal, then a wrong binary digit. */
export default async (page: Page) => {
  await page.getByLabel("Decimal", { exact: true }).fill("255");
  await expect.poll(() => page.getByLabel("Hexadecimal", { exact: true }).inputValue()).toBe("ff");
  await page.getByLabel("Binary", { exact: true }).fill("109");
  await page.getByText("‘9’ at position 3 is not a binary digit.", { exact: true }).waitFor();
};
