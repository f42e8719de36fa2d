/**
 * The site's shell as a visitor meets it: header and mobile menu, home search, every catalogue route inside the
 * tool frame, favorites, the Premium and not-found pages, the theme and the Ctrl+K shortcut.
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { catalogue } from "@/tools/registry";
import { openPage, pageErrors } from "./harness";

/** Every home card (spec part 1 §2, in order): slug and tool name, plus the screen's heading and Premium banner
 *  title where the spec gives its own. */
const CARDS: [slug: string, name: string, spec?: { heading?: string; premium?: string }][] = [
  ["image-resizer", "Image Resizer"],
  ["image-compressor", "Image Compressor"],
  ["png-to-jpg", "PNG to JPG"],
  ["jpg-to-png", "JPG to PNG"],
  ["webp-converter", "WebP Converter"],
  ["svg-converter", "SVG Converter"],
  ["text-case-converter", "Text Case Converter"],
  ["remove-duplicate-lines", "Remove Duplicate Lines"],
  ["word-counter", "Word Counter"],
  ["character-counter", "Character Counter"],
  ["lorem-ipsum-generator", "Lorem Ipsum Generator"],
  ["hashtag-generator", "Hashtag Generator"],
  ["password-generator", "Password Generator"],
  ["username-generator", "Username Generator"],
  ["pastebin-clone", "Pastebin Clone"],
  ["json-formatter", "JSON Formatter"],
  ["json-validator", "JSON Validator"],
  ["base64-encoder", "Base64 Tools"],
  ["base64-decoder", "Base64 Tools"],
  ["html-minifier", "HTML Minifier"],
  ["css-minifier", "CSS Minifier"],
  ["js-minifier", "JS Minifier", { heading: "JavaScript Minifier", premium: "Premium JavaScript Tools" }],
  ["markdown-to-html-converter", "Markdown to HTML Converter", { premium: "Premium Markdown Tools" }],
  ["whats-my-ip", "What's My IP"],
  ["ip-lookup", "IP Lookup"],
  ["random-number-generator", "Random Number Generator"],
  ["wheel-spinner", "Wheel Spinner"],
];

const CATEGORY_HEADINGS = [
  "Image & Media Tools",
  "Text & Writing Tools",
  "Developer Tools",
  "Networking & Security",
  "Fun & Viral Tools",
];

const visible = (locator: Locator) => locator.waitFor({ state: "visible" });
const hidden = (locator: Locator) => locator.waitFor({ state: "hidden" });

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
}

function h1(page: Page): Locator {
  return page.getByRole("heading", { level: 1 });
}

/** A home card: the list item whose card is labelled by the tool's name. */
function card(page: Page, name: string): Locator {
  return page.getByRole("article", { name, exact: true });
}

function expectNoPageErrors(page: Page) {
  expect(pageErrors(page).map((error) => error.message)).toEqual([]);
}

