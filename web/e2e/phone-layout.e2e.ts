/**
 * Every route fits a 375 px phone: as it opens and, for the tools, after the main action and in the error state
 * (results, statistics and messages are where a wide line slips in). Nothing may make the page scroll sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { PAGES, TOOL_ROUTES, ready, toolStates } from "./accessibility";
import { openPage, pageErrors } from "./harness";
import { overflow } from "./overflow";

describe("every route fits 375 px", () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage("/", { width: 375, height: 800 }));
  });
  afterAll(() => page.context().close());

  it.each(PAGES)("%s", async (path) => {
    await page.goto(path);
    await ready(page);
    expect(await overflow(page)).toBe("");
  });

  it.each(TOOL_ROUTES)("%s, as it opens, after its main action and in its error state", async (path) => {
    await toolStates(page, path, async (state) => {
      expect(await overflow(page), `${path} ${state}`).toBe("");
    });
    expect(pageErrors(page)).toEqual([]);
  });
});
