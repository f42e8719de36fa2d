/**
 * Offline use and installing (issue 31), on servers of the tests' own: one is stopped mid-test so the network is
 * really gone (for the page and its service worker alike), the other serves a copy of the web app into which a
 * new build is deployed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "./axe";
import { editorText } from "./editor";
import { openPage, pageErrors } from "./harness";
import { startOwnServer, type OwnServer } from "./server";
import { statValue } from "./stats";

const DIST = resolve(import.meta.dirname, "../dist");
const NEEDS_CONNECTION =
  "You are offline. This needs a connection to Penknife's server; what you entered is kept, so try again once you are back online.";

const started: OwnServer[] = [];
afterAll(async () => {
  const servers = started.splice(0);
  await Promise.all(servers.map((server) => server.stop()));
  for (const { dataDir } of servers) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Waits until the site's service worker runs the page: on a first visit it registers 10 s after the page started,
 * once idle, then precaches the app.
 */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

/** axe's findings on the page as it is now, in the light and the dark theme (the site follows the system's). */
async function violationsInBothThemes(page: Page): Promise<string> {
  const light = await axeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
  const dark = await axeViolations(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
  return [light, dark].filter(Boolean).join("\n");
}

/** The Word Counter counts `words` words of text typed into it. */
async function countsWords(page: Page, text: string, words: string) {
  await page.goto("/tools/word-counter");
  await page.getByLabel("Your Text").fill(text);
  await expect.poll(() => statValue(page, "Words").textContent(), { timeout: 15_000 }).toBe(words);
}

/** The JSON Formatter formats its sample as it opens. */
async function formatsItsSample(page: Page) {
  await page.goto("/tools/json-formatter");
  await expect
    .poll(() => editorText(page.getByLabel("Formatted JSON", { exact: true })), { timeout: 15_000 })
    .toContain("\n");
}

/** The account's favorites as the server has them, asked with a session of its own. */
async function serverFavorites(baseUrl: string, email: string, password: string): Promise<string[]> {
  const session = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  const answer = await fetch(`${baseUrl}/api/me/favorites`, { headers: { Authorization: `Bearer ${token}` } });
  const { favorites } = (await answer.json()) as { favorites: { tool: string }[] };
  return favorites.map((favorite) => favorite.tool);
}

describe("offline", () => {
  it(
    "after one visit, works with no network: home, two tools used, one never opened; a server tool says so; a favorite syncs when back",
    { timeout: 180_000 },
    async () => {
      const server = await startOwnServer();
      started.push(server);
      const account = { email: `offline-${Date.now()}@example.com`, password: "offline-pass-1" };
      const signUp = await fetch(`${server.baseUrl}/auth/v1/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...account, data: { first_name: "Ada", last_name: "Lovelace" } }),
      });
      expect(signUp.status).toBe(200);

      const { page, context } = await openPage("/", { server: server.baseUrl, serviceWorker: true });
      await controlled(page);
      await page.goto("/signin");
      await page.getByLabel("Email", { exact: true }).fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await page.getByText("Welcome back!", { exact: true }).waitFor();

      // Two tools used online: their engines are kept as they load.
      await countsWords(page, "one two three", "3");
      await formatsItsSample(page);

      // Settings → Data: the size first, then every engine saved, with progress.
      await page.goto("/settings");
      await page.getByRole("tab", { name: "Data" }).click();
      const offlineCard = page
        .locator("[data-slot=card]")
        .filter({ has: page.getByRole("heading", { name: "Offline" }) });
      await expect
        .poll(() => offlineCard.textContent(), { timeout: 15_000 })
        .toMatch(/Saving the other \d+ takes [\d.]+ [KM]B\./);
      expect(await violationsInBothThemes(page)).toBe("");
      await offlineCard.getByRole("button", { name: "Make every tool available offline" }).click();
      await offlineCard.getByText("Every tool is available offline on this device.").waitFor({ timeout: 60_000 });

      // The network goes, for good: the server stops.
      await server.stop();
      await context.setOffline(true);

      await page.goto("/");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page
        .getByText("You are offline. The tools that run in your browser keep working", { exact: false })
        .waitFor();
      expect(await violationsInBothThemes(page)).toBe("");

      await countsWords(page, "four words right here", "4");
      await formatsItsSample(page);

      // Never opened before, saved from Settings.
      await page.goto("/tools/base64-encoder");
      await page.getByLabel("Text to Encode").pressSequentially("offline");
      await expect.poll(() => editorText(page.getByLabel("Base64 Output")), { timeout: 15_000 }).toBe("b2ZmbGluZQ==");

      // A tool that needs the server says so and keeps what was typed.
      await page.goto("/tools/ip-lookup");
      const address = page.getByLabel("IP Address", { exact: true });
      await address.fill("8.8.8.8");
      await page.getByRole("button", { name: "Lookup", exact: true }).click();
      await page.getByRole("main").getByText(NEEDS_CONNECTION).first().waitFor();
      expect(await address.inputValue()).toBe("8.8.8.8");

      // A favorite added offline reaches the account once the network is back.
      await page.goto("/tools/word-counter");
      await page.getByRole("button", { name: "Add to Favorites" }).click();
      await page.getByRole("button", { name: "Favorited" }).waitFor();
      const back = await startOwnServer({ addr: new URL(server.baseUrl).host, dataDir: server.dataDir });
      started.push(back);
      await context.setOffline(false);
      await expect
        .poll(() => serverFavorites(back.baseUrl, account.email, account.password), { timeout: 30_000 })
        .toEqual(["word-counter"]);
      expect(pageErrors(page)).toEqual([]);
    },
  );
});

describe("updates and installing", () => {
  it(
    "is installable, and offers a new version without swapping it under an open tool",
    { timeout: 120_000 },
    async () => {
      const webDir = mkdtempSync(join(tmpdir(), "penknife-web-"));
      cpSync(DIST, webDir, { recursive: true });
      const server = await startOwnServer({ webDir });
      started.push(server);
      const { page, context } = await openPage("/tools/word-counter", { server: server.baseUrl, serviceWorker: true });
      await controlled(page);

      // Installable: the manifest's fields and icons, and Chromium's own verdict.
      const href = await page.locator('link[rel="manifest"]').getAttribute("href");
      const manifestAnswer = await fetch(new URL(href ?? "", server.baseUrl));
      // Never kept as immutable: a deployed change must reach the browser at its next check.
      expect([manifestAnswer.headers.get("content-type"), manifestAnswer.headers.get("cache-control")]).toEqual([
        "application/manifest+json",
        "no-cache",
      ]);
      const workerAnswer = await fetch(new URL("/sw.js", server.baseUrl));
      expect(workerAnswer.headers.get("cache-control")).toBe("no-cache");
      const manifest = await manifestAnswer.json();
      expect(manifest).toMatchObject({
        name: "Penknife — free online tools",
        short_name: "Penknife",
        start_url: "/",
        display: "standalone",
        theme_color: "#4f46e5",
      });
      const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
      for (const [sizes, purpose] of [
        ["192x192", "any"],
        ["512x512", "any"],
        ["192x192", "maskable"],
        ["512x512", "maskable"],
      ]) {
        const icon = icons.find((i) => i.sizes === sizes && i.purpose === purpose);
        expect(icon, `${sizes} ${purpose}`).toBeDefined();
        const answer = await fetch(new URL(icon!.src, server.baseUrl));
        expect([answer.status, answer.headers.get("content-type")]).toEqual([200, "image/png"]);
      }
      expect((manifest.shortcuts as { url: string }[]).map((s) => s.url)).toContain("/tools/json-formatter");
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
      await cdp.detach();

      // Something typed, then a new build is deployed.
      const input = page.getByLabel("Your Text");
      await input.fill("typed before the update");
      const index = readFileSync(join(webDir, "index.html"), "utf8");
      writeFileSync(
        join(webDir, "index.html"),
        index.replace("<head>", '<head><meta name="penknife-build" content="B">'),
      );
      const worker = readFileSync(join(webDir, "sw.js"), "utf8");
      const revision =
        /"?url"?:\s*"index\.html",\s*"?revision"?:\s*"([^"]+)"|"?revision"?:\s*"([^"]+)",\s*"?url"?:\s*"index\.html"/.exec(
          worker,
        );
      const old = revision?.[1] ?? revision?.[2];
      expect(old, "the service worker precaches index.html by revision").toBeDefined();
      writeFileSync(join(webDir, "sw.js"), worker.replace(old!, "build-b"));
      // The build's compressed copies are of build A: a deploy writes new ones, this one goes without.
      for (const file of ["index.html", "sw.js"]) {
        for (const copy of [".br", ".gz"]) rmSync(join(webDir, file + copy), { force: true });
      }

      // The page learns of it (as it would at its next check) and says so; nothing changes until the visitor agrees.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await page.getByText("A new version is available", { exact: true }).waitFor({ timeout: 30_000 });
      expect(await editorText(input)).toBe("typed before the update");
      expect(await page.locator('meta[name="penknife-build"]').count()).toBe(0);
      expect(await violationsInBothThemes(page)).toBe("");

      await page.getByRole("button", { name: "Reload", exact: true }).click();
      await page.waitForFunction(
        () => document.querySelector('meta[name="penknife-build"]')?.getAttribute("content") === "B",
        null,
        { timeout: 30_000 },
      );
      await page.getByLabel("Your Text").waitFor();
      expect(await page.getByText("A new version is available").count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
      rmSync(webDir, { recursive: true, force: true });
    },
  );
});
