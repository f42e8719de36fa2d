import type { Page } from "playwright-core";

const GIF = "data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByLabel("Base64 to Image", { exact: true }).fill(GIF);
  await page.getByRole("button", { name: "Download image.gif" }).waitFor();
};

/** Its error state (the sweeps check it too): a data URL with a character that is not Base64. */
export const error = async (page: Page) => {
  await page.getByLabel("Base64 to Image", { exact: true }).fill("data:image/png;base64,iVBOR*w0K");
  await page.getByRole("alert").filter({ hasText: "Invalid Base64 at character 28" }).waitFor();
};
