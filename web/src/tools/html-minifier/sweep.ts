import type { Page } from "playwright-core";
import { clickForToast } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByLabel("HTML Input", { exact: true }).fill("<p>  Hello  </p>");
  await clickForToast(page, "Minify HTML");
};
