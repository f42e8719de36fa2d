import type { Page } from "playwright-core";
import { clickForToast } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default async (page: Page) => {
  await page.getByLabel("JavaScript Input", { exact: true }).fill("const answer = 40 + 2;\nconsole.log(answer);");
  await clickForToast(page, "Minify JS");
};

/** Its error state (the sweeps check it too): a syntax error, marked, with the spec's toast. */
export const error = async (page: Page) => {
  await page.getByLabel("JavaScript Input", { exact: true }).fill("const = ;");
  await clickForToast(page, "Minify JS");
  await page.getByRole("main").getByRole("alert").waitFor();
};
