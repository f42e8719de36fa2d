import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { drawImage } from "../../../e2e/images";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  const buffer = readFileSync(resolve(import.meta.dirname, "../../../../crates/core/tests/images/qr-codes.png"));
  await page
    .getByLabel("Upload Image", { exact: true })
    .setInputFiles({ name: "qr-codes.png", mimeType: "image/png", buffer });
  await page.getByRole("heading", { name: "2 QR codes in qr-codes.png" }).waitFor({ timeout: 15_000 });
};

/** Its error state (the sweeps check it too): an image with no code in it. */
export const error = async (page: Page) => {
  const image = await drawImage(page, "holiday.png", { width: 64, height: 48, type: "image/png" });
  await page.getByLabel("Upload Image", { exact: true }).setInputFiles(image);
  await page.getByRole("alert").filter({ hasText: "No QR code was found" }).waitFor({ timeout: 15_000 });
};
