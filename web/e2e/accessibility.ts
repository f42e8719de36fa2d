/**
 * The accessibility sweep: axe-core on every route in one theme, each page as it opens and, for every built tool,
 * again after its main action (results, statistics, toasts and error states are where contrast and ARIA slip).
 * The tool routes come from the registry, so a tool is checked from the day it lands. One file per theme
 * (accessibility-light.e2e.ts, accessibility-dark.e2e.ts), so the two run at once; each reuses one page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { catalogue, findTool, tools } from "@/tools/registry";
import { axeViolations } from "./axe";
import { editorText } from "./editor";
import { openPage, pageErrors, toastCount, waitForToast } from "./harness";
import { drawImage } from "./images";

/** The routes that are not tools (router.tsx), and two addresses that are nothing at all. */
export const PAGES = [
  "/",
  "/favorites",
  "/history",
  "/settings",
  "/premium",
  "/profile",
  "/signin",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/terms",
  "/privacy",
  "/no-such-page",
  "/tools/no-such-tool",
];

const TOOL_ROUTES = [...new Set([...tools.map((tool) => tool.slug), ...catalogue.map((card) => card.slug)])].map(
  (slug) => `/tools/${slug}`,
);

const enabled = (page: Page, name: string) =>
  page.waitForFunction(
    (name) =>
      [...document.querySelectorAll("button")].some(
        (button) => button.textContent?.trim() === name && !button.disabled,
      ),
    name,
  );

const filled = (page: Page, label: string) =>
  expect.poll(() => editorText(page.getByLabel(label, { exact: true }))).not.toBe("");

/**
 * Clicks a generator's button until what the page shows has changed (a fresh result). A random draw may repeat
 * the last one (1 in 100 for the number generator's default range: most likely what failed a CI run once), so
 * each poll clicks.
 */
async function clickForChange(page: Page, button: string) {
  const main = page.getByRole("main");
  const before = await main.innerText();
  await expect
    .poll(async () => {
      await page.getByRole("button", { name: button, exact: true }).click();
      return main.innerText();
    })
    .not.toBe(before);
}

/** Clicks a button and waits for the toast that says it worked. */
async function clickForToast(page: Page, button: string) {
  const since = await toastCount(page);
  await page.getByRole("button", { name: button, exact: true }).click();
  await waitForToast(page, {}, { since });
}

/** Uploads an image drawn in the page and presses the tool's action until its success toast. */
async function processImage(page: Page, label: string, type: "image/png" | "image/jpeg", action: string) {
  const file = await drawImage(page, type === "image/png" ? "sample.png" : "sample.jpg", {
    width: 96,
    height: 64,
    type,
  });
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
  await page.getByTestId("image-file").waitFor();
  const since = await toastCount(page);
  await page.getByRole("button", { name: action, exact: true }).click();
  await waitForToast(page, { title: /Success/ }, { since, timeout: 30_000 });
  await page.getByTestId("image-file-result").waitFor();
}

