import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { copiedEditorText, editorText, pasteInto } from "../../../e2e/editor";
import { statValue } from "../../../e2e/stats";

const PATH = "/tools/markdown-to-html-converter";
/** The first conversion also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };

const input = (page: Page) => page.getByLabel("Markdown Input");
const output = (page: Page) => page.getByLabel("HTML Output");
const convertButton = (page: Page) => page.getByRole("button", { name: "Convert to HTML" });
const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const option = (page: Page, name: string) => page.getByRole("switch", { name });
const inputStats = (page: Page) => page.locator("#markdown-input-stats").textContent();
const stat = (page: Page, label: string) => statValue(page, label).textContent();

/**
 * Runs `action` and waits for a toast shown after it started with the title and (a description containing)
 * `description`; returns its type ('success', 'error').
 */
async function expectToast(
  page: Page,
  title: string,
  description: string,
  action: () => Promise<unknown>,
  wait = FIRST_ANSWER,
): Promise<string | null> {
  const since = await toastCount(page);
  await action();
  const toast = await waitForToast(page, { title, description }, { since, ...wait });
  expect(toast.title).toBe(title);
  return toast.type;
}

/** Pastes `text` over the input, as a user's Ctrl+V does. */
async function paste(page: Page, text: string) {
  await pasteInto(input(page), text);
}

/** Types Markdown and converts it; resolves once the output shows `expected`. */
async function convert(page: Page, markdown: string, expected?: string) {
  await tab(page, "Convert").click();
  await input(page).fill(markdown);
  await convertButton(page).click();
  if (expected !== undefined) {
    await expect.poll(() => editorText(output(page)), FIRST_ANSWER).toContain(expected);
  }
}

/** Converts again with the current options and returns the new output. */
async function reconvert(page: Page): Promise<string> {
  await tab(page, "Convert").click();
  await expectToast(page, "Markdown Converted Successfully!", "Converted", () => convertButton(page).click());
  return editorText(output(page));
}

async function toggle(page: Page, name: string) {
  await tab(page, "Options").click();
  await option(page, name).click();
}

