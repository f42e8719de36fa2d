import { describe, expect, it } from "vitest";
import { clipboardText, downloadOf, openPage, pageErrors } from "../../../e2e/harness";
import { copiedEditorText, editorText } from "../../../e2e/editor";
import { FIRST_ANSWER, minifiesLargePaste, minifierScreen } from "../../../e2e/minifier";
import { formatBytes } from "@/lib/format-bytes";
import { HTML_SAMPLE } from "./sample";

const PATH = "/tools/html-minifier";
const { input, output, minifyButton, toastWith, option, summary, minify } = minifierScreen("HTML", "Minify HTML");

const DEFAULTS: Record<string, boolean> = {
  "Remove Comments": true,
  "Remove Whitespace": true,
  "Collapse Whitespace": true,
  "Remove Optional Tags": false,
  "Remove Redundant Attributes": true,
  "Remove Empty Attributes": true,
  "Minify CSS": false,
  "Minify JavaScript": false,
};

describe("HTML Minifier", { timeout: 120_000 }, () => {
  it("minifies the sample with the spec's defaults and shows the summary and toast", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    const wasm: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".wasm")) wasm.push(request.url());
    });
    for (const point of ["Standards-Aware", "Instant Results", "Inline CSS & JS"]) {
      await page.getByText(point, { exact: true }).waitFor();
    }
    expect(await input(page).getAttribute("aria-placeholder")).toBe("Paste your HTML code here...");
    expect(await output(page).getAttribute("aria-placeholder")).toBe("Minified HTML will appear here...");
    expect(await minifyButton(page).isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Load Sample" }).click();
    expect(await copiedEditorText(input(page))).toBe(HTML_SAMPLE);
    const inputBytes = Buffer.byteLength(HTML_SAMPLE);
    await page
      .getByText(`${HTML_SAMPLE.length.toLocaleString("en-US")} characters · ${formatBytes(inputBytes)}`)
      .waitFor();
    await minifyButton(page).click();
    await expect.poll(() => editorText(output(page)), FIRST_ANSWER).not.toBe("");
    const minified = await editorText(output(page));
    expect(minified).toMatch(/^<!doctype html><html lang=en><head><meta charset=utf-8><title>My Coffee Shop<\/title>/);
    // Comments gone, whitespace collapsed, default-valued and empty attributes dropped, optional tags kept.
    expect(minified).not.toContain("<!--");
    expect(minified).toContain("<h1>Welcome to My Coffee Shop</h1>");
    expect(minified).toContain("<li>Espresso</li><li>Cappuccino</li>");
    expect(minified).not.toMatch(/type="?text\b|type="?text\/javascript|method=|class=""|id=""|<header class/);
    expect(minified).toContain("</body></html>");
    // Inline CSS and JavaScript are left alone by default, and their engines are not even downloaded.
    expect(minified).toContain("font-family: Georgia, serif;");
    expect(minified).toContain('const greeting = "Good morning";');
    expect(wasm).toHaveLength(1);
    expect(wasm[0]).toMatch(/\/minify-html_bg[^/]*\.wasm$/);

    const minifiedBytes = Buffer.byteLength(minified);
    const saved = inputBytes - minifiedBytes;
    const percent = Math.round((saved * 1000) / inputBytes) / 10;
    await toastWith(page, `Reduced size by ${percent}% (${saved} bytes saved)`).waitFor();
    expect(await summary(page, "Original Size")).toBe(formatBytes(inputBytes));
    expect(await summary(page, "Minified Size")).toBe(formatBytes(minifiedBytes));
    expect(await summary(page, "Saved")).toBe(formatBytes(saved));
    expect(await summary(page, "Reduction")).toBe(`${percent}%`);
    const bar = page.getByRole("progressbar", { name: "Size reduction" });
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBe(percent);

    await page.getByRole("tab", { name: "Statistics" }).click();
    await page.getByRole("heading", { name: "Compression Results" }).waitFor();
    expect(await summary(page, "Saved")).toBe(formatBytes(saved));
    await page.getByRole("heading", { name: "Optimization Tips" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("each option the engine can switch changes the output as it says", { timeout: 180_000 }, async () => {
    const { page } = await openPage(PATH);
    const base = await minify(page, HTML_SAMPLE);

    // Remove Comments off: comments stay.
    const commented = await minify(page, HTML_SAMPLE, { "Remove Comments": false });
    expect(commented).toContain("<!-- Styles for the menu -->");
    expect(commented).toContain("<!-- The menu -->");

    // Remove Optional Tags: closing tags and the head's opening tag the browser infers go.
    const trimmed = await minify(page, HTML_SAMPLE, { "Remove Comments": true, "Remove Optional Tags": true });
    expect(trimmed).toContain("<li>Espresso<li>Cappuccino<li>Flat white</ul>");
    expect(trimmed).not.toMatch(/<\/li>|<\/body>|<\/html>|<head>/);
    expect(trimmed.length).toBeLessThan(base.length);

    // Remove Redundant Attributes off: type="text" on the input stays.
    const typed = await minify(page, HTML_SAMPLE, {
      "Remove Optional Tags": false,
      "Remove Redundant Attributes": false,
    });
    expect(typed).toMatch(/<input [^>]*type=text/);

    // Minify CSS: the <style> is minified.
    const styled = await minify(page, HTML_SAMPLE, { "Remove Redundant Attributes": true, "Minify CSS": true });
    expect(styled).toMatch(/<style>body\{[^}]*font-family:Georgia,serif[^}]*\}\.menu li\{padding:0 8px\}<\/style>/);

    // Minify JavaScript: the <script> is minified.
    const scripted = await minify(page, HTML_SAMPLE, { "Minify CSS": false, "Minify JavaScript": true });
    expect(scripted).not.toContain('const greeting = "Good morning";');
    expect(scripted).toMatch(/document\.querySelector\(["`]h1["`]\)\.title=/);
    expect(pageErrors(page)).toEqual([]);
  });

  it("keeps inline code that does not parse as written and says where it is", async () => {
    const { page } = await openPage(PATH);
    const source = "<p>Prices</p>\n<script>\n  let total = ;\n</script>\n<style>p { color: #ff0000 }</style>";
    const minified = await minify(page, source, { "Minify CSS": true, "Minify JavaScript": true });
    expect(minified).toBe("<p>Prices</p><script>let total = ;</script><style>p{color:red}</style>");
    const warnings = page.getByRole("alert").filter({ hasText: "Warnings" });
    await warnings.getByText("Inline <script> left as written: Unexpected token at line 3, column 15").waitFor();
    expect(await toastWith(page, "Minification Failed").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it("Reset to Defaults restores the spec's defaults", async () => {
    const { page } = await openPage(PATH);
    await page.getByRole("tab", { name: "Options" }).click();
    for (const [name, on] of Object.entries(DEFAULTS)) {
      expect(await option(page, name).getAttribute("aria-checked"), name).toBe(String(on));
    }
    await option(page, "Minify CSS").focus();
    await page.keyboard.press("Space");
    expect(await option(page, "Minify CSS").getAttribute("aria-checked")).toBe("true");
    for (const name of ["Remove Comments", "Remove Optional Tags", "Minify JavaScript"])
      await option(page, name).click();
    await page.getByRole("button", { name: "Reset to Defaults" }).click();
    for (const [name, on] of Object.entries(DEFAULTS)) {
      expect(await option(page, name).getAttribute("aria-checked"), name).toBe(String(on));
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it("Clear All, Copy and Download", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    const minified = await minify(page, HTML_SAMPLE);
    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe(minified);
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(file.name).toBe("minified.html");
    expect(file.text).toBe(minified);

    await page.getByRole("button", { name: "Clear All" }).click();
    expect(await editorText(input(page))).toBe("");
    expect(await editorText(output(page))).toBe("");
    expect(await page.getByRole("heading", { name: "Summary" }).count()).toBe(0);
    expect(await minifyButton(page).isDisabled()).toBe(true);
    await page.getByRole("tab", { name: "Statistics" }).click();
    await page.getByText("Minify some HTML to see its compression results.").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("'Input Required' on blank input and 'No Output' for an empty result", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    await input(page).fill(" \n ");
    expect(await minifyButton(page).isDisabled()).toBe(true);
    await input(page).press("Control+Enter");
    const required = toastWith(page, "Please enter HTML code to minify");
    await required.waitFor();
    expect(await required.locator("[data-title]").textContent()).toBe("Input Required");

    expect(await minify(page, "<!-- only a comment -->\n")).toBe("");
    await page.getByRole("button", { name: "Copy" }).click();
    const none = toastWith(page, "Please minify HTML first");
    await none.waitFor();
    expect(await none.locator("[data-title]").textContent()).toBe("No Output");
    expect(pageErrors(page)).toEqual([]);
  });

  it("broken markup is minified the way browsers read it, without failing", async () => {
    // Every input is HTML to a browser, so 'Minification Failed' cannot happen here: unclosed and stray tags
    // are kept as the browser would recover them.
    const { page } = await openPage(PATH);
    expect(await minify(page, "<div><p>unclosed</div></span>")).toBe("<div><p>unclosed</div>");
    expect(await page.getByRole("alert").filter({ hasText: "Warnings" }).count()).toBe(0);
    expect(await toastWith(page, "Minification Failed").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it("minifies a 5 MB paste in the worker while the page answers", async () => {
    const { page } = await openPage(PATH);
    await minifiesLargePaste(page, {
      language: "HTML",
      action: "Minify HTML",
      unit: '<div class="card">\n  <p>Some   <b>text</b> here</p>\n</div>\n',
      start: "<div class=card><p>Some <b>text</b> here",
    });
  }, 180_000);

  it("fits a 375 px phone in the dark theme", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await minify(page, HTML_SAMPLE);
    await page.getByRole("heading", { name: "Summary" }).waitFor();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.getByRole("tab", { name: "Options" }).click();
    await option(page, "Minify JavaScript").waitFor();
    expect(await fits()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
