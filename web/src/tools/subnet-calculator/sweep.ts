import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The accessibility sweep's main action (e2e/accessibility.ts): a network taken apart, then one refused. */
export default async (page: Page) => {
  const network = page.getByLabel("Network in CIDR notation", { exact: true });
  await network.fill("192.168.1.77/24");
  await expect
    .poll(() => page.getByText("is not the network address", { exact: false }).count(), { timeout: 15_000 })
    .toBe(1);
  await network.fill("192.168.1.0/33");
  await page.getByRole("alert").filter({ hasText: "The prefix length must be" }).waitFor();
};
