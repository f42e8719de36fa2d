import type { Page } from "playwright-core";
import { expect } from "vitest";
import { drawImage } from "../../../e2e/images";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page
    .getByLabel("Upload images")
    .setInputFiles([await drawImage(page, "photo.jpg", { width: 40, height: 30, type: "image/jpeg", quality: 0.8 })]);
  await page.getByRole("button", { name: "Make PDF" }).click();
  await expect.poll(() => page.getByTestId("pdf-summary").textContent(), { timeout: 15_000 }).toMatch(/photo\.pdf/);
};
