/**
 * The accessibility sweep's signed-in half: the pages an account adds to (the header's avatar button and its open
 * menu, Settings and History with every tab, the profile), in both themes. The signed-out pages are in accessibility-light/-dark.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createConfirmedAccount, signIn } from "./accounts-helpers";
import { axeViolations } from "./axe";
import { openPage, pageErrors } from "./harness";

/** Every tab of the page's tab list, each opened in turn, checked as the user sees it. */
async function eachTabViolations(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  const tabs = page.getByRole("tab");
  for (let index = 0; index < (await tabs.count()); index++) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
    const violations = await axeViolations(page);
    if (violations) found.push(`${path}, tab ${await tab.textContent()}:\n${violations}`);
  }
  return found;
}

describe.each(["light", "dark"] as const)("signed in, %s theme", (colorScheme) => {
  it(
    "has no axe violation on Settings, History and the profile (the avatar button and its open menu included)",
    { timeout: 180_000 },
    async () => {
      const account = await createConfirmedAccount(`axe-${colorScheme}`);
      const { page } = await openPage("/signin", { colorScheme });
      await signIn(page, account);
      await page.waitForURL((url) => url.pathname === "/");

      const found: string[] = [];
      for (const path of ["/settings", "/history"]) {
        await page.goto(new URL(path, page.url()).href);
        await page.getByRole("heading", { level: 1 }).waitFor();
        found.push(...(await eachTabViolations(page, path)));
      }
      await page.goto(new URL("/profile", page.url()).href);
      await page.getByRole("main").getByText(account.email, { exact: true }).first().waitFor();
      const profile = await axeViolations(page);
      if (profile) found.push(`/profile:\n${profile}`);
      await page
        .getByRole("banner")
        .getByRole("button", { name: /^Account menu/ })
        .click();
      await page.getByRole("menuitem", { name: "Sign out" }).waitFor();
      const menu = await axeViolations(page);
      if (menu) found.push(`/profile, account menu open:\n${menu}`);

      expect(found.join("\n\n")).toBe("");
      expect(pageErrors(page)).toEqual([]);
    },
  );
});
