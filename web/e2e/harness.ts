/**
 * What every end-to-end test file uses: its worker's server, and pages in Debian's Chromium
 * (playwright-core drives the system browser; nothing is downloaded).
 */
import { afterAll, beforeEach, inject } from "vitest";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Download, type Page } from "playwright-core";
import { recordToasts } from "./toasts";
import { keepEvidence, logMark, recordConsole } from "./evidence";
import { SERVER_LOG_FILE } from "./server";

export { toastCount, waitForToast, type Toast } from "./toasts";

/** This worker's server (e2e/server.ts starts one per worker): files running at once never share one. */
export const testServer = inject("servers")[Number(process.env.VITEST_POOL_ID ?? "1") - 1]!;
export const baseUrl = testServer.baseUrl;
const serverLog = join(testServer.dataDir, SERVER_LOG_FILE);

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

let browser: Promise<Browser> | undefined;
const errorsByPage = new WeakMap<Page, Error[]>();
const contexts: BrowserContext[] = [];

function launch(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return browser;
}

export interface OpenOptions {
  width?: number;
  height?: number;
  colorScheme?: "light" | "dark";
  /** Let the page use navigator.clipboard (granted as a user would by clicking Allow). */
  clipboard?: boolean;
}

/** A fresh browser context (own storage, like a new visitor) with one page open at `path`. */
export async function openPage(
  path: string,
  options: OpenOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await (
    await launch()
  ).newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? "light",
    acceptDownloads: true,
  });
  await context.addInitScript(recordToasts);
  recordConsole(context);
  if (options.clipboard) await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  contexts.push(context);
  const page = await context.newPage();
  // Any uncaught error in the page fails the test that caused it.
  const errors: Error[] = [];
  errorsByPage.set(page, errors);
  page.on("pageerror", (error) => errors.push(error));
  await page.goto(path);
  return { page, context };
}

/** Uncaught errors the page has thrown so far. */
export function pageErrors(page: Page): Error[] {
  return errorsByPage.get(page) ?? [];
}

// A failing test keeps its screenshots, DOM, console and server log (evidence.ts says where).
beforeEach((test) => {
  const mark = logMark(serverLog);
  const openedBefore = contexts.length;
  test.onTestFailed(async () => {
    // The test's own pages; a test that opened none works on a page its file opened before (the axe sweep).
    const opened = contexts.slice(openedBefore);
    const dir = await keepEvidence(test, opened.length ? opened : contexts, { logFile: serverLog, mark });
    console.error(`evidence of the failure: ${dir}`);
  });
});

let downloadDir: string | undefined;

/** Clicks what starts a download and returns the file as the user would find it: its name and bytes. */
export async function downloadOf(
  page: Page,
  click: () => Promise<unknown>,
): Promise<{ name: string; bytes: Buffer; text: string }> {
  const [download] = (await Promise.all([page.waitForEvent("download"), click()])) as [Download, unknown];
  downloadDir ??= mkdtempSync(join(tmpdir(), "penknife-downloads-"));
  const path = join(
    downloadDir,
    `${Date.now()}-${Math.random().toString(36).slice(2)}-${download.suggestedFilename()}`,
  );
  await download.saveAs(path);
  const bytes = readFileSync(path);
  return { name: download.suggestedFilename(), bytes, text: bytes.toString("utf8") };
}

/**
 * Holds every request to `url` (a route glob) until the returned function is called, so a test can see a busy
 * state that a fast machine would end before the test looks.
 */
export async function holdRequests(target: Page | BrowserContext, url: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await target.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** What the clipboard holds now (the page must have been opened with `{ clipboard: true }`). */
export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

afterAll(async () => {
  if (downloadDir) rmSync(downloadDir, { recursive: true, force: true });
  downloadDir = undefined;
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  if (browser) await (await browser).close();
  browser = undefined;
});
