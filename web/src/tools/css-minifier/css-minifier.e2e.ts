import { describe, expect, it } from "vitest";
import { clipboardText, downloadOf, openPage, pageErrors } from "../../../e2e/harness";
import { copiedEditorText, editorText, markedLineText } from "../../../e2e/editor";
import { FIRST_ANSWER, minifiesLargePaste, minifierScreen } from "../../../e2e/minifier";
import { formatBytes } from "@/lib/format-bytes";
import { CSS_SAMPLE } from "./sample";

const PATH = "/tools/css-minifier";
const { input, output, minifyButton, toastWith, option, summary, minify } = minifierScreen("CSS", "Minify CSS");

const DEFAULTS: Record<string, boolean> = {
  "Remove Comments": true,
  "Remove Whitespace": true,
  "Remove Last Semicolon": true,
  "Compress Colors": true,
  "Remove Zero Units": true,
  "Remove Empty Rules": true,
  "Merge Duplicate Rules": false,
  "Sort Properties": false,
};

describe("CSS Minifier", { timeout: 120_000 }, () => {
  it("minifies the sample with the spec's defaults and shows the summary and toast", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    for (const point of ["Safe Compression", "Instant Results", "Syntax Validation"]) {
      await page.getByText(point, { exact: true }).waitFor();
    }
    expect(await input(page).getAttribute("aria-placeholder")).toBe("Paste your CSS code here...");
    expect(await output(page).getAttribute("aria-placeholder")).toBe("Minified CSS will appear here...");
    expect(await minifyButton(page).isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Load Sample" }).click();
    expect(await copiedEditorText(input(page))).toBe(CSS_SAMPLE);
    const inputBytes = Buffer.byteLength(CSS_SAMPLE);
    await page
      .getByText(`${CSS_SAMPLE.length.toLocaleString("en-US")} characters · ${formatBytes(inputBytes)}`)
      .waitFor();
    await minifyButton(page).click();
    await expect.poll(() => editorText(output(page)), FIRST_ANSWER).not.toBe("");
    const minified = await editorText(output(page));
    // Comments and whitespace gone, colours and zero units short, no last semicolons, the empty rule dropped.
    expect(minified).not.toContain("\n");
    expect(minified).not.toContain("/*");
    expect(minified).toMatch(/^body\{margin:0;padding:0;/);
    expect(minified).toContain("background-color:#fff;color:#333}");
    expect(minified).toContain("border-bottom:1px solid #ccc");
    expect(minified).toContain("background-color:#c00}");
    expect(minified).not.toMatch(/#ffffff|#cccccc|\bwhite\b|\b0px/);
    expect(minified).not.toContain(".unused");
    expect(minified).not.toContain(";}");
    // Merging is off by default: the two .header rules stay apart.
    expect(minified.match(/\.header\{/g)).toHaveLength(2);

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
    expect(await summary(page, "Minified Size")).toBe(formatBytes(minifiedBytes));
    await page.getByRole("heading", { name: "Optimization Tips" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("each option the engine can switch changes the output as it says", { timeout: 180_000 }, async () => {
    const { page } = await openPage(PATH);
    const licensed = `/*! Theme v1 (c) Example */\n${CSS_SAMPLE}`;
    const base = await minify(page, licensed);
    expect(base.startsWith("body{")).toBe(true);

    // Remove Comments off: the licence comment at the top stays (the engine drops ordinary comments anyway).
    const commented = await minify(page, licensed, { "Remove Comments": false });
    expect(commented).toMatch(/^\/\*! Theme v1 \(c\) Example \*\/\s*body\{/);
    expect(commented).not.toContain("Main layout");

    // Remove Whitespace off: pretty-printed.
    const spaced = await minify(page, CSS_SAMPLE, { "Remove Comments": true, "Remove Whitespace": false });
    expect(spaced).toContain("body {\n  margin: 0;\n  padding: 0;\n");

    // Remove Last Semicolon off: every block keeps its last semicolon.
    const semicolons = await minify(page, CSS_SAMPLE, { "Remove Whitespace": true, "Remove Last Semicolon": false });
    expect(semicolons).toContain("color:#333;}");
    expect(semicolons).toContain("background-color:#c00;}");

    // Remove Empty Rules off: the empty rule stays.
    const empty = await minify(page, CSS_SAMPLE, { "Remove Last Semicolon": true, "Remove Empty Rules": false });
    expect(empty).toContain(".unused{}");

    // Merge Duplicate Rules: the neighbouring .header rules become one.
    const merged = await minify(page, CSS_SAMPLE, { "Remove Empty Rules": true, "Merge Duplicate Rules": true });
    expect(merged.match(/\.header\{/g)).toHaveLength(1);
    expect(merged).toMatch(/\.header\{[^}]*margin-bottom:24px[^}]*\}/);
    expect(merged.length).toBeLessThan(base.length);

    // Sort Properties: declarations by name.
    const sorted = await minify(page, CSS_SAMPLE, { "Merge Duplicate Rules": false, "Sort Properties": true });
    expect(sorted).toContain(
      "body{background-color:#fff;color:#333;font-family:Helvetica Neue,Arial,sans-serif;margin:0;padding:0}",
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it("Reset to Defaults restores the spec's defaults", async () => {
    const { page } = await openPage(PATH);
    await page.getByRole("tab", { name: "Options" }).click();
    for (const [name, on] of Object.entries(DEFAULTS)) {
      expect(await option(page, name).getAttribute("aria-checked"), name).toBe(String(on));
    }
    for (const name of ["Remove Comments", "Sort Properties", "Merge Duplicate Rules", "Remove Empty Rules"]) {
      await option(page, name).click();
    }
    expect(await option(page, "Sort Properties").getAttribute("aria-checked")).toBe("true");
    await page.getByRole("button", { name: "Reset to Defaults" }).click();
    for (const [name, on] of Object.entries(DEFAULTS)) {
      expect(await option(page, name).getAttribute("aria-checked"), name).toBe(String(on));
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it("Clear All, Copy and Download", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    const minified = await minify(page, CSS_SAMPLE);
    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe(minified);
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(file.name).toBe("minified.css");
    expect(file.text).toBe(minified);

    await page.getByRole("button", { name: "Clear All" }).click();
    expect(await editorText(input(page))).toBe("");
    expect(await editorText(output(page))).toBe("");
    expect(await page.getByRole("heading", { name: "Summary" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Download" }).count()).toBe(0);
    await page.getByRole("tab", { name: "Statistics" }).click();
    await page.getByText("Minify some CSS to see its compression results.").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("'Input Required' on blank input and 'No Output' for an empty result", async () => {
    const { page } = await openPage(PATH);
    await input(page).fill("  \n ");
    expect(await minifyButton(page).isDisabled()).toBe(true);
    await input(page).press("Control+Enter");
    const required = toastWith(page, "Please enter CSS code to minify");
    await required.waitFor();
    expect(await required.locator("[data-title]").textContent()).toBe("Input Required");

    expect(await minify(page, "/* nothing but a comment */\n")).toBe("");
    await page.getByRole("button", { name: "Download" }).click();
    const none = toastWith(page, "Please minify CSS first");
    await none.waitFor();
    expect(await none.locator("[data-title]").textContent()).toBe("No Output");
    expect(pageErrors(page)).toEqual([]);
  });

  it("CSS that does not parse: 'Minification Failed' and the error with line and column", async () => {
    const { page } = await openPage(PATH);
    await minify(page, CSS_SAMPLE);
    const bad = ".card {\n  color: red;\n}\n@media screen and ( {\n  .card { color: blue }\n}\n";
    await minify(page, bad);
    const toast = toastWith(page, "An error occurred while minifying CSS. Please check your input.");
    await toast.waitFor();
    expect(await toast.locator("[data-title]").textContent()).toBe("Minification Failed");
    // An error, not a warning: the same presentation as the JS Minifier's.
    const failure = page.getByRole("alert").filter({ hasText: "Minification Failed" });
    expect(await failure.textContent()).toMatch(/line 4, column 22/);
    expect(await page.getByRole("alert").filter({ hasText: "Warnings" }).count()).toBe(0);
    expect(await editorText(output(page))).toBe("");
    expect(await editorText(input(page))).toBe(bad);
    expect(await markedLineText(input(page))).toBe("@media screen and ( {");
    expect(pageErrors(page)).toEqual([]);
  });

  it("minifies a 5 MB paste in the worker while the page answers", async () => {
    const { page } = await openPage(PATH);
    await minifiesLargePaste(page, {
      language: "CSS",
      action: "Minify CSS",
      unit: ".card {\n  color: #ffffff;\n  margin: 0px 0px 10px;\n}\n",
      start: ".card{color:#fff;margin:0 0 10px}",
    });
  }, 180_000);

  it("fits a 375 px phone in the dark theme", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await minify(page, CSS_SAMPLE);
    await page.getByRole("heading", { name: "Summary" }).waitFor();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.getByRole("tab", { name: "Options" }).click();
    await option(page, "Sort Properties").waitFor();
    expect(await fits()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
