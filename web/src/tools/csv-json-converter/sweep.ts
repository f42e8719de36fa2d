import type { Page } from "playwright-core";
import { fillEditorsAsUsersDo } from "../../../e2e/editor";

/** The accessibility sweep's main action (e2e/accessibility.ts): CSV with a quoted line break, then its preview. */
export default async (page: Page) => {
  const input = page.getByLabel("Input", { exact: true });
  fillEditorsAsUsersDo(input);
  await input.fill('name;note\nAda;"two\nlines"');
  await page.getByTestId("csv-summary").filter({ hasText: "Detected: Semicolon" }).waitFor();
};
