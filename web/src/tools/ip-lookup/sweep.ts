import type { Page } from "playwright-core";
import { clickForToast } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByLabel("IP Address", { exact: true }).fill("81.2.69.142");
  await clickForToast(page, "Lookup");
  await page.getByRole("heading", { name: "Location", exact: true }).waitFor();
};
