import type { Page } from "playwright-core";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByRole("textbox", { name: "Text", exact: true }).fill("https://example.com");
  await page.getByRole("img", { name: "QR code" }).waitFor({ timeout: 15_000 });
};
