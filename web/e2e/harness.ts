/**
 * What every end-to-end test file uses: its worker's server, and pages in Debian's Chromium
 * (playwright-core drives the system browser; nothing is downloaded).
 */
import { afterAll, afterEach, beforeEach, inject } from "vitest";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Download, type Page } from "playwright-core";
import { recordToasts } from "./toasts";
import { keepEvidence, logMark, recordConsole } from "./evidence";
import { SERVER_LOG_FILE } from "./server";
import { fillEditorsAsUsersDo } from "./editor";

export { toastCount, waitForToast, type Toast } from "./toasts";

/** This worker's server (e2e/server.ts starts one per worker): files running at once never share one. */
export const testServer = inject("servers")[Number(process.env.VITEST_POOL_ID ?? "1") - 1]!;
export const baseUrl = testServer.baseUrl;
const serverLog = join(testServer.dataDir, SERVER_LOG_FILE);

let browser: Promise<Browser> | undefined;
const errorsByPage = new WeakMap<Page, Error[]>();
/** Every context this file opened (closed after it), and the ones the running test has used (its evidence). */
const contexts: BrowserContext[] = [];
let usedByTest: BrowserContext[] = [];

/** The worker's browser (e2e/server.ts starts it), connected once per file. */
function connectBrowser(): Promise<Browser> {
  browser ??= chromium.connect(testServer.browserEndpoint);
  return browser;
}

export interface OpenOptions {
  width?: number;
  height?: number;
  colorScheme?: "light" | "dark";
  /** Let the page use navigator.clipboard (granted as a user would by clicking Allow). */
  clipboard?: boolean;
  /**
   * Let the site install its service worker (offline use), in a context of its own. Other pages run without one,
   * as a first visit does: a worker precaching the app after every page would only load the suite, and requests
   * it answered would pass by the routes tests set (Playwright's advice).
   */
  serviceWorker?: boolean;
  /** The server to open the page on (default: the test worker's). */
  server?: string;
  /** The browser's language (navigator.languages and Accept-Language), in a context of its own; default en-US. */
  locale?: string;
}

/**
 * The page each test's first `openPage` reuses, as a new visitor would find it (see `asNewVisitor`). A context
 * of its own for every test costs Chromium a browser context and a renderer process: measured, 2.1 s of CPU per
 * page opened, against 0.6 s when the page is reused, which made browser start-up most of the suite's time. It is
 * given up (and the next test gets a fresh one) when a test changes it in a way that cannot be undone: an init
 * script, an exposed function, a fake clock, or closing it.
 */
let reusable: { context: BrowserContext; page: Page; changed: boolean } | undefined;
let inTest = false;
let openedInTest = 0;

/** The events tests listen for (Playwright itself listens for "close", which stays). */
const LISTENED = (
  "console weberror pageerror dialog download popup page filechooser worker websocket request response " +
  "requestfinished requestfailed framenavigated frameattached load domcontentloaded"
).split(" ");

/** Wraps `methods` of `target` so that calling any of them first runs `onCall`. */
function onCallOf<T extends object>(target: T, methods: (keyof T & string)[], onCall: () => void) {
  for (const name of methods) {
    const original: unknown = target[name];
    if (typeof original !== "function") continue;
    Object.defineProperty(target, name, {
      value: (...args: unknown[]) => {
        onCall();
        return original.apply(target, args);
      },
    });
  }
}

/** What every page and context gets: its uncaught errors fail the test, its console is kept for evidence. */
function listen(context: BrowserContext, page: Page) {
  recordConsole(context);
  const errors: Error[] = [];
  errorsByPage.set(page, errors);
  page.on("pageerror", (error) => errors.push(error));
}

