import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The accessibility sweep's main action (e2e/accessibility.ts): the sample compared, its changes highlighted. */
export default async (page: Page) => {
  await expect
    .poll(() => page.getByRole("status").filter({ hasText: "lines added" }).textContent(), { timeout: 15_000 })
    .toBe("+3 lines added, −2 lines removed");
  await page.locator(".cm-diff-added-mark").first().waitFor();
};
