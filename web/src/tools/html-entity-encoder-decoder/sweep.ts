import type { Page } from "playwright-core";
import { expect } from "vitest";
import { editorText } from "../../../e2e/editor";

/** The accessibility sweep's main action (e2e/accessibility.ts): the example, encoded as typed. */
export default async (page: Page) => {
  await page.getByLabel("Text", { exact: true }).fill('<a href="x">Tom & Jerry</a>');
  await expect
    .poll(() => editorText(page.getByLabel("Encoded", { exact: true })))
    .toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;");
};
