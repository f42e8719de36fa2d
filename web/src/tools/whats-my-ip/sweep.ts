import type { Page } from "playwright-core";
import { clickForToast, enabled } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await enabled(page, "Refresh");
  await clickForToast(page, "Refresh");
  await page.getByRole("heading", { name: "Location", exact: true }).waitFor();
};