describe("Markdown to HTML Converter", () => {
  it("shows the four tabs, the selling points and the prompts before any conversion", async () => {
    const { page } = await openPage(PATH);
    for (const name of ["Convert", "Preview", "Options", "Statistics"]) await tab(page, name).waitFor();
    for (const point of ["Full Markdown Support", "Instant Conversion", "Clean HTML Output"]) {
      await page.getByRole("list", { name: "Features" }).getByText(point, { exact: true }).waitFor();
    }
    expect(await input(page).getAttribute("aria-placeholder")).toBe("Enter your Markdown content here...");
    await page.getByRole("region", { name: "Premium Markdown Tools" }).getByText("Math equations").waitFor();
    const height = await input(page).evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(400);
    expect(await inputStats(page)).toBe("0 words · 0 lines · 0 B");
    expect(await page.getByRole("button", { name: "Copy HTML" }).isVisible()).toBe(true);

    await tab(page, "Preview").click();
    await page.getByText("Convert Markdown to see the HTML preview").waitFor();
    await tab(page, "Statistics").click();
    await page.getByText("Convert some Markdown to see its statistics.").waitFor();
    const guide = page.getByRole("heading", { name: "Markdown Syntax Guide" });
    await guide.waitFor();
    for (const section of ["Headers", "Emphasis", "Links & Images", "Lists", "Code", "Tables", "Blockquotes"]) {
      await page.getByText(section, { exact: true }).waitFor();
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it("converts with the spec's defaults, toasts the word count and fills the statistics", async () => {
    const { page } = await openPage(PATH);
    const markdown = "# Hello\n\nSome **bold** text and <b>raw</b>.\n\n- [x] done\n";
    expect(
      await expectToast(page, "Markdown Converted Successfully!", "Converted 10 words to HTML", () =>
        convert(page, markdown, "<h1>Hello</h1>"),
      ),
    ).toBe("success");
    const html = await editorText(output(page));
    expect(html).toBe(
      "<h1>Hello</h1>\n<p>Some <strong>bold</strong> text and &lt;b&gt;raw&lt;/b&gt;.</p>\n" +
        '<ul>\n<li><input type="checkbox" checked="" disabled="" /> done</li>\n</ul>\n',
    );
    expect(await inputStats(page)).toBe("10 words · 6 lines · 56 B");
    expect(await page.locator("#html-output-size").textContent()).toBe(`${html.length} characters · ${html.length} B`);

    await tab(page, "Statistics").click();
    expect(await stat(page, "Words")).toBe("10");
    expect(await stat(page, "Lines")).toBe("6");
    expect(await stat(page, "Markdown Size")).toBe("56 B");
    expect(await stat(page, "HTML Size")).toBe(`${html.length} B`);

    await tab(page, "Preview").click();
    const frame = page.frameLocator('iframe[title="HTML preview"]');
    await frame.getByRole("heading", { name: "Hello" }).waitFor();
    expect(await frame.locator("strong").textContent()).toBe("bold");
    await page.getByText("The preview is sandboxed: scripts in it never run").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("refuses blank input with 'Input Required' and keeps what was typed", async () => {
    const { page } = await openPage(PATH);
    expect(await convertButton(page).isDisabled()).toBe(true);
    await input(page).fill("   \n\t ");
    expect(await convertButton(page).isDisabled()).toBe(true);
    expect(
      await expectToast(page, "Input Required", "Please enter Markdown content to convert", () =>
        input(page).press("Control+Enter"),
      ),
    ).toBe("error");
    expect(await editorText(input(page))).toBe("   \n\t ");
    expect(await editorText(output(page))).toBe("");
    expect(pageErrors(page)).toEqual([]);
  });

  it("says 'No Output' for Copy HTML and Download before converting and after Clear All", async () => {
    const { page } = await openPage(PATH);
    const noOutput = (button: string) =>
      expectToast(page, "No Output", "Please convert Markdown first", () =>
        page.getByRole("button", { name: button }).click(),
      );
    expect(await noOutput("Copy HTML")).toBe("error");
    expect(await noOutput("Download")).toBe("error");

    await convert(page, "# Title", "<h1>Title</h1>");
    await page.getByRole("button", { name: "Clear All" }).click();
    expect(await noOutput("Copy HTML")).toBe("error");
    expect(await noOutput("Download")).toBe("error");
    expect(pageErrors(page)).toEqual([]);
  });

  it("loads the sample, copies the HTML and downloads converted.html", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    await page.getByRole("button", { name: "Load Sample" }).click();
    expect(await editorText(input(page))).toContain("# Project Notes");
    await convertButton(page).click();
    await expect.poll(() => editorText(output(page)), FIRST_ANSWER).toContain("<h1>Project Notes</h1>");
    const html = await copiedEditorText(output(page));
    expect(html).toContain("<table>");
    expect(html).toContain('<code class="language-javascript">');
    expect(html).toContain("<del>strikethrough</del>");
    expect(html).toContain('<a href="https://commonmark.org" target="_blank" rel="noopener noreferrer">links</a>');

    await page.getByRole("button", { name: "Copy HTML" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe(html);

    let file: Awaited<ReturnType<typeof downloadOf>> | undefined;
    const type = await expectToast(page, "Downloaded", "HTML file has been downloaded", async () => {
      file = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    });
    expect(type).toBe("success");
    expect(file?.name).toBe("converted.html");
    expect(file?.text).toBe(html);
    expect(pageErrors(page)).toEqual([]);
  });

  it("Clear All empties input and output and zeroes the statistics", async () => {
    const { page } = await openPage(PATH);
    await convert(page, "one two three\nfour", "<p>one two three\nfour</p>");
    expect(await inputStats(page)).toBe("4 words · 2 lines · 18 B");
    await page.getByRole("button", { name: "Clear All" }).click();
    expect(await editorText(input(page))).toBe("");
    expect(await editorText(output(page))).toBe("");
    expect(await inputStats(page)).toBe("0 words · 0 lines · 0 B");
    expect(await page.locator("#html-output-size").textContent()).toBe("0 characters · 0 B");
    await tab(page, "Statistics").click();
    await page.getByText("Convert some Markdown to see its statistics.").waitFor();
    await tab(page, "Preview").click();
    await page.getByText("Convert Markdown to see the HTML preview").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("every option changes the output, and Reset to Defaults restores them", async () => {
    const { page } = await openPage(PATH);
    const markdown = [
      "# Title",
      "",
      "<b>raw</b> [link](https://example.com) ~~old~~",
      "",
      "| a | b |",
      "|---|---|",
      "| 1 | 2 |",
      "",
      "- [x] done",
      "",
      "```js",
      "let x = 1;",
      "```",
    ].join("\n");
    await convert(page, markdown, "<h1>Title</h1>");
    const baseline = await editorText(output(page));
    expect(baseline).toContain("&lt;b&gt;raw&lt;/b&gt;");
    expect(baseline).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>');
    expect(baseline).toContain("<del>old</del>");
    expect(baseline).toContain("<table>");
    expect(baseline).toContain('<input type="checkbox" checked="" disabled="" /> done');
    expect(baseline).toContain('<pre><code class="language-js">');
    expect(baseline).not.toContain("<html");
    expect(baseline).not.toContain('class="toc"');

    // Defaults as the spec gives them.
    await tab(page, "Options").click();
    const defaults = {
      "Wrap in HTML Document": "false",
      "Generate Table of Contents": "false",
      "Escape HTML": "true",
      "Open Links in New Tab": "true",
      "Enable Tables": "true",
      "Enable Code Highlighting": "true",
      "Enable Strikethrough": "true",
      "Enable Task Lists": "true",
    };
    for (const [name, checked] of Object.entries(defaults)) {
      expect(await option(page, name).getAttribute("aria-checked"), name).toBe(checked);
    }

    const effects: [string, (html: string) => void][] = [
      [
        "Wrap in HTML Document",
        (html) => {
          expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="UTF-8">')).toBe(true);
          expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1.0">');
          expect(html).toContain("<title>Converted from Markdown</title>");
          expect(html).toContain("<style>");
        },
      ],
      [
        "Generate Table of Contents",
        (html) => {
          expect(html.startsWith('<nav class="toc"')).toBe(true);
          expect(html).toContain('<li class="toc-level-1"><a href="#title">Title</a></li>');
          expect(html).toContain('<h1 id="title">Title</h1>');
        },
      ],
      ["Escape HTML", (html) => expect(html).toContain("<p><b>raw</b> ")],
      ["Open Links in New Tab", (html) => expect(html).toContain('<a href="https://example.com">link</a>')],
      ["Enable Tables", (html) => expect(html).toContain("<p>| a | b |\n|---|---|\n| 1 | 2 |</p>")],
      ["Enable Code Highlighting", (html) => expect(html).toContain("<pre><code>let x = 1;")],
      ["Enable Strikethrough", (html) => expect(html).toContain("~~old~~")],
      ["Enable Task Lists", (html) => expect(html).toContain("<li>[x] done</li>")],
    ];
    for (const [name, check] of effects) {
      await toggle(page, name);
      const html = await reconvert(page);
      expect(html, name).not.toBe(baseline);
      check(html);
      await toggle(page, name); // back to its default
    }

    // Turn several off, then Reset to Defaults.
    await toggle(page, "Escape HTML");
    await toggle(page, "Enable Tables");
    await toggle(page, "Wrap in HTML Document");
    await page.getByRole("button", { name: "Reset to Defaults" }).click();
    for (const [name, checked] of Object.entries(defaults)) {
      expect(await option(page, name).getAttribute("aria-checked"), name).toBe(checked);
    }
    expect(await reconvert(page)).toBe(baseline);
    expect(pageErrors(page)).toEqual([]);
  });

  it("the switches work from the keyboard", async () => {
    const { page } = await openPage(PATH);
    await tab(page, "Options").click();
    await option(page, "Generate Table of Contents").focus();
    await page.keyboard.press("Space");
    expect(await option(page, "Generate Table of Contents").getAttribute("aria-checked")).toBe("true");
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows the busy state while converting and stays usable", async () => {
    const { page, context } = await openPage(PATH);
    // Hold the engine download until the busy state has been seen.
    const release = await holdRequests(context, "**/*.wasm");
    await input(page).fill("# Busy\n\ntext");
    await convertButton(page).click();
    const busyButton = page.getByRole("button", { name: "Converting..." });
    await busyButton.waitFor();
    expect(await busyButton.isDisabled()).toBe(true);
    await page.getByRole("status").filter({ hasText: "Converting" }).waitFor();
    // The page still answers while the conversion waits.
    await tab(page, "Options").click();
    await option(page, "Enable Tables").waitFor();
    await tab(page, "Convert").click();
    await expectToast(page, "Markdown Converted Successfully!", "Converted 3 words to HTML", async () => release());
    expect(await convertButton(page).isDisabled()).toBe(false);
    expect(await editorText(output(page))).toBe("<h1>Busy</h1>\n<p>text</p>\n");
    expect(pageErrors(page)).toEqual([]);
  });

  it("converts 5 MB of Markdown in the worker", async () => {
    const { page } = await openPage(PATH);
    const block =
      "## Section\n\nSome *text* with a [link](https://example.com) and `code`.\n\n- item one\n- item two\n\n";
    const markdown = block.repeat(Math.ceil((5 * 1024 * 1024) / block.length));
    await paste(page, markdown);
    const converting = async () => {
      await convertButton(page).click();
      // While the worker converts, the page keeps answering: the tabs switch.
      await tab(page, "Options").click();
      await option(page, "Enable Tables").waitFor();
      await tab(page, "Convert").click();
    };
    await expectToast(page, "Markdown Converted Successfully!", "Converted", converting, { timeout: 90_000 });
    const words = markdown.split(/\s+/).filter(Boolean).length;
    await expect.poll(() => inputStats(page), { timeout: 60_000 }).toContain(`${words.toLocaleString("en-US")} words`);
    // The whole result is in the output editor, which shows its start.
    expect(await editorText(output(page))).toMatch(/^<h2>Section<\/h2>\n<p>Some <em>text<\/em> with/);
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);

  it("says 'Conversion Failed' when the engine cannot run", async () => {
    const { page, context } = await openPage(PATH);
    await context.route("**/*.wasm", (route) => route.abort());
    await input(page).fill("# Title");
    const failed = await expectToast(
      page,
      "Conversion Failed",
      "An error occurred while converting Markdown. Please check your input.",
      () => convertButton(page).click(),
    );
    expect(failed).toBe("error");
    expect(await editorText(input(page))).toBe("# Title");
    expect(await convertButton(page).isDisabled()).toBe(false);
    expect(pageErrors(page)).toEqual([]);
  });

  it("works at 375 px wide in dark mode without horizontal scrolling", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await convert(page, "# Narrow\n\n| a | b |\n|---|---|\n| 1 | 2 |", "<h1>Narrow</h1>");
    for (const name of ["Convert", "Preview", "Options", "Statistics"]) {
      await tab(page, name).click();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, name).toBeLessThanOrEqual(0);
    }
    expect(pageErrors(page)).toEqual([]);
  });
});

/**
 * A host the payload's tracker images point at, counting every request that reaches it: the only reliable proof
 * that nothing was fetched. (Chromium reports a request the CSP blocks as a DevTools request, and Playwright does
 * not see a sandboxed frame's requests at all, so request events prove nothing either way.)
 */
const trackerHits: string[] = [];
let trackerServer: Server;
let TRACKER = "";
beforeAll(async () => {
  trackerServer = createServer((request, response) => {
    trackerHits.push(request.url ?? "");
    response.end();
  });
  await new Promise<void>((resolve) => trackerServer.listen(0, "127.0.0.1", resolve));
  TRACKER = `http://127.0.0.1:${(trackerServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => trackerServer.close(() => resolve())));

const payload = () =>
  [
    "# Payloads",
    "",
    "<script>window.__pwned=1; alert('script')</script>",
    "",
    "<img src=x onerror=\"window.__pwned=1; alert('img')\">",
    "",
    "[md link](javascript:window.__pwned=1)",
    "",
    '<a href="javascript:window.__pwned=1">raw link</a>',
    "",
    '<svg onload="window.__pwned=1; alert(\'svg\')"><circle r="5"/></svg>',
    "",
    `<img src="${TRACKER}/raw-tracker.png" alt="raw tracker">`,
    "",
    `![md tracker](${TRACKER}/md-tracker.png)`,
  ].join("\n");

/** Renders the payload in the Preview and asserts that nothing ran and nothing left the page. */
async function assertPayloadInert(page: Page, escapeHtml: boolean) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  trackerHits.length = 0;

  await tab(page, "Options").click();
  // New-tab links would only be blocked as pop-ups; open in place so the click really tries the URL.
  await option(page, "Open Links in New Tab").click();
  if (!escapeHtml) await option(page, "Escape HTML").click();
  expect(await option(page, "Escape HTML").getAttribute("aria-checked")).toBe(String(escapeHtml));

  await convert(page, payload(), "<h1>Payloads</h1>");
  const html = await editorText(output(page));
  if (escapeHtml) {
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<svg");
  } else {
    expect(html).toContain("<script>window.__pwned=1");
    expect(html).toContain("<svg onload=");
  }
  expect(html).toContain('<a href="">md link</a>'); // never a live javascript: link

  await tab(page, "Preview").click();
  const frameElement = page.locator('iframe[title="HTML preview"]');
  expect(await frameElement.getAttribute("sandbox")).toBe("");
  const frame = page.frameLocator('iframe[title="HTML preview"]');
  await frame.getByRole("heading", { name: "Payloads" }).waitFor();
  expect(await frame.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")).toMatch(
    /^default-src 'none'; style-src 'unsafe-inline'; img-src data:/,
  );
  // The tracker images are in the preview — and were not fetched.
  const trackers = frame.locator(`img[src^="${TRACKER}/"]`);
  expect(await trackers.count()).toBe(escapeHtml ? 1 : 2);
  // Each image has settled (a blocked one counts as complete), so a fetch would have reached the host by now.
  await expect
    .poll(() => trackers.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);

  // A raw javascript: link (Escape HTML off) is clicked; the sandbox refuses to run it.
  if (!escapeHtml) await frame.getByRole("link", { name: "raw link" }).click();
  await assertNothingRan(page, dialogs);

  // The Markdown link came out with an empty href: clicking it runs nothing either.
  expect(await frame.getByRole("link", { name: "md link" }).getAttribute("href")).toBe("");
  await frame.getByRole("link", { name: "md link" }).click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(trackerHits).toEqual([]);
}

/** No dialog opened, and `window.__pwned` is unset in the page and in every frame (the preview's included). */
async function assertNothingRan(page: Page, dialogs: string[]) {
  const preview = page.frames().find((f) => f !== page.mainFrame() && f.url() === "about:srcdoc");
  expect(preview, "the preview frame").toBeDefined();
  // The check really reads the preview's own window: it sees the preview's content.
  expect(await preview!.evaluate(() => document.querySelector("h1")?.textContent)).toBe("Payloads");
  for (const f of page.frames()) {
    expect(await f.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), f.url()).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
}

describe("Markdown to HTML Converter: XSS in the preview", () => {
  it("runs nothing and fetches nothing with Escape HTML on", async () => {
    const { page } = await openPage(PATH);
    await assertPayloadInert(page, true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("runs nothing and fetches nothing with Escape HTML off", async () => {
    const { page } = await openPage(PATH);
    await assertPayloadInert(page, false);
    expect(pageErrors(page)).toEqual([]);
  });
});
