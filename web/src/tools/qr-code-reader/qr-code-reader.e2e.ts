import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPage, pageErrors } from "../../../e2e/harness";
import { drawImage, dropFiles, pasteFiles, type TestFile } from "../../../e2e/images";

const PATH = "/tools/qr-code-reader";
const URL = "https://example.com/menu?table=4&lang=en#drinks";
/** Two codes our generator drew side by side: the link above, then `javascript:alert(1)`. */
const CODES: TestFile = {
  name: "qr-codes.png",
  mimeType: "image/png",
  buffer: readFileSync(resolve(import.meta.dirname, "../../../../crates/core/tests/images/qr-codes.png")),
};
const text = (page: Page, number: number) => page.getByLabel(`Text of code ${number}`, { exact: true });

describe("QR Code Reader", { timeout: 60_000 }, () => {
  it("reads every code of an uploaded image, and offers to open only the web link, shown in full", async () => {
    const { page } = await openPage(PATH);
    await page.getByLabel("Upload Image", { exact: true }).setInputFiles(CODES);
    await page.getByRole("heading", { name: "2 QR codes in qr-codes.png" }).waitFor();
    expect(await text(page, 1).inputValue()).toBe(URL);
    expect(await text(page, 2).inputValue()).toBe("javascript:alert(1)");
    await page.getByRole("img", { name: "qr-codes.png, each code read outlined and numbered" }).waitFor();
    await page.getByText(`This link opens: ${URL}`).waitFor();
    const links = page.getByRole("link", { name: "Open link" });
    expect(await links.count()).toBe(1);
    expect(await links.getAttribute("href")).toBe(URL);
    expect(await links.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await links.getAttribute("target")).toBe("_blank");
    await page
      .getByText("This is a script or data link: it is shown as text only and never opened from here.")
      .waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("reads a pasted or dropped image, and says when there is no code or no image", async () => {
    const { page } = await openPage(PATH);
    await page.getByText("Upload Image", { exact: true }).waitFor();
    await dropFiles(page, [await drawImage(page, "holiday.png", { width: 64, height: 48, type: "image/png" })]);
    await page.getByRole("alert").filter({ hasText: "No QR code was found in this image." }).waitFor();

    await pasteFiles(page, [CODES]);
    await page.getByRole("heading", { name: "2 QR codes in qr-codes.png" }).waitFor();
    expect(await text(page, 1).inputValue()).toBe(URL);

    await dropFiles(page, [{ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.7\n") }]);
    await page.getByRole("alert").filter({ hasText: "notes.png could not be opened as an image." }).waitFor();
    // A refusal clears what was read before.
    expect(await page.getByRole("heading", { name: /QR codes? in/ }).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
