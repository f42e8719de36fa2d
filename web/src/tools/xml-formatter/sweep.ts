import type { Page } from "playwright-core";
import { fillEditorsAsUsersDo } from "../../../e2e/editor";

/** The accessibility sweep's main action (e2e/accessibility.ts): a mismatched tag, the page's error state. */
export default async (page: Page) => {
  const input = page.getByLabel("XML Input", { exact: true });
  fillEditorsAsUsersDo(input);
  await input.fill("<a><b></a>");
  await page.getByRole("alert").filter({ hasText: "does not match" }).waitFor();
};
