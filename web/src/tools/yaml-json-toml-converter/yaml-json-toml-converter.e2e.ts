import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { editorText, fillEditorsAsUsersDo, markedLineText } from "../../../e2e/editor";
import { openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/yaml-json-toml-converter";
/** The first answer also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };

const input = (page: Page) => page.getByLabel("Input", { exact: true });
const output = (page: Page) => editorText(page.getByLabel("Output", { exact: true }));

async function open() {
  const opened = await openPage(PATH);
  fillEditorsAsUsersDo(input(opened.page));
  return opened;
}

describe("YAML JSON TOML Converter", () => {
  it("turns YAML with an anchor and a merge key into JSON as the user types", async () => {
    const { page } = await open();
    await input(page).fill("base: &base\n  host: localhost\n  port: 5432\ndev:\n  <<: *base\n  name: dev\n");
    await expect
      .poll(() => output(page), FIRST_ANSWER)
      .toBe(
        '{\n  "base": {\n    "host": "localhost",\n    "port": 5432\n  },\n' +
          '  "dev": {\n    "host": "localhost",\n    "port": 5432,\n    "name": "dev"\n  }\n}\n',
      );
    expect(pageErrors(page)).toEqual([]);
  });

  it("turns JSON into TOML, keeping the key order, and swaps the direction", async () => {
    const { page } = await open();
    await page.getByLabel("From", { exact: true }).selectOption("JSON");
    await page.getByLabel("To", { exact: true }).selectOption("TOML");
    await input(page).fill('{"title": "Penknife", "owner": {"name": "Ada"}, "servers": [{"ip": "10.0.0.1"}]}');
    await expect
      .poll(() => output(page), FIRST_ANSWER)
      .toBe('title = "Penknife"\n\n[owner]\nname = "Ada"\n\n[[servers]]\nip = "10.0.0.1"\n');
    await page.getByRole("button", { name: "Swap" }).click();
    await expect
      .poll(() => output(page))
      .toBe(
        '{\n  "title": "Penknife",\n  "owner": {\n    "name": "Ada"\n  },\n  "servers": [\n    {\n      "ip": "10.0.0.1"\n    }\n  ]\n}\n',
      );
  });

  it("names a syntax error with its line and column, marks the line and keeps the text", async () => {
    const { page } = await open();
    await page.getByLabel("From", { exact: true }).selectOption("JSON");
    await page.getByLabel("To", { exact: true }).selectOption("YAML");
    await input(page).fill('{\n  "a": 1,\n  "b" 2\n}');
    const alert = page.getByRole("alert").filter({ hasText: "line 3" });
    await expect.poll(() => alert.textContent(), FIRST_ANSWER).toBe("expected `:` (line 3, column 7)");
    expect(await markedLineText(input(page))).toBe('  "b" 2');
    expect(await editorText(input(page))).toBe('{\n  "a": 1,\n  "b" 2\n}');
    expect(await output(page)).toBe("");
  });

  it("refuses a billion laughs instead of expanding it", async () => {
    const { page } = await open();
    const levels = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"];
    for (const [name, previous] of ["ba", "cb", "dc", "ed", "fe", "gf", "hg", "ih"]) {
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(", ")}]`);
    }
    await input(page).fill(levels.join("\n"));
    const alert = page.getByRole("alert").filter({ hasText: "billion-laughs" });
    await expect
      .poll(() => alert.textContent(), FIRST_ANSWER)
      .toBe(
        "The YAML’s aliases would expand to more than 1,000,000 nodes (line 7, column 8): refused, as a billion-laughs attack would be.",
      );
  });
});
