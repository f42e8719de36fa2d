import type { Page } from "playwright-core";

/** The accessibility sweep's main action (e2e/accessibility.ts): a colour that is not one, the page's error state. */
export default async (page: Page) => {
  await page.getByLabel("Color", { exact: true }).fill("rgb(300 0");
  await page.getByRole("alert").filter({ hasText: "not a valid rgb() color" }).waitFor();
};
