import { describe, expect, it } from "vitest";
import { downloadOf, openPage, pageErrors } from "../../../e2e/harness";
import { testPdf, widthsOf } from "@/lib/pdf/test-pdf";

const PATH = "/tools/split-pdf";
/** The worker's first answer includes loading the engine, which can take seconds on a busy machine. */
const FIRST_ANSWER = { timeout: 15_000 };
const pdf = (name: string, buffer: Buffer) => ({ name, mimeType: "application/pdf", buffer });

describe("Split PDF", () => {
  it("shows the page count, says where a range is wrong, and keeps the pages asked for", async () => {
    const { page } = await openPage(PATH);
    const upload = page.getByLabel("Upload PDF", { exact: true });
    await upload.setInputFiles(pdf("report.pdf", testPdf([101, 102, 103, 104, 105, 106, 107])));
    await expect.poll(() => page.getByTestId("pdf-summary").textContent(), FIRST_ANSWER).toMatch(/^7 pages · /);

    const ranges = page.getByLabel("Pages to keep");
    await ranges.fill("1-3,9");
    await expect.poll(() => page.getByText("Page 9 is past the last page (7), at character 5.").count()).toBe(1);
    await expect.poll(() => ranges.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByRole("button", { name: "Split PDF" }).isDisabled()).toBe(true);

    await ranges.fill("1-3,5,7-");
    await page.getByRole("button", { name: "Split PDF" }).click();
    await expect
      .poll(() => page.getByTestId("split-summary").textContent(), FIRST_ANSWER)
      .toMatch(/^report-pages-1-3_5_7\.pdf · /);
    const split = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(split.name).toBe("report-pages-1-3_5_7.pdf");
    expect(widthsOf(split.bytes)).toEqual([101, 102, 103, 105, 107]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("puts every page in its own file in a ZIP", async () => {
    const { page } = await openPage(PATH);
    await page.getByLabel("Upload PDF", { exact: true }).setInputFiles(pdf("deck.pdf", testPdf([101, 102, 103])));
    await expect.poll(() => page.getByTestId("pdf-summary").textContent(), FIRST_ANSWER).toMatch(/^3 pages/);
    await page.getByRole("switch", { name: "Every page to its own file (ZIP)" }).click();
    await page.getByRole("button", { name: "Split PDF" }).click();
    await expect.poll(() => page.getByTestId("split-summary").textContent(), FIRST_ANSWER).toMatch(/^deck-pages\.zip/);
    const zip = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(zip.name).toBe("deck-pages.zip");
    expect(zip.bytes.subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
    for (const name of ["page-001.pdf", "page-002.pdf", "page-003.pdf"]) expect(zip.bytes.includes(name)).toBe(true);
    expect(widthsOf(zip.bytes)).toEqual([101, 102, 103]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("names an encrypted file with its reason", async () => {
    const { page } = await openPage(PATH);
    await page
      .getByLabel("Upload PDF", { exact: true })
      .setInputFiles(pdf("locked.pdf", testPdf([1], { encrypted: true })));
    await expect
      .poll(() => page.getByRole("alert").allTextContents(), FIRST_ANSWER)
      .toContain(
        "‘locked.pdf’ is encrypted (password-protected): remove its password in a PDF reader, then add it again.",
      );
    expect(pageErrors(page)).toEqual([]);
  });
});
