/**
 * History (/history) as a user meets it: empty at first, then real tool use with its description; the four tabs,
 * every filter and sort, favorites with their toasts, export (the file checked), the clear dialog; and a
 * signed-in account's history in a second browser.
 */
import { describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { downloadOf, openPage, pageErrors, toastCount, waitForToast } from "../../../e2e/harness";
import { createConfirmedAccount, signIn } from "../../../e2e/accounts-helpers";
import { recordRequests } from "../../../e2e/requests";
import { statValue } from "../../../e2e/stats";
import { axeViolations } from "../../../e2e/axe";

const visible = (locator: Locator) => locator.waitFor({ state: "visible" });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const activities = (page: Page) => page.getByRole("list", { name: "Recent activity" }).getByRole("listitem");
const descriptions = async (page: Page) =>
  (await activities(page).locator("p.text-sm").allTextContents()).map((text) => text.trim());
const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ activit/).textContent();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Seed {
  id: string;
  tool: string;
  category: string;
  ago: number;
  duration: number;
  description: string;
}

/** A history as this browser would have kept it, written before the app starts, plus one tampered entry. */
const SEEDS: Seed[] = [
  { id: "a", tool: "json-formatter", category: "developer", ago: 60_000, duration: 5, description: "Formatted JSON" },
  {
    id: "b",
    tool: "word-counter",
    category: "text-writing",
    ago: 3 * HOUR,
    duration: 125,
    description: "Counted words",
  },
  {
    id: "c",
    tool: "word-counter",
    category: "text-writing",
    ago: 2 * DAY + HOUR,
    duration: 3700,
    description: "Counted words again",
  },
  {
    id: "d",
    tool: "image-compressor",
    category: "image-media",
    ago: 20 * DAY,
    duration: 42,
    description: "Compressed 2 images",
  },
  {
    id: "e",
    tool: "wheel-spinner",
    category: "fun-viral",
    ago: 60 * DAY,
    duration: 30,
    description: "Spun the wheel: Pizza",
  },
];

function storedEntries(now: number) {
  return SEEDS.map(({ ago, ...seed }) => ({
    id: seed.id,
    tool: seed.tool,
    category: seed.category,
    timestamp: new Date(now - ago).toISOString(),
    duration: seed.duration,
    description: seed.description,
    url: `/tools/${seed.tool}`,
  }));
}

/** Writes the seeded history (and a tampered entry) before the app starts, once per browser. */
async function seedHistory(context: BrowserContext, now: number) {
  const entries = storedEntries(now);
  const tampered = { ...entries[0], id: "evil", url: "javascript:alert(1)" };
  await context.addInitScript(
    (text) => {
      // Once per browser: a reload after Clear All must find the history cleared.
      if (localStorage.getItem("e2e-seeded")) return;
      localStorage.setItem("e2e-seeded", "1");
      localStorage.setItem("penknife-history", text);
    },
    JSON.stringify([...entries, tampered]),
  );
  return entries;
}

async function showHistory(page: Page) {
  await page.goto("/history");
  await visible(page.getByRole("heading", { level: 1, name: "History" }));
  await visible(activities(page).first());
}

async function openSeededHistory() {
  const { page, context } = await openPage("/");
  const now = Date.now();
  const entries = await seedHistory(context, now);
  await showHistory(page);
  return { page, now, entries };
}

/** Generate New on the Password Generator, once its engine has drawn the first password. */
async function generatePassword(page: Page) {
  await page.goto("/tools/password-generator");
  await page.getByRole("slider", { name: /Password Length/ }).waitFor();
  await expect.poll(() => page.getByLabel("Generated password").textContent()).toHaveLength(16);
  await button(page, "Generate New").click();
}

