import type { Page } from "playwright-core";
import { filled } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByRole("tab", { name: "Encode Text" }).click();
  await page.getByLabel("Text to Encode").fill("Hello, world");
  await filled(page, "Base64 Output");
};
