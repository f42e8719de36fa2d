/**
 * The home catalogue as a visitor uses it: forgiving search with the best match first and Enter to open it,
 * whole-card links, honest 'Coming soon' marks and tool count, tools above the fold on a phone, and the not-found
 * screen's suggestions for a mistyped tool address.
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { catalogue } from "@/tools/registry";
import { holdRequests, openPage, pageErrors } from "./harness";

/** Every card the registry has (the unit tests check them against the spec). */
const CATALOGUE_SIZE = catalogue.length;

const visible = (locator: Locator) => locator.waitFor({ state: "visible" });

function searchBox(page: Page): Locator {
  return page.getByRole("searchbox", { name: "Search for tools..." });
}

function results(page: Page): Locator {
  return page.getByRole("region", { name: "Search results" });
}

/** The names of the result cards, in the order shown. */
async function resultNames(page: Page): Promise<string[]> {
  await visible(results(page));
  return results(page).getByRole("heading", { level: 3 }).allTextContents();
}

/** Searches and waits until the top card is `top`, so the test reads the results of this query. */
async function search(page: Page, query: string, top: string): Promise<string[]> {
  await searchBox(page).fill(query);
  await expect.poll(async () => (await resultNames(page))[0]).toBe(top);
  return resultNames(page);
}

function activeLinkName(page: Page): Promise<string | null | undefined> {
  return page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
}

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
}

function expectNoPageErrors(page: Page) {
  expect(pageErrors(page).map((error) => error.message)).toEqual([]);
}

describe("catalogue search", () => {
  it("forgives typos, abbreviations and keywords, and lists the best match first", async () => {
    const { page } = await openPage("/");
    await search(page, "pasword", "Password Generator");
    await search(page, "jsno formater", "JSON Formatter");
    await search(page, "md", "Markdown to HTML Converter");
    expect((await search(page, "b64", "Base64 Encoder")).slice(0, 2)).toEqual(["Base64 Encoder", "Base64 Decoder"]);
    await search(page, "dedupe", "Remove Duplicate Lines");

    // A tool's name outweighs a keyword: the JSON Formatter lists 'minify' among its keywords only.
    const minify = await search(page, "minify", "JS Minifier");
    expect(minify.slice(0, 3).sort()).toEqual(["CSS Minifier", "HTML Minifier", "JS Minifier"]);
    expect(minify.indexOf("JSON Formatter")).toBeGreaterThan(2);

    await visible(page.getByText("to open JS Minifier", { exact: false }));
    expect(await page.locator("[aria-live]").filter({ hasText: "found" }).textContent()).toBe(
      `${minify.length} tools found`,
    );

    await searchBox(page).fill("no such tool zzz");
    await visible(page.getByRole("heading", { name: "No tools found" }));
    await visible(page.getByText("Try searching with different keywords", { exact: true }));
    expect(await page.locator("[aria-live]").filter({ hasText: "found" }).textContent()).toBe("0 tools found");
    expectNoPageErrors(page);
  });

  it("Enter opens the top match without reloading the page", async () => {
    const { page } = await openPage("/");
    await page.evaluate(() => Reflect.set(window, "sameDocument", true));
    await search(page, "jsno formater", "JSON Formatter");
    await searchBox(page).press("Enter");
    await waitForPath(page, "/tools/json-formatter");
    await visible(page.getByRole("heading", { level: 1, name: "JSON Formatter" }));
    expect(await page.evaluate(() => Reflect.get(window, "sameDocument"))).toBe(true);

    // Enter on a query that finds nothing stays put.
    await page.goBack();
    await searchBox(page).fill("no such tool zzz");
    await visible(page.getByRole("heading", { name: "No tools found" }));
    await searchBox(page).press("Enter");
    await visible(page.getByRole("heading", { name: "No tools found" }));
    expect(new URL(page.url()).pathname).toBe("/");
    expectNoPageErrors(page);
  });

  it("Enter typed before the matcher has downloaded still opens the top match", async () => {
    const { page, context } = await openPage("/tools/word-counter");
    await visible(page.getByRole("heading", { level: 1, name: "Word Counter" }));
    // A tool page does not download the matcher.
    const matcherRequested = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => entry.name.includes("search-index")),
      );
    expect(await matcherRequested()).toBe(false);

    const release = await holdRequests(context, "**/assets/search-index-*.js");
    await page.keyboard.press("Control+k");
    await waitForPath(page, "/");
    await page.waitForFunction(() => document.activeElement?.id === "tool-search");
    await page.keyboard.type("pasword");
    await page.keyboard.press("Enter");
    // Held: every card stays listed and the page stays put until the matcher arrives.
    expect(await page.getByRole("article").count()).toBe(CATALOGUE_SIZE);
    expect(new URL(page.url()).pathname).toBe("/");
    release();
    await waitForPath(page, "/tools/password-generator");
    await visible(page.getByRole("heading", { level: 1, name: "Password Generator" }));
    expectNoPageErrors(page);
  });

  it("the first Tab after the search box reaches the results", async () => {
    const { page } = await openPage("/");
    await searchBox(page).focus();
    await page.keyboard.press("Tab");
    expect(await activeLinkName(page)).toMatch(/^Use Tool: Image Resizer/);

    await search(page, "jsno formater", "JSON Formatter");
    await searchBox(page).focus();
    await page.keyboard.press("Tab");
    expect(await activeLinkName(page)).toBe("Use Tool: JSON Formatter");
    expectNoPageErrors(page);
  });
});

