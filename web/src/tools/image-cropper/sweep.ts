import type { Page } from "playwright-core";
import { drawImage } from "../../../e2e/images";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  const file = await drawImage(page, "sample.png", { width: 96, height: 64, type: "image/png" });
  await page.getByLabel("Upload Image", { exact: true }).setInputFiles(file);
  await page.getByRole("button", { name: "Crop Image", exact: true }).click();
  await page.getByRole("button", { name: "Download sample-cropped.png" }).waitFor({ timeout: 30_000 });
};
