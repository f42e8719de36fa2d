import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { clipboardText, downloadOf, openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/uuid-generator";
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function open() {
  const { page } = await openPage(PATH, { clipboard: true });
  await expect.poll(() => shownIds(page)).toHaveLength(10);
  return page;
}

/** The generated identifiers, in order. */
async function shownIds(page: Page): Promise<string[]> {
  return page.getByRole("list", { name: "Generated identifiers" }).locator("code").allTextContents();
}

/** The inspection's value for a row name. */
function fact(page: Page, name: string) {
  return page.locator("dt", { hasText: name }).locator("xpath=following-sibling::dd[1]").textContent();
}

describe("UUID Generator", () => {
  it("makes ten v4 UUIDs, then v7s and ULIDs in the forms asked for; copies and downloads them", async () => {
    const page = await open();
    expect((await shownIds(page)).every((id) => V4.test(id))).toBe(true);
    await page.getByText("10 identifiers", { exact: true }).waitFor();

    await page.getByRole("radio", { name: "UUID v7" }).check();
    await page.getByLabel("Count", { exact: true }).fill("3");
    await page.getByRole("switch", { name: "Upper case" }).click();
    await page.getByRole("switch", { name: "Hyphens" }).click();
    await expect.poll(() => shownIds(page)).toHaveLength(3);
    const v7 = await shownIds(page);
    expect(v7.every((id) => /^[0-9A-F]{12}7[0-9A-F]{19}$/.test(id))).toBe(true);
    expect([...v7].sort()).toEqual(v7);

    await page.getByRole("button", { name: "Copy All" }).click();
    await expect.poll(() => clipboardText(page)).toBe(v7.join("\n"));
    await page.getByRole("button", { name: "Copy identifier 2" }).click();
    await expect.poll(() => clipboardText(page)).toBe(v7[1]);
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download .txt" }).click());
    expect(file).toMatchObject({ name: "uuids.txt", text: `${v7.join("\n")}\n` });

    await page.getByRole("radio", { name: "ULID" }).check();
    await expect
      .poll(async () => (await shownIds(page)).every((id) => /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/.test(id)))
      .toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("refuses a count out of range and keeps what was typed", async () => {
    const page = await open();
    const count = page.getByLabel("Count", { exact: true });
    await count.fill("5000");
    await page.getByRole("alert").filter({ hasText: "The count must be at most 1,000." }).waitFor();
    expect(await count.inputValue()).toBe("5000");
    expect(await count.getAttribute("aria-invalid")).toBe("true");
    await count.fill("1000");
    await expect.poll(() => shownIds(page)).toHaveLength(1000);
    expect(pageErrors(page)).toEqual([]);
  });

  it("reads a pasted UUID's version and variant, and a ULID's time", async () => {
    const page = await open();
    const input = page.getByLabel("UUID or ULID", { exact: true });
    await input.fill("550e8400-e29b-41d4-a716-446655440000");
    await page.getByText("A valid UUID.", { exact: true }).waitFor();
    expect(await fact(page, "Version")).toBe("4: random");
    expect(await fact(page, "Variant")).toBe("RFC 9562 (formerly RFC 4122)");

    await input.fill("01ARYZ6S41TSV4RRFFQ69G5FAV");
    await page.getByText("A valid ULID.", { exact: true }).waitFor();
    expect(await fact(page, "Time (UTC)")).toBe("2016-07-30T22:36:16.385Z");
    expect(await fact(page, "Your local time")).toContain("2016");

    await input.fill("00000000-0000-0000-0000-000000000000");
    expect(await fact(page, "Special")).toBe("The nil UUID: all 128 bits are zero.");
    expect(pageErrors(page)).toEqual([]);
  });

  it("names a wrong character and marks it", async () => {
    const page = await open();
    const input = page.getByLabel("UUID or ULID", { exact: true });
    await input.fill("550e840g-e29b-41d4-a716-446655440000");
    const alert = page
      .getByRole("alert")
      .filter({ hasText: "Character 8 is ‘g’, not a hexadecimal digit (0-9, a-f)." });
    await alert.waitFor();
    expect(await alert.locator("mark").textContent()).toBe("g");
    expect(await input.inputValue()).toBe("550e840g-e29b-41d4-a716-446655440000");
    expect(pageErrors(page)).toEqual([]);
  });
});
