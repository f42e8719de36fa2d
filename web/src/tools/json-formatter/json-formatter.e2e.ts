import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { clipboardText, downloadOf, openPage, pageErrors } from "../../../e2e/harness";
import { axeViolations } from "../../../e2e/axe";
import { editorText, markedLineText } from "../../../e2e/editor";
import { statValue } from "../../../e2e/stats";

const PATH = "/tools/json-formatter";
/** The first answer also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };
const INVALID_CARD = "Invalid JSON: Please fix the JSON syntax errors to see the formatted output.";

/** The sample the page opens with (and the Sample button restores). */
const SAMPLE =
  '{"name":"Penknife","version":"1.0.0","tools":["JSON Formatter","JSON Validator"],' +
  '"settings":{"indent":2,"theme":null,"beta":false},' +
  '"stats":{"users":12345678901234567890,"rating":4.8,"ratio":1e-3}}';
const SAMPLE_FORMATTED = `{
  "name": "Penknife",
  "version": "1.0.0",
  "tools": [
    "JSON Formatter",
    "JSON Validator"
  ],
  "settings": {
    "indent": 2,
    "theme": null,
    "beta": false
  },
  "stats": {
    "users": 12345678901234567890,
    "rating": 4.8,
    "ratio": 1e-3
  }
}`;

const input = (page: Page) => page.getByLabel("JSON Input");
const verdict = (page: Page) => page.getByTestId("json-verdict").textContent();
const stat = (page: Page, label: string) => statValue(page, label).textContent();
const stats = (page: Page) =>
  Promise.all(["Size", "Minified Size", "Compression Ratio", "Total Keys", "Depth"].map((l) => stat(page, l)));
