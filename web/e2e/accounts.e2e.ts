/**
 * Accounts as a visitor meets them, in Chromium against the real binary: sign-up through the e-mailed link,
 * sign-in and its errors, the avatar menu and sign-out, forgot/reset password, the profile, social sign-in through
 * a stand-in OpenID Connect provider, and coming back to the page the user started from.
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { OIDC_PROVIDER, OIDC_USER } from "./accounts-fixtures";
import { createConfirmedAccount, mailedLink, pathOf, signIn, submitSignIn, uniqueEmail } from "./accounts-helpers";
import { holdRequests, openPage, pageErrors } from "./harness";
import { statValue } from "./stats";

const visible = (locator: Locator) => locator.waitFor({ state: "visible" });
const hidden = (locator: Locator) => locator.waitFor({ state: "hidden" });
const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);
const accountMenu = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Account menu" });
const alertOf = (page: Page) => page.getByRole("alert").filter({ hasNotText: /^$/ });

function expectNoPageErrors(page: Page) {
  expect(pageErrors(page).map((error) => error.message)).toEqual([]);
}

async function fillSignUp(
  page: Page,
  values: { first: string; last: string; email: string; password: string; confirm: string },
) {
  await page.getByLabel("First Name", { exact: true }).fill(values.first);
  await page.getByLabel("Last Name", { exact: true }).fill(values.last);
  await page.getByLabel("Email", { exact: true }).fill(values.email);
  await page.getByLabel("Password", { exact: true }).fill(values.password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(values.confirm);
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe("sign-up", () => {
  it("creates the account, sends the confirmation link, and signs in once confirmed ('Welcome back!')", async () => {
    const { page } = await openPage("/signup");
    const email = uniqueEmail("signup");
    await fillSignUp(page, { first: "Grace", last: "Hopper", email, password: "cobol-1959!", confirm: "cobol-1959!" });
    const create = page.getByRole("button", { name: "Create Account" });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel(/I agree to the/).check();
    await create.click();

    await visible(page.getByText("Account created successfully!", { exact: true }));
    await visible(page.getByText("Please check your email to verify your account.", { exact: true }));
    await waitForPath(page, "/signin");
    await visible(page.getByText("Account created! Please check your email to verify your account.", { exact: true }));

    // Not confirmed yet: one message says so (after a correct password only), in place of the green one, and
    // mails a new link; the new one is what confirms.
    await submitSignIn(page, email, "cobol-1959!");
    await visible(alertOf(page).getByText("Confirm your email address first", { exact: true }));
    expect(await alertOf(page).count()).toBe(1);
    await hidden(page.getByText("Account created! Please check your email to verify your account.", { exact: true }));
    await page.getByRole("button", { name: "Send the link again" }).click();
    await visible(page.getByText(`A new link is on its way to ${email}.`, { exact: false }));
    const link = await mailedLink(email, "confirm", 2);

    // The link, opened on another device (no PKCE verifier there): the address is confirmed; sign in there.
    const other = await openPage(link);
    await waitForPath(other.page, "/signin");
    await visible(other.page.getByText("Email confirmed. Please sign in to continue.", { exact: true }));
    await signIn(other.page, { email, password: "cobol-1959!" });
    await visible(other.page.getByText("You have successfully signed in.", { exact: true }));
    await waitForPath(other.page, "/");
    await accountMenu(other.page).click();
    await visible(other.page.getByRole("menu").getByText("Grace Hopper", { exact: true }));
    expectNoPageErrors(other.page);

    // And back on the first browser, the same password now works.
    await submitSignIn(page, email, "cobol-1959!");
    await visible(page.getByText("Welcome back!", { exact: true }));
    await waitForPath(page, "/");
    await visible(accountMenu(page));
    expectNoPageErrors(page);
  });

  it("signs the user in straight from the link when it is opened in the browser that signed up", async () => {
    const { page } = await openPage("/signup");
    const email = uniqueEmail("samebrowser");
    await fillSignUp(page, { first: "Alan", last: "Turing", email, password: "enigma-1936", confirm: "enigma-1936" });
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await waitForPath(page, "/signin");

    await page.goto(await mailedLink(email, "confirm"));
    await visible(page.getByText("Email confirmed", { exact: true }));
    await waitForPath(page, "/");
    await accountMenu(page).click();
    await visible(page.getByRole("menu").getByText("Alan Turing", { exact: true }));
    expectNoPageErrors(page);
  });

  it("shows every validation message in the spec's order, focusing the field at fault", async () => {
    const { page } = await openPage("/signup");
    const alert = page.getByRole("alert");
    const create = page.getByRole("button", { name: "Create Account" });
    await page.getByLabel(/I agree to the/).check();

    const steps: [message: string, label: string, fix: () => Promise<void>][] = [
      ["First name is required", "First Name", () => page.getByLabel("First Name", { exact: true }).fill("Ada")],
      ["Last name is required", "Last Name", () => page.getByLabel("Last Name", { exact: true }).fill("Lovelace")],
      ["Email is required", "Email", () => page.getByLabel("Email", { exact: true }).fill(uniqueEmail("validation"))],
      [
        "Password must be at least 8 characters long",
        "Password",
        () => page.getByLabel("Password", { exact: true }).fill("engine-2"),
      ],
      [
        "Passwords do not match",
        "Confirm Password",
        () => page.getByLabel("Confirm Password", { exact: true }).fill("engine-2"),
      ],
    ];
    await page.getByLabel("First Name", { exact: true }).fill("   "); // blank after trimming
    await page.getByLabel("Password", { exact: true }).fill("1234567"); // one short of 8
    for (const [message, label, fix] of steps) {
      await create.click();
      await expect.poll(() => alert.textContent()).toBe(message);
      expect(
        await page.getByLabel(label, { exact: true }).evaluate((element) => element === document.activeElement),
      ).toBe(true);
      expect(await page.getByLabel(label, { exact: true }).getAttribute("aria-invalid")).toBe("true");
      await fix();
    }
    // The last rule, the terms, is what keeps the button disabled.
    await page.getByLabel(/I agree to the/).uncheck();
    expect(await create.isDisabled()).toBe(true);

    // The password toggles show and hide what was typed.
    const password = page.getByLabel("Password", { exact: true });
    await page.getByRole("button", { name: "Show password", exact: true }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password", exact: true }).click();
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show confirm password", exact: true }).click();
    expect(await page.getByLabel("Confirm Password", { exact: true }).getAttribute("type")).toBe("text");
    expectNoPageErrors(page);
  });
});

describe("sign-in", () => {
  it("shows the server's message in the red alert for a wrong password, and for an unknown address", async () => {
    const account = await createConfirmedAccount("wrongpw");
    const { page } = await openPage("/signin");
    await submitSignIn(page, account.email, "not-the-password");
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.textContent()).toBe("Invalid login credentials");
    expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(pathOf(page)).toBe("/signin");

    await submitSignIn(page, uniqueEmail("nobody"), "not-the-password");
    await expect.poll(() => alert.textContent()).toBe("Invalid login credentials");
    expect(await page.getByRole("banner").getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);
    expectNoPageErrors(page);
  });

  it("returns to the page the user came from, replacing the sign-in entry in the history", async () => {
    const account = await createConfirmedAccount("return");
    const { page } = await openPage("/tools/word-counter");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await waitForPath(page, "/signin");
    await signIn(page, account);
    await waitForPath(page, "/tools/word-counter");
    await visible(accountMenu(page));
    // Back goes to where the user was before sign-in, not to the sign-in form.
    await page.goBack();
    expect(pathOf(page)).toBe("/tools/word-counter");
    expectNoPageErrors(page);
  });
});

describe("signed-in header", () => {
  it("costs a signed-out visitor nothing: the home page loads no auth client and calls no auth route", async () => {
    const { page } = await openPage("/");
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.reload({ waitUntil: "networkidle" });
    await visible(page.getByRole("banner").getByRole("link", { name: "Sign In" }));
    expect(requested.filter((path) => path.startsWith("/auth/") || /\/assets\/client-[\w-]+\.js$/.test(path))).toEqual(
      [],
    );
    expectNoPageErrors(page);
  });

  it("shows the avatar menu with name, e-mail and links, and signs out ('Signing out...')", async () => {
    const account = await createConfirmedAccount("menu", "Katherine", "Johnson");
    const { page } = await openPage("/signin");
    await signIn(page, account);

    const banner = page.getByRole("banner");
    expect(await banner.getByRole("link", { name: "Sign In" }).count()).toBe(0);
    await accountMenu(page).click();
    const menu = page.getByRole("menu");
    await visible(menu.getByText("Katherine Johnson", { exact: true }));
    await visible(menu.getByText(account.email, { exact: true }));
    const items = await menu.getByRole("menuitem").allTextContents();
    expect(items).toEqual(["Profile", "History", "Settings", "Upgrade to Premium", "Sign out"]);
    // Opened again while the next page's code is still loading, the menu stays open when that page arrives: the
    // page's heading does not take the focus from it (which would close it).
    const releasePage = await holdRequests(page, "**/assets/SettingsPage-*.js");
    await menu.getByRole("menuitem", { name: "Settings" }).click();
    await waitForPath(page, "/settings");
    await accountMenu(page).click();
    await visible(menu.getByRole("menuitem", { name: "Sign out" }));
    releasePage();
    await visible(page.getByRole("heading", { level: 1, name: "Settings" }));
    expect(await page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);

    // Hold the server's answer to see the working label.
    const release = await holdRequests(page, "**/auth/v1/logout**");
    await menu.getByRole("menuitem", { name: "Sign out" }).click();
    await visible(menu.getByRole("menuitem", { name: "Signing out..." }));
    release();
    await visible(banner.getByRole("link", { name: "Sign In" }));
    await hidden(accountMenu(page));
    expect(await page.evaluate(() => localStorage.getItem("penknife-auth"))).toBeNull();

    // Signed out for good: a reload does not bring the session back.
    await page.reload();
    await visible(banner.getByRole("link", { name: "Sign In" }));
    expectNoPageErrors(page);
  });

  it("holds at 375 px: the mobile menu carries the account, and the forms fit", async () => {
    const account = await createConfirmedAccount("mobile", "Mary", "Jackson");
    const { page } = await openPage("/signup", { width: 375, height: 800 });
    await visible(page.getByRole("button", { name: "Create Account" }));
    await noHorizontalScroll(page);
    await page.goto("/tools/word-counter");
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    await toggle.click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await visible(mobile.getByRole("link", { name: "Sign Up", exact: true }));
    await mobile.getByRole("link", { name: "Sign In", exact: true }).click();
    await hidden(mobile);
    await waitForPath(page, "/signin");
    await noHorizontalScroll(page);
    await signIn(page, account);
    await waitForPath(page, "/tools/word-counter");

    await toggle.click();
    for (const name of ["All Tools", "Favorites", "History", "Go Premium", "Profile", "Settings"]) {
      await visible(mobile.getByRole("link", { name, exact: true }));
    }
    await visible(mobile.getByText("Mary Jackson", { exact: true }));
    await visible(mobile.getByText(account.email, { exact: true }));
    await noHorizontalScroll(page);
    await mobile.getByRole("link", { name: "Profile", exact: true }).click();
    await waitForPath(page, "/profile");
    await visible(page.getByRole("button", { name: "Edit Profile" }));
    await noHorizontalScroll(page);

    await toggle.click();
    await mobile.getByRole("button", { name: "Sign out" }).click();
    await visible(page.getByText("Please sign in to view your profile.", { exact: true }));
    await visible(mobile.getByRole("link", { name: "Sign In", exact: true }));
    expectNoPageErrors(page);
  });
});

