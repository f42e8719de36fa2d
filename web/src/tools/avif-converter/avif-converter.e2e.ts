import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { downloadOf, openPage, pageErrors, toastCount, waitForToast, type Toast } from "../../../e2e/harness";
import { compareImages, drawImage, expectImage, phonePhoto } from "../../../e2e/images";

const PATH = "/tools/avif-converter";
/** Several conversions per test; the first loads the codecs and the AVIF encoder, which a loaded machine makes slow. */
const CONVERSIONS_TIMEOUT = 120_000;

const quality = (page: Page) => page.getByLabel(/^Quality: \d+%$/);
const speed = (page: Page) => page.getByRole("slider", { name: /^Speed/ });
/** The file's own Download button, in its row: clear of the toasts, which can cover the results' one. */
const download = (page: Page) =>
  downloadOf(page, () =>
    page
      .getByTestId("image-file")
      .getByRole("button", { name: /^Download / })
      .click({ timeout: 30_000 }),
  );

async function convert(page: Page, action: string): Promise<Toast> {
  const since = await toastCount(page);
  await page.getByRole("button", { name: action }).click();
  return waitForToast(page, { title: "Image Converted Successfully!" }, { since, timeout: 60_000 });
}

/** An AVIF file: an ISO-BMFF `ftyp` box whose major brand is `avif`; and its `ispe` box's width and height. */
function avifSize(bytes: Uint8Array): [number, number] {
  const file = Buffer.from(bytes);
  expect(file.toString("latin1", 4, 12)).toBe("ftypavif");
  const at = file.indexOf("ispe", 0, "latin1") + 8;
  return [file.readUInt32BE(at), file.readUInt32BE(at + 4)];
}

describe("AVIF Converter", () => {
  it(
    "converts a PNG and a JPEG to AVIF at once, each named after its file",
    async () => {
      const { page } = await openPage(PATH);
      expect(await page.getByRole("radio", { name: "To AVIF" }).isChecked()).toBe(true);
      expect(await quality(page).inputValue()).toBe("60");
      expect(await speed(page).inputValue()).toBe("6");

      const png = await drawImage(page, "logo.png", {
        width: 240,
        height: 160,
        type: "image/png",
        transparentLeft: true,
      });
      const photo = phonePhoto();
      await page.getByLabel("Upload Images", { exact: true }).setInputFiles([png, photo]);
      await expect.poll(() => page.getByTestId("image-file").count()).toBe(2);
      const toast = await convert(page, "Convert to AVIF");
      expect(toast.description).toBe("Converted 2 images to AVIF format");

      const zip = await downloadOf(page, () => page.getByRole("button", { name: "Download All (ZIP)" }).click());
      const files = unzipSync(zip.bytes);
      expect(Object.keys(files)).toEqual(["logo.avif", "IMG_0001.avif"]);
      expect(avifSize(files["logo.avif"]!)).toEqual([240, 160]);
      // The photo is stored 40×60 with EXIF orientation 6: the AVIF holds it upright.
      expect(avifSize(files["IMG_0001.avif"]!)).toEqual([60, 40]);
      const logo = await compareImages(page, png.buffer, files["logo.avif"]!);
      expect(logo.meanDifference).toBeLessThan(6);
      expect(logo.topLeft[3]).toBe(0);
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT,
  );

  it(
    "shows the sizes before and after, and converts the AVIF back to PNG; refuses a PNG there",
    async () => {
      const { page } = await openPage(PATH);
      const png = await drawImage(page, "banner.png", { width: 200, height: 100, type: "image/png" });
      await speed(page).fill("10");
      await page.getByLabel("Upload Images", { exact: true }).setInputFiles(png);
      const toast = await convert(page, "Convert to AVIF");
      expect(toast.description).toBe("Converted 200×100 image to AVIF format");
      const avif = await download(page);
      expect(avif.name).toBe("banner.avif");
      expect(avifSize(avif.bytes)).toEqual([200, 100]);

      await page.getByRole("tab", { name: "Statistics" }).click();
      await page.getByRole("heading", { name: "Conversion Results" }).waitFor();
      const figures = page.getByRole("tabpanel");
      await figures.getByText("Original Size", { exact: true }).waitFor();
      await figures.getByText("200×100", { exact: true }).waitFor();
      await figures.getByText("AVIF", { exact: true }).waitFor();
      await figures.getByText("60%", { exact: true }).waitFor();

      await page.getByRole("radio", { name: "From AVIF" }).check();
      expect(await page.getByRole("radio", { name: /^PNG/ }).isChecked()).toBe(true);
      let since = await toastCount(page);
      await page.getByLabel("Upload AVIF Images", { exact: true }).setInputFiles(png);
      await waitForToast(
        page,
        { title: "Invalid File Type", description: "Please select AVIF image files" },
        { since },
      );

      await page
        .getByLabel("Upload AVIF Images", { exact: true })
        .setInputFiles({ name: "banner.avif", mimeType: "image/avif", buffer: avif.bytes });
      const back = await convert(page, "Convert from AVIF");
      expect(back.description).toBe("Converted 200×100 image to PNG format");
      since = await toastCount(page);
      const asPng = await download(page);
      expect(asPng.name).toBe("banner.png");
      const result = await expectImage(page, asPng.bytes, {
        format: "png",
        width: 200,
        height: 100,
        original: avif.bytes,
      });
      expect(result.meanDifference).toBeLessThan(1);
      await waitForToast(page, { title: "Downloaded", description: "PNG image has been downloaded" }, { since });
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT,
  );
});