/** Each built tool's main action, done as a user does it, waiting until its result shows (by tool folder). */
export const MAIN_ACTIONS: Record<string, (page: Page) => Promise<void>> = {
  "base64-tools": async (page) => {
    await page.getByRole("tab", { name: "Encode Text" }).click();
    await page.getByLabel("Text to Encode").fill("Hello, world");
    await filled(page, "Base64 Output");
  },
  "character-counter": async (page) => {
    await page.getByLabel("Your Text").fill("Hello, world");
    await enabled(page, "Export Report");
  },
  "css-minifier": async (page) => {
    await page.getByLabel("CSS Input", { exact: true }).fill("a {  color : #ff0000 ; }");
    await clickForToast(page, "Minify CSS");
  },
  "hashtag-generator": async (page) => {
    await page.getByLabel("Post Description").fill("Golden sunset at the beach");
    await page.getByRole("button", { name: /^#/ }).first().waitFor();
  },
  "html-minifier": async (page) => {
    await page.getByLabel("HTML Input", { exact: true }).fill("<p>  Hello  </p>");
    await clickForToast(page, "Minify HTML");
  },
  "js-minifier": async (page) => {
    await page.getByLabel("JavaScript Input", { exact: true }).fill("const answer = 40 + 2;\nconsole.log(answer);");
    await clickForToast(page, "Minify JS");
  },
  "image-compressor": (page) => processImage(page, "Upload Image", "image/jpeg", "Compress Image"),
  "image-resizer": (page) => processImage(page, "Upload Image", "image/png", "Resize Image"),
  "ip-lookup": async (page) => {
    await page.getByLabel("IP Address", { exact: true }).fill("81.2.69.142");
    await clickForToast(page, "Lookup");
    await page.getByRole("heading", { name: "Location", exact: true }).waitFor();
  },
  "jpg-to-png": (page) => processImage(page, "Upload JPG Image", "image/jpeg", "Convert to PNG"),
  "json-formatter": async (page) => {
    await page.getByLabel("JSON Input").fill('{"a":[1,2]}');
    await page.getByRole("button", { name: "Format", exact: true }).click();
    await expect.poll(() => editorText(page.getByLabel("Formatted JSON", { exact: true }))).toContain('"a": [');
  },
  "json-validator": async (page) => {
    // The error state: the marked position and its 'Go to Error' action.
    await page.getByLabel("JSON to Validate").fill('{"a": 1,}');
    await page.getByRole("button", { name: "Go to Error" }).waitFor();
  },
  "lorem-ipsum-generator": (page) => clickForChange(page, "Generate"),
  "markdown-to-html-converter": async (page) => {
    await page.getByLabel("Markdown Input").fill("# Hello\n\nSome *text*.");
    await clickForToast(page, "Convert to HTML");
  },
  "password-generator": (page) => clickForChange(page, "Generate New"),
  "pastebin-clone": async (page) => {
    await page.getByLabel("Content", { exact: true }).fill("console.log('shared');");
    await clickForToast(page, "Save Paste");
    await page.getByLabel("Share Link").waitFor();
  },
  "png-to-jpg": (page) => processImage(page, "Upload PNG Image", "image/png", "Convert to JPG"),
  "random-number-generator": (page) => clickForChange(page, "Generate"),
  "remove-duplicate-lines": async (page) => {
    await page.getByRole("button", { name: "Load Sample" }).click();
    await filled(page, "Cleaned Output");
  },
  "svg-converter": (page) => processImage(page, "Upload Images", "image/png", "Convert to SVG"),
  "text-case-converter": async (page) => {
    await page.getByLabel("Text to Convert").fill("hello world");
    await enabled(page, "Copy camelCase");
  },
  "username-generator": (page) => clickForChange(page, "Generate"),
  "webp-converter": (page) => processImage(page, "Upload Images", "image/png", "Convert to WebP"),
  "whats-my-ip": async (page) => {
    await enabled(page, "Refresh");
    await clickForToast(page, "Refresh");
    await page.getByRole("heading", { name: "Location", exact: true }).waitFor();
  },
  "wheel-spinner": async (page) => {
    await page.getByRole("button", { name: "Spin the Wheel" }).click();
    await page.getByTestId("wheel-winner").waitFor({ timeout: 20_000 });
  },
  "word-counter": async (page) => {
    await page.getByLabel("Your Text").fill("One sentence here. And another one.");
    await enabled(page, "Export Report");
  },
};

/** The page is there: its main heading has rendered (lazy chunks included). */
const ready = (page: Page) => page.getByRole("heading", { level: 1 }).first().waitFor();

async function expectAccessible(page: Page, what: string) {
  const violations = await axeViolations(page);
  if (violations) expect.fail(`axe found violations on ${what}:\n${violations}`);
  expect(pageErrors(page)).toEqual([]);
}

/** Every route in `theme`: the pages, then the tools before and after their main action. */
export function sweep(theme: "light" | "dark") {
  describe(`every route passes axe in the ${theme} theme`, () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await openPage("/", { colorScheme: theme }));
    });
    afterAll(() => page.context().close());

    it.each(PAGES)("%s", async (path) => {
      await page.goto(path);
      await ready(page);
      await expectAccessible(page, `${path} (${theme})`);
    });

    it.each(TOOL_ROUTES)("%s, as it opens and after its main action", async (path) => {
      await page.goto(path);
      await ready(page);
      const tool = findTool(path.slice("/tools/".length));
      const action = tool?.page ? MAIN_ACTIONS[tool.slug] : undefined;
      if (action) await page.getByRole("main").locator("button, input, textarea").first().waitFor();
      await expectAccessible(page, `${path} (${theme})`);
      if (!action) return;
      await action(page);
      await expectAccessible(page, `${path} after its main action (${theme})`);
    });
  });
}
