import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { fillEditorsAsUsersDo } from "../../../e2e/editor";
import { downloadOf, openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/diff-checker";
/** The first answer also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };

const ORIGINAL = "The quick brown fox\njumps over\nthe lazy dog.\n";
const CHANGED = "The Quick red fox\njumps over\nthe lazy dog!\nThe end.\n";

const original = (page: Page) => page.getByLabel("Original Text", { exact: true });
const changed = (page: Page) => page.getByLabel("Changed Text", { exact: true });
const counts = (page: Page) => page.getByRole("status").filter({ hasText: /line|differences/ });

/**
 * A diff pane's lines as a user sees them: the gutter's sign (− removed, + added, · a blank facing a line of the
 * other side), the text, and [what is highlighted inside it].
 */
function rows(pane: Locator): Promise<string[]> {
  return pane.evaluate(async (content) => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    return [...content.querySelectorAll(":scope > .cm-line")].map((line) => {
      const sign = line.classList.contains("cm-diff-removed")
        ? "−"
        : line.classList.contains("cm-diff-added")
          ? "+"
          : line.classList.contains("cm-diff-filler")
            ? "·"
            : " ";
      const copy = line.cloneNode(true) as Element;
      copy.querySelectorAll("[class*=-mark]").forEach((mark) => mark.replaceWith(`[${mark.textContent}]`));
      return `${sign} ${copy.textContent}`;
    });
  });
}

/** The − and + a pane's sign gutter shows, top to bottom. */
function signs(page: Page, label: string): Promise<string> {
  return page.getByLabel(label, { exact: true }).evaluate((content) =>
    [...content.closest(".cm-editor")!.querySelectorAll(".cm-diff-signs .cm-gutterElement")]
      .filter((element) => (element as HTMLElement).style.visibility !== "hidden")
      .map((element) => element.textContent)
      .join(""),
  );
}

async function open() {
  const opened = await openPage(PATH);
  fillEditorsAsUsersDo(original(opened.page));
  await original(opened.page).fill(ORIGINAL);
  await changed(opened.page).fill(CHANGED);
  return opened;
}

describe("Diff Checker", () => {
  it("counts the added and removed lines and highlights the changed words side by side", async () => {
    const { page } = await open();
    await expect.poll(() => counts(page).textContent(), FIRST_ANSWER).toBe("+3 lines added, −2 lines removed");
    const left = page.getByLabel("Original", { exact: true });
    const right = page.getByLabel("Changed", { exact: true });
    await expect.poll(() => rows(left)).toEqual(["− The [quick brown] fox", "  jumps over", "− the lazy dog[.]", "· "]);
    expect(await rows(right)).toEqual(["+ The [Quick red] fox", "  jumps over", "+ the lazy dog[!]", "+ The end."]);
    expect(await signs(page, "Original")).toBe("− − ");
    expect(await signs(page, "Changed")).toBe("+ ++");

    await page.getByRole("radio", { name: /Character/ }).check();
    await expect
      .poll(() => rows(right))
      .toEqual(["+ The [Q]uick r[ed] fox", "  jumps over", "+ the lazy dog[!]", "+ The end."]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows one unified view, and ignores case when asked", async () => {
    const { page } = await open();
    await page.getByRole("radio", { name: "Unified" }).check();
    const unified = page.getByLabel("Both texts, line by line", { exact: true });
    await expect
      .poll(() => rows(unified), FIRST_ANSWER)
      .toEqual([
        "− The [quick brown] fox",
        "+ The [Quick red] fox",
        "  jumps over",
        "− the lazy dog[.]",
        "+ the lazy dog[!]",
        "+ The end.",
      ]);

    await page.getByRole("switch", { name: "Ignore case" }).click();
    await expect.poll(() => counts(page).textContent()).toBe("+3 lines added, −2 lines removed");
    await expect
      .poll(() => rows(unified))
      .toEqual([
        "− The quick [brown] fox",
        "+ The Quick [red] fox",
        "  jumps over",
        "− the lazy dog[.]",
        "+ the lazy dog[!]",
        "+ The end.",
      ]);
    await changed(page).fill("THE QUICK BROWN FOX\njumps over\nthe lazy dog.\n");
    await expect.poll(() => counts(page).textContent()).toBe("No differences: the texts are the same.");
    expect(await page.getByRole("button", { name: "Download .diff" }).isDisabled()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("downloads the unified diff", async () => {
    const { page } = await open();
    await expect.poll(() => counts(page).textContent(), FIRST_ANSWER).toBe("+3 lines added, −2 lines removed");
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download .diff" }).click());
    expect(file.name).toBe("changes.diff");
    expect(file.text).toBe(
      "--- a/original\n+++ b/changed\n@@ -1,3 +1,4 @@\n-The quick brown fox\n+The Quick red fox\n jumps over\n" +
        "-the lazy dog.\n+the lazy dog!\n+The end.\n",
    );
    expect(pageErrors(page)).toEqual([]);
  });
});
