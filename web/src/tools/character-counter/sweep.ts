import type { Page } from "playwright-core";
import { enabled } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByLabel("Your Text").fill("Hello, world");
  await enabled(page, "Export Report");
};
