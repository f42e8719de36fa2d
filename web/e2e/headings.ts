/** The page's headings as a screen reader lists them (hidden ones left out), to check the outline's order. */
import type { Page } from "playwright-core";

export interface Heading {
  level: number;
  name: string;
}

/** Every heading in the accessibility tree, in document order, with its level and text. */
export async function headingOutline(page: Page): Promise<Heading[]> {
  const headings = await page.getByRole("heading").all();
  return Promise.all(
    headings.map((heading) =>
      heading.evaluate((element) => ({
        level: Number(element.getAttribute("aria-level") ?? element.tagName.slice(1)),
        name: (element.textContent ?? "").replace(/\s+/g, " ").trim(),
      })),
    ),
  );
}

/** Headings that go more than one level deeper than the one before (axe's 'heading-order'); the first must be h1. */
export function skippedHeadings(outline: Heading[]): Heading[] {
  return outline.filter((heading, index) => heading.level > (index === 0 ? 1 : outline[index - 1]!.level + 1));
}
