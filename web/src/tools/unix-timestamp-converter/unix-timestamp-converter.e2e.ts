import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/unix-timestamp-converter";
/** The first answer also loads the wasm engine (and its time zone database) in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe("Unix Timestamp Converter", () => {
  it("converts the issue's examples, reading the unit from the size", async () => {
    const { page } = await openPage(PATH);
    await field(page, "Time zone").fill("UTC");
    await field(page, "Timestamp").fill("0");
    await shown(page, "1970-01-01T00:00:00Z").waitFor(FIRST_ANSWER);
    await shown(page, "Thu, 01 Jan 1970 00:00:00 +0000").waitFor();
    await shown(page, "Read as seconds, from its size.").waitFor();
    await expect.poll(() => page.getByText(/^Relative: \d+ years ago$/).count()).toBeGreaterThan(0);

    await field(page, "Timestamp").fill("1700000000000");
    await shown(page, "Read as milliseconds, from its size.").waitFor();
    await shown(page, "2023-11-14T22:13:20Z").waitFor();
    await shown(page, "Tue, 14 Nov 2023 22:13:20 +0000").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows a zone with daylight saving and refuses what it cannot read", async () => {
    const { page } = await openPage(PATH);
    await field(page, "Timestamp").fill("1700000000");
    await field(page, "Time zone").fill("America/New_York");
    await shown(page, "2023-11-14T17:13:20-05:00").waitFor(FIRST_ANSWER);
    await shown(page, "Tue, 14 Nov 2023 17:13:20 -0500").waitFor();

    await page.getByRole("radio", { name: "Seconds", exact: true }).check();
    await field(page, "Timestamp").fill("1700000000000");
    await page
      .getByRole("alert")
      .filter({ hasText: "1700000000000 seconds is out of range: dates go from the year -9999 to 9999." })
      .first()
      .waitFor();
    // What the user typed stays.
    expect(await field(page, "Timestamp").inputValue()).toBe("1700000000000");
    await field(page, "Timestamp").fill("12abc");
    await page
      .getByRole("alert")
      .filter({ hasText: '"12abc" is not a number: enter a Unix timestamp such as 1700000000.' })
      .waitFor();
    await field(page, "Time zone").fill("Mars/Base");
    await page
      .getByRole("alert")
      .filter({ hasText: 'Unknown time zone "Mars/Base": enter an IANA name such as Europe/Paris.' })
      .first()
      .waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("turns a date back into timestamps", async () => {
    const { page } = await openPage(PATH);
    await field(page, "Time zone").fill("America/New_York");
    await field(page, "Date and time").fill("2023-11-14T22:13:20Z");
    await shown(page, "1700000000000000000").waitFor(FIRST_ANSWER);
    // Without an offset, the date is read in the chosen zone.
    await field(page, "Date and time").fill("2023-11-14T17:13:20");
    await shown(page, "1700000000000000000").waitFor();
    expect(await field(page, "Pick a date and time").inputValue()).toBe("2023-11-14T17:13:20");
    await field(page, "Date and time").fill("2023-13-01T00:00:00Z");
    await page.getByRole("alert").filter({ hasText: "Not a date:" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows now, ticking, until paused", async () => {
    const { page } = await openPage(PATH);
    const pause = page.getByRole("button", { name: "Pause" });
    await pause.click();
    expect(await pause.getAttribute("aria-pressed")).toBe("true");
    const now = page.getByText(/^\d{10}$/).first();
    const frozen = await now.textContent();
    expect(Math.abs(Number(frozen) - Date.now() / 1000)).toBeLessThan(5);
    await page.waitForTimeout(1_500);
    expect(await now.textContent()).toBe(frozen);
    await pause.click();
    await expect.poll(() => now.textContent(), { timeout: 5_000 }).not.toBe(frozen);
  });
});