describe("header navigation", () => {
  it("reaches every page from the header, the logo and the footer", async () => {
    const { page } = await openPage("/");
    const main = page.getByRole("navigation", { name: "Main" });
    const banner = page.getByRole("banner");

    await main.getByRole("link", { name: "Favorites" }).click();
    await waitForPath(page, "/favorites");
    await visible(page.getByRole("heading", { level: 1, name: "Favorites" }));
    expect(await main.getByRole("link", { name: "Favorites" }).getAttribute("aria-current")).toBe("page");

    await main.getByRole("link", { name: "History" }).click();
    await waitForPath(page, "/history");
    await visible(page.getByRole("heading", { level: 1, name: "History" }));

    await main.getByRole("link", { name: "All Tools" }).click();
    await waitForPath(page, "/");
    await visible(page.getByText("Free Online Tools", { exact: true }));

    await banner.getByRole("link", { name: "Go Premium" }).click();
    await waitForPath(page, "/premium");
    await visible(page.getByRole("heading", { level: 1, name: "Premium" }));

    await banner.getByRole("link", { name: "Sign In" }).click();
    await waitForPath(page, "/signin");
    await visible(page.getByRole("heading", { level: 1, name: "Sign In" }));

    await banner.getByRole("link", { name: "Sign Up" }).click();
    await waitForPath(page, "/signup");
    await visible(page.getByRole("heading", { level: 1, name: "Sign Up" }));

    await banner.getByRole("link", { name: "Penknife home" }).click();
    await waitForPath(page, "/");

    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Terms" }).click();
    await waitForPath(page, "/terms");
    await visible(page.getByRole("heading", { level: 1, name: "Terms of Use" }));
    await footer.getByRole("link", { name: "Privacy" }).click();
    await waitForPath(page, "/privacy");
    await visible(page.getByRole("heading", { level: 1, name: "Privacy Policy" }));
    await visible(page.getByText("never sent to our server", { exact: false }));

    for (const [path, heading] of [
      ["/settings", "Settings"],
      ["/profile", "Profile"],
      ["/forgot-password", "Forgot Password"],
    ] as const) {
      await page.goto(path);
      await visible(page.getByRole("heading", { level: 1, name: heading }));
    }
    expectNoPageErrors(page);
  });

  it("holds at 375 px: a menu toggle opens All Tools, Favorites, History and Go Premium", async () => {
    const { page } = await openPage("/", { width: 375, height: 800 });
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    await visible(toggle);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["All Tools", "Favorites", "History", "Go Premium"]) {
      await visible(menu.getByRole("link", { name, exact: true }));
    }
    // Every control in the header and its menu is a finger's size: at least 44 × 44 px.
    const small = await page.getByRole("banner").evaluate((banner) =>
      [...banner.querySelectorAll("a, button")]
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(
          ({ control, box }) =>
            `${control.getAttribute("aria-label") ?? control.textContent}: ${box.width}×${box.height}`,
        ),
    );
    expect(small).toEqual([]);

    await menu.getByRole("link", { name: "History", exact: true }).click();
    await waitForPath(page, "/history");
    await hidden(menu);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");

    await toggle.click();
    await menu.getByRole("link", { name: "Go Premium", exact: true }).click();
    await waitForPath(page, "/premium");
    await hidden(menu);

    await toggle.click();
    await visible(menu);
    await page.keyboard.press("Escape");
    await hidden(menu);

    // The tool frame fits the narrow screen too.
    await page.goto("/tools/word-counter");
    await visible(page.getByRole("button", { name: "Add to Favorites" }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expectNoPageErrors(page);
  });
});

describe("home page", () => {
  it("shows the hero, every card in five categories and the Premium pitch, loading no WebAssembly and no editor", async () => {
    const { page } = await openPage("/");
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.reload({ waitUntil: "networkidle" });
    expect(requested.filter((url) => url.endsWith(".wasm"))).toEqual([]);
    // The code editor (CodeMirror) comes with the pages that edit code: no script the home page loads holds it,
    // whichever chunk a build puts it in.
    const scripts = requested.filter((url) => url.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const source = await (await page.request.get(url)).text();
      expect(source.includes("cm-editor"), url).toBe(false);
    }
    await visible(page.getByText("Free Online Tools", { exact: true }));
    // The tool count is what the catalogue holds (catalogue.e2e.ts checks the number).
    for (const claim of [/^\d+ Free Tools$/, "Instant Results", "No Registration Required"]) {
      await visible(page.getByText(claim, { exact: true }));
    }
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, 5)).toEqual(CATEGORY_HEADINGS);

    const useTool = page.getByRole("link", { name: "Use Tool" });
    expect(await useTool.count()).toBe(catalogue.length);
    const hrefs = await useTool.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    // The spec's cards in the spec's order; tools added since sit among them by their category and order.
    const specHrefs = CARDS.map(([slug]) => `/tools/${slug}`);
    expect(hrefs.filter((href) => specHrefs.includes(href ?? ""))).toEqual(specHrefs);

    await visible(page.getByRole("heading", { name: "Why Choose Premium?" }));
    for (const benefit of ["500MB", "Ad-Free", "Advanced QR Code", "Password Lock", "Priority Conversion Speed"]) {
      await visible(page.getByRole("heading", { level: 3, name: new RegExp(benefit) }));
    }
    // The pitch sells nothing everyone has already: each benefit says where things stand today.
    const pitch = page.getByRole("region", { name: "Why Choose Premium?" });
    const adFree = pitch.getByRole("listitem").filter({ hasText: "Ad-Free Use" });
    expect(await adFree.textContent()).toContain("Free today: Penknife shows no ads to anyone.");
    const speed = pitch.getByRole("listitem").filter({ hasText: "Priority Conversion Speed" });
    expect(await speed.textContent()).toContain("Free today: every tool runs in your browser");
    await page.getByRole("link", { name: "Start Premium Trial" }).click();
    await waitForPath(page, "/premium");
    await visible(page.getByText("Upgrade to premium for enhanced features", { exact: true }));
    expectNoPageErrors(page);
  });

  it("filters cards by name or description, case-insensitively, and says when nothing matches", async () => {
    const { page } = await openPage("/");
    const search = page.getByRole("searchbox", { name: "Search for tools..." });
    expect(await search.getAttribute("placeholder")).toBe("Search for tools...");

    await search.fill("JsOn");
    await visible(card(page, "JSON Formatter"));
    await visible(card(page, "JSON Validator"));
    await hidden(card(page, "Image Resizer"));
    // A query lists its matches best first, in place of the categories.
    await hidden(page.getByRole("heading", { name: "Image & Media Tools" }));
    await hidden(page.getByRole("heading", { name: "Developer Tools" }));
    await visible(page.getByRole("heading", { name: "Search results" }));

    // 'placeholder' is only in the Lorem Ipsum card's description.
    await search.fill("placeholder");
    await visible(card(page, "Lorem Ipsum Generator"));
    await expect.poll(() => page.getByRole("link", { name: "Use Tool" }).count()).toBe(1);
    expect(await page.getByRole("heading", { level: 2 }).first().textContent()).toBe("Search results");

    await search.fill("no such tool zzz");
    await visible(page.getByRole("heading", { name: "No tools found" }));
    await visible(page.getByText("Try searching with different keywords", { exact: true }));
    await expect.poll(() => page.getByRole("link", { name: "Use Tool" }).count()).toBe(0);

    await search.fill("");
    await hidden(page.getByRole("heading", { name: "No tools found" }));
    await expect.poll(() => page.getByRole("link", { name: "Use Tool" }).count()).toBe(catalogue.length);
    expectNoPageErrors(page);
  });

  it("Ctrl+K focuses the search box, from the home page and from elsewhere", async () => {
    const { page } = await openPage("/tools/word-counter");
    await visible(h1(page));
    await page.keyboard.press("Control+k");
    await waitForPath(page, "/");
    await page.waitForFunction(() => document.activeElement?.getAttribute("placeholder") === "Search for tools...");

    await page.getByRole("heading", { name: "Why Choose Premium?" }).click();
    await page.waitForFunction(() => document.activeElement?.tagName !== "INPUT");
    await page.keyboard.press("Control+K");
    await page.waitForFunction(() => document.activeElement?.getAttribute("placeholder") === "Search for tools...");
    await page.keyboard.type("wheel");
    await visible(card(page, "Wheel Spinner"));
    await expect.poll(() => page.getByRole("link", { name: "Use Tool" }).count()).toBe(1);
    expectNoPageErrors(page);
  });
});