const output = (page: Page, name: "Formatted JSON" | "Minified JSON") => page.getByLabel(name, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const slider = (page: Page) => page.getByRole("slider", { name: /Indent/ });
const errorAlert = (page: Page) => page.getByRole("alert").filter({ hasText: "JSON Error:" });

describe("JSON Formatter", () => {
  it("opens with the sample: valid, statistics and the formatted output", async () => {
    const { page } = await openPage(PATH);
    expect(await editorText(input(page))).toBe(SAMPLE);
    await expect.poll(() => verdict(page), FIRST_ANSWER).toBe("Valid");
    const size = Buffer.byteLength(SAMPLE);
    expect(await stats(page)).toEqual([`${size} B`, `${size} B`, "0.0%", "11", "2"]);
    await expect.poll(() => editorText(output(page, "Formatted JSON"))).toBe(SAMPLE_FORMATTED);
    await page.getByRole("tab", { name: "Minified" }).click();
    await expect.poll(() => editorText(output(page, "Minified JSON"))).toBe(SAMPLE);
    expect(await page.getByText("Statistics appear when the JSON is valid.").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it("Format and Minify replace the input, keeping key order and numbers as written", async () => {
    const { page } = await openPage(PATH);
    await expect.poll(() => verdict(page), FIRST_ANSWER).toBe("Valid");
    await button(page, "Format").click();
    expect(await editorText(input(page))).toBe(SAMPLE_FORMATTED);
    // The input is now the formatted text: the statistics are its own.
    const size = Buffer.byteLength(SAMPLE_FORMATTED);
    const saved = Math.round(((size - Buffer.byteLength(SAMPLE)) / size) * 1000) / 10;
    await expect
      .poll(() => stats(page))
      .toEqual([`${size} B`, `${Buffer.byteLength(SAMPLE)} B`, `${saved.toFixed(1)}%`, "11", "2"]);
    await button(page, "Minify").click();
    expect(await editorText(input(page))).toBe(SAMPLE);

    // Numbers JavaScript would round or turn into null, duplicate keys and escapes stay exactly as written.
    const exact = '{ "z": 1e400, "a": 12345678901234567890123, "m": -0.0, "z": "\\u00e9", "e": [ ], "o": { } }';
    await input(page).fill(exact);
    await expect
      .poll(() => editorText(output(page, "Formatted JSON")))
      .toBe(
        '{\n  "z": 1e400,\n  "a": 12345678901234567890123,\n  "m": -0.0,\n  "z": "\\u00e9",\n  "e": [],\n  "o": {}\n}',
      );
    await button(page, "Minify").click();
    expect(await editorText(input(page))).toBe(
      '{"z":1e400,"a":12345678901234567890123,"m":-0.0,"z":"\\u00e9","e":[],"o":{}}',
    );
    await expect.poll(() => stat(page, "Total Keys")).toBe("6");
    expect(pageErrors(page)).toEqual([]);
  });

  it("indents 1 to 8 spaces with the slider (default 2)", async () => {
    const { page } = await openPage(PATH);
    await input(page).fill('{"a":[1]}');
    const formatted = output(page, "Formatted JSON");
    await expect.poll(() => editorText(formatted), FIRST_ANSWER).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(await page.getByText("Indent: 2 spaces").count()).toBe(1);
    expect([await slider(page).getAttribute("min"), await slider(page).getAttribute("max")]).toEqual(["1", "8"]);

    await slider(page).focus();
    await slider(page).press("End");
    await page.getByText("Indent: 8 spaces").waitFor();
    await expect
      .poll(() => editorText(formatted))
      .toBe(`{\n${" ".repeat(8)}"a": [\n${" ".repeat(16)}1\n${" ".repeat(8)}]\n}`);
    await slider(page).press("Home");
    await page.getByText("Indent: 1 space", { exact: true }).waitFor();
    await expect.poll(() => editorText(formatted)).toBe('{\n "a": [\n  1\n ]\n}');
    await slider(page).press("ArrowRight");
    await slider(page).press("ArrowRight");
    await page.getByText("Indent: 3 spaces").waitFor();
    await expect.poll(() => editorText(formatted)).toBe('{\n   "a": [\n      1\n   ]\n}');
    await button(page, "Format").click();
    expect(await editorText(input(page))).toBe('{\n   "a": [\n      1\n   ]\n}');
    expect(pageErrors(page)).toEqual([]);
  });

  it("copies and downloads formatted.json and minified.json", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    await expect.poll(() => verdict(page), FIRST_ANSWER).toBe("Valid");

    await button(page, "Copy Formatted JSON").click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe(SAMPLE_FORMATTED);
    const formatted = await downloadOf(page, () => button(page, "Download formatted.json").click());
    expect(formatted.name).toBe("formatted.json");
    expect(formatted.text).toBe(SAMPLE_FORMATTED);

    await page.getByRole("tab", { name: "Minified" }).click();
    await button(page, "Copy Minified JSON").click();
    await expect.poll(() => clipboardText(page)).toBe(SAMPLE);
    const minified = await downloadOf(page, () => button(page, "Download minified.json").click());
    expect(minified.name).toBe("minified.json");
    expect(minified.text).toBe(SAMPLE);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows the parser's error with line and column, keeps the input and disables Format and Minify", async () => {
    const { page } = await openPage(PATH);
    await expect.poll(() => verdict(page), FIRST_ANSWER).toBe("Valid");
    const broken = '{\n  "a": 1\n  "b": 2\n}';
    await input(page).fill(broken);
    await expect.poll(() => verdict(page)).toBe("Invalid");
    await expect.poll(() => errorAlert(page).textContent()).toBe("JSON Error: expected `,` or `}` at line 3 column 3");
    expect(await page.getByText(INVALID_CARD).count()).toBe(1);
    expect(await button(page, "Format").isDisabled()).toBe(true);
    expect(await button(page, "Minify").isDisabled()).toBe(true);
    expect(await editorText(input(page))).toBe(broken);
    expect(await input(page).getAttribute("aria-invalid")).toBe("true");
    // The editor marks the line the parser stopped at.
    await expect.poll(() => markedLineText(input(page))).toBe('  "b": 2');
    // Every colour on the marked line still reads (axe measures the tokens over the line's tint).
    expect(await axeViolations(page)).toBe("");
    expect(await page.getByText("Statistics appear when the JSON is valid.").count()).toBe(1);
    await page.getByRole("tab", { name: "Minified" }).click();
    await page.getByText(INVALID_CARD).waitFor();

    // A trailing comma, the classic mistake, is named as such.
    await input(page).fill("[1, 2,\n]");
    await expect.poll(() => errorAlert(page).textContent()).toBe("JSON Error: trailing comma at line 2 column 1");

    await button(page, "Clear").click();
    expect(await editorText(input(page))).toBe("");
    await expect.poll(() => errorAlert(page).textContent()).toBe("JSON Error: Input is empty");
    expect(await verdict(page)).toBe("Invalid");
    expect(await button(page, "Format").isDisabled()).toBe(true);

    await button(page, "Sample").click();
    expect(await editorText(input(page))).toBe(SAMPLE);
    await expect.poll(() => verdict(page)).toBe("Valid");
    expect(await errorAlert(page).count()).toBe(0);
    expect(await button(page, "Format").isEnabled()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("formats a 5 MB paste in the worker while the page stays responsive", { timeout: 180_000 }, async () => {
    const { page } = await openPage(PATH);
    await expect.poll(() => verdict(page), FIRST_ANSWER).toBe("Valid");

    // About 5 MB of minified JSON: records with every kind of value.
    const records = [];
    let keys = 1;
    for (let i = 0, size = 0; size < 5 * 1024 * 1024; i++) {
      const record = {
        id: i,
        name: `Record ${i} — ü`,
        tags: ["a", "b"],
        score: i / 4,
        ok: i % 2 === 0,
        none: null,
        nested: { deep: [i] },
      };
      records.push(record);
      size += Buffer.byteLength(JSON.stringify(record)) + 1;
      keys += 8;
    }
    const data = { records };
    const text = JSON.stringify(data);
    const bytes = Buffer.byteLength(text);

    // Record whether the busy state ever shows, however briefly.
    await page.evaluate(() => {
      const w = window as unknown as { busySeen: boolean };
      w.busySeen = false;
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) {
          if (status.textContent?.includes("Formatting…")) w.busySeen = true;
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await input(page).fill(text);
    const busy = page.getByRole("status").filter({ hasText: "Formatting…" });
    // While the worker runs, the page answers the keyboard: the indent moves to 3 (the newest request wins).
    await slider(page).focus();
    await slider(page).press("ArrowRight");
    await page.getByText("Indent: 3 spaces").waitFor({ timeout: 5_000 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { busySeen: boolean }).busySeen)).toBe(true);

    await expect
      .poll(() => stat(page, "Total Keys"), { timeout: 120_000, interval: 250 })
      .toBe(keys.toLocaleString("en-US"));
    await busy.waitFor({ state: "detached", timeout: 60_000 });
    expect(await verdict(page)).toBe("Valid");
    expect(await stat(page, "Size")).toBe(`${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`);
    expect(await stat(page, "Depth")).toBe("5");
    expect(await stat(page, "Compression Ratio")).toBe("0.0%");
    const pretty = JSON.stringify(data, null, 3);
    // The editor shows the start of the 10 MB result at once; Copy and Download hold all of it.
    await expect
      .poll(() => editorText(output(page, "Formatted JSON")).then((t) => t.slice(0, 40)))
      .toBe(pretty.slice(0, 40));
    const file = await downloadOf(page, () => button(page, "Download formatted.json").click());
    expect(file.name).toBe("formatted.json");
    expect(file.text === pretty).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("refuses to indent absurdly deep nesting but still minifies and measures it", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    await expect.poll(() => verdict(page), FIRST_ANSWER).toBe("Valid");
    const depth = 100_000;
    await input(page).fill(`${"[".repeat(depth)}${"]".repeat(depth)}`);
    await expect.poll(() => stat(page, "Depth")).toBe("100,000");
    expect(await verdict(page)).toBe("Valid");
    await page
      .getByText(/^The formatted JSON would take \d+ MB, more than the 256 MB limit, because it is nested so deeply\./)
      .waitFor();
    expect(await button(page, "Format").isDisabled()).toBe(true);
    await page.getByRole("tab", { name: "Minified" }).click();
    await button(page, "Copy Minified JSON").click();
    await expect.poll(() => clipboardText(page).then((v) => v.length)).toBe(2 * depth);
    await button(page, "Minify").click();
    // The input is now the 200,000-character minified line: the Size statistic measures it.
    await expect.poll(() => stat(page, "Size")).toBe("195.3 KB");
    expect(pageErrors(page)).toEqual([]);
  });

  it("fits a 375 px phone in the dark theme, with a result and with an error", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await expect.poll(() => verdict(page), FIRST_ANSWER).toBe("Valid");
    await page.getByRole("heading", { name: "Statistics" }).waitFor();
    // Every card within the screen (a code editor scrolls its long lines inside itself).
    const widest = () =>
      page.evaluate(() =>
        Math.max(
          ...[...document.querySelectorAll("main [data-slot='card']")].map(
            (card) => card.getBoundingClientRect().right,
          ),
        ),
      );
    expect(await widest()).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await input(page).fill(`{"a-very-long-key-that-does-not-wrap-${"x".repeat(200)}": [1, 2 3]}`);
    await expect.poll(() => verdict(page)).toBe("Invalid");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