describe("forgot and reset password", () => {
  it("mails a recovery link whose page sets a new password and signs the user in with it", async () => {
    const account = await createConfirmedAccount("reset");
    const { page } = await openPage("/signin");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await waitForPath(page, "/forgot-password");
    await visible(page.getByRole("heading", { level: 1, name: "Forgot Password" }));

    // An unknown address gets the very same answer.
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("unknown"));
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await visible(page.getByRole("heading", { level: 1, name: "Check your email" }));
    await page.getByRole("button", { name: "Use another email" }).click();

    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await visible(page.getByRole("heading", { level: 1, name: "Check your email" }));
    await visible(page.getByText(account.email, { exact: true }));

    await page.goto(await mailedLink(account.email, "recovery"));
    await waitForPath(page, "/reset-password");
    const update = page.getByRole("button", { name: "Update Password" });
    await visible(update);
    await page.getByLabel("New Password", { exact: true }).fill("short");
    await update.click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Password must be at least 8 characters long");
    await page.getByLabel("New Password", { exact: true }).fill("brand-new-secret-7");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("brand-new-secret-8");
    await update.click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Passwords do not match");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("brand-new-secret-7");
    await update.click();
    await visible(page.getByText("Password updated", { exact: true }));
    await waitForPath(page, "/");
    await visible(accountMenu(page));

    // The new password works in a fresh browser; the old one no longer does.
    const fresh = await openPage("/signin");
    await submitSignIn(fresh.page, account.email, account.password);
    await expect.poll(() => fresh.page.getByRole("alert").textContent()).toBe("Invalid login credentials");
    await signIn(fresh.page, { email: account.email, password: "brand-new-secret-7" });
    expectNoPageErrors(fresh.page);

    // The link works once: opened again (in a browser with no session), it is refused with the server's reason.
    const again = await openPage(await mailedLink(account.email, "recovery"));
    await waitForPath(again.page, "/reset-password");
    await visible(again.page.getByText("This password reset link is invalid or has expired.", { exact: true }));
    expect((await again.page.getByRole("alert").textContent())?.length).toBeGreaterThan(0);
    await visible(again.page.getByRole("link", { name: "Request a new link" }));
    expectNoPageErrors(page);
    expectNoPageErrors(again.page);
  });
});

