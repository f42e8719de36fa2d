import type { Page } from "playwright-core";
import { fillEditorsAsUsersDo } from "../../../e2e/editor";

/** The accessibility sweep's main action (e2e/accessibility.ts): YAML with a syntax error, the page's error state. */
export default async (page: Page) => {
  const input = page.getByLabel("Input", { exact: true });
  fillEditorsAsUsersDo(input);
  await input.fill("a: [1, 2\nb: 3");
  await page.getByRole("alert").filter({ hasText: "line 2" }).waitFor();
};