describe("tool routes", () => {
  // Every catalogue tool is built, so none shows the 'under development' placeholder any more (it was checked on
  // IP Lookup, the last one to land): the screen is the tool's own.
  it("every catalogue card opens a framed page with its heading, back link and breadcrumb", async () => {
    const { page } = await openPage("/");
    for (const [slug, name, spec] of CARDS) {
      await page.goto(`/tools/${slug}`);
      await visible(page.getByRole("heading", { level: 1, name: spec?.heading ?? name, exact: true }));
      // The placeholder would render with the frame's heading, in the same pass.
      expect(await page.getByText("under development", { exact: false }).count()).toBe(0);
      const back = page.getByRole("link", { name: "Back to Tools" });
      await visible(back);
      expect(await back.getAttribute("href")).toBe("/");
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      expect(await breadcrumb.getByRole("link", { name: "All Tools" }).getAttribute("href")).toBe("/");
      expect(await breadcrumb.textContent()).toContain(name);
      expect(await page.getByRole("main").getByRole("link", { name: "Go Premium" }).getAttribute("href")).toBe(
        "/premium",
      );
      await visible(page.getByRole("region", { name: spec?.premium ?? `Premium ${name}` }));
      await visible(page.getByRole("button", { name: /^(Add to Favorites|Favorited)$/ }));
      await visible(page.getByRole("button", { name: "Share" }));
      expect(await page.title()).toBe(`${name} — Penknife`);
    }
    expectNoPageErrors(page);
  }, 120_000);

  it("Share copies the page link when the Web Share API is missing", async () => {
    const { page } = await openPage("/", { clipboard: true });
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, "share");
    });
    await page.goto("/tools/base64-decoder");
    await page.getByRole("button", { name: "Share" }).click();
    await visible(page.getByText("Link copied", { exact: true }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL("/tools/base64-tools", page.url()).href,
    );
    expectNoPageErrors(page);
  });
});

