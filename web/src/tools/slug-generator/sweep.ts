import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByLabel("Input Text", { exact: true }).fill("Crème Brûlée à Paris!");
  await expect.poll(() => page.getByLabel("Slugs", { exact: true }).textContent()).toBe("creme-brulee-a-paris");
};
