/**
 * What axe cannot see: non-text contrast of controls and focus rings (WCAG 1.4.11), where focus goes after a
 * navigation, where toasts land on a phone, when a tool starts fetching its engine, the tool header at 1280 px,
 * and what /premium tells a visitor.
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { builtToolCount, tools } from "@/tools/registry";
import { openPage, pageErrors, toastCount, waitForToast } from "./harness";

/**
 * Contrast ratio (WCAG 2) between an element's colour property and the first opaque background behind it,
 * both as the browser paints them (a 1×1 canvas turns any CSS colour, oklch included, into sRGB).
 */
function contrastAgainstBackground(locator: Locator, property: "backgroundColor" | "outlineColor"): Promise<number> {
  return locator.evaluate((element, property) => {
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgba = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data];
    };
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((c) => c / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    let behind = element.parentElement;
    while (behind && rgba(getComputedStyle(behind).backgroundColor)[3] !== 255) behind = behind.parentElement;
    const back = luminance(rgba(getComputedStyle(behind ?? document.body).backgroundColor));
    const front = luminance(rgba(getComputedStyle(element)[property]));
    return (Math.max(front, back) + 0.05) / (Math.min(front, back) + 0.05);
  }, property);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each(["light", "dark"] as const)("controls are visible in the %s theme (WCAG 1.4.11)", (colorScheme) => {
  it("an unchecked switch's track stands out at 3:1 from the card behind it", async () => {
    const { page } = await openPage("/tools/password-generator", { colorScheme });
    const off = page.getByRole("switch", { name: "Uppercase Letters" });
    await off.click();
    await expect.poll(() => off.getAttribute("aria-checked")).toBe("false");
    expect(await contrastAgainstBackground(off, "backgroundColor")).toBeGreaterThanOrEqual(3);
  });

  it("the keyboard focus ring on a button, a tab and a switch is 2 px and at 3:1", async () => {
    const { page } = await openPage("/tools/css-minifier", { colorScheme });
    await page.getByRole("tab", { name: "Options" }).click();
    const controls = [
      page.getByRole("button", { name: "Reset to Defaults" }),
      page.getByRole("tab", { name: "Options" }),
      page.getByRole("switch").first(),
    ];
    for (const control of controls) {
      // Reached with Tab, as a keyboard user does, so :focus-visible applies.
      await control.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      expect(await control.evaluate((element) => element === document.activeElement)).toBe(true);
      const width = await control.evaluate((element) => parseFloat(getComputedStyle(element).outlineWidth));
      expect(width).toBeGreaterThanOrEqual(2);
      expect(await contrastAgainstBackground(control, "outlineColor")).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("after a navigation", () => {
  const focusedHeading = (page: Page) =>
    page.evaluate(() => (document.activeElement?.tagName === "H1" ? document.activeElement.textContent : null));

  it("focus is on the new page's heading, so it is announced and Tab starts from there", async () => {
    const { page } = await openPage("/");
    await page
      .getByRole("link", { name: /Word Counter/ })
      .first()
      .click();
    await expect.poll(() => focusedHeading(page)).toBe("Word Counter");
    await page.keyboard.press("Tab");
    const next = await page.evaluate(() => document.activeElement?.closest("main") !== null);
    expect(next).toBe(true);

    await page.getByRole("link", { name: "Back to Tools" }).click();
    await expect.poll(() => focusedHeading(page)).toMatch(/Every everyday tool/);
    expect(pageErrors(page)).toEqual([]);
  });

  it("a page that focuses its own field keeps it, and Ctrl+K still lands in the search", async () => {
    const { page } = await openPage("/tools/word-counter");
    await page.getByLabel("Your Text").waitFor();
    await page.keyboard.press("Control+k");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("tool-search");
  });
});

describe("on a phone (375 × 812)", () => {
  it("a toast hides neither the result just made nor the button that made it", async () => {
    const { page } = await openPage("/tools/css-minifier", { width: 375, height: 812 });
    await page.getByLabel("CSS Input", { exact: true }).fill("a {  color : #ff0000 ; }");
    const button = page.getByRole("button", { name: "Minify CSS", exact: true });
    const output = page.getByLabel("Minified CSS", { exact: true });
    const since = await toastCount(page);
    await button.click();
    await waitForToast(page, {}, { since });
    await output.evaluate((element) => element.scrollIntoView({ block: "end" }));
    const toast = (await page.locator("[data-sonner-toast]").first().boundingBox())!;
    const header = (await page.locator("header").first().boundingBox())!;
    expect(toast.y).toBeLessThan(header.y + header.height);
    expect(overlaps(toast, (await output.boundingBox())!)).toBe(false);
    await button.scrollIntoViewIfNeeded();
    expect(overlaps(toast, (await button.boundingBox())!)).toBe(false);
  });
});

describe("tool pages", () => {
  it("start fetching their engine as they open, before any click", async () => {
    for (const [path, engine] of [
      ["/tools/js-minifier", /minify-js.*\.wasm/],
      ["/tools/markdown-to-html-converter", /markdown.*\.wasm/],
      ["/tools/json-formatter", /json.*\.wasm/],
    ] as const) {
      const { page, context } = await openPage("about:blank");
      const fetched = context.waitForEvent("request", { predicate: (request) => engine.test(request.url()) });
      await page.goto(path);
      await fetched;
      await context.close();
    }
  });

  it("keep 'Go Premium' on one line beside Share at 1280 px", { timeout: 120_000 }, async () => {
    const { page } = await openPage("/");
    for (const tool of tools.filter((tool) => tool.page)) {
      await page.goto(`/tools/${tool.slug}`);
      const premium = page.getByRole("main").getByRole("link", { name: "Go Premium" }).first();
      const share = page.getByRole("button", { name: "Share" });
      await share.waitFor();
      const [premiumBox, shareBox] = [(await premium.boundingBox())!, (await share.boundingBox())!];
      expect(premiumBox.height, tool.slug).toBeLessThan(44);
      expect(Math.abs(premiumBox.y - shareBox.y), tool.slug).toBeLessThan(2);
    }
  });
});

describe("/premium", () => {
  it("informs: the spec's title and description, the five benefits, what is free now, and that nothing is on sale", async () => {
    const { page } = await openPage("/premium");
    await page.getByRole("heading", { level: 1, name: "Premium" }).waitFor();
    await page.getByText("Upgrade to premium for enhanced features").waitFor();
    await page.getByText("Premium is not on sale yet.").waitFor();
    const benefits = page.getByRole("region", { name: "What Premium would add" }).getByRole("heading", { level: 3 });
    expect(await benefits.allTextContents()).toEqual([
      "File Limits up to 500MB",
      "Ad-Free Use",
      "Advanced QR Code Generator",
      "Private Paste Tool with Password Lock",
      "Priority Conversion Speed",
    ]);
    // Where each stands today, truthfully: the Pastebin and its password lock exist.
    const paste = page.getByRole("listitem").filter({ hasText: "Private Paste Tool with Password Lock" });
    expect(await paste.textContent()).toContain("Free today: the Pastebin encrypts a private paste in your browser");
    expect(await page.getByText(/on its way/).count()).toBe(0);
    await page.getByText(`All ${builtToolCount} tools that are built`).waitFor();
    await page.getByRole("link", { name: "Browse the tools" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });
});
