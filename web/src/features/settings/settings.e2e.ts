import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { downloadOf, openPage, pageErrors, toastCount, waitForToast } from "../../../e2e/harness";
import { createConfirmedAccount, signIn, submitSignIn } from "../../../e2e/accounts-helpers";

const PATH = "/settings";
const files = mkdtempSync(join(tmpdir(), "penknife-settings-"));

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true }).click();
const switchState = (page: Page, label: string) => page.getByRole("switch", { name: label, exact: true }).isChecked();
const banner = (page: Page) => page.getByTestId("unsaved-banner");
const html = (page: Page) =>
  page.evaluate(() => ({
    dark: document.documentElement.classList.contains("dark"),
    reduceMotion: document.documentElement.classList.contains("reduce-motion"),
    compact: document.documentElement.classList.contains("compact"),
    fontSize: getComputedStyle(document.documentElement).getPropertyValue("--tool-font-size").trim(),
  }));

async function openSettings() {
  const { page, context } = await openPage(PATH);
  await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
  return { page, context };
}

async function save(page: Page) {
  const since = await toastCount(page);
  await button(page, "Save Changes").click();
  await waitForToast(page, { title: "Settings Saved" }, { since });
  await banner(page).waitFor({ state: "detached" });
}

function file(name: string, text: string): string {
  const path = join(files, name);
  writeFileSync(path, text);
  return path;
}

async function importFile(page: Page, path: string) {
  await tab(page, "Data");
  await page.getByLabel("Import settings file").setInputFiles(path);
}

