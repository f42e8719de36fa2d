import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  clipboardText,
  downloadOf,
  holdRequests,
  openPage,
  pageErrors,
  toastCount,
  waitForToast,
} from "../../../e2e/harness";
import { copiedEditorText, editorText, markedLineText, pasteInto } from "../../../e2e/editor";
import { FIRST_ANSWER, minifierScreen } from "../../../e2e/minifier";
import { statValue } from "../../../e2e/stats";
import { formatBytes } from "@/lib/format-bytes";
import { JS_SAMPLE } from "./sample";

const PATH = "/tools/js-minifier";
const { input, output, minifyButton, toastWith, option, summary, minify } = minifierScreen("JavaScript", "Minify JS");

const DEFAULTS: Record<string, boolean> = {
  "Remove Comments": true,
  "Remove Whitespace": true,
  "Remove Empty Lines": true,
  "Shorten Booleans": true,
  "Remove Debug Statements": false,
  "Remove Trailing Semicolons": false,
  "Preserve Some Newlines": false,
  "Rename Variables": false,
  "Remove Dead Code": false,
};

/** What the success toast must say for this input and output (sizes in UTF-8 bytes, one decimal). */
function expectedToast(source: string, minified: string): string {
  const original = Buffer.byteLength(source);
  const saved = original - Buffer.byteLength(minified);
  const percent = Math.round((saved * 1000) / original) / 10;
  return `Reduced size by ${percent}% (${saved.toLocaleString("en-US")} bytes saved)`;
}

/**
 * Puts `text` in the input as a paste does (one input event). Playwright's fill types multi-line text through the
 * editor line by line, which takes minutes for 5 MB.
 */
async function paste(page: Page, text: string) {
  await pasteInto(input(page), text);
}

