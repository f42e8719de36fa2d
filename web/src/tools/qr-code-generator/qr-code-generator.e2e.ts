import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { downloadOf, openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/qr-code-generator";

/** The worker's first answer includes loading the engine, which can take seconds on a busy machine. */
const FIRST_ANSWER = { timeout: 15_000 };

function preview(page: Page) {
  return page.getByRole("img", { name: "QR code" });
}

/** The PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe("QR Code Generator", () => {
  it("draws a link's code and downloads it as SVG and PNG", async () => {
    const { page } = await openPage(PATH);
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("https://example.com");
    await preview(page).waitFor(FIRST_ANSWER);
    await page.getByText("Version 2, 25 × 25 modules").waitFor();

    await page.getByLabel("Error correction").selectOption({ label: "H — 30% may be damaged" });
    await page.getByText("Version 3, 29 × 29 modules").waitFor();

    const svg = await downloadOf(page, () => page.getByRole("button", { name: "Download SVG" }).click());
    expect(svg.name).toBe("qr-code.svg");
    expect(svg.text).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512" viewBox="0 0 37 37" /,
    );
    const png = await downloadOf(page, () => page.getByRole("button", { name: "Download PNG" }).click());
    expect(png.name).toBe("qr-code.png");
    expect(pngSize(png.bytes)).toEqual([512, 512]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("builds Wi-Fi, e-mail and contact codes, and says which field is missing", async () => {
    const { page } = await openPage(PATH);
    await page.getByRole("tab", { name: "Wi-Fi" }).click();
    await page.getByLabel("Password", { exact: true }).fill("secret");
    await page.getByText("Enter the network name (SSID).").waitFor(FIRST_ANSWER);
    await page.getByLabel("Network name (SSID)").fill("Home;Net");
    await page.getByLabel("Hidden network").click();
    await preview(page).waitFor();
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);

    await page.getByRole("tab", { name: "E-mail" }).click();
    await page.getByLabel("Subject").fill("Hello");
    await page.getByText("Enter the e-mail address.").waitFor();
    await page.getByLabel("E-mail address").fill("ada@example.com");
    await preview(page).waitFor();

    await page.getByRole("tab", { name: "Contact" }).click();
    await page.getByLabel("Phone").fill("+44 20 7946 0000");
    await page.getByText("Enter the contact name.").waitFor();
    await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
    await page.getByText("Version 6, 41 × 41 modules").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("warns of colours that may not scan and refuses what is not a colour", async () => {
    const { page } = await openPage(PATH);
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("hello");
    await preview(page).waitFor(FIRST_ANSWER);
    await page.getByLabel("Foreground", { exact: true }).fill("#ffffff");
    await page.getByLabel("Background", { exact: true }).fill("#000000");
    await page.getByText("The code is lighter than its background").waitFor();
    await page.getByLabel("Foreground", { exact: true }).fill("#777777");
    await page.getByLabel("Background", { exact: true }).fill("#888888");
    await page.getByText("Low contrast (1.26:1)").waitFor();
    await page.getByLabel("Foreground", { exact: true }).fill("#12");
    await page.getByText("The foreground is not a color").waitFor();
    await page.getByLabel("Foreground", { exact: true }).fill("navy");
    await page.getByLabel("Background", { exact: true }).fill("white");
    await preview(page).waitFor();
    await expect.poll(() => page.getByText("may not scan").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it("fits a 375 px phone in the dark theme", async () => {
    const { page } = await openPage(PATH, { width: 375, colorScheme: "dark" });
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("https://example.com");
    await preview(page).waitFor(FIRST_ANSWER);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
