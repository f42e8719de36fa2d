import type { Page } from "playwright-core";
import { filled } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByRole("button", { name: "Load Sample" }).click();
  await filled(page, "Sorted Output");
};