describe("JS Minifier", { timeout: 120_000 }, () => {
  it("minifies the shopping-cart sample with the spec's defaults and shows the summary and toast", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    for (const point of ["Safe Compression", "Instant Results", "Syntax Validation"]) {
      await page.getByText(point, { exact: true }).waitFor();
    }
    expect(await page.getByText(/basic minifier/i).count()).toBe(0);
    await page.getByRole("heading", { level: 1, name: "JavaScript Minifier", exact: true }).waitFor();
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByText("JS Minifier", { exact: true }).waitFor();
    const premium = page.getByRole("region", { name: "Premium JavaScript Tools" });
    await premium.waitFor();
    expect(await premium.getByText("Variable renaming").count()).toBe(0);
    expect(await input(page).getAttribute("aria-placeholder")).toBe("Paste your JavaScript code here...");
    expect(await output(page).getAttribute("aria-placeholder")).toBe("Minified JavaScript will appear here...");
    expect(await minifyButton(page).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Copy" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Download" }).count()).toBe(0);

    await page.getByRole("button", { name: "Load Sample" }).click();
    expect(await copiedEditorText(input(page))).toBe(JS_SAMPLE);
    expect(JS_SAMPLE).toContain("toFixed(2)");
    const inputBytes = Buffer.byteLength(JS_SAMPLE);
    await page
      .getByText(`${JS_SAMPLE.length.toLocaleString("en-US")} characters · ${formatBytes(inputBytes)}`)
      .waitFor();

    await minifyButton(page).click();
    await expect.poll(() => editorText(output(page)), FIRST_ANSWER).not.toBe("");
    const minified = await editorText(output(page));
    // Whitespace and comments gone, booleans shortened, the cart total still printed with a dollar sign.
    expect(minified).not.toContain("\n");
    expect(minified).not.toContain("Shopping cart");
    expect(minified).not.toMatch(/\btrue\b|\bfalse\b/);
    expect(minified).toContain("!0");
    expect(minified).toContain("!1");
    expect(minified).toContain("Cart total: $");
    expect(minified).toContain("total.toFixed(2)");
    expect(minified).toContain("function calculateTotal(discountCode)");
    // The minified script still computes the same total.
    const run = (code: string) => {
      const lines: string[] = [];
      new Function("console", code)({ log: (...args: unknown[]) => lines.push(args.join(" ")) });
      return lines;
    };
    expect(run(minified)).toEqual(run(JS_SAMPLE));
    expect(run(minified).at(-1)).toBe("Cart total: $57.29");

    await toastWith(page, expectedToast(JS_SAMPLE, minified)).waitFor();
    const minifiedBytes = Buffer.byteLength(minified);
    expect(await summary(page, "Original Size")).toBe(formatBytes(inputBytes));
    expect(await summary(page, "Minified Size")).toBe(formatBytes(minifiedBytes));
    expect(await summary(page, "Saved")).toBe(formatBytes(inputBytes - minifiedBytes));
    const percent = Math.round(((inputBytes - minifiedBytes) * 1000) / inputBytes) / 10;
    expect(await summary(page, "Reduction")).toBe(`${percent}%`);
    const bar = page.getByRole("progressbar", { name: "Size reduction" });
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBe(percent);
    await page
      .getByText(`${minified.length.toLocaleString("en-US")} characters · ${formatBytes(minifiedBytes)}`)
      .waitFor();
    expect(await page.getByRole("alert").filter({ hasText: "Warnings" }).count()).toBe(0);

    // The Statistics tab shows the same results, and the tips.
    await page.getByRole("tab", { name: "Statistics" }).click();
    await page.getByRole("heading", { name: "Compression Results" }).waitFor();
    expect(await summary(page, "Original Size")).toBe(formatBytes(inputBytes));
    expect(await summary(page, "Reduction")).toBe(`${percent}%`);
    await page.getByRole("heading", { name: "Optimization Tips" }).waitFor();
    for (const tip of ["Test thoroughly", "Use source maps", "Back up original code"]) {
      await page.getByText(tip, { exact: true }).waitFor();
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it("each option changes the output as it says", { timeout: 180_000 }, async () => {
    const { page } = await openPage(PATH);
    const base = await minify(page, JS_SAMPLE);
    expect(base).not.toContain("//");

    // Remove Comments off: the leading comment stays.
    expect(await minify(page, JS_SAMPLE, { "Remove Comments": false })).toMatch(/^\/\/ Shopping cart: adds items/);
    // Remove Whitespace off: re-indented, one statement per line.
    const spaced = await minify(page, JS_SAMPLE, { "Remove Comments": true, "Remove Whitespace": false });
    expect(spaced).toContain("function subtotal() {\n  let sum = 0;\n");
    expect(spaced).not.toContain("\n\n");
    // Remove Empty Lines off (with whitespace kept): the blank lines between functions come back.
    expect(await minify(page, JS_SAMPLE, { "Remove Empty Lines": false })).toContain("}\n\nfunction subtotal() {");
    // Shorten Booleans off: true and false stay as written.
    const booleans = await minify(page, JS_SAMPLE, {
      "Remove Empty Lines": true,
      "Remove Whitespace": true,
      "Shorten Booleans": false,
    });
    expect(booleans).toContain("isMember===true");
    expect(booleans).toContain("freeShipping=false");
    expect(booleans).not.toContain("!0");

    // Remove Debug Statements: console calls go, with the spec's warning.
    const quiet = await minify(page, `${JS_SAMPLE}debugger;\n`, {
      "Shorten Booleans": true,
      "Remove Debug Statements": true,
    });
    expect(quiet).not.toContain("console");
    expect(quiet).not.toContain("debugger");
    const warnings = page.getByRole("alert").filter({ hasText: "Warnings" });
    await warnings.getByText("Debug statements removed - test thoroughly").waitFor();
    expect(await toastWith(page, "Reduced size by").count()).toBeGreaterThan(0);

    // Remove Trailing Semicolons: the final semicolon goes, with the spec's warning.
    const noSemicolon = await minify(page, JS_SAMPLE, {
      "Remove Debug Statements": false,
      "Remove Trailing Semicolons": true,
    });
    expect(noSemicolon.endsWith("total.toFixed(2))")).toBe(true);
    await warnings.getByText("Trailing semicolons removed - verify syntax").waitFor();
    expect(await warnings.getByText("Debug statements removed - test thoroughly").count()).toBe(0);

    // Preserve Some Newlines: one top-level statement per line.
    const lines = await minify(page, JS_SAMPLE, {
      "Remove Trailing Semicolons": false,
      "Preserve Some Newlines": true,
    });
    const statements = lines.trimEnd().split("\n");
    expect(statements.length).toBeGreaterThanOrEqual(7);
    for (const statement of statements) expect(statement).toMatch(/^(const|let|function|addItem|console)\b/);
    expect(lines).toContain(";\nfunction addItem(name,price,quantity=1){");
    expect(await warnings.count()).toBe(0);

    // Rename Variables: local names shrink, the script's global names stay.
    const mangled = await minify(page, JS_SAMPLE, { "Preserve Some Newlines": false, "Rename Variables": true });
    expect(mangled).not.toContain("discountCode");
    expect(mangled).not.toContain("existing");
    expect(mangled).toContain("function calculateTotal(");
    expect(mangled.length).toBeLessThan(base.length);

    // Remove Dead Code: an unused variable goes.
    const source = "function price(n) {\n  const unused = 42;\n  return n * 0.5;\n}\nprice(2);\n";
    expect(await minify(page, source, { "Rename Variables": false })).toContain("unused");
    expect(await minify(page, source, { "Remove Dead Code": true })).not.toContain("unused");
    expect(pageErrors(page)).toEqual([]);
  });

  it("switches work from the keyboard and Reset to Defaults restores the spec's defaults", async () => {
    const { page } = await openPage(PATH);
    await page.getByRole("tab", { name: "Options" }).click();
    await page.getByRole("heading", { name: "Safe Options" }).waitFor();
    await page.getByRole("heading", { name: "Experimental Options" }).waitFor();
    await page.getByRole("heading", { name: "Advanced Compression" }).waitFor();
    await page.getByText("Experimental options may affect how your code works", { exact: false }).waitFor();
    for (const [name, on] of Object.entries(DEFAULTS)) {
      expect(await option(page, name).getAttribute("aria-checked"), name).toBe(String(on));
    }
    await option(page, "Remove Comments").focus();
    await page.keyboard.press("Space");
    expect(await option(page, "Remove Comments").getAttribute("aria-checked")).toBe("false");
    for (const name of ["Rename Variables", "Remove Debug Statements", "Shorten Booleans", "Preserve Some Newlines"]) {
      await option(page, name).click();
    }
    // The choice survives a trip to another tab.
    await page.getByRole("tab", { name: "Statistics" }).click();
    await page.getByText("Minify some JavaScript to see its compression results.").waitFor();
    await page.getByRole("tab", { name: "Options" }).click();
    expect(await option(page, "Rename Variables").getAttribute("aria-checked")).toBe("true");

    await page.getByRole("button", { name: "Reset to Defaults" }).click();
    for (const [name, on] of Object.entries(DEFAULTS)) {
      expect(await option(page, name).getAttribute("aria-checked"), name).toBe(String(on));
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it("Clear All resets input, output and statistics", async () => {
    const { page } = await openPage(PATH);
    await minify(page, JS_SAMPLE);
    expect(await editorText(output(page))).not.toBe("");
    await page.getByRole("button", { name: "Clear All" }).click();
    expect(await editorText(input(page))).toBe("");
    expect(await editorText(output(page))).toBe("");
    expect(await page.getByRole("heading", { name: "Summary" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Copy" }).count()).toBe(0);
    expect(await minifyButton(page).isDisabled()).toBe(true);
    await page.getByRole("tab", { name: "Statistics" }).click();
    await page.getByText("Minify some JavaScript to see its compression results.").waitFor();
    expect(await statValue(page, "Original Size").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it("copies and downloads the whole minified script", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    const minified = await minify(page, JS_SAMPLE);
    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe(minified);
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(file.name).toBe("minified.js");
    expect(file.text).toBe(minified);
    expect(pageErrors(page)).toEqual([]);
  });

  it("blank input: the button is disabled and Ctrl+Enter gives 'Input Required'", async () => {
    const { page } = await openPage(PATH);
    await input(page).fill("   \n\t ");
    expect(await minifyButton(page).isDisabled()).toBe(true);
    await input(page).press("Control+Enter");
    const toast = toastWith(page, "Please enter JavaScript code to minify");
    await toast.waitFor();
    expect(await toast.locator("[data-title]").textContent()).toBe("Input Required");
    expect(await editorText(input(page))).toBe("   \n\t ");
    // Ctrl+Enter minifies real input too.
    await input(page).fill("var  answer = 40 + 2 ;");
    await input(page).press("Control+Enter");
    await expect.poll(() => editorText(output(page)), FIRST_ANSWER).toBe("var answer=40+2;");
    expect(pageErrors(page)).toEqual([]);
  });

  it("an empty result gives 'No Output' on Copy and Download", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    expect(await minify(page, "// only a comment\n/* and another */\n")).toBe("");
    await toastWith(page, "Reduced size by 100%").waitFor();
    await page.getByRole("button", { name: "Copy" }).click();
    const toast = toastWith(page, "Please minify JavaScript first");
    await toast.waitFor();
    expect(await toast.locator("[data-title]").textContent()).toBe("No Output");
    let downloaded = false;
    page.on("download", () => (downloaded = true));
    await page.getByRole("button", { name: "Download" }).click();
    await expect.poll(() => toast.count()).toBeGreaterThanOrEqual(1);
    expect(downloaded).toBe(false);
    expect(pageErrors(page)).toEqual([]);
  });

  it("input that does not parse is an error: 'Minification Failed' with the parser's line and column", async () => {
    const { page } = await openPage(PATH);
    // A first good run, so we see the failure also clears the old output.
    await minify(page, "let a = 1;");
    const failure = page.getByRole("alert").filter({ hasText: "Minification Failed" });
    const warnings = page.getByRole("alert").filter({ hasText: "Warnings" });
    /** Minifies `bad` and returns the error the page shows, checking it is an error and nothing else. */
    async function errorFor(bad: string): Promise<string> {
      const since = await toastCount(page);
      await minify(page, bad);
      const description = "An error occurred while minifying JavaScript. Please check your input.";
      await waitForToast(page, { title: "Minification Failed", description }, { since });
      await failure.waitFor();
      expect(await warnings.count()).toBe(0);
      expect(await editorText(output(page))).toBe("");
      expect(await page.getByRole("heading", { name: "Summary" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Copy" }).count()).toBe(0);
      expect(await editorText(input(page))).toBe(bad);
      // The editor marks the line the parser names.
      const line = Number(/ at line (\d+)/.exec((await failure.textContent()) ?? "")?.[1]);
      expect(await markedLineText(input(page))).toBe(bad.split("\n")[line - 1]);
      return (await failure.getByText(/ at line \d+, column \d+/).textContent()) ?? "";
    }

    // A missing `)` on line 1: the error is on line 1, where the `;` ends the call too early.
    expect(await errorFor('console.log("a";\nlet x = 1.5;\n')).toBe(
      "Expected `,` or `)` but found `;` at line 1, column 16 (opened here: line 1, column 12)",
    );
    // Without the `;` the parser only notices on line 2, and says where the `(` was opened.
    expect(await errorFor('console.log("a"\nlet x = 1.5;\n')).toBe(
      "Expected `,` or `)` but found `let` at line 2, column 1 (opened here: line 1, column 12)",
    );
    expect(await errorFor("let total = 1;\nfunction (price) {\n  return price;\n}\n")).toBe(
      "Expected function name at line 2, column 10",
    );
    // Columns count characters: 'é' and '😀' are one each.
    expect(await errorFor('const s = "é😀"; foo(;')).toBe("Unexpected token at line 1, column 21");

    // Fixing the input clears the error.
    await minify(page, "let total = 1;\nfunction f(price) {\n  return price;\n}\n");
    await expect.poll(() => failure.count()).toBe(0);
    expect(await editorText(output(page))).toBe("let total=1;function f(price){return price}");
    expect(pageErrors(page)).toEqual([]);
  });

  it("minifies a 5 MB script in the worker while the page stays responsive", { timeout: 300_000 }, async () => {
    const { page, context } = await openPage(PATH);
    // Hold the engine download until the busy state has been seen: on a slow machine the run could otherwise end
    // before the test looks.
    const release = await holdRequests(context, "**/*.wasm");
    const chunk = `(() => {\n${JS_SAMPLE}})();\n`;
    const big = chunk.repeat(Math.ceil((5 * 1024 * 1024) / chunk.length));
    await paste(page, big);
    await page.getByText(`${big.length.toLocaleString("en-US")} characters · ${formatBytes(big.length)}`).waitFor();
    const since = await toastCount(page);
    await minifyButton(page).click();
    // Busy: the button says so and is disabled, a progress bar and status show.
    const busyButton = page.getByRole("button", { name: "Minifying..." });
    await busyButton.waitFor();
    expect(await busyButton.isDisabled()).toBe(true);
    await page.getByRole("progressbar", { name: "Minifying JavaScript" }).waitFor();
    await page.getByRole("status").filter({ hasText: "Minifying 5 MB of JavaScript" }).waitFor();
    // Tabs switch, and the run carries on across them.
    await page.getByRole("tab", { name: "Options" }).click();
    await option(page, "Remove Comments").waitFor();
    await page.getByRole("tab", { name: "Minify JS" }).click();
    await busyButton.waitFor();

    release();
    // The page still answers while the worker loads the engine and minifies: a timer fires on time.
    const delay = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          setTimeout(() => resolve(performance.now() - start), 0);
        }),
    );
    expect(delay).toBeLessThan(500);
    await waitForToast(page, { title: /^Reduced size by/ }, { since, timeout: 150_000 });
    await minifyButton(page).waitFor();
    expect(await page.getByRole("progressbar", { name: "Minifying JavaScript" }).count()).toBe(0);
    // The output box shows the start of the result; the size line counts all of it.
    expect(await editorText(output(page))).toMatch(/^\(\(\)=>\{(let|const) TAX_RATE=\.08[,;]/);
    expect(await summary(page, "Original Size")).toBe(formatBytes(big.length));
    expect(pageErrors(page)).toEqual([]);
  });

  it("fits a 375 px phone in the dark theme", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await minify(page, JS_SAMPLE);
    await page.getByRole("heading", { name: "Summary" }).waitFor();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.getByRole("tab", { name: "Options" }).click();
    await option(page, "Remove Dead Code").waitFor();
    expect(await fits()).toBe(true);
    await page.getByRole("tab", { name: "Statistics" }).click();
    await page.getByRole("heading", { name: "Optimization Tips" }).waitFor();
    expect(await fits()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
