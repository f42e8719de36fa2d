import type { Page } from "playwright-core";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByLabel("Post Description").fill("Golden sunset at the beach");
  await page.getByRole("button", { name: /^#/ }).first().waitFor();
};