async function newContext(options: OpenOptions): Promise<{ page: Page; context: BrowserContext }> {
  const context = await (
    await connectBrowser()
  ).newContext({
    baseURL: options.server ?? baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? "light",
    acceptDownloads: true,
    serviceWorkers: options.serviceWorker ? "allow" : "block",
    locale: options.locale ?? "en-US",
  });
  await context.addInitScript(recordToasts);
  if (options.clipboard) await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  contexts.push(context);
  const page = await context.newPage();
  listen(context, page);
  fillEditorsAsUsersDo(page.locator("body"));
  return { page, context };
}

/**
 * Brings the reused page back to what a new visitor has: no cookies, storage (local, session, IndexedDB, caches,
 * service workers), permissions, routes, extra headers, other pages or listeners; the viewport and colour scheme
 * asked for. Only the HTTP cache stays, as it does for a visitor who comes back.
 */
async function asNewVisitor({ context, page }: { context: BrowserContext; page: Page }, options: OpenOptions) {
  await page.goto("about:blank"); // the last test's page stops running before its storage is cleared
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  for (const event of LISTENED) {
    context.removeAllListeners(event);
    page.removeAllListeners(event);
  }
  await Promise.all([
    context.unrouteAll({ behavior: "ignoreErrors" }),
    page.unrouteAll({ behavior: "ignoreErrors" }),
    context.setExtraHTTPHeaders({}),
    page.setExtraHTTPHeaders({}),
    context.setOffline(false),
    context.clearCookies(),
    context.clearPermissions(),
  ]);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", { origin: new URL(baseUrl).origin, storageTypes: "all" });
  await cdp.detach();
  // Session storage belongs to the tab: cleared from a page of the site that runs none of the app.
  await page.goto("/theme-init.js");
  await page.evaluate(() => sessionStorage.clear());
  await page.goto("about:blank");
  for (const key of ["Shift", "Control", "Alt", "Meta"]) await page.keyboard.up(key);
  await page.mouse.move(0, 0);
  await page.setViewportSize({ width: options.width ?? 1280, height: options.height ?? 800 });
  await page.emulateMedia({ colorScheme: options.colorScheme ?? "light", reducedMotion: null, media: null });
  if (options.clipboard) await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  listen(context, page);
}

/** A page at `path` in a browser context of its own (own storage, like a new visitor). */
export async function openPage(
  path: string,
  options: OpenOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const first = inTest && openedInTest++ === 0 && !options.serviceWorker && !options.server && !options.locale;
  let opened: { page: Page; context: BrowserContext };
  if (first && reusable && !reusable.changed && !reusable.page.isClosed()) {
    opened = reusable;
    await asNewVisitor(opened, options);
  } else {
    opened = await newContext(options);
    if (first) {
      const entry = { ...opened, changed: false };
      const changed = () => (entry.changed = true);
      onCallOf(opened.context, ["addInitScript", "exposeBinding", "exposeFunction"], changed);
      onCallOf(opened.page, ["addInitScript", "exposeBinding", "exposeFunction"], changed);
      onCallOf(
        opened.page.clock,
        ["install", "setFixedTime", "setSystemTime", "pauseAt", "fastForward", "runFor"],
        changed,
      );
      reusable = entry;
    }
  }
  usedByTest.push(opened.context);
  await opened.page.goto(path);
  return opened;
}
/** Uncaught errors the page has thrown so far (in this test, on a reused page). */
export function pageErrors(page: Page): Error[] {
  return errorsByPage.get(page) ?? [];
}

// A failing test keeps its screenshots, DOM, console and server log (evidence.ts says where).
beforeEach((test) => {
  const mark = logMark(serverLog);
  inTest = true;
  openedInTest = 0;
  const used = (usedByTest = []);
  test.onTestFailed(async () => {
    // The test's own pages; a test that opened none works on a page its file opened before (the axe sweep).
    const dir = await keepEvidence(test, used.length ? used : contexts, { logFile: serverLog, mark });
    console.error(`evidence of the failure: ${dir}`);
  });
});

afterEach(() => {
  inTest = false;
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
  reusable = undefined;
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  if (browser) await (await browser).close();
  browser = undefined;
});