/** Consecutive local days with a use, ending today or yesterday (the spec's streak, for these seeds). */
function seededStreak(now: number): number {
  const dayOf = (time: number) => {
    const date = new Date(time);
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY;
  };
  const days = new Set(SEEDS.map((seed) => dayOf(now - seed.ago)));
  let day = days.has(dayOf(now)) ? dayOf(now) : dayOf(now) - 1;
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

/** The seeds a period keeps, worked out with the spec's rule in this (the browser's) time zone. */
function inPeriod(period: "today" | "week" | "month" | "year", now: number): string[] {
  const today = new Date(now);
  const start = {
    today: new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime(),
    week: now - 7 * DAY,
    month: new Date(today.getFullYear(), today.getMonth(), 1).getTime(),
    year: new Date(today.getFullYear(), 0, 1).getTime(),
  }[period];
  return SEEDS.filter((seed) => now - seed.ago >= start).map((seed) => seed.description);
}

describe("History", () => {
  it("starts empty, then shows each tool used with what was done", async () => {
    const { page } = await openPage("/history");
    await visible(page.getByRole("heading", { name: "No activity yet" }));
    expect(await button(page, "Export").isDisabled()).toBe(true);
    expect(await button(page, "Clear History").isDisabled()).toBe(true);

    await page.goto("/tools/json-formatter");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Format" && !b.disabled),
    );
    await button(page, "Format").click();
    await generatePassword(page);

    await page.goto("/history");
    await visible(activities(page).first());
    expect(await descriptions(page)).toEqual(["Generated a password", "Formatted JSON"]);
    const first = activities(page).first();
    await visible(first.getByRole("link", { name: "Password Generator", exact: true }));
    await visible(first.getByText("Just now", { exact: true }));
    // The time spent on the tool: its page opened moments (or, on a busy machine, a minute or so) before.
    await visible(first.getByText(/^Duration \d+(s|m)$/));
    expect(await showing(page)).toBe("Showing 2 of 2 activities");
    expect(pageErrors(page)).toEqual([]);
  }, 90_000);

  it("searches, filters by category and time period, and sorts", async () => {
    const { page, now } = await openSeededHistory();
    // The tampered entry is skipped; the rest newest first, with relative times and durations.
    expect(await showing(page)).toBe("Showing 5 of 5 activities");
    expect(await descriptions(page)).toEqual(SEEDS.map((seed) => seed.description));
    const texts = await activities(page).allTextContents();
    expect(texts[0]).toContain("Just now");
    expect(texts[0]).toContain("5s");
    expect(texts[1]).toContain("3h ago");
    expect(texts[1]).toContain("2m");
    expect(texts[2]).toContain("2d ago");
    expect(texts[2]).toContain("1h 1m");
    expect(texts[3]).toContain(new Date(now - 20 * DAY).toLocaleDateString("en-US"));
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);

    const search = page.getByLabel("Search", { exact: true });
    await search.fill("COMPRESSED");
    expect(await descriptions(page)).toEqual(["Compressed 2 images"]);
    await search.fill("word counter"); // the tool's name matches too
    expect(await descriptions(page)).toEqual(["Counted words", "Counted words again"]);
    await search.fill("nothing like this");
    await visible(page.getByText("No activity matches your filters.", { exact: true }));
    await button(page, "Reset Filters").click();
    expect(await showing(page)).toBe("Showing 5 of 5 activities");

    const category = page.getByLabel("Category", { exact: true });
    expect(await category.locator("option").allTextContents()).toEqual([
      "All Categories",
      "Image & Media Tools",
      "Text & Writing Tools",
      "Developer Tools",
      "Networking & Security",
      "Fun & Viral Tools",
    ]);
    await category.selectOption({ label: "Text & Writing Tools" });
    expect(await descriptions(page)).toEqual(["Counted words", "Counted words again"]);
    await category.selectOption({ label: "All Categories" });

    const period = page.getByLabel("Time Period", { exact: true });
    expect(await period.locator("option").allTextContents()).toEqual([
      "All Time",
      "Today",
      "Last 7 Days",
      "This Month",
      "This Year",
    ]);
    for (const [label, value] of [
      ["Today", "today"],
      ["Last 7 Days", "week"],
      ["This Month", "month"],
      ["This Year", "year"],
    ] as const) {
      await period.selectOption({ label });
      const expected = inPeriod(value, now);
      if (expected.length === 0) await visible(page.getByText("No activity matches your filters.", { exact: true }));
      else expect(await descriptions(page), label).toEqual(expected);
    }
    await period.selectOption({ label: "All Time" });

    const sort = page.getByLabel("Sort By", { exact: true });
    expect(await sort.locator("option").allTextContents()).toEqual(["Most Recent", "Most Used", "Longest Duration"]);
    await sort.selectOption({ label: "Longest Duration" });
    expect(await descriptions(page)).toEqual([
      "Counted words again",
      "Counted words",
      "Compressed 2 images",
      "Spun the wheel: Pizza",
      "Formatted JSON",
    ]);
    await sort.selectOption({ label: "Most Used" });
    expect((await descriptions(page)).slice(0, 2)).toEqual(["Counted words", "Counted words again"]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("favorites: the heart adds and removes a tool, with the spec's toasts", async () => {
    const { page } = await openSeededHistory();
    await tab(page, "Favorites").click();
    await visible(page.getByRole("heading", { name: "No favorite tools yet" }));

    await tab(page, "Recent Activity").click();
    const heart = activities(page).first().getByRole("button", { name: "Favorite JSON Formatter" });
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    let since = await toastCount(page);
    await heart.click();
    await waitForToast(page, { title: "Added to favorites" }, { since });
    expect(await heart.getAttribute("aria-pressed")).toBe("true");

    await tab(page, "Favorites").click();
    const favorites = page.getByRole("list", { name: "Favorite tools" });
    await visible(favorites.getByRole("heading", { name: "JSON Formatter" }));
    await visible(favorites.getByText("Used 1 time", { exact: true }));
    since = await toastCount(page);
    await favorites.getByRole("button", { name: "Favorite JSON Formatter" }).click();
    await waitForToast(page, { title: "Removed from favorites" }, { since });
    await visible(page.getByRole("heading", { name: "No favorite tools yet" }));
  });

  it("statistics: totals, the streak and the most used tools; analytics: charts loaded only there", async () => {
    const { page, context } = await openPage("/");
    const requests = recordRequests(context);
    const now = Date.now();
    await seedHistory(context, now);
    await page.reload();
    await visible(page.getByText("Free Online Tools", { exact: true }));
    await showHistory(page);
    const chartChunks = () => requests.urls.filter((url) => /\/assets\/AnalyticsTab-[^/]*\.js$/.test(url));
    expect(chartChunks()).toEqual([]); // neither the home page nor History's first tab loads the charts

    await tab(page, "Statistics").click();
    expect(await statValue(page, "Total Uses").textContent()).toBe("5");
    expect(await statValue(page, "Tools Used").textContent()).toBe("4");
    expect(await statValue(page, "Time Spent").textContent()).toBe("1h 5m");
    // Uses 1 minute, 3 hours and 2 days ago: 1 to 3 days, depending on the time of day this runs.
    const streak = seededStreak(now);
    expect(await statValue(page, "Current Streak").textContent()).toBe(`${streak} ${streak === 1 ? "day" : "days"}`);
    const mostUsed = page.getByRole("list").filter({ hasText: "uses" }).getByRole("listitem");
    expect(await mostUsed.first().textContent()).toMatch(/^1\. Word Counter2 uses · 1h 3m$/);
    expect(await mostUsed.count()).toBe(4);

    await tab(page, "Analytics").click();
    for (const title of ["Activity by Day", "Usage by Category", "Usage by Tool"]) {
      await visible(page.getByRole("heading", { name: title }));
    }
    await visible(page.locator(".recharts-bar-rectangle").first());
    expect(await page.getByText("Text & Writing Tools: 2").count()).toBe(1); // the charts' numbers, as text
    expect(chartChunks()).toHaveLength(1);
    expect(pageErrors(page)).toEqual([]);
  });

  it("exports the history as {product}_history_{date}.json", async () => {
    const { page, entries } = await openSeededHistory();
    const since = await toastCount(page);
    const file = await downloadOf(page, () => button(page, "Export").click());
    const today = new Date();
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    expect(file.name).toBe(`penknife_history_${date}.json`);
    expect(JSON.parse(file.text)).toEqual(entries.map((entry) => ({ ...entry, isFavorite: false })));
    await waitForToast(page, { title: "History Exported" }, { since });
  });

  it("the clear dialog: cancel, clear entries 30+ days old, clear all", async () => {
    const { page } = await openSeededHistory();
    const dialog = page.getByRole("dialog", { name: "Clear History" });

    await button(page, "Clear History").click();
    await visible(dialog);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await showing(page)).toBe("Showing 5 of 5 activities");

    await button(page, "Clear History").click();
    let since = await toastCount(page);
    await dialog.getByRole("button", { name: "Clear Old (30+ days)" }).click();
    await waitForToast(page, { title: "Old History Cleared" }, { since });
    await dialog.waitFor({ state: "hidden" });
    expect(await descriptions(page)).toEqual(SEEDS.slice(0, 4).map((seed) => seed.description));

    await button(page, "Clear History").click();
    since = await toastCount(page);
    await dialog.getByRole("button", { name: "Clear All" }).click();
    await waitForToast(page, { title: "History Cleared" }, { since });
    await visible(page.getByRole("heading", { name: "No activity yet" }));
    await page.reload();
    await visible(page.getByRole("heading", { name: "No activity yet" }));
  });

  it.each(["light", "dark"] as const)("every tab and the clear dialog pass axe in the %s theme", async (theme) => {
    const { page, context } = await openPage("/", { colorScheme: theme });
    await seedHistory(context, Date.now());
    await showHistory(page);
    const check = async (what: string) => expect(await axeViolations(page), `${what} (${theme})`).toBe("");
    await check("Recent Activity");
    for (const name of ["Favorites", "Statistics", "Analytics"]) {
      await tab(page, name).click();
      if (name === "Analytics") await visible(page.getByRole("heading", { name: "Usage by Tool" }));
      await check(name);
    }
    await button(page, "Clear History").click();
    await visible(page.getByRole("dialog", { name: "Clear History" }));
    await check("the clear dialog");
  });

  it("holds at 375 px, empty and with activity on every tab", async () => {
    const { page, context } = await openPage("/history", { width: 375, height: 740 });
    const fits = async (what: string) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(375);
    await visible(page.getByRole("heading", { name: "No activity yet" }));
    await fits("empty");
    await seedHistory(context, Date.now());
    await showHistory(page);
    await fits("Recent Activity");
    for (const name of ["Favorites", "Statistics", "Analytics"]) {
      await tab(page, name).click();
      if (name === "Analytics") await visible(page.getByRole("heading", { name: "Usage by Tool" }));
      await fits(name);
    }
  });
});

describe("History of a signed-in account", () => {
  it("follows the account to a second browser; signing out clears it from the browser only", async () => {
    const account = await createConfirmedAccount("history");

    // Browser B used a tool before signing in: that use joins the account.
    const { page: other } = await openPage("/");
    await generatePassword(other);

    const { page } = await openPage("/signin");
    await signIn(page, account);
    await page.goto("/tools/json-formatter");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Format" && !b.disabled),
    );
    // Posted to the account as it happens (listened for before the click, which may answer first).
    const posted = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/me/history") && response.request().method() === "POST" && response.ok(),
    );
    await button(page, "Format").click();
    await posted;

    await signIn(other, account);
    await other.goto("/history");
    await expect.poll(() => descriptions(other)).toEqual(["Formatted JSON", "Generated a password"]);

    // And back in the first browser, B's earlier use is there too.
    await page.goto("/history");
    await expect.poll(() => descriptions(page)).toEqual(["Formatted JSON", "Generated a password"]);

    // Signing out in B empties its History; the account keeps it.
    await other.getByRole("banner").getByRole("button", { name: "Account menu" }).click();
    await other.getByRole("menuitem", { name: "Sign out" }).click();
    // Signed out once the header offers Sign In again (leaving the page sooner would cut the sign-out short).
    await visible(other.getByRole("banner").getByRole("link", { name: "Sign In" }));
    await other.goto("/history");
    await visible(other.getByRole("heading", { name: "No activity yet" }));
    await page.reload();
    await expect.poll(() => descriptions(page)).toEqual(["Formatted JSON", "Generated a password"]);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
