import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { editorText, fillEditorsAsUsersDo, pasteInto } from "../../../e2e/editor";
import { holdRequests, openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/html-entity-encoder-decoder";
/** The first answer also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };

const text = (page: Page) => page.getByLabel("Text", { exact: true });
const output = (page: Page, name: "Encoded" | "Decoded") => editorText(page.getByLabel(name, { exact: true }));

async function open() {
  const opened = await openPage(PATH);
  fillEditorsAsUsersDo(text(opened.page));
  return opened;
}

describe("HTML Entity Encoder/Decoder", () => {
  it("encodes the issue's example and decodes it back as the user types", async () => {
    const { page } = await open();
    await text(page).fill(`<a href="x">Tom & Jerry</a> it's`);
    await expect
      .poll(() => output(page, "Encoded"), FIRST_ANSWER)
      .toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt; it&#39;s");
    await text(page).fill("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;");
    await expect.poll(() => output(page, "Decoded")).toBe(`<a href="x">Tom & Jerry</a>`);
    expect(pageErrors(page)).toEqual([]);
  });

  it("decodes named, numeric and repaired references and leaves what is no reference as written", async () => {
    const { page } = await open();
    await text(page).fill("&copy 2024 &NotEqualTilde; &#x1F600; &#38; &#150; &#0; &qwerty; AT&T");
    await expect
      .poll(() => output(page, "Decoded"), FIRST_ANSWER)
      .toBe("© 2024 \u2242\u0338 😀 & – \uFFFD &qwerty; AT&T");
    await page.getByText("Text that is no reference, like &qwerty;, is left as written.").waitFor();
  });

  it("encodes every non-ASCII character as one reference when asked", async () => {
    const { page } = await open();
    await text(page).fill("café 😀");
    await expect.poll(() => output(page, "Encoded"), FIRST_ANSWER).toBe("café 😀");
    await page.getByRole("switch", { name: "Encode every non-ASCII character" }).click();
    await expect.poll(() => output(page, "Encoded")).toBe("caf&#xe9; &#x1f600;");
    expect(pageErrors(page)).toEqual([]);
  });

  it("converts a 5 MB paste in the worker while the page answers", { timeout: 120_000 }, async () => {
    // Hold the engine download so the worker is surely still at work when the test looks.
    const { page, context } = await openPage("/");
    const release = await holdRequests(context, "**/*.wasm");
    await page.goto(PATH);
    const big = "Tom &amp; Jerry ".repeat(5 * 65_536);
    await pasteInto(text(page), big);
    await page.getByRole("status").filter({ hasText: "Converting…" }).first().waitFor();
    // The page answers meanwhile: the switch takes a click at once.
    const all = page.getByRole("switch", { name: "Encode every non-ASCII character" });
    await all.click();
    expect(await all.getAttribute("aria-checked")).toBe("true");
    release();
    const decodedLength = big.replaceAll("&amp;", "&").length;
    await page
      .getByText(`${decodedLength.toLocaleString("en-US")} characters`)
      .first()
      .waitFor({ timeout: 60_000 });
    expect((await output(page, "Decoded")).slice(0, 24)).toBe("Tom & Jerry Tom & Jerry ");
    expect(pageErrors(page)).toEqual([]);
  });
});
