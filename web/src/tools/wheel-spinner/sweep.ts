import type { Page } from "playwright-core";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByRole("button", { name: "Spin the Wheel" }).click();
  await page.getByTestId("wheel-winner").waitFor({ timeout: 20_000 });
};