describe("catalogue cards", () => {
  it("each card is one link named after its tool, clickable anywhere, with a focus ring on the card", async () => {
    const { page } = await openPage("/");
    const cards = page.getByRole("article");
    await visible(cards.first());
    expect(await cards.count()).toBe(CATALOGUE_SIZE);
    const controlsByCard = await cards.evaluateAll((articles) =>
      articles.map((article) => ({
        name: article.querySelector("h3")?.textContent ?? "",
        controls: [...article.querySelectorAll("a, button, input, select, textarea, [tabindex]")].map((control) =>
          control.getAttribute("aria-label"),
        ),
      })),
    );
    for (const { name, controls } of controlsByCard) {
      expect(controls, name).toEqual([expect.stringMatching(new RegExp(`^Use Tool: ${name}( \\(coming soon\\))?$`))]);
    }
    // The visible label stays the spec's 'Use Tool'.
    const link = page.getByRole("link", { name: "Use Tool: JSON Formatter", exact: true });
    expect(await link.textContent()).toBe("Use Tool");

    // Keyboard focus draws the ring around the whole card.
    const card = page.getByRole("article", { name: "JSON Formatter" });
    expect(await card.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
    await searchBox(page).fill("jsno formater");
    await visible(results(page).getByRole("article", { name: "JSON Formatter" }));
    await searchBox(page).focus();
    await page.keyboard.press("Tab");
    const focused = results(page).getByRole("article", { name: "JSON Formatter" });
    await expect.poll(() => focused.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
    expect(
      await focused.evaluate((element) => parseFloat(getComputedStyle(element).outlineWidth)),
    ).toBeGreaterThanOrEqual(2);

    // A click on the description, away from the button, opens the tool.
    await searchBox(page).fill("");
    // (The mouse, not a locator click: the link's overlay, not the text, is what takes the click, as intended.)
    const description = page.getByRole("article", { name: "Word Counter" }).getByText("Count words", { exact: false });
    await description.scrollIntoViewIfNeeded();
    const box = await description.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await waitForPath(page, "/tools/word-counter");
    await visible(page.getByRole("heading", { level: 1, name: "Word Counter" }));
    expectNoPageErrors(page);
  });

  it("marks tools not built yet, opens their placeholder, and counts only the built ones in the hero", async () => {
    const { page } = await openPage("/");
    await visible(page.getByRole("article").first());
    const comingSoon = page.getByRole("link", { name: /^Use Tool: .* \(coming soon\)$/ });
    const comingSoonCount = await comingSoon.count();
    expect(await page.getByText("Coming soon", { exact: true }).count()).toBe(comingSoonCount);
    await visible(page.getByText(`${CATALOGUE_SIZE - comingSoonCount} Free Tools`, { exact: true }));
    expect(await page.getByText("50+ Free Tools").count()).toBe(0);

    // Built tools carry no badge.
    const jsonCard = page.getByRole("article", { name: "JSON Formatter" });
    expect(await jsonCard.getByText("Coming soon").count()).toBe(0);

    // Every card marked 'Coming soon' opens the 'under development' placeholder, and only those do.
    const hrefs = await comingSoon.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      await page.goto(href);
      await visible(page.getByText("under development", { exact: false }));
    }
    await page.goto("/tools/json-formatter");
    await visible(page.getByRole("heading", { level: 1, name: "JSON Formatter" }));
    expect(await page.getByText("under development", { exact: false }).count()).toBe(0);
    expectNoPageErrors(page);
  });

  it("shows the first tool without scrolling on a 375×812 phone", async () => {
    const { page } = await openPage("/", { width: 375, height: 812 });
    const firstTitle = page.getByRole("article").first().getByRole("heading", { level: 3 });
    await visible(firstTitle);
    const box = await firstTitle.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(812);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The hero keeps the spec's parts on the phone.
    for (const text of ["Free Online Tools", "Instant Results", "No Registration Required"]) {
      await visible(page.getByText(text, { exact: true }));
    }
    const premium = page.getByRole("link", { name: /^Premium:/ });
    await visible(premium);
    // It sells only what Premium would add: the site is ad-free for everyone.
    expect(await premium.innerText()).not.toMatch(/ad-free/i);
    expectNoPageErrors(page);
  });

  it("shows several tools per phone screen, and jumps to a category below the header", async () => {
    const { page } = await openPage("/", { width: 375, height: 812 });
    const cards = page.getByRole("article");
    await visible(cards.first());
    const heights = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().height));
    expect(heights).toHaveLength(CATALOGUE_SIZE);
    expect(Math.max(...heights)).toBeLessThanOrEqual(140);

    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: "Text & Writing Tools" })
      .click();
    const heading = page.getByRole("heading", { level: 2, name: "Text & Writing Tools" });
    const headerBottom = (await page.getByRole("banner").boundingBox())!.height;
    await expect.poll(async () => (await heading.boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);
    expect((await heading.boundingBox())!.y).toBeLessThan(headerBottom + 40);
    const onScreen = await cards.evaluateAll(
      (all) =>
        all.filter((card) => card.getBoundingClientRect().top >= 0 && card.getBoundingClientRect().bottom <= 812)
          .length,
    );
    expect(onScreen).toBeGreaterThanOrEqual(5);
    // Each card is still one link covering the card.
    await page.getByRole("article", { name: "Word Counter" }).click();
    await page.waitForURL((url) => url.pathname === "/tools/word-counter");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expectNoPageErrors(page);
  });
});

