import type { Page } from "playwright-core";
import { fillEditorsAsUsersDo } from "../../../e2e/editor";

/** The accessibility sweep's main action (e2e/accessibility.ts): SQL left open, the page's error state. */
export default async (page: Page) => {
  const input = page.getByLabel("SQL Input", { exact: true });
  fillEditorsAsUsersDo(input);
  await input.fill("select (a");
  await page.getByRole("alert").filter({ hasText: "never closed" }).waitFor();
};