describe("settings page", () => {
  it("shows the six tabs with every setting at the spec's default, range and step", async () => {
    const { page } = await openSettings();
    const slider = async (label: string) => {
      const input = page.getByLabel(label, { exact: true });
      return [
        await input.inputValue(),
        await input.getAttribute("min"),
        await input.getAttribute("max"),
        await input.getAttribute("step"),
      ];
    };

    expect(await page.getByRole("radio", { name: "System", exact: false }).isChecked()).toBe(true);
    expect(await slider("Font Size")).toEqual(["14", "10", "20", "1"]);
    expect(await switchState(page, "Animations")).toBe(true);
    expect(await switchState(page, "Compact Mode")).toBe(false);

    await tab(page, "Notifications");
    expect(await switchState(page, "Email Notifications")).toBe(true);
    expect(await switchState(page, "Push Notifications")).toBe(false);
    expect(await switchState(page, "Sound")).toBe(true);
    expect(await switchState(page, "Product Updates")).toBe(true);
    expect(await switchState(page, "Marketing Emails")).toBe(false);
    await page.getByText("Not available yet: Penknife sends no push notifications.").waitFor();

    await tab(page, "Privacy");
    expect(await switchState(page, "Public Profile")).toBe(false);
    expect(await switchState(page, "Show Activity")).toBe(true);
    expect(await switchState(page, "Share Usage Data")).toBe(false);
    expect(await switchState(page, "Analytics")).toBe(true);

    await tab(page, "Preferences");
    expect(await switchState(page, "Auto-save")).toBe(true);
    expect(await page.getByLabel("Default Language").inputValue()).toBe("javascript");
    expect(await switchState(page, "Show Tooltips")).toBe(true);

    await tab(page, "Data");
    expect(await slider("History Retention")).toEqual(["90", "1", "365", "1"]);
    expect(await switchState(page, "Auto Backup")).toBe(false);
    expect(await page.getByLabel("Export Format").inputValue()).toBe("json");
    expect(await page.getByTestId("storage-used").innerText()).toMatch(/^\d+\.\d KB of 5120 KB used$/);

    await tab(page, "Security");
    expect(await switchState(page, "Two-Factor Authentication")).toBe(false);
    expect(await slider("Session Timeout")).toEqual(["60", "5", "480", "5"]);
    await page.getByText("Not available yet: sign-in asks for your password only.").waitFor();

    expect(await banner(page).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it("marks any change unsaved; Save applies theme, font size, motion and density, and they survive a reload", async () => {
    const { page } = await openSettings();
    await page.getByRole("radio", { name: "Dark", exact: true }).check();
    await banner(page).waitFor();
    expect((await html(page)).dark).toBe(false); // not applied before Save
    await page.getByLabel("Font Size", { exact: true }).fill("18");
    await page.getByRole("switch", { name: "Animations" }).click();
    await page.getByRole("switch", { name: "Compact Mode" }).click();
    await save(page);
    expect(await html(page)).toEqual({ dark: true, reduceMotion: true, compact: true, fontSize: "18px" });

    await page.reload();
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    expect(await html(page)).toEqual({ dark: true, reduceMotion: true, compact: true, fontSize: "18px" });
    expect(await page.getByRole("radio", { name: "Dark", exact: true }).isChecked()).toBe(true);

    // The editors take the size; the wheel lands at once, without confetti, even with a 10 s spin.
    await page.goto("/tools/word-counter");
    const editor = page.locator(".code-editor .cm-editor").first();
    await editor.waitFor();
    // With Animations off every style change is a 0.01 ms transition (index.css), so an editor styled as it mounts
    // reaches its size on the next frame: wait for it, as the eye does.
    await expect.poll(() => editor.evaluate((element) => getComputedStyle(element).fontSize)).toBe("18px");
    await page.goto("/tools/wheel-spinner");
    await page.getByRole("tab", { name: "Options" }).click();
    await page.getByLabel("Spin Duration").fill("10");
    await page.getByRole("tab", { name: "Spin Wheel" }).click();
    const started = Date.now();
    await page.getByRole("button", { name: "Spin the Wheel" }).click();
    await waitForToast(page, { title: "Winner Selected!" });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await page.getByTestId("wheel-confetti").getAttribute("data-active")).toBe("false");
    expect(pageErrors(page)).toEqual([]);
  });

  it("Reset restores the defaults and leaves them unsaved", async () => {
    const { page } = await openSettings();
    await page.getByLabel("Font Size", { exact: true }).fill("12");
    await save(page);
    const since = await toastCount(page);
    await button(page, "Reset").click();
    await waitForToast(page, { title: "Settings Reset" }, { since });
    await banner(page).waitFor();
    expect(await page.getByLabel("Font Size", { exact: true }).inputValue()).toBe("14");
    expect((await html(page)).fontSize).toBe("12px"); // still the saved size until Save
    await save(page);
    expect((await html(page)).fontSize).toBe("14px");
  });

  it("turns tooltips off and keeps tool input across a reload only while auto-save is on", async () => {
    const { page } = await openSettings();
    const themeButton = page.getByRole("button", { name: "Dark theme" });
    expect(await themeButton.getAttribute("title")).toBe("Dark theme");

    await page.goto("/tools/word-counter");
    const input = page.locator(".code-editor .cm-content").first();
    await input.click();
    await page.keyboard.type("kept after reload");
    await page.reload();
    await page.getByText("kept after reload").waitFor();

    await page.goto(PATH);
    await tab(page, "Preferences");
    await page.getByRole("switch", { name: "Auto-save" }).click();
    await page.getByRole("switch", { name: "Show Tooltips" }).click();
    await save(page);
    expect(await themeButton.getAttribute("title")).toBeNull();
    await page.goto("/tools/word-counter");
    await page.locator(".code-editor .cm-editor").first().waitFor();
    expect(await page.getByText("kept after reload").count()).toBe(0);
  });

  it("imports a good .json and refuses a bad one or another file type without touching the settings", async () => {
    const { page } = await openSettings();
    const failed = { title: "Import Failed", description: "Failed to import data. Please check the file format." };

    let since = await toastCount(page);
    await importFile(page, file("bad.json", JSON.stringify({ settings: { preferences: { fontSize: 99 } } })));
    await waitForToast(page, failed, { since });
    since = await toastCount(page);
    await importFile(page, file("broken.json", "{not json"));
    await waitForToast(page, failed, { since });
    since = await toastCount(page);
    await importFile(page, file("settings.txt", JSON.stringify({ theme: "dark" })));
    await waitForToast(page, failed, { since });
    expect(await banner(page).count()).toBe(0);
    expect(await page.getByLabel("History Retention", { exact: true }).inputValue()).toBe("90");

    since = await toastCount(page);
    const good = { version: "1.0", settings: { theme: "dark", data: { historyRetention: 30, exportFormat: "csv" } } };
    await importFile(page, file("good.json", JSON.stringify(good)));
    await waitForToast(page, { title: "Data Imported" }, { since });
    await banner(page).waitFor();
    expect(await page.getByLabel("History Retention", { exact: true }).inputValue()).toBe("30");
    expect(await page.getByLabel("Export Format").inputValue()).toBe("csv");
    await tab(page, "Appearance");
    expect(await page.getByRole("radio", { name: "Dark", exact: true }).isChecked()).toBe(true);
  });

  it("exports the Backup file as JSON and as CSV", async () => {
    const { page } = await openSettings();
    await page.evaluate(() =>
      localStorage.setItem(
        "myPastes",
        JSON.stringify([
          {
            id: "abc",
            title: "Notes",
            language: "text",
            createdAt: "2026-11-20T10:00:00Z",
            expiresAt: null,
            link: "http://x/paste/abc",
            deleteToken: "t",
          },
        ]),
      ),
    );
    await tab(page, "Data");
    let since = await toastCount(page);
    const json = await downloadOf(page, () => button(page, "Export Data").click());
    await waitForToast(page, { title: "Data Exported" }, { since });
    expect(json.name).toMatch(/^penknife_backup_\d{4}-\d{2}-\d{2}\.json$/);
    const backup = JSON.parse(json.text) as Record<string, unknown>;
    expect(Object.keys(backup)).toEqual([
      "settings",
      "profile",
      "history",
      "favorites",
      "pastes",
      "exportDate",
      "version",
    ]);
    expect(backup.version).toBe("1.0");
    expect(backup.profile).toBeNull();
    expect((backup.settings as { preferences: { fontSize: number } }).preferences.fontSize).toBe(14);
    expect((backup.pastes as { id: string }[]).map((paste) => paste.id)).toEqual(["abc"]);

    await page.getByLabel("Export Format").selectOption("csv");
    await save(page);
    since = await toastCount(page);
    const csv = await downloadOf(page, () => button(page, "Export Data").click());
    await waitForToast(page, { title: "Data Exported" }, { since });
    expect(csv.name).toMatch(/^penknife_backup_\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = csv.text.split("\r\n");
    expect(rows[0]).toBe("key,value");
    expect(rows).toContain("settings.data.exportFormat,csv");
    expect(rows).toContain("pastes.0.title,Notes");
    expect(rows).toContain("version,1.0");
  });

  it("reports Save Failed when the browser refuses to store the settings", async () => {
    const { page } = await openSettings();
    await page.evaluate(() => {
      // Fill local storage to the brim: large pieces first, then ever smaller ones.
      let size = 1 << 20;
      let n = 0;
      while (size >= 1) {
        try {
          localStorage.setItem(`filler-${n++}`, "x".repeat(size));
        } catch {
          size = Math.floor(size / 2);
        }
      }
    });
    await page.getByLabel("Font Size", { exact: true }).fill("16");
    const since = await toastCount(page);
    await button(page, "Save Changes").click();
    await waitForToast(
      page,
      { title: "Save Failed", description: "Failed to save settings. Please try again." },
      { since },
    );
    await banner(page).waitFor();
    await tab(page, "Data");
    expect(await page.getByRole("progressbar").getAttribute("data-level")).toBe("critical");
  });

  it("clears all data behind a confirmation", async () => {
    const { page } = await openSettings();
    await page.evaluate(() => {
      localStorage.setItem("penknife-history", JSON.stringify([{ id: "1", tool: "word-counter" }]));
      localStorage.setItem("myPastes", "[]");
      localStorage.setItem("penknife-draft:word-counter", "draft");
    });
    await page.getByLabel("Font Size", { exact: true }).fill("16");
    await save(page);
    await tab(page, "Data");
    await button(page, "Clear All Data").click();
    const dialog = page.getByRole("dialog", { name: "Clear all data?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => localStorage.getItem("penknife-draft:word-counter"))).toBe("draft");

    await button(page, "Clear All Data").click();
    const since = await toastCount(page);
    await dialog.getByRole("button", { name: "Clear All Data" }).click();
    await waitForToast(page, { title: "Data Cleared" }, { since });
    expect(
      await page.evaluate(() => [
        (JSON.parse(localStorage.getItem("penknife-history") ?? "[]") as unknown[]).length,
        localStorage.getItem("myPastes"),
        localStorage.getItem("penknife-draft:word-counter"),
      ]),
    ).toEqual([0, null, null]);
    expect((await html(page)).fontSize).toBe("14px");
    await tab(page, "Appearance");
    expect(await page.getByLabel("Font Size", { exact: true }).inputValue()).toBe("14");
  });
});

describe("settings of a signed-in account", () => {
  // Needs the server's /api/me routes (issue 18's server part).
  it("follow the account to a second browser", async () => {
    const account = await createConfirmedAccount("settings-sync");
    const first = await openSettings();
    await signIn(first.page, account);
    await first.page.goto(PATH);
    await first.page.getByRole("radio", { name: "Dark", exact: true }).check();
    await first.page.getByLabel("Font Size", { exact: true }).fill("17");
    await first.page.getByRole("switch", { name: "Animations" }).click();
    await save(first.page);

    const applied = { dark: true, fontSize: "17px", reduceMotion: true };
    const second = await openPage("/signin");
    await signIn(second.page, account);
    await expect.poll(() => html(second.page)).toMatchObject(applied);
    await second.page.reload();
    await expect.poll(() => html(second.page)).toMatchObject(applied);
  });

  it("ends a session after the timeout without activity", async () => {
    const account = await createConfirmedAccount("settings-timeout");
    const { page } = await openPage("/signin");
    await signIn(page, account);
    // The last use is moved 61 minutes back in the next page before its scripts run. (Moved back in a page already
    // open, it signs that page out before a reload can show the toast in the next one.)
    await page.addInitScript(
      (at) => localStorage.setItem("penknife-last-activity", String(at)),
      Date.now() - 61 * 60_000,
    );
    await page.goto(PATH);
    await waitForToast(page, { title: "Signed Out", description: "after 60 minutes without activity" });
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).waitFor();
  });

  it("deletes the account from the profile, after which signing in fails", async () => {
    const account = await createConfirmedAccount("settings-delete");
    const { page } = await openPage("/signin");
    await signIn(page, account);
    await page.goto("/profile");
    await button(page, "Delete Account").click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.waitFor();
    const since = await toastCount(page);
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await waitForToast(page, { title: "Account Deleted" }, { since });
    await page.getByText("Please sign in to view your profile.").waitFor();

    await page.goto("/signin");
    await submitSignIn(page, account.email, account.password);
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Invalid login credentials");
  });
});
