import type { Page } from "playwright-core";
import { filled } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByRole("tab", { name: "Encode Text" }).click();
  await page.getByLabel("Text to Encode").fill("Hello, world");
  await filled(page, "Base64 Output");
};

/** Its error state (the sweeps check it too): input that is not Base64. */
export const error = async (page: Page) => {
  await page.getByRole("tab", { name: "Decode Base64" }).click();
  await page.getByLabel("Base64 to Decode").fill("SGVsbG8h!!");
  await page.getByRole("alert").filter({ hasText: "Invalid Base64 string" }).waitFor();
};
