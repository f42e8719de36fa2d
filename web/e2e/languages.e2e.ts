/**
 * Penknife in its languages (issue 32): the browser's language leads a first visit, the picker's choice is kept
 * and follows a signed-in visitor to another browser, Arabic turns the page right-to-left, and in the
 * pseudo-locale (every message accented and a third longer) no route shows an English word or grows wider than a
 * phone.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import PO from "pofile";
import { PAGES, TOOL_ROUTES, ready } from "./accessibility";
import { createConfirmedAccount, signIn, submitSignIn } from "./accounts-helpers";
import { openPage, pageErrors } from "./harness";
import { overflow } from "./overflow";

/** `english`'s translation in `locale`'s shared catalogues (the shell's, the pages', the toolkit's) or `tool`'s. */
function translation(locale: string, english: string, tool?: string): string {
  const folders = ["locales/", "locales/pages/", "locales/toolkit/", ...(tool ? [`tools/${tool}/locales/`] : [])];
  const found = folders
    .map((folder) => PO.parse(readFileSync(new URL(`../src/${folder}${locale}.po`, import.meta.url), "utf8")))
    .flatMap((catalogue) => catalogue.items)
    .find((item) => item.msgid === english)?.msgstr[0];
  if (!found) throw new Error(`no ${locale} translation of "${english}"`);
  return found;
}

const htmlLanguage = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

