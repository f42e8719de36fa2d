import { describe, expect, it } from "vitest";
import { downloadOf, openPage, pageErrors } from "../../../e2e/harness";
import { testPdf, widthsOf } from "@/lib/pdf/test-pdf";

const PATH = "/tools/merge-pdf";
/** The worker's first answer includes loading the engine, which can take seconds on a busy machine. */
const FIRST_ANSWER = { timeout: 15_000 };
const pdf = (name: string, buffer: Buffer) => ({ name, mimeType: "application/pdf", buffer });

describe("Merge PDF", () => {
  it("merges in the order set by keyboard, naming the files it cannot read and keeping the others", async () => {
    const { page } = await openPage(PATH);
    await page
      .getByLabel("Upload PDFs")
      .setInputFiles([
        pdf("a.pdf", testPdf([101, 102])),
        pdf("locked.pdf", testPdf([1], { encrypted: true })),
        pdf("b.pdf", testPdf([201])),
        pdf("broken.pdf", Buffer.from("not a PDF at all")),
      ]);
    const rows = page.getByTestId("pdf-row");
    await expect.poll(() => rows.nth(0).textContent(), FIRST_ANSWER).toContain("2 pages");
    await expect.poll(() => rows.nth(2).textContent()).toContain("1 page");
    await expect
      .poll(() => rows.nth(1).textContent())
      .toContain(
        "‘locked.pdf’ is encrypted (password-protected): remove its password in a PDF reader, then add it again.",
      );
    await expect.poll(() => rows.nth(3).textContent()).toContain("‘broken.pdf’ is damaged or not a PDF: ");

    // b.pdf first, by keyboard: focus its "up" button and press Enter twice; each move is announced.
    const up = page.getByRole("button", { name: "Move ‘b.pdf’ up" });
    await up.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText("‘b.pdf’ moved to position 1 of 4.").count()).toBe(1);
    await expect.poll(() => rows.nth(0).textContent()).toContain("b.pdf");

    await page.getByRole("button", { name: "Merge PDF" }).click();
    await expect
      .poll(() => page.getByTestId("merged-summary").textContent(), FIRST_ANSWER)
      .toMatch(/^merged\.pdf · 3 pages · /);
    const merged = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(merged.name).toBe("merged.pdf");
    expect(widthsOf(merged.bytes)).toEqual([201, 101, 102]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("reorders by drag and drop", async () => {
    const { page } = await openPage(PATH);
    await page
      .getByLabel("Upload PDFs")
      .setInputFiles([pdf("a.pdf", testPdf([101])), pdf("b.pdf", testPdf([201])), pdf("c.pdf", testPdf([301]))]);
    const rows = page.getByTestId("pdf-row");
    await expect.poll(() => rows.nth(2).textContent(), FIRST_ANSWER).toContain("1 page");
    await rows.nth(2).dragTo(rows.nth(0));
    await expect
      .poll(() => rows.allTextContents())
      .toEqual([expect.stringContaining("c.pdf"), expect.stringContaining("a.pdf"), expect.stringContaining("b.pdf")]);
    await page.getByRole("button", { name: "Merge PDF" }).click();
    await expect.poll(() => page.getByTestId("merged-summary").textContent(), FIRST_ANSWER).toMatch(/3 pages/);
    const merged = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(widthsOf(merged.bytes)).toEqual([301, 101, 201]);
    expect(pageErrors(page)).toEqual([]);
  });
});
