import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { editorText, fillEditorsAsUsersDo, pasteInto } from "../../../e2e/editor";
import { holdRequests, openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/url-encoder-decoder";
/** The first answer also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };

const text = (page: Page) => page.getByLabel("Text", { exact: true });
const output = (page: Page, name: "Encoded" | "Decoded") => editorText(page.getByLabel(name, { exact: true }));
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function open(path = PATH) {
  const opened = await openPage(path);
  fillEditorsAsUsersDo(text(opened.page));
  return opened;
}

describe("URL Encoder/Decoder", () => {
  it("encodes and decodes a component and a whole URL as the user types", async () => {
    const { page } = await open();
    await text(page).fill("a b&c/d");
    await expect.poll(() => output(page, "Encoded"), FIRST_ANSWER).toBe("a%20b%26c%2Fd");
    await text(page).fill("a%20b%26c%2Fd");
    await expect.poll(() => output(page, "Decoded")).toBe("a b&c/d");

    await page.getByRole("radio", { name: /A whole URL/ }).check();
    await text(page).fill("https://example.com/a b?q=€");
    await expect.poll(() => output(page, "Encoded")).toBe("https://example.com/a%20b?q=%E2%82%AC");
    await text(page).fill("/a%2Fb%20c");
    await expect.poll(() => output(page, "Decoded")).toBe("/a%2Fb c");
    expect(pageErrors(page)).toEqual([]);
  });

  it("names a malformed escape and bytes that are not UTF-8, with their position", async () => {
    const { page } = await open();
    await text(page).fill("abc%G1");
    const alert = page.getByRole("alert").filter({ hasText: "percent" });
    await expect
      .poll(() => alert.textContent(), FIRST_ANSWER)
      .toBe('Malformed percent sequence "%G1" at character 4: a % must be followed by two hexadecimal digits.');
    await text(page).fill("ok %C3%28");
    await page.getByText("The escapes at character 4 (%C3) do not decode to UTF-8 text.").waitFor();
    await text(page).fill("fine%21");
    await expect.poll(() => output(page, "Decoded")).toBe("fine!");
    expect(await page.getByRole("alert").filter({ hasText: "character" }).count()).toBe(0);
  });

  it("shows a URL's parts and rebuilds it from the edited table", async () => {
    const { page } = await open();
    const url = field(page, "URL");
    await url.fill("https://Example.com:8080/a b?q=two+words&x=%26#top");
    // The sample's parts show until the typed URL's arrive: wait for a part only the typed URL has.
    await expect.poll(() => field(page, "Fragment").inputValue(), FIRST_ANSWER).toBe("top");
    expect(await field(page, "Host").inputValue()).toBe("example.com");
    expect(await field(page, "Scheme").inputValue()).toBe("https");
    expect(await field(page, "Port").inputValue()).toBe("8080");
    expect(await field(page, "Path").inputValue()).toBe("/a%20b");
    expect(await field(page, "Value of parameter 1").inputValue()).toBe("two words");
    expect(await field(page, "Value of parameter 2").inputValue()).toBe("&");

    await field(page, "Value of parameter 1").fill("a b&c");
    await page.getByRole("button", { name: "Remove parameter 2" }).click();
    await page.getByRole("button", { name: "Add Parameter" }).click();
    await field(page, "Name of parameter 2").fill("page");
    await field(page, "Value of parameter 2").fill("2");
    await field(page, "Port").fill("");
    await expect.poll(() => url.inputValue()).toBe("https://example.com/a%20b?q=a+b%26c&page=2#top");

    await field(page, "Port").fill("70000");
    await page.getByRole("alert").filter({ hasText: "The URL cannot take this port: 70000" }).waitFor();
    await url.fill("example.com");
    await page.getByRole("alert").filter({ hasText: "Not a valid URL: relative URL without a base." }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("encodes a 2 MB paste in the worker while the page answers", { timeout: 120_000 }, async () => {
    // Hold the engine download so the worker is surely still at work when the test looks.
    const { page, context } = await openPage("/");
    const release = await holdRequests(context, "**/*.wasm");
    await page.goto(PATH);
    const big = "a b&c/d ".repeat(256 * 1024);
    await pasteInto(text(page), big);
    await page.getByRole("status").filter({ hasText: "Converting…" }).first().waitFor();
    // The page answers meanwhile: the URL field takes typing at once.
    await field(page, "URL").fill("typed while the worker works");
    expect(await field(page, "URL").inputValue()).toBe("typed while the worker works");
    release();
    const encodedLength = encodeURIComponent(big).length;
    await page
      .getByText(`${encodedLength.toLocaleString("en-US")} characters`)
      .first()
      .waitFor({ timeout: 60_000 });
    expect((await output(page, "Encoded")).slice(0, 26)).toBe("a%20b%26c%2Fd%20a%20b%26c%");
    expect(pageErrors(page)).toEqual([]);
  });
});