describe("favorites", () => {
  it("toggles with the spec's toasts, persists across reloads, lists, opens and removes", async () => {
    const { page } = await openPage("/tools/word-counter");
    const add = page.getByRole("button", { name: "Add to Favorites" });
    await add.click();
    await visible(page.getByText("Added to favorites", { exact: true }));
    await visible(page.getByText("Word Counter has been added to your favorites.", { exact: true }));
    const favorited = page.getByRole("button", { name: "Favorited" });
    await visible(favorited);
    expect(await favorited.getAttribute("aria-pressed")).toBe("true");

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("penknife-favorites") ?? "null"));
    expect(stored).toEqual([
      {
        id: "Word-Counter--tools-word-counter",
        name: "Word Counter",
        url: "/tools/word-counter",
        addedAt: expect.any(String),
      },
    ]);

    await page.reload();
    await visible(page.getByRole("button", { name: "Favorited" }));

    await page.getByRole("button", { name: "Favorited" }).click();
    await visible(page.getByText("Removed from favorites", { exact: true }));
    await visible(page.getByText("Word Counter has been removed from your favorites.", { exact: true }));
    await visible(add);
    expect(await add.getAttribute("aria-pressed")).toBe("false");

    await add.click();
    await visible(page.getByRole("button", { name: "Favorited" }));
    await page.goto("/tools/base64-encoder");
    await page.getByRole("button", { name: "Add to Favorites" }).click();
    await visible(page.getByText("Base64 Tools has been added to your favorites.", { exact: true }));

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Favorites" }).click();
    await waitForPath(page, "/favorites");
    const saved = page.getByRole("list", { name: "Saved tools" }).getByRole("listitem");
    await visible(saved.first());
    expect(await saved.count()).toBe(2);
    await visible(page.getByRole("heading", { name: "Word Counter" }));
    await visible(page.getByRole("heading", { name: "Base64 Tools" }));
    const today = await page.evaluate(() => new Date().toLocaleDateString());
    expect(await page.getByText(`Added ${today}`, { exact: true }).count()).toBe(2);

    await page.reload();
    await visible(page.getByRole("heading", { name: "Word Counter" }));

    await page.getByRole("link", { name: "Open Base64 Tools" }).click();
    await waitForPath(page, "/tools/base64-tools");
    await visible(page.getByRole("button", { name: "Favorited" }));
    await page.goBack();
    await waitForPath(page, "/favorites");

    await page.getByRole("button", { name: "Remove Word Counter from favorites" }).click();
    await hidden(page.getByRole("heading", { name: "Word Counter" }));
    await page.getByRole("button", { name: "Remove Base64 Tools from favorites" }).click();
    await visible(page.getByRole("heading", { name: "No favorites yet" }));
    const browse = page.getByRole("link", { name: "Browse Tools" });
    expect(await browse.getAttribute("href")).toBe("/");

    await page.reload();
    await visible(page.getByRole("heading", { name: "No favorites yet" }));
    await browse.click();
    await waitForPath(page, "/");
    expectNoPageErrors(page);
  });

  it("keeps other tabs in step", async () => {
    const { page, context } = await openPage("/favorites");
    await visible(page.getByRole("heading", { name: "No favorites yet" }));
    const other = await context.newPage();
    await other.goto("/tools/wheel-spinner");
    await other.getByRole("button", { name: "Add to Favorites" }).click();
    await visible(page.getByRole("heading", { name: "Wheel Spinner" }));
    await other.close();
    expectNoPageErrors(page);
  });

  it("treats unreadable storage as an empty list", async () => {
    const { page } = await openPage("/");
    await page.evaluate(() => localStorage.setItem("penknife-favorites", "{not json"));
    await page.goto("/favorites");
    await visible(page.getByRole("heading", { name: "No favorites yet" }));
    await page.goto("/tools/word-counter");
    await page.getByRole("button", { name: "Add to Favorites" }).click();
    await visible(page.getByRole("button", { name: "Favorited" }));
    expectNoPageErrors(page);
  });
});

