// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { StatGrid, type StatGridVariant } from "./StatGrid";

const ITEMS = [
  { key: "words", label: "Words", value: "1,234" },
  { key: "longest", label: "Longest word", value: "antidisestablishmentarianism" },
];

const VARIANTS: StatGridVariant[] = ["headline", "detail", "rows"];

/** What a screen reader reads, in order: each term, then its definition. */
function spokenOrder(): string[] {
  return screen
    .getAllByRole("term")
    .flatMap((term) => [term.textContent, term.nextElementSibling?.textContent])
    .map((text) => text ?? "");
}

describe("StatGrid", () => {
  afterEach(cleanup);

  it.each(VARIANTS)("%s: reads each label, then its value", (variant) => {
    render(<StatGrid items={ITEMS} variant={variant} />);
    expect(spokenOrder()).toEqual(["Words", "1,234", "Longest word", "antidisestablishmentarianism"]);
    expect(screen.getAllByRole("definition").map((dd) => dd.textContent)).toEqual(ITEMS.map((item) => item.value));
  });

  it.each(VARIANTS)("%s: groups a dt and its dd in a plain div, with no ARIA on them", (variant) => {
    const { container } = render(<StatGrid items={ITEMS} variant={variant} />);
    const list = container.querySelector("dl")!;
    expect([...list.children].map((group) => group.tagName)).toEqual(["DIV", "DIV"]);
    for (const group of list.children) {
      expect([...group.children].map((child) => child.tagName)).toEqual(["DT", "DD"]);
      for (const element of [group, ...group.children]) {
        const aria = element.getAttributeNames().filter((name) => name.startsWith("aria-") || name === "role");
        expect(aria, element.outerHTML).toEqual([]);
      }
    }
  });

  it.each(VARIANTS)("%s: passes axe's definition-list and ARIA rules", async (variant) => {
    const { container } = render(<StatGrid items={ITEMS} variant={variant} />);
    const results = await axe.run(container, {
      runOnly: ["definition-list", "dlitem", "aria-prohibited-attr", "aria-allowed-attr"],
    });
    // axe files a named dd under "needs review" when it has text, so both lists must be empty.
    expect([...results.violations, ...results.incomplete].map((result) => result.id)).toEqual([]);
  });
});