describe("mistyped tool address", () => {
  it("shows the not-found screen, suggests the closest tools and logs the path", async () => {
    const { page } = await openPage("/");
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.goto("/tools/json-formater");
    await visible(page.getByRole("heading", { level: 1, name: "Oops! Page not found" }));
    expect(await page.title()).toBe("Page not found — Penknife");
    await expect.poll(() => logged).toContainEqual(expect.stringContaining("non-existent route: /tools/json-formater"));
    expect(await page.getByText("under development", { exact: false }).count()).toBe(0);

    const suggestions = page.getByRole("region", { name: "Did you mean" }).getByRole("link");
    expect(await suggestions.allTextContents()).toEqual(["JSON Formatter"]);
    await visible(page.getByRole("link", { name: "Return to Home" }));
    await suggestions.first().click();
    await waitForPath(page, "/tools/json-formatter");
    await visible(page.getByRole("heading", { level: 1, name: "JSON Formatter" }));
    expect(await page.title()).toBe("JSON Formatter — Penknife");
    expectNoPageErrors(page);
  });

  it("suggests at most three tools, and none for an address like no tool", async () => {
    const { page } = await openPage("/tools/generator");
    await visible(page.getByRole("heading", { level: 1, name: "Oops! Page not found" }));
    const suggestions = page.getByRole("region", { name: "Did you mean" }).getByRole("link");
    await visible(suggestions.first());
    expect(await suggestions.count()).toBe(3);
    for (const href of await suggestions.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/tools\/[a-z-]+-generator$/);
    }

    await page.goto("/tools/no-such-tool");
    await visible(page.getByRole("heading", { level: 1, name: "Oops! Page not found" }));
    expect(await page.getByRole("region", { name: "Did you mean" }).count()).toBe(0);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await waitForPath(page, "/");
    await visible(searchBox(page));
    expectNoPageErrors(page);
  });
});
