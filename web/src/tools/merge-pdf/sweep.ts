import type { Page } from "playwright-core";
import { expect } from "vitest";
import { testPdf } from "@/lib/pdf/test-pdf";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByLabel("Upload PDFs").setInputFiles([
    { name: "a.pdf", mimeType: "application/pdf", buffer: testPdf([101, 102]) },
    { name: "b.pdf", mimeType: "application/pdf", buffer: testPdf([201]) },
  ]);
  await page.getByRole("button", { name: "Merge PDF" }).click();
  await expect.poll(() => page.getByTestId("merged-summary").textContent(), { timeout: 15_000 }).toMatch(/3 pages/);
};
