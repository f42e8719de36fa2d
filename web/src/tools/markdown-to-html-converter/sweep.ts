import type { Page } from "playwright-core";
import { clickForToast } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByLabel("Markdown Input").fill("# Hello\n\nSome *text*.");
  await clickForToast(page, "Convert to HTML");
};
