import type { Page } from "playwright-core";
import { clickForToast } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByLabel("IP Address", { exact: true }).fill("81.2.69.142");
  await clickForToast(page, "Lookup");
  await page.getByRole("heading", { name: "Location", exact: true }).waitFor();
};

/** Its error state (the sweeps check it too): an address that is not one. */
export const error = async (page: Page) => {
  await page.getByLabel("IP Address", { exact: true }).fill("256.1.1.1");
  await page.getByLabel("IP Address", { exact: true }).press("Enter");
  await page.getByRole("main").getByRole("alert").filter({ hasText: "Please enter a valid IP address" }).waitFor();
};
