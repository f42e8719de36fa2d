import type { Page } from "playwright-core";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  // The error state: the marked position and its 'Go to Error' action.
  await page.getByLabel("JSON to Validate").fill('{"a": 1,}');
  await page.getByRole("button", { name: "Go to Error" }).waitFor();
};
