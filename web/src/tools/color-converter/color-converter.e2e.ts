import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/color-converter";
/** The first answer also loads the wasm engine. */
const FIRST_ANSWER = { timeout: 15_000 };

/** The notation rows as a user reads them: name → value. */
const notations = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll("dl > div")].map((row) => [
        row.querySelector("dt")?.textContent ?? "",
        row.querySelector("dd > span")?.textContent ?? "",
      ]),
    ),
  );

describe("Color Converter", () => {
  it("shows a colour in every notation, from any of them and from the picker", async () => {
    const { page } = await openPage(PATH);
    const color = page.getByLabel("Color", { exact: true });
    await color.fill("#ff0000");
    await expect.poll(async () => (await notations(page)).RGB, FIRST_ANSWER).toBe("rgb(255, 0, 0)");
    expect(await notations(page)).toEqual({
      HEX: "#ff0000",
      RGB: "rgb(255, 0, 0)",
      HSL: "hsl(0, 100%, 50%)",
      HWB: "hwb(0 0% 0%)",
      CMYK: "cmyk(0%, 100%, 100%, 0%)",
      LAB: "lab(54.29 80.8 69.89)",
      LCH: "lch(54.29 106.84 40.86)",
      OKLCH: "oklch(62.8% 0.2577 29.23)",
      "CSS name": "red",
    });
    await color.fill("hsl(120, 100%, 25%)");
    await expect.poll(async () => (await notations(page)).HEX).toBe("#008000");
    expect((await notations(page))["CSS name"]).toBe("green");
    await page.getByLabel("Pick: Color", { exact: true }).fill("#336699");
    await expect.poll(() => color.inputValue()).toBe("#336699");
    expect((await notations(page)).RGB).toBe("rgb(51, 102, 153)");
    expect(pageErrors(page)).toEqual([]);
  });

  it("names a malformed colour and keeps what was typed", async () => {
    const { page } = await openPage(PATH);
    const color = page.getByLabel("Color", { exact: true });
    await color.fill("rgb(300 0");
    const alert = page.getByRole("alert").filter({ hasText: "color" });
    await expect
      .poll(() => alert.textContent(), FIRST_ANSWER)
      .toBe("This is not a valid rgb() color: check its numbers, units and separators.");
    expect(await color.inputValue()).toBe("rgb(300 0");
    expect(await color.getAttribute("aria-invalid")).toBe("true");
  });

  it("checks contrast with the WCAG verdicts: black on white is 21:1", async () => {
    const { page } = await openPage(PATH);
    await page.getByLabel("Text color", { exact: true }).fill("black");
    await page.getByLabel("Background", { exact: true }).fill("white");
    await expect.poll(() => page.getByTestId("contrast-ratio").textContent(), FIRST_ANSWER).toBe("21:1");
    await page.getByLabel("Text color", { exact: true }).fill("#777777");
    await expect.poll(() => page.getByTestId("contrast-ratio").textContent()).toBe("4.48:1");
    const verdict = (name: string) => page.getByRole("listitem").filter({ hasText: name });
    expect(await verdict("Normal text AA").first().textContent()).toBe("Normal text AAFail");
    expect(await verdict("Large text AA").first().textContent()).toBe("Large text AAPass");
  });
});