describe("other screens", () => {
  it("not-found: says so, logs the path and links home", async () => {
    const { page } = await openPage("/");
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.goto("/no/such/page");
    await visible(page.getByRole("heading", { name: "Oops! Page not found" }));
    await expect
      .poll(() => logged)
      .toContainEqual(expect.stringContaining("404 Error: User attempted to access non-existent route: /no/such/page"));
    await page.getByRole("link", { name: "Return to Home" }).click();
    await waitForPath(page, "/");
    await visible(page.getByRole("searchbox", { name: "Search for tools..." }));
    expectNoPageErrors(page);
  });

  it("premium placeholder", async () => {
    const { page } = await openPage("/premium");
    await visible(page.getByRole("heading", { level: 1, name: "Premium" }));
    await visible(page.getByText("Upgrade to premium for enhanced features", { exact: true }));
    expect(await page.title()).toBe("Premium — Penknife");
    expectNoPageErrors(page);
  });
});

describe("theme", () => {
  const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

  it("switches Light / Dark / System, persists across reloads, and follows the OS while on System", async () => {
    const { page } = await openPage("/", { colorScheme: "light" });
    const theme = page.getByRole("group", { name: "Theme" }).first();
    await visible(theme);
    expect(await isDark(page)).toBe(false);
    expect(await theme.getByRole("button", { name: "System theme" }).getAttribute("aria-pressed")).toBe("true");

    await theme.getByRole("button", { name: "Dark theme" }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    expect(await page.evaluate(() => localStorage.getItem("penknife-theme"))).toBe("dark");

    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await isDark(page)).toBe(true);
    expect(await theme.getByRole("button", { name: "Dark theme" }).getAttribute("aria-pressed")).toBe("true");

    await theme.getByRole("button", { name: "Light theme" }).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await visible(theme);
    expect(await isDark(page)).toBe(false);

    await theme.getByRole("button", { name: "System theme" }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await page.emulateMedia({ colorScheme: "light" });
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
    expect(await page.evaluate(() => localStorage.getItem("penknife-theme"))).toBe("system");
    expect(pathOf(page)).toBe("/");
    expectNoPageErrors(page);
  });
});
