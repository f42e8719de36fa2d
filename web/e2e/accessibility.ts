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
import { openPage, pageErrors } from "./harness";

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

export const TOOL_ROUTES = [...new Set([...tools.map((tool) => tool.slug), ...catalogue.map((card) => card.slug)])].map(
  (slug) => `/tools/${slug}`,
);

/**
 * A built tool's main action, done as a user does it, until its result shows: its folder's `sweep.ts` (default
 * export); a tool whose input can be wrong also exports `error`, which brings its error state about.
 */
type MainAction = (page: Page) => Promise<void>;
type SweepModule = { default: MainAction; error?: MainAction };

const SWEEPS = Object.entries(import.meta.glob<SweepModule>("../src/tools/*/sweep.ts", { eager: true })).map(
  ([path, module]) => [path.split("/")[3] ?? "", module] as const,
);

/** Each built tool's main action, by tool folder (found at build time, as the registry finds meta.ts). */
export const MAIN_ACTIONS: Record<string, MainAction> = Object.fromEntries(
  SWEEPS.map(([slug, module]) => [slug, module.default]),
);

/** The error states, by tool folder, of the tools that have one. */
export const ERROR_ACTIONS: Record<string, MainAction> = Object.fromEntries(
  SWEEPS.flatMap(([slug, module]) => (module.error ? [[slug, module.error]] : [])),
);

/** The page is there: its main heading has rendered (lazy chunks included). */
export const ready = (page: Page) => page.getByRole("heading", { level: 1 }).first().waitFor();

async function expectAccessible(page: Page, what: string) {
  const violations = await axeViolations(page);
  if (violations) expect.fail(`axe found violations on ${what}:\n${violations}`);
  expect(pageErrors(page)).toEqual([]);
}

/**
 * Opens the tool at `path` and calls `check` as it opens, after its main action, and (reloaded) in its error
 * state, for the states the tool has.
 */
export async function toolStates(page: Page, path: string, check: (state: string) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  const tool = findTool(path.slice("/tools/".length));
  const action = tool?.page ? MAIN_ACTIONS[tool.slug] : undefined;
  if (action) await page.getByRole("main").locator("button, input, textarea").first().waitFor();
  await check("as it opens");
  if (!action || !tool) return;
  await action(page);
  await check("after its main action");
  const error = ERROR_ACTIONS[tool.slug];
  if (!error) return;
  await page.goto(path);
  await ready(page);
  await error(page);
  await check("in its error state");
}

/** Every route in `theme`: the pages, then the tools as they open, after their main action and in error. */
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

    it.each(TOOL_ROUTES)("%s, as it opens, after its main action and in its error state", async (path) => {
      await toolStates(page, path, (state) => expectAccessible(page, `${path} ${state} (${theme})`));
    });
  });
}

/**
 * Every route in another language, as it opens (the main actions speak English): right-to-left Arabic is where
 * labels, landmarks and contrast would slip.
 */
export function sweepInLanguage(prefix: string) {
  describe(`every route passes axe at ${prefix}`, () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await openPage(prefix));
    });
    afterAll(() => page.context().close());

    it.each([...PAGES, ...TOOL_ROUTES])("%s", async (path) => {
      await page.goto(path === "/" ? prefix : `${prefix}${path}`);
      await ready(page);
      await expectAccessible(page, `${prefix}${path}`);
    });
  });
}
