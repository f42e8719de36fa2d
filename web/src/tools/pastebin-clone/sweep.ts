import type { Page } from "playwright-core";
import { clickForToast } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByLabel("Content", { exact: true }).fill("console.log('shared');");
  await clickForToast(page, "Save Paste");
  await page.getByLabel("Share Link").waitFor();
};
