import type { Page } from "playwright-core";

/** The accessibility sweep's main action (e2e/accessibility.ts): the example, converted as typed. */
export default async (page: Page) => {
  await page.getByLabel("Timestamp", { exact: true }).fill("1700000000");
  await page.getByText("2023-11-14T22:13:20Z", { exact: true }).first().waitFor();
};
