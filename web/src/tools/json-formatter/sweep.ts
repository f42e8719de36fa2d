import type { Page } from "playwright-core";
import { expect } from "vitest";
import { editorText } from "../../../e2e/editor";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByLabel("JSON Input").fill('{"a":[1,2]}');
  await page.getByRole("button", { name: "Format", exact: true }).click();
  await expect.poll(() => editorText(page.getByLabel("Formatted JSON", { exact: true }))).toContain('"a": [');
};

/** Its error state (the sweeps check it too): the parser's message on a trailing comma. */
export const error = async (page: Page) => {
  await page.getByLabel("JSON Input").fill('{"a": 1,}');
  await page.getByRole("alert").filter({ hasText: "JSON Error:" }).waitFor();
};
