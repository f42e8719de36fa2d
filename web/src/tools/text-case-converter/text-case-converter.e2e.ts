import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { editorText, pasteInto } from "../../../e2e/editor";
import { clipboardText, holdRequests, openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/text-case-converter";
/** The first conversion also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };

const NAMES = [
  "UPPERCASE",
  "lowercase",
  "Title Case",
  "Sentence case",
  "camelCase",
  "PascalCase",
  "snake_case",
  "kebab-case",
  "CONSTANT_CASE",
  "dot.case",
];

const input = (page: Page) => page.getByLabel("Text to Convert");
const result = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const results = (page: Page) => Promise.all(NAMES.map((name) => result(page, name).inputValue()));

describe("Text Case Converter", () => {
  it("converts typed text to all ten formats as it changes", async () => {
    const { page } = await openPage(PATH);
    await input(page).pressSequentially("hello world example");
    await expect
      .poll(() => results(page), FIRST_ANSWER)
      .toEqual([
        "HELLO WORLD EXAMPLE",
        "hello world example",
        "Hello World Example",
        "Hello world example",
        "helloWorldExample",
        "HelloWorldExample",
        "hello_world_example",
        "hello-world-example",
        "HELLO_WORLD_EXAMPLE",
        "hello.world.example",
      ]);
    // Existing humps, acronyms and digits split words.
    await input(page).pressSequentially(" XMLHttpRequest2");
    await expect.poll(() => result(page, "snake_case").inputValue()).toBe("hello_world_example_xml_http_request_2");
    await expect.poll(() => result(page, "camelCase").inputValue()).toBe("helloWorldExampleXmlHttpRequest2");
    expect(pageErrors(page)).toEqual([]);
  });

  it("keeps line breaks and punctuation in the prose formats", async () => {
    const { page } = await openPage(PATH);
    await input(page).fill("first LINE, here. second sentence!\n\nnew paragraph");
    await expect
      .poll(() => result(page, "Sentence case").inputValue(), FIRST_ANSWER)
      .toBe("First line, here. Second sentence!\n\nNew paragraph");
    expect(await result(page, "Title Case").inputValue()).toBe("First Line, Here. Second Sentence!\n\nNew Paragraph");
    expect(await result(page, "kebab-case").inputValue()).toBe("first-line-here-second-sentence-new-paragraph");
  });

  it("handles Unicode letters", async () => {
    const { page } = await openPage(PATH);
    await input(page).fill("Ärger über Öl");
    await expect.poll(() => result(page, "snake_case").inputValue(), FIRST_ANSWER).toBe("ärger_über_öl");
    expect(await result(page, "PascalCase").inputValue()).toBe("ÄrgerÜberÖl");
    expect(await result(page, "UPPERCASE").inputValue()).toBe("ÄRGER ÜBER ÖL");
    expect(await result(page, "CONSTANT_CASE").inputValue()).toBe("ÄRGER_ÜBER_ÖL");
    expect(pageErrors(page)).toEqual([]);
  });

  it("copies each format with its own button", async () => {
    const { page } = await openPage(PATH, { clipboard: true });
    await input(page).fill("copy this text");
    await expect.poll(() => result(page, "camelCase").inputValue(), FIRST_ANSWER).toBe("copyThisText");
    expect(await page.getByRole("button", { name: /^Copy / }).count()).toBe(10);

    await page.getByRole("button", { name: "Copy camelCase" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe("copyThisText");

    await page.getByRole("button", { name: "Copy CONSTANT_CASE" }).click();
    await expect.poll(() => clipboardText(page)).toBe("COPY_THIS_TEXT");
    expect(pageErrors(page)).toEqual([]);
  });

  it("Clear empties the input and every result", async () => {
    const { page } = await openPage(PATH);
    await input(page).fill("something to clear");
    await expect.poll(() => result(page, "dot.case").inputValue(), FIRST_ANSWER).toBe("something.to.clear");
    await page.getByRole("button", { name: "Clear" }).click();
    expect(await editorText(input(page))).toBe("");
    await expect.poll(() => results(page)).toEqual(NAMES.map(() => ""));
    expect(await page.getByRole("button", { name: "Copy camelCase" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Clear" }).isDisabled()).toBe(true);
  });

  it(
    "converts a 5 MB paste while the page stays editable, showing previews and copying everything",
    { timeout: 120_000 },
    async () => {
      // Hold the engine download so the worker is surely still at work when the test looks.
      const { page, context } = await openPage("/", { clipboard: true });
      const release = await holdRequests(context, "**/*.wasm");
      await page.goto(PATH);
      const line = `${"The quick brown fox jumps over the lazy dog. ".repeat(10)}\n`;
      const big = line.repeat(Math.ceil((5 * 1024 * 1024) / line.length));
      await pasteInto(input(page), big);
      await page.getByRole("status").filter({ hasText: "Converting…" }).waitFor();
      // The box still takes typing while the worker converts.
      await input(page).press("ControlOrMeta+End");
      await input(page).pressSequentially("END");
      await expect.poll(() => editorText(input(page)).then((text) => text.split("\n").at(-1))).toBe("END");
      release();

      // The final result (with "END") arrives: its length is in the preview note.
      const finalLength = (big.length + 3).toLocaleString("en-US");
      await expect
        .poll(() => page.locator("#case-upper-note").textContent(), { timeout: 90_000, interval: 250 })
        .toBe(`Showing the first 10,000 of ${finalLength} characters. Copy copies all of it.`);
      expect(
        await result(page, "UPPERCASE")
          .inputValue()
          .then((v) => v.length),
      ).toBe(10_000);
      expect(
        await result(page, "UPPERCASE")
          .inputValue()
          .then((v) => v.slice(0, 20)),
      ).toBe("THE QUICK BROWN FOX ");
      expect(
        await result(page, "snake_case")
          .inputValue()
          .then((v) => v.slice(0, 20)),
      ).toBe("the_quick_brown_fox_");

      await page.getByRole("button", { name: "Copy UPPERCASE" }).click();
      await page.getByRole("button", { name: "Copied!" }).waitFor({ timeout: 30_000 });
      const copied = await page.evaluate(async () => {
        const text = await navigator.clipboard.readText();
        return { length: text.length, tail: text.slice(-9) };
      });
      expect(copied).toEqual({ length: big.length + 3, tail: "DOG. \nEND" });
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it("fits a 375 px phone in the dark theme", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await input(page).fill(
      "A rather long sentence that must wrap nicely on a narrow phone screen without scrolling sideways",
    );
    await expect.poll(() => result(page, "camelCase").inputValue(), FIRST_ANSWER).toMatch(/^aRatherLongSentence/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
