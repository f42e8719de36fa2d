import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The accessibility sweep's main action (e2e/accessibility.ts): the digests of `abc`, one of them matched. */
export default async (page: Page) => {
  await page.getByLabel("Text to hash", { exact: true }).fill("abc");
  await expect
    .poll(() => page.getByLabel("SHA-256", { exact: true }).textContent(), { timeout: 15_000 })
    .toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  await page.getByLabel("Compare with a digest", { exact: true }).fill("900150983CD24FB0D6963F7D28E17F72");
  await page.getByText("Matches MD5").waitFor();
};
