import { describe, expect, it } from "vitest";
import { downloadOf, openPage, pageErrors } from "../../../e2e/harness";
import { drawImage } from "../../../e2e/images";

const PATH = "/tools/images-to-pdf";
/** The worker's first answer includes loading the engine, which can take seconds on a busy machine. */
const FIRST_ANSWER = { timeout: 15_000 };

/** The media boxes of a PDF the engine wrote, in page order (`/MediaBox[0 0 w h]`, one a page). */
const mediaBoxes = (pdf: Uint8Array) =>
  [
    ...Buffer.from(pdf)
      .toString("latin1")
      .matchAll(/\/MediaBox\[0 0 ([\d.]+) ([\d.]+)\]/g),
  ].map((match) => match.slice(1).map(Number));

describe("Images to PDF", () => {
  it("puts a JPEG (its bytes as they are) and a PNG on A4 pages, in the order set, naming a file it cannot read", async () => {
    const { page } = await openPage(PATH);
    const photo = await drawImage(page, "photo.jpg", { width: 120, height: 80, type: "image/jpeg", quality: 0.8 });
    const logo = await drawImage(page, "logo.png", { width: 60, height: 90, type: "image/png", transparentLeft: true });
    await page
      .getByLabel("Upload images")
      .setInputFiles([logo, photo, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") }]);
    const rows = page.getByTestId("image-row");
    await expect.poll(() => rows.nth(0).textContent(), FIRST_ANSWER).toContain("60 × 90 px");
    await expect.poll(() => rows.nth(1).textContent()).toContain("120 × 80 px");
    await expect.poll(() => rows.nth(2).textContent()).toContain("‘notes.txt’ is not a JPEG or PNG image.");

    // The photo first, by keyboard; the move is announced.
    await page.getByRole("button", { name: "Move ‘photo.jpg’ up" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText("‘photo.jpg’ moved to position 1 of 3.").count()).toBe(1);

    await page.getByLabel("Page size").selectOption("a4");
    await page.getByRole("button", { name: "Make PDF" }).click();
    await expect.poll(() => page.getByTestId("pdf-summary").textContent(), FIRST_ANSWER).toMatch(/^images\.pdf · /);
    const pdf = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(pdf.name).toBe("images.pdf");
    // Two pages: the wide photo on landscape A4, the tall logo on portrait A4 (automatic orientation).
    expect(mediaBoxes(pdf.bytes)).toEqual([
      [842, 595],
      [595, 842],
    ]);
    expect(Buffer.from(pdf.bytes).includes(photo.buffer)).toBe(true);
    expect(Buffer.from(pdf.bytes).toString("latin1")).toContain("/SMask");
    expect(pageErrors(page)).toEqual([]);
  });

  it("fits the page to a single image, with its margin, and names the PDF after it", async () => {
    const { page } = await openPage(PATH);
    const photo = await drawImage(page, "scan.jpg", { width: 100, height: 50, type: "image/jpeg", quality: 0.8 });
    await page.getByLabel("Upload images").setInputFiles([photo]);
    await page.getByLabel("Page size").selectOption("fit");
    await page.getByLabel("Margin").selectOption("small");
    await page.getByRole("button", { name: "Make PDF" }).click();
    await expect.poll(() => page.getByTestId("pdf-summary").textContent(), FIRST_ANSWER).toMatch(/^scan\.pdf · /);
    const pdf = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(pdf.name).toBe("scan.pdf");
    // 10 mm is 28.35 points on each side.
    expect(mediaBoxes(pdf.bytes)).toEqual([[156.69, 106.69]]);
    expect(pageErrors(page)).toEqual([]);
  });
});
