import { expect } from "vitest";
import type { Page } from "playwright-core";
import { formatBytes } from "@/lib/format-bytes";
import { editorText, pasteInto } from "./editor";
import { pageErrors } from "./harness";
import { statValue } from "./stats";

export interface LargePaste {
  /** 'CSS', 'HTML': the screen's labels are '{language} Input' and 'Minified {language}'. */
  language: string;
  /** The Minify button, which is also the first tab's name ('Minify CSS'). */
  action: string;
  /** Repeated to about 5 MB. */
  unit: string;
  /** How the minified output starts. */
  start: string;
}

/**
 * A minifier screen takes a 5 MB paste and minifies it in its worker while the page answers (the tabs switch and
 * back during the run); the output and the summary are right.
 */
export async function minifiesLargePaste(page: Page, { language, action, unit, start }: LargePaste): Promise<void> {
  const big = unit.repeat(Math.ceil((5 * 1024 * 1024) / unit.length));
  await pasteInto(page.getByLabel(`${language} Input`, { exact: true }), big);
  await page.getByText(`${big.length.toLocaleString("en-US")} characters · ${formatBytes(big.length)}`).waitFor();
  await page.getByRole("button", { name: action, exact: true }).click();
  await page.getByRole("button", { name: "Minifying..." }).waitFor();
  await page.getByRole("tab", { name: "Options" }).click();
  await page.getByRole("button", { name: "Reset to Defaults" }).waitFor();
  await page.getByRole("tab", { name: action }).click();
  await page.locator("[data-sonner-toast]").filter({ hasText: "Reduced size by" }).waitFor({ timeout: 120_000 });
  const output = await editorText(page.getByLabel(`Minified ${language}`, { exact: true }));
  expect(output.startsWith(start), output.slice(0, 80)).toBe(true);
  expect(await statValue(page, "Original Size").textContent()).toBe(formatBytes(big.length));
  expect(pageErrors(page)).toEqual([]);
}
