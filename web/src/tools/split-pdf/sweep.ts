import type { Page } from "playwright-core";
import { expect } from "vitest";
import { testPdf } from "@/lib/pdf/test-pdf";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  const buffer = testPdf([101, 102, 103]);
  await page
    .getByLabel("Upload PDF", { exact: true })
    .setInputFiles({ name: "a.pdf", mimeType: "application/pdf", buffer });
  await page.getByLabel("Pages to keep").fill("1-2");
  await page.getByRole("button", { name: "Split PDF" }).click();
  await expect
    .poll(() => page.getByTestId("split-summary").textContent(), { timeout: 15_000 })
    .toMatch(/^a-pages-1-2\.pdf/);
};