describe("profile", () => {
  it("asks a signed-out visitor to sign in, then comes back to the profile", async () => {
    const account = await createConfirmedAccount("profile-return", "Dorothy", "Vaughan");
    const { page } = await openPage("/profile");
    await visible(page.getByText("Please sign in to view your profile.", { exact: true }));
    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await waitForPath(page, "/signin");
    await signIn(page, account);
    await waitForPath(page, "/profile");
    await visible(page.getByRole("main").getByText("Dorothy Vaughan", { exact: false }).first());
    expectNoPageErrors(page);
  });

  it("views, edits, cancels and saves; the saved profile follows the user to another browser", async () => {
    const account = await createConfirmedAccount("profile", "Ada", "Lovelace");
    const { page } = await openPage("/signin");
    await signIn(page, account);
    await page.goto("/profile");

    // Overview: initials avatar, defaults from the account.
    await visible(page.getByRole("heading", { level: 1, name: "Profile" }));
    await visible(page.getByRole("tab", { name: "Overview" }));
    const username = account.email.split("@")[0]!;
    await visible(page.getByText(`@${username}`, { exact: true }).first());
    expect((await page.getByRole("main").locator("span[aria-hidden=true]").first().textContent())?.trim()).toBe("AL");

    // Personal info: disabled until Edit, Cancel restores.
    await page.getByRole("tab", { name: "Personal Info" }).click();
    const fullName = page.getByLabel("Full Name", { exact: true });
    const bio = page.getByLabel("Bio", { exact: true });
    expect(await fullName.isDisabled()).toBe(true);
    expect(await fullName.inputValue()).toBe("Ada Lovelace");
    expect(await page.getByLabel("Username", { exact: true }).inputValue()).toBe(username);
    await page.getByRole("button", { name: "Edit Profile" }).click();
    expect(await fullName.isEnabled()).toBe(true);
    await bio.fill("This will be cancelled");
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await bio.inputValue()).toBe("");
    expect(await bio.isDisabled()).toBe(true);

    // Save.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await fullName.fill("Augusta Ada King");
    await bio.fill("First programmer.");
    await page.getByLabel("Location", { exact: true }).fill("London");
    await page.getByLabel("GitHub", { exact: true }).fill("@ada-king");
    await page.getByRole("tab", { name: "Preferences" }).click();
    await page.getByRole("switch", { name: "Public Profile" }).click();
    await page.getByLabel("Default Language", { exact: true }).selectOption("rust");
    await page.getByRole("button", { name: "Save" }).click();
    await visible(page.getByText("Profile Updated", { exact: true }));
    expect(await page.getByRole("switch", { name: "Public Profile" }).isDisabled()).toBe(true);

    // The header follows the new name.
    await accountMenu(page).click();
    await visible(page.getByRole("menu").getByText("Augusta Ada King", { exact: true }));
    await page.keyboard.press("Escape");

    // The profile's Default Language is the app's setting: Settings shows it and the paste tool starts in it.
    const settingsTab = await page.context().newPage();
    await settingsTab.goto("/settings");
    await settingsTab.getByRole("tab", { name: "Preferences" }).click();
    expect(await settingsTab.getByLabel("Default Language", { exact: true }).inputValue()).toBe("rust");
    await settingsTab.goto("/tools/pastebin-clone");
    expect(await settingsTab.getByLabel("Language", { exact: true }).inputValue()).toBe("rust");
    await settingsTab.close();

    // Statistics: from History, which this new account has none of yet.
    await page.getByRole("tab", { name: "Statistics" }).click();
    await visible(page.getByText("0 days", { exact: true }).first());
    expect(await page.getByText("None yet", { exact: true }).count()).toBe(2);
    // Pastes Created is the account's count on the server ('—' until it answers).
    await expect.poll(() => statValue(page, "Pastes Created").textContent()).toBe("0");
    expectNoPageErrors(page);

    // Another browser, same account: the profile is on the server.
    const other = await openPage("/signin");
    await signIn(other.page, account);
    await other.page.goto("/profile");
    await other.page.getByRole("tab", { name: "Personal Info" }).click();
    expect(await other.page.getByLabel("Full Name", { exact: true }).inputValue()).toBe("Augusta Ada King");
    expect(await other.page.getByLabel("Bio", { exact: true }).inputValue()).toBe("First programmer.");
    expect(await other.page.getByLabel("Location", { exact: true }).inputValue()).toBe("London");
    expect(await other.page.getByLabel("GitHub", { exact: true }).inputValue()).toBe("ada-king");
    await other.page.getByRole("tab", { name: "Preferences" }).click();
    expect(await other.page.getByRole("switch", { name: "Public Profile" }).getAttribute("aria-checked")).toBe("true");
    // The account's settings may land after the page opened (for example when the navigation cut short the pull
    // that sign-in began): the profile follows them when they do.
    const language = other.page.getByLabel("Default Language", { exact: true });
    await expect.poll(() => language.inputValue()).toBe("rust");
    // So it does when Settings changes them in another tab.
    const otherSettings = await other.context.newPage();
    await otherSettings.goto("/settings");
    await otherSettings.getByRole("tab", { name: "Preferences" }).click();
    await otherSettings.getByLabel("Default Language", { exact: true }).selectOption("python");
    await otherSettings.getByRole("button", { name: "Save Changes" }).click();
    await visible(otherSettings.getByText("Settings Saved", { exact: true }));
    await otherSettings.close();
    await expect.poll(() => language.inputValue()).toBe("python");
    await other.page.getByRole("tab", { name: "Overview" }).click();
    await visible(other.page.getByRole("link", { name: "ada-king" }));
    expectNoPageErrors(other.page);
  });
});

describe("social sign-in", () => {
  it("signs in through the OpenID Connect provider and returns to the site root", async () => {
    const { page } = await openPage("/signin");
    await page.getByRole("button", { name: `Continue with ${OIDC_PROVIDER.label}` }).click();
    await waitForPath(page, "/");
    await accountMenu(page).click();
    const menu = page.getByRole("menu");
    await visible(menu.getByText(OIDC_USER.name, { exact: true }));
    await visible(menu.getByText(OIDC_USER.email, { exact: true }));
    // The session survives a reload (local storage), and only configured providers are offered.
    await page.goto("/signup");
    await visible(page.getByRole("button", { name: /^Continue with/ }).first());
    expect(await page.getByRole("button", { name: /^Continue with/ }).allTextContents()).toEqual([
      `Continue with ${OIDC_PROVIDER.label}`,
    ]);
    await page.reload();
    await visible(accountMenu(page));
    expectNoPageErrors(page);
  });
});
