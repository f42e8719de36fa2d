import type { Page } from "playwright-core";
import { expect } from "vitest";
import { editorText } from "../../../e2e/editor";

/** The accessibility sweep's main action (e2e/accessibility.ts): a malformed escape, the page's error state. */
export default async (page: Page) => {
  await page.getByLabel("Text", { exact: true }).fill("a b&c/d%G1");
  await expect.poll(() => editorText(page.getByLabel("Encoded", { exact: true }))).toBe("a%20b%26c%2Fd%25G1");
  await page.getByRole("alert").filter({ hasText: "Malformed percent sequence" }).waitFor();
};
