/**
 * The Premium box on each tool page names only what Premium would add, never what the free page already does
 * (issue 30): each check finds the free feature on the page itself, then reads the box beside it.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { tools } from "@/tools/registry";
import type { ToolMeta } from "@/tools/tool-meta";
import { openPage, pageErrors } from "./harness";
import { drawImage } from "./images";

const built = tools.filter((tool) => tool.page);
const tool = (slug: string) => built.find((candidate) => candidate.slug === slug)!;

/** The extras the tool's Premium box lists, once the page has drawn it. */
async function extrasOf(page: Page, meta: ToolMeta): Promise<string[]> {
  // The tests run the macros outside production, so a descriptor keeps its English words in `message`.
  const box = page.getByRole("region", { name: meta.premiumTitle?.message ?? `Premium ${meta.name.message}` });
  await box.waitFor();
  return box.getByRole("listitem").allInnerTexts();
}

/** The extras matching `pattern`: what the test expects to be none. */
const selling = (extras: string[], pattern: RegExp) => extras.filter((extra) => pattern.test(extra));

describe("tool pages' Premium boxes", () => {
  it(
    "sell nothing every page gives: no box offers ad-free use or faster processing",
    { timeout: 120_000 },
    async () => {
      const { page } = await openPage("/");
      for (const meta of built) {
        await page.goto(`/tools/${meta.slug}`);
        const extras = await extrasOf(page, meta);
        expect(extras.length, meta.slug).toBeGreaterThan(0);
        // The site shows no ads to anyone, and every tool runs in the browser as fast as the device allows.
        expect(selling(extras, /ad[- ]?free|\bads\b|priority|speed/i), meta.slug).toEqual([]);
      }
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it("an image tool's box does not sell batch processing when its page takes several files at once", async () => {
    const compressor = tool("image-compressor");
    const { page } = await openPage(`/tools/${compressor.slug}`);
    const a = await drawImage(page, "a.png", { width: 40, height: 30, type: "image/png" });
    const b = await drawImage(page, "b.png", { width: 30, height: 40, type: "image/png" });
    await page.locator("input[type=file]").setInputFiles([a, b]);
    await expect.poll(() => page.getByTestId("image-file").count()).toBe(2);
    expect(selling(await extrasOf(page, compressor), /batch|bulk|several|multiple/i)).toEqual([]);

    // The others (one image to Base64, a QR code drawn from text) may offer several at once as Premium's.
    const batchPages: string[] = [];
    for (const meta of built.filter((candidate) => candidate.category === "image-media")) {
      await page.goto(`/tools/${meta.slug}`);
      const extras = await extrasOf(page, meta);
      // The whole page, not its placeholder: the tool's and its engine's loading states are gone.
      await expect.poll(() => page.locator("[data-loading]").count()).toBe(0);
      if ((await page.locator("input[type=file][multiple]").count()) === 0) continue;
      batchPages.push(meta.slug);
      expect(selling(extras, /batch|bulk/i), meta.slug).toEqual([]);
    }
    // The image converters and the compressor take several files.
    expect(batchPages).toEqual(
      expect.arrayContaining(["image-compressor", "png-to-jpg", "jpg-to-png", "webp-converter"]),
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it("the Pastebin's box does not sell password protection: the page locks a paste with a password", async () => {
    const pastebin = tool("pastebin-clone");
    const { page } = await openPage(`/tools/${pastebin.slug}`);
    await page.getByRole("switch", { name: "Private Paste" }).click();
    await page.getByLabel("Password (optional)").waitFor();
    expect(selling(await extrasOf(page, pastebin), /password/i)).toEqual([]);
  });

  it("the minifiers' boxes do not sell the renaming and compression their options give", async () => {
    const { page } = await openPage("/");
    const cases: [slug: string, switches: string[]][] = [
      ["js-minifier", ["Rename Variables", "Remove Dead Code"]],
      // Its inline scripts go through the JS minifier at its smallest: renamed, dead code removed.
      ["html-minifier", ["Minify JavaScript"]],
    ];
    for (const [slug, switches] of cases) {
      const meta = tool(slug);
      await page.goto(`/tools/${slug}`);
      await page.getByRole("tab", { name: "Options" }).click();
      for (const name of switches) await page.getByRole("switch", { name, exact: true }).waitFor();
      expect(selling(await extrasOf(page, meta), /advanced|renam|tree shak|dead code/i), slug).toEqual([]);
    }
  });

  it("the generators' boxes do not sell bulk output: their pages make and download many at once", async () => {
    const { page } = await openPage("/tools/username-generator");
    await page.getByLabel("Number of Usernames").fill("50");
    await page.getByLabel("Number of Usernames").blur();
    const usernames = page.getByRole("list", { name: "Usernames" }).getByRole("listitem");
    await expect.poll(() => usernames.count()).toBe(50);
    await page.getByRole("button", { name: "Download" }).waitFor();
    expect(selling(await extrasOf(page, tool("username-generator")), /bulk|batch/i)).toEqual([]);

    await page.goto("/tools/random-number-generator");
    await page.getByRole("button", { name: "Download" }).first().waitFor();
    expect(selling(await extrasOf(page, tool("random-number-generator")), /bulk|batch/i)).toEqual([]);
  });
});
