import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { clipboardText, downloadOf, openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/hashtag-generator";

/** The tags as shown, in order. */
function shownTags(page: Page): Promise<string[]> {
  return page.getByRole("list", { name: "Hashtags" }).getByRole("button").allTextContents();
}

async function open(options: Parameters<typeof openPage>[1] = {}) {
  const { page } = await openPage(PATH, { clipboard: true, ...options });
  await page.getByLabel("Post Description").waitFor();
  return page;
}

function tile(page: Page, name: string) {
  return page.getByRole("group", { name: "Categories" }).getByRole("button", { name });
}

describe("Hashtag Generator", () => {
  it("starts with eight popular tags and turns description words into tags", async () => {
    const page = await open();
    expect(await tile(page, "Popular").getAttribute("aria-pressed")).toBe("true");
    expect(await tile(page, "Travel").getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => shownTags(page).then((tags) => tags.length)).toBe(8);
    await page.getByText("Tip: 5-10 hashtags work best for Instagram.", { exact: false }).waitFor();

    await page.getByLabel("Post Description").fill("Golden sunset at the beach, with friends!");
    await expect
      .poll(async () => (await shownTags(page)).slice(0, 4))
      .toEqual(["#golden", "#sunset", "#beach", "#friends"]);
    const tags = await shownTags(page);
    expect(tags).toHaveLength(12);
    expect(tags).not.toContain("#at");
    expect(tags).not.toContain("#the");
    expect(tags.every((tag) => /^#[\p{L}\p{N}_]{2,}$/u.test(tag))).toBe(true);
    await page.getByText("12 hashtags").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("puts custom hashtags first, without their '#', ignoring one-letter tags", async () => {
    const page = await open();
    await page.getByLabel("Post Description").fill("coffee morning");
    await page.getByLabel("Custom Hashtags").fill("#MyBrand, launch x");
    await expect
      .poll(async () => (await shownTags(page)).slice(0, 4))
      .toEqual(["#MyBrand", "#launch", "#coffee", "#morning"]);
    expect(await shownTags(page)).not.toContain("#x");
    expect(pageErrors(page)).toEqual([]);
  });

  it("adds niche and trending tags with their switches", async () => {
    const page = await open();
    await page.getByLabel("Post Description").fill("sunset");
    await expect.poll(() => shownTags(page)).toContain("#sunset");
    expect(await shownTags(page)).not.toContain("#sunsetphotography");

    await page.getByRole("switch", { name: "Niche Hashtags" }).click();
    await expect
      .poll(() => shownTags(page))
      .toEqual(expect.arrayContaining(["#sunsetphotography", "#sunsetlife", "#sunsetlove"]));

    await page.getByRole("switch", { name: "Trending Hashtags" }).click();
    await expect
      .poll(() => shownTags(page))
      .toEqual(expect.arrayContaining(["#viral", "#trending", "#explore", "#fyp", "#reels", "#instagram"]));

    await page.getByRole("switch", { name: "Niche Hashtags" }).click();
    await expect.poll(() => shownTags(page)).not.toContain("#sunsetlove");
    expect(pageErrors(page)).toEqual([]);
  });

  it("changes the set with the category tiles, several at once", async () => {
    const page = await open();
    await page.getByLabel("Post Description").fill("sunset");
    await expect.poll(() => shownTags(page).then((tags) => tags.length)).toBe(9);

    await tile(page, "Popular").click();
    expect(await tile(page, "Popular").getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => shownTags(page)).toEqual(["#sunset"]);

    await tile(page, "Travel").click();
    await tile(page, "Food").click();
    expect(await tile(page, "Travel").getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => shownTags(page).then((tags) => tags.length)).toBe(17);

    await tile(page, "Travel").click();
    await expect.poll(() => shownTags(page).then((tags) => tags.length)).toBe(9);
    expect(pageErrors(page)).toEqual([]);
  });

  it("caps the count with the max slider (5 to 50 in steps of 5)", async () => {
    const page = await open();
    for (const name of ["Travel", "Food", "Music"]) await tile(page, name).click();
    const slider = page.getByRole("slider", { name: "Maximum Hashtags" });
    expect(await slider.inputValue()).toBe("20");
    await expect.poll(() => shownTags(page).then((tags) => tags.length)).toBe(20);
    await page.getByText("Showing 20 of 32", { exact: false }).waitFor();

    await slider.focus();
    await page.keyboard.press("Home");
    await expect.poll(() => shownTags(page).then((tags) => tags.length)).toBe(5);
    await page.keyboard.press("ArrowRight");
    expect(await slider.inputValue()).toBe("10");
    await expect.poll(() => shownTags(page).then((tags) => tags.length)).toBe(10);
    await page.keyboard.press("End");
    expect(await slider.inputValue()).toBe("50");
    await expect.poll(() => shownTags(page).then((tags) => tags.length)).toBe(32);
    expect(pageErrors(page)).toEqual([]);
  });

  it("keeps its category picks while typing and reshuffles on Shuffle", async () => {
    const page = await open();
    const picks = await shownTags(page);
    expect(picks).toHaveLength(8);
    await page.getByLabel("Post Description").pressSequentially("lazy weekend");
    await expect.poll(() => shownTags(page)).toEqual(["#lazy", "#weekend", ...picks]);

    await page.getByRole("button", { name: "Shuffle" }).click();
    await expect.poll(async () => (await shownTags(page)).slice(2).join(" ")).not.toBe(picks.join(" "));
    expect((await shownTags(page)).slice(0, 2)).toEqual(["#lazy", "#weekend"]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("switches the # form with the tabs; copies one tag, all tags, and downloads hashtags.txt", async () => {
    const page = await open();
    await page.getByLabel("Post Description").fill("sunset beach");
    await tile(page, "Popular").click();
    await page.getByRole("switch", { name: "Trending Hashtags" }).click();
    const withHash = "#sunset #beach #viral #trending #explore #fyp #reels #instagram";
    await expect.poll(async () => (await shownTags(page)).join(" ")).toBe(withHash);

    await page.getByRole("button", { name: "#beach", exact: true }).click();
    await page.getByText("#beach copied to clipboard").waitFor();
    expect(await clipboardText(page)).toBe("#beach");

    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe(withHash);

    let file = await downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());
    expect(file.name).toBe("hashtags.txt");
    expect(file.text).toBe(withHash);

    await page.getByRole("tab", { name: "Without # Symbol" }).click();
    const withoutHash = withHash.replaceAll("#", "");
    await expect.poll(async () => (await shownTags(page)).join(" ")).toBe(withoutHash);
    await page.getByRole("button", { name: "sunset", exact: true }).click();
    await expect.poll(() => clipboardText(page)).toBe("sunset");

    await page.getByRole("button", { name: /^(Copy|Copied!)$/ }).click();
    await expect.poll(() => clipboardText(page)).toBe(withoutHash);
    file = await downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());
    expect(file.name).toBe("hashtags.txt");
    expect(file.text).toBe(withoutHash);

    await page.getByRole("tab", { name: "With # Symbol" }).click();
    await expect.poll(async () => (await shownTags(page)).join(" ")).toBe(withHash);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows an empty state with nothing to suggest, and fits a phone screen in dark mode", async () => {
    const page = await open({ width: 375, colorScheme: "dark" });
    await tile(page, "Popular").click();
    await page.getByText("Type a post description, add your own hashtags or pick a category").first().waitFor();
    expect(await page.getByRole("button", { name: "Copy", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Download", exact: true }).isDisabled()).toBe(true);

    await page.getByLabel("Post Description").fill("supercalifragilisticexpialidocious antidisestablishmentarianism");
    await page.getByRole("switch", { name: "Niche Hashtags" }).click();
    for (const name of ["Technology", "Education"]) await tile(page, name).click();
    await expect.poll(() => shownTags(page).then((tags) => tags.length)).toBe(20);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
