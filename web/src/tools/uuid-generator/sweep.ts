import type { Page } from "playwright-core";
import { clickForChange } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): a new batch, then a ULID read and its time shown. */
export default async (page: Page) => {
  await clickForChange(page, "Generate");
  await page.getByLabel("UUID or ULID", { exact: true }).fill("01ARYZ6S41TSV4RRFFQ69G5FAV");
  await page.getByText("2016-07-30T22:36:16.385Z", { exact: true }).waitFor();
};
