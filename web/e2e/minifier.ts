import { expect } from "vitest";
import type { Page } from "playwright-core";
import { formatBytes } from "@/lib/format-bytes";
import { editorText, pasteInto } from "./editor";
import { pageErrors } from "./harness";
import { statValue } from "./stats";

/**
 * The first minification also loads the wasm engine in the worker (the HTML Minifier's inline CSS and JS engines
 * too, when on); the server compresses each bundle on its first request, which takes long on a busy machine.
 */
export const FIRST_ANSWER = { timeout: 60_000 };

/**
 * A minifier screen's controls, found by its labels ('{language} Input', 'Minified {language}', the `action`
 * button, which is also the first tab's name), and its two steps: set options, minify.
 */
export function minifierScreen(language: string, action: string) {
  const input = (page: Page) => page.getByLabel(`${language} Input`, { exact: true });
  const output = (page: Page) => page.getByLabel(`Minified ${language}`, { exact: true });
  const minifyButton = (page: Page) => page.getByRole("button", { name: action, exact: true });
  const option = (page: Page, name: string) => page.getByRole("switch", { name, exact: true });

  /** Turns options on or off in the Options tab, then goes back to the first tab. */
  async function setOptions(page: Page, changes: Record<string, boolean>) {
    await page.getByRole("tab", { name: "Options" }).click();
    for (const [name, on] of Object.entries(changes)) {
      const control = option(page, name);
      if ((await control.getAttribute("aria-checked")) !== String(on)) await control.click();
      expect(await control.getAttribute("aria-checked")).toBe(String(on));
    }
    await page.getByRole("tab", { name: action }).click();
  }

  /** Types `source`, minifies it with the given option changes, and returns the output once the run is over. */
  async function minify(page: Page, source: string, changes: Record<string, boolean> = {}): Promise<string> {
    await setOptions(page, changes);
    await input(page).fill(source);
    await minifyButton(page).click();
    // Each run ends with a toast (success or failure); wait for the button to be idle again.
    await minifyButton(page).waitFor(FIRST_ANSWER);
    await expect.poll(() => minifyButton(page).isEnabled(), FIRST_ANSWER).toBe(true);
    return editorText(output(page));
  }

  return {
    input,
    output,
    minifyButton,
    option,
    setOptions,
    minify,
    toastWith: (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }),
    summary: (page: Page, label: string) => statValue(page, label).textContent(),
  };
}

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
