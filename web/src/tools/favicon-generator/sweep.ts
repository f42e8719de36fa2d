import type { Page } from "playwright-core";
import { drawImage } from "../../../e2e/images";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  const png = await drawImage(page, "logo.png", { width: 64, height: 64, type: "image/png" });
  await page.getByLabel("Upload Image", { exact: true }).setInputFiles(png);
  await page.getByRole("button", { name: "Download all (ZIP)" }).waitFor();
};

/** Its error state (the sweeps check it too): an SVG with a DOCTYPE, which the sanitiser refuses. */
export const error = async (page: Page) => {
  await page.getByLabel("Upload Image", { exact: true }).setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<!DOCTYPE svg [<!ENTITY a "a">]><svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await page.getByRole("alert").filter({ hasText: "This SVG has a <!DOCTYPE> declaration" }).waitFor();
};
