import type { Page } from "playwright-core";

/** How far the page reaches past the screen's right edge, and the widest element that does it. */
export const overflow = (page: Page) =>
  page.evaluate(() => {
    const past = document.documentElement.scrollWidth - window.innerWidth;
    if (past <= 0) return "";
    const widest = [...document.querySelectorAll("body *")]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .sort((a, b) => b.right - a.right)[0];
    const tag = widest?.element.outerHTML.slice(0, 160) ?? "";
    return `${past} px too wide; furthest right: ${tag}`;
  });