describe("languages", () => {
  it("a visitor whose browser speaks Spanish lands on Spanish pages, and stays in Spanish", async () => {
    const { page } = await openPage("/tools/json-formatter", { locale: "es-MX" });
    await page.waitForURL((url) => url.pathname === "/es/tools/json-formatter");
    await ready(page);
    expect(await htmlLanguage(page)).toEqual(["es", "ltr"]);
    await page.getByRole("heading", { level: 1, name: translation("es", "JSON Formatter"), exact: true }).waitFor();
    await page.getByRole("link", { name: translation("es", "Back to Tools"), exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/es");
    expect(pageErrors(page)).toEqual([]);
  });

  it("picking Arabic turns the page right-to-left; the choice is kept, and English comes back the same way", async () => {
    const { page } = await openPage("/");
    await page.getByRole("combobox", { name: "Site Language", exact: true }).selectOption("ar");
    await page.waitForURL((url) => url.pathname === "/ar");
    expect(await htmlLanguage(page)).toEqual(["ar", "rtl"]);
    await page.goto("/tools/word-counter");
    await page.waitForURL((url) => url.pathname === "/ar/tools/word-counter");
    await ready(page);
    await page.getByRole("combobox", { name: translation("ar", "Site Language"), exact: true }).selectOption("en");
    await page.waitForURL((url) => url.pathname === "/tools/word-counter");
    await ready(page);
    expect(await htmlLanguage(page)).toEqual(["en", "ltr"]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("an engine's refusal reads in the visitor's language, with the engine's parameters in it", async () => {
    const fill = (message: string, values: Record<string, string>) =>
      message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
    // Answered in the report the worker sends back (the JSON Validator), in a right-to-left page whose code still
    // reads left to right.
    const json = (await openPage("/ar/tools/json-validator")).page;
    await ready(json);
    const editor = json.getByLabel(translation("ar", "JSON to Validate", "json-validator"), { exact: true });
    await editor.fill("[1 2]");
    const syntax = translation("ar", "{message} at line {line} column {column}");
    await json
      .locator("#json-validator-error")
      .getByText(fill(syntax, { message: "expected `,` or `]`", line: "1", column: "4" }))
      .waitFor();
    expect(await htmlLanguage(json)).toEqual(["ar", "rtl"]);
    expect(await editor.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    expect(pageErrors(json)).toEqual([]);
    // Thrown by the engine in its worker (the URL Encoder/Decoder).
    const url = (await openPage("/fr/tools/url-encoder-decoder")).page;
    await ready(url);
    await url.getByLabel(translation("fr", "Text", "url-encoder-decoder"), { exact: true }).fill("abc%G1");
    const malformed = translation(
      "fr",
      'Malformed percent sequence "{sequence}" at character {position}: a % must be followed by two hexadecimal digits.',
      "url-encoder-decoder",
    );
    await url
      .getByRole("alert")
      .getByText(fill(malformed, { sequence: "%G1", position: "4" }))
      .waitFor();
    expect(pageErrors(url)).toEqual([]);
  });

  it("a signed-in visitor's language follows them to another browser", async () => {
    const account = await createConfirmedAccount("language");
    const first = await openPage("/signin");
    await signIn(first.page, account);
    await first.page.getByRole("combobox", { name: "Site Language", exact: true }).selectOption("de");
    await first.page.waitForURL((url) => url.pathname.startsWith("/de"));
    await ready(first.page);

    // The account's settings arrive with the sign-in and move the page to German, maybe before the welcome toast.
    const second = await openPage("/signin");
    await submitSignIn(second.page, account.email, account.password);
    await second.page.waitForURL((url) => url.pathname.startsWith("/de"));
    await ready(second.page);
    expect(await htmlLanguage(second.page)).toEqual(["de", "ltr"]);
    expect(pageErrors(second.page)).toEqual([]);
  });
});

/**
 * The words on the page that went through no catalogue: runs of two or more ASCII letters in visible text and in
 * the labels a screen reader reads, outside what the visitor typed or the tool shows of their data (inputs,
 * editors, code, and anything marked translate="no").
 */
const englishWords = (page: Page) =>
  page.evaluate(() => {
    // The brand, size units, the toaster's shortcut as the Sonner library writes it ("alt+T"), and the test
    // server's OpenID provider ("Continue with Acme").
    // The names of formats, which no language translates, where a message takes one as a value ("{name} Input").
    const ALLOWED = new Set([
      "Penknife",
      "KB",
      "MB",
      "GB",
      "px",
      "alt",
      "Acme",
      "CSS",
      "HTML",
      "JS",
      "JavaScript",
      "JSON",
      "JPG",
      "PNG",
      "WebP",
      "SVG",
      // Coordinated Universal Time, written so in every language (a zone's name in a copy button's label).
      "UTC",
    ]);
    // What the visitor typed or a tool made of it (marked translate="no", as browsers' translators honour), and code.
    const DATA = '[translate="no"], code, pre, kbd, samp, textarea, input, select, .cm-editor, script, style, iframe';
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };
    const found: string[] = [];
    // Code and file names inside a sentence ("minify <style> elements", "formatted.json") are not words.
    const CODE = /<\/?[a-z]+>|\b[\w-]+\.[a-z0-9]{2,5}\b/g;
    const check = (text: string, where: Element) => {
      for (const word of text.replace(CODE, " ").match(/[A-Za-z]{2,}/g) ?? [])
        if (!ALLOWED.has(word))
          found.push(`${word} (in <${where.tagName.toLowerCase()}> "${text.trim().slice(0, 60)}")`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest(DATA) && visible(parent)) check(node.textContent ?? "", parent);
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (element.closest(DATA.replace(", input", "").replace(", textarea", "").replace(", select", ""))) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name);
        if (value) check(value, element);
      }
    }
    return [...new Set(found)];
  });

describe("the pseudo-locale: every route has every word translated and fits 375 px", () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage("/en-xa", { width: 375, height: 800 }));
  });
  afterAll(() => page.context().close());

  it.each([...PAGES, ...TOOL_ROUTES])("%s", async (path) => {
    await page.goto(path === "/" ? "/en-xa" : `/en-xa${path}`);
    await ready(page);
    // The whole screen, not its placeholder: the page's, the tool's and its engine's loading states are gone.
    await expect.poll(() => page.locator("[data-loading]").count()).toBe(0);
    expect(await englishWords(page)).toEqual([]);
    expect(await overflow(page)).toBe("");
    expect(pageErrors(page)).toEqual([]);
  });

  it("the wheel's own words: its default options, colour names and presets", async () => {
    await page.goto("/en-xa/tools/wheel-spinner");
    await ready(page);
    await expect.poll(() => page.locator("[data-loading]").count()).toBe(0);
    // The Options tab (colour pickers name each colour), then the Presets tab (names and options of each preset).
    for (const index of [1, 3]) {
      const tab = page.getByRole("tab").nth(index);
      await tab.click();
      await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
      expect(await englishWords(page)).toEqual([]);
      expect(await overflow(page)).toBe("");
    }
    // The options' texts are the visitor's once on the wheel, but a new wheel's are worded in the page's language.
    await page.getByRole("tab").nth(1).click();
    await expect.poll(() => page.locator("ol input").count()).toBe(6);
    const texts = await page
      .locator("ol input")
      .evaluateAll((inputs) => inputs.map((input) => (input instanceof HTMLInputElement ? input.value : "")));
    expect(texts.filter((text) => /^Option \d$/.test(text))).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });
});
