import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import {
  baseUrl,
  downloadOf,
  holdRequests,
  openPage,
  pageErrors,
  testServer,
  toastCount,
  waitForToast,
} from "../../../e2e/harness";
import { axeViolations } from "../../../e2e/axe";
import { editorText } from "../../../e2e/editor";
import { createConfirmedAccount, signIn } from "../../../e2e/accounts-helpers";
import { TEST_CLOCK_FILE } from "../../../e2e/server";

const PATH = "/tools/pastebin-clone";
const NOT_FOUND = "This paste does not exist or has expired.";
/** What a private paste's reader is told when the link's key cannot open it (core's `paste::OpenError`). */
const KEY_DAMAGED = "The link's key is incomplete or damaged: check that the whole link was copied.";
const WRONG_KEY = "The link's key does not open this paste: the link was changed, or the key belongs to another paste.";
const WRONG_PASSWORD = "Wrong password, or the link's key does not open this paste.";

const content = (page: Page) => page.getByLabel("Content", { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const shareLink = (page: Page) => page.getByLabel("Share Link").inputValue();

interface Draft {
  title?: string;
  language?: string;
  expiration?: string;
  text: string;
  password?: string;
  burn?: boolean;
}

/** Fills the create tab as a user would and saves; returns the share link from the saved tab. */
async function savePaste(page: Page, draft: Draft): Promise<string> {
  if (draft.title !== undefined) await page.getByLabel("Title").fill(draft.title);
  if (draft.language) await page.getByLabel("Language", { exact: true }).selectOption(draft.language);
  if (draft.expiration) await page.getByLabel("Expiration").selectOption(draft.expiration);
  if (draft.password !== undefined) {
    await page.getByRole("switch", { name: "Private Paste" }).click();
    if (draft.password) await page.getByLabel("Password (optional)").fill(draft.password);
  }
  if (draft.burn) await page.getByRole("switch", { name: "Burn After Reading" }).click();
  await content(page).fill(draft.text);
  const since = await toastCount(page);
  await button(page, "Save Paste").click();
  await waitForToast(page, { title: "Paste Saved!" }, { since });
  await page.getByLabel("Share Link").waitFor();
  return shareLink(page);
}

/** A whole key with one character changed mid-way: still 43 characters of base64url, but another key. */
const changeOne = (key: string) => `${key.slice(0, 20)}${key[20] === "A" ? "B" : "A"}${key.slice(21)}`;

/** Opens a link in a new browser context: another person, with nothing of the creator's local storage. */
async function openElsewhere(link: string): Promise<{ page: Page; context: BrowserContext }> {
  return openPage(link.replace(baseUrl, ""));
}

describe("Pastebin", () => {
  it("starts a new paste as plain text that expires in a week, or in the language chosen in Settings", async () => {
    const { page } = await openPage(PATH);
    expect(await page.getByLabel("Language", { exact: true }).inputValue()).toBe("text");
    expect(await page.getByLabel("Expiration").inputValue()).toBe("1w");
    // The site's footer does not promise that nothing leaves the device on the one page that stores what you give it.
    expect(await page.getByRole("contentinfo").textContent()).toContain("except a paste you share");

    await page.goto("/settings");
    await page.getByRole("tab", { name: "Preferences" }).click();
    await page.getByLabel("Default Language").selectOption("python");
    const since = await toastCount(page);
    await button(page, "Save Changes").click();
    await waitForToast(page, { title: "Settings Saved" }, { since });
    await page.goto(PATH);
    expect(await page.getByLabel("Language", { exact: true }).inputValue()).toBe("python");
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows the share link as a QR code, which the QR Code Reader reads back as the whole link", async () => {
    const { page } = await openPage(PATH);
    const link = await savePaste(page, { text: "scan me", password: "" });
    // A private link: the key after # is in the code too, or the paste could not be opened from it.
    expect(link).toContain("#");
    const code = page.getByRole("img", { name: "QR code of the share link" });
    const picture = await code.screenshot();
    const download = await downloadOf(page, () => button(page, "Download QR Code").click());
    expect(download.name).toBe("paste-qr-code.svg");
    expect(download.text).toMatch(/^<svg /);

    await page.goto("/tools/qr-code-reader");
    await page
      .getByLabel("Upload Image", { exact: true })
      .setInputFiles({ name: "share.png", mimeType: "image/png", buffer: picture });
    await page.getByRole("heading", { name: "1 QR code in share.png" }).waitFor();
    expect(await page.getByLabel("Text", { exact: true }).inputValue()).toBe(link);
    expect(pageErrors(page)).toEqual([]);
  });

  it("saves a paste that anyone with the link can read, download and fetch raw", async () => {
    const { page } = await openPage(PATH);
    await expect(button(page, "Save Paste").isDisabled()).resolves.toBe(true);
    await content(page).fill("def greet(name):\n    return f'hi {name} 👋'\n");
    await expect.poll(() => page.getByText(/characters · .* lines/).textContent()).toBe("43 characters · 3 lines");

    const link = await savePaste(page, {
      title: "My Script (v2)",
      language: "python",
      text: "print('hello')\nprint(1 + 1)",
    });
    expect(link).toMatch(new RegExp(`^${baseUrl}/paste/[A-Za-z0-9_-]{22}$`));
    const download = await downloadOf(page, () => button(page, "Download").click());
    expect(download).toMatchObject({ name: "my_script__v2_.txt", text: "print('hello')\nprint(1 + 1)" });

    // The form starts afresh after a save (the spec), and New Paste returns to it.
    await button(page, "New Paste").click();
    expect(await page.getByLabel("Title").inputValue()).toBe("");
    expect(await editorText(content(page))).toBe("");

    const reader = (await openElsewhere(link)).page;
    await reader.getByRole("heading", { name: "My Script (v2)" }).waitFor();
    expect(await editorText(reader.locator(".cm-content"))).toBe("print('hello')\nprint(1 + 1)");
    await reader.getByText("Python", { exact: true }).waitFor();
    await reader.getByText("1 view", { exact: true }).waitFor();
    expect(await axeViolations(reader)).toBe("");

    const raw = await fetch(`${link}/raw`);
    expect(raw.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(raw.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await raw.text()).toBe("print('hello')\nprint(1 + 1)");
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(reader)).toEqual([]);
  });

  it("saves an untitled paste, holds Save while saving, and says why a save failed without losing the draft", async () => {
    const { page } = await openPage(PATH);
    const box = await page.locator(".code-editor").first().boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(400);

    // The server is down: the spec's words, and the draft is still there.
    await page.route("**/api/pastes", (route) => route.fulfill({ status: 502, body: "Bad Gateway" }));
    await page.getByLabel("Title").fill("Kept");
    await content(page).fill("still here");
    let since = await toastCount(page);
    await button(page, "Save Paste").click();
    await waitForToast(
      page,
      { title: "Save Failed", description: "Failed to save your paste. Please try again." },
      { since },
    );
    expect(await editorText(content(page))).toBe("still here");
    expect(await page.getByLabel("Title").inputValue()).toBe("Kept");

    // The server refuses with a reason (too large): that reason is shown.
    await page.unroute("**/api/pastes");
    await content(page).fill("x".repeat(1024 * 1024 + 1));
    since = await toastCount(page);
    await button(page, "Save Paste").click();
    await waitForToast(page, { title: "Save Failed", description: "more than the 1 MB limit" }, { since });

    // Saving: the button waits; without a title the paste is 'Untitled Paste'.
    await page.getByLabel("Title").fill("");
    await content(page).fill("no title");
    const release = await holdRequests(page, "**/api/pastes");
    await button(page, "Save Paste").click();
    await expect.poll(() => button(page, "Saving...").isDisabled()).toBe(true);
    since = await toastCount(page);
    release();
    await waitForToast(page, { title: "Paste Saved!" }, { since });
    await page.getByRole("heading", { name: "Untitled Paste" }).waitFor();
    const download = await downloadOf(page, () => button(page, "Download").click());
    expect(download.name).toBe("untitled_paste.txt");
  });

  it("refuses blank content with the spec's toast and keeps what was typed", async () => {
    const { page } = await openPage(PATH);
    await page.getByLabel("Title").fill("Draft");
    await content(page).fill("   \n  ");
    expect(await button(page, "Save Paste").isDisabled()).toBe(true);
    const since = await toastCount(page);
    await content(page).press("ControlOrMeta+Enter");
    await waitForToast(
      page,
      { title: "Content Required", description: "Please enter some content to save" },
      { since },
    );
    expect(await page.getByLabel("Title").inputValue()).toBe("Draft");
  });

  it("encrypts a private paste in the browser: the link's key opens it, the password is asked, a wrong one is refused", async () => {
    const { page } = await openPage(PATH);
    const secret = "the launch code is 0000";
    const link = await savePaste(page, { title: "Launch", text: secret, password: "correct horse", language: "yaml" });
    const [address, key] = link.split("#");
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // What the server has: ciphertext only (the title and text are nowhere in its answer).
    const id = address!.split("/").at(-1)!;
    const stored = await (await fetch(`${baseUrl}/api/pastes/${id}`)).text();
    expect(stored).not.toContain("launch code");
    expect(stored).not.toContain("Launch");

    const reader = (await openElsewhere(link)).page;
    await reader.getByRole("heading", { name: "Password Required" }).waitFor();
    expect(await axeViolations(reader)).toBe("");
    await reader.getByLabel("Password", { exact: true }).fill("wrong horse");
    await button(reader, "Unlock").click();
    await reader.getByRole("alert").filter({ hasText: WRONG_PASSWORD }).waitFor();
    await reader.getByLabel("Password", { exact: true }).fill("correct horse");
    await button(reader, "Unlock").click();
    await reader.getByRole("heading", { name: "Launch" }).waitFor();
    expect(await editorText(reader.locator(".cm-content"))).toBe(secret);

    // Without its key the link says it is damaged, and shows nothing.
    const keyless = (await openElsewhere(address!)).page;
    await keyless.getByText(KEY_DAMAGED).waitFor();
  });

  it("tells a key cut short from a whole key that does not open the paste", async () => {
    const { page } = await openPage(PATH);
    const link = await savePaste(page, { title: "Keyed", text: "opens with its own key", password: "" });
    await button(page, "New Paste").click();
    const other = await savePaste(page, { title: "Another", text: "another paste", password: "" });
    const [address, key] = link.split("#") as [string, string];
    const cases: [string, string][] = [
      [key.slice(0, -4), KEY_DAMAGED],
      [`${key.slice(0, 10)}!${key.slice(11)}`, KEY_DAMAGED],
      [changeOne(key), WRONG_KEY],
      [other.split("#")[1]!, WRONG_KEY],
    ];
    for (const [fragment, message] of cases) {
      const reader = (await openElsewhere(`${address}#${fragment}`)).page;
      const alert = reader.getByRole("alert").filter({ hasText: message });
      await alert.waitFor();
      expect(await alert.textContent(), fragment).not.toContain(message === WRONG_KEY ? "incomplete" : "another");
      expect(await reader.getByText("opens with its own key").count()).toBe(0);
    }

    // Burn after reading: a whole but wrong key shows only once the paste is opened, and is said then too.
    await button(page, "New Paste").click();
    const burning = await savePaste(page, { title: "Once", text: "burns", password: "", burn: true });
    const [burnAddress, burnKey] = burning.split("#") as [string, string];
    const reader = (await openElsewhere(`${burnAddress}#${changeOne(burnKey)}`)).page;
    await button(reader, "Read and Delete").click();
    await reader.getByRole("alert").filter({ hasText: WRONG_KEY }).waitFor();
  });

  it("with a password, a wrong key is not called a damaged link", async () => {
    const { page } = await openPage(PATH);
    const link = await savePaste(page, { title: "Two locks", text: "key and password", password: "pw 1234" });
    const [address, key] = link.split("#") as [string, string];
    const reader = (await openElsewhere(`${address}#${changeOne(key)}`)).page;
    await reader.getByLabel("Password", { exact: true }).fill("pw 1234");
    await button(reader, "Unlock").click();
    await reader.getByRole("alert").filter({ hasText: WRONG_PASSWORD }).waitFor();
  });

  it("opens a private paste without a password from the link alone", async () => {
    const { page } = await openPage(PATH);
    const link = await savePaste(page, { title: "Shared secret", text: "s3cr3t", password: "" });
    const reader = (await openElsewhere(link)).page;
    await reader.getByRole("heading", { name: "Shared secret" }).waitFor();
    expect(await editorText(reader.locator(".cm-content"))).toBe("s3cr3t");
  });

  it("burns after reading, only once the reader confirms", async () => {
    const { page } = await openPage(PATH);
    const link = await savePaste(page, { title: "Once", text: "read me once", burn: true });
    const { page: reader } = await openElsewhere(link);
    await reader.getByRole("heading", { name: "This Paste Burns After Reading" }).waitFor();
    expect(await axeViolations(reader)).toBe("");
    // A visit that does not confirm (a link preview, a crawler) burns nothing.
    await reader.reload();
    await button(reader, "Read and Delete").click();
    await reader.getByRole("heading", { name: "Once" }).waitFor();
    expect(await editorText(reader.locator(".cm-content"))).toBe("read me once");
    await reader.getByText("Deleted from the server").waitFor();
    await reader.reload();
    await reader.getByText(NOT_FOUND).waitFor();
  });

  it("stops serving a paste when it expires, and drops it from My Pastes", async () => {
    const { page } = await openPage(PATH);
    const link = await savePaste(page, { title: "Soon gone", text: "ten minutes", expiration: "10m" });
    const reader = (await openElsewhere(link)).page;
    await reader.getByRole("heading", { name: "Soon gone" }).waitFor();

    // Eleven minutes later on the server's clock (the debug build's test clock) and in the creator's browser.
    writeFileSync(join(testServer.dataDir, TEST_CLOCK_FILE), String(11 * 60_000));
    try {
      await reader.reload();
      await reader.getByText(NOT_FOUND).waitFor();
      expect((await fetch(`${link}/raw`)).status).toBe(404);
      await page.clock.install({ time: Date.now() + 11 * 60_000 });
      await page.reload();
      await page.getByRole("tab", { name: /My Pastes/ }).click();
      await page.getByText("No pastes yet.").waitFor();
    } finally {
      writeFileSync(join(testServer.dataDir, TEST_CLOCK_FILE), "0");
    }
  });

  it("lists this browser's pastes and deletes one with its token", async () => {
    const { page } = await openPage(PATH);
    const link = await savePaste(page, { title: "Delete me", text: "bye" });
    await page.getByRole("tab", { name: "My Pastes (1)" }).click();
    const since = await toastCount(page);
    await page.getByRole("button", { name: "Delete Delete me" }).click();
    await waitForToast(page, { title: "Paste Deleted" }, { since });
    await page.getByText("No pastes yet.").waitFor();
    expect((await fetch(`${link}/raw`)).status).toBe(404);
  });

  it("follows a signed-in user to another browser, where the owner can delete without the token", async () => {
    const account = await createConfirmedAccount("pastes");
    const { page } = await openPage("/signin");
    await signIn(page, account);
    await page.goto(PATH);
    const link = await savePaste(page, { title: "Everywhere", text: "synced" });

    const { page: other } = await openPage("/signin");
    await signIn(other, account);
    await other.goto(PATH);
    await other.getByRole("tab", { name: "My Pastes (1)" }).click();
    await other.getByRole("heading", { name: "Everywhere" }).waitFor();
    const since = await toastCount(other);
    await other.getByRole("button", { name: "Delete Everywhere" }).click();
    await waitForToast(other, { title: "Paste Deleted" }, { since });
    expect((await fetch(`${link}/raw`)).status).toBe(404);

    // Signed out, that browser shows only what it created itself (nothing).
    const { page: stranger } = await openPage(PATH);
    await stranger.getByRole("tab", { name: "My Pastes (0)" }).click();
  });
});

/** OWASP XSS filter-evasion classics, as title and content: each must show as text, run nothing, fetch nothing. */
const PAYLOADS = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  "<svg/onload=window.__xss=1>",
  '"><script>window.__xss=1</script>',
  '<iframe src="javascript:window.parent.__xss=1"></iframe>',
  "<body onload=window.__xss=1>",
  '<a href="javascript:window.__xss=1">x</a>',
  "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>",
  "<IMG SRC=`javascript:window.__xss=1`>",
  '<div style="background:url(javascript:window.__xss=1)">',
  "<<SCRIPT>window.__xss=1//<</SCRIPT>",
  '<img src="http://127.0.0.2/beacon.png">',
  "<link rel=stylesheet href=http://127.0.0.2/x.css>",
  "javascript:/*--></title></style></textarea></script><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+window.__xss=1//'>",
];

describe("Pastebin safety", () => {
  it("shows hostile pastes as text on the view page, in My Pastes and raw", async () => {
    const text = PAYLOADS.join("\n");
    const { page } = await openPage(PATH);
    const requests: string[] = [];
    const link = await savePaste(page, { title: PAYLOADS[1], language: "html", text });

    const { page: reader } = await openElsewhere(link);
    reader.on("request", (request) => {
      if (!request.url().startsWith(baseUrl)) requests.push(request.url());
    });
    page.on("request", (request) => {
      if (!request.url().startsWith(baseUrl)) requests.push(request.url());
    });
    await reader.getByRole("heading", { name: PAYLOADS[1] }).waitFor();
    expect(await editorText(reader.locator(".cm-content"))).toBe(text);
    await page.getByRole("tab", { name: "My Pastes (1)" }).click();
    await page.getByRole("heading", { name: PAYLOADS[1] }).waitFor();

    const raw = await reader.goto(`${link}/raw`);
    expect(raw?.headers()["content-security-policy"]).toMatch(/sandbox/);
    expect(await reader.evaluate(() => document.body.innerText)).toBe(text);

    for (const seen of [page, reader]) {
      expect(await seen.evaluate(() => Reflect.get(window, "__xss"))).toBeUndefined();
    }
    expect(requests).toEqual([]);
    expect(pageErrors(reader)).toEqual([]);
  });
});
