/** Statistics panels (components/StatGrid.tsx) as a user reads them: a `<dt>` label, then its `<dd>` value. */
import type { Locator, Page } from "playwright-core";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The value shown under (or beside) the statistic labelled exactly `label`. */
export function statValue(page: Page, label: string): Locator {
  return page
    .locator("dt")
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) })
    .locator("xpath=following-sibling::dd[1]");
}
