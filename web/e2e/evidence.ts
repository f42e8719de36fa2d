/**
 * What a failing browser test leaves behind, so a test that fails one run in twenty can be understood from one
 * failure: for every page still open, a screenshot, its DOM and its console; the test's errors; and the lines
 * its server logged while it ran. One folder per failure, under `$PENKNIFE_E2E_EVIDENCE` (default
 * `web/test-results/e2e`): `<test file>/<test name>/`.
 */
import { appendFileSync, mkdirSync, openSync, readSync, closeSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { BrowserContext } from "playwright-core";
import type { TestContext } from "vitest";

const ROOT = resolve(process.env.PENKNIFE_E2E_EVIDENCE ?? resolve(import.meta.dirname, "../test-results/e2e"));
const WEB = resolve(import.meta.dirname, "..");

const consoleOf = new WeakMap<BrowserContext, string[]>();

/** Records what every page of `context` writes to its console, and its uncaught errors, with the page's URL. */
export function recordConsole(context: BrowserContext) {
  const lines: string[] = [];
  consoleOf.set(context, lines);
  const stamp = () => new Date().toISOString().slice(11, 23);
  context.on("console", (message) =>
    lines.push(`${stamp()} [${message.type()}] ${message.page()?.url() ?? ""}\n  ${message.text()}`),
  );
  context.on("weberror", (error) =>
    lines.push(`${stamp()} [uncaught] ${error.page()?.url() ?? ""}\n  ${error.error().stack}`),
  );
}

/** Where the server's log stands now: evidence keeps only what it logged from here on. */
export function logMark(logFile: string): number {
  try {
    return statSync(logFile).size;
  } catch {
    return 0;
  }
}

function logSince(logFile: string, mark: number): string {
  const size = logMark(logFile);
  if (size <= mark) return "";
  const bytes = Buffer.alloc(size - mark);
  const fd = openSync(logFile, "r");
  try {
    readSync(fd, bytes, 0, bytes.length, mark);
  } finally {
    closeSync(fd);
  }
  return bytes.toString("utf8");
}

/** A folder name for `text`: letters, digits, dots and dashes, short enough for any file system. */
const slug = (text: string) =>
  text
    .replace(/[^\w.-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 150);

/** Writes the evidence of the failed test `test` into its own folder and returns the folder. */
export async function keepEvidence(
  test: TestContext,
  contexts: readonly BrowserContext[],
  server: { logFile: string; mark: number },
): Promise<string> {
  const file = test.task.file?.filepath ?? "unknown";
  const dir = join(ROOT, slug(relative(WEB, file)), slug(test.task.fullTestName ?? test.task.name));
  mkdirSync(dir, { recursive: true });
  // A timeout's stack is only a placeholder: the message says what happened.
  const errors = (test.task.result?.errors ?? [])
    .map((error) =>
      error.stack?.includes(error.message) ? error.stack : `${error.name ?? "Error"}: ${error.message}\n${error.stack}`,
    )
    .join("\n\n");
  writeFileSync(join(dir, "errors.txt"), errors);
  writeFileSync(join(dir, "server.log"), logSince(server.logFile, server.mark));
  let n = 0;
  for (const context of contexts) {
    const consoleLines = consoleOf.get(context) ?? [];
    for (const page of context.pages()) {
      n += 1;
      const name = `page-${n}`;
      appendFileSync(join(dir, "pages.txt"), `${name}: ${page.url()}\n`);
      // A page that hangs must not hang the evidence: each capture has its own short timeout.
      await page
        .screenshot({ path: join(dir, `${name}.png`), fullPage: true, timeout: 5_000 })
        .catch((error: Error) => writeFileSync(join(dir, `${name}.png.txt`), String(error)));
      await Promise.race([
        page.content().then((html) => writeFileSync(join(dir, `${name}.html`), html)),
        new Promise((done) => setTimeout(done, 5_000)),
      ]).catch((error: Error) => writeFileSync(join(dir, `${name}.html.txt`), String(error)));
    }
    if (consoleLines.length) appendFileSync(join(dir, "console.txt"), consoleLines.join("\n") + "\n");
  }
  return dir;
}
