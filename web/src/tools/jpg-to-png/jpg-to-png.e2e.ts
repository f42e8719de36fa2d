import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { downloadOf, openPage, pageErrors, toastCount, waitForToast } from "../../../e2e/harness";
import { drawImage, dropFiles, expectImage, pasteFiles, phonePhoto, readExif } from "../../../e2e/images";

const PATH = "/tools/jpg-to-png";

const upload = (page: Page) => page.getByLabel("Upload JPG Image", { exact: true });

async function convertAndWait(page: Page) {
  const since = await toastCount(page);
  await page.getByRole("button", { name: "Convert to PNG" }).click();
  return waitForToast(page, { title: "JPG Converted to PNG Successfully!" }, { since, timeout: 30_000 });
}

// The first run fetches and compiles the codecs (seconds from the debug server).
describe("JPG to PNG", { timeout: 90_000 }, () => {
  it("converts losslessly, downloads {base}.png, notes a larger PNG in Statistics, resets", async () => {
    const { page } = await openPage(PATH);
    const photo = await drawImage(page, "sunset.jpeg", { width: 320, height: 200, type: "image/jpeg", quality: 0.6 });
    await upload(page).setInputFiles(photo);
    await page.getByRole("img", { name: /^Original · / }).waitFor();
    const toast = await convertAndWait(page);
    expect(toast.description).toBe("Converted 320×200 image to PNG format");

    const since = await toastCount(page);
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());
    expect(file.name).toBe("sunset.png");
    // Lossless: the PNG holds exactly the pixels the browser decodes from the JPEG.
    const exact = await expectImage(page, file.bytes, {
      format: "png",
      width: 320,
      height: 200,
      original: photo.buffer,
    });
    expect(exact.meanDifference).toBe(0);
    await waitForToast(page, { title: "Downloaded", description: "PNG image has been downloaded" }, { since });

    await page.getByRole("tab", { name: "Statistics" }).click();
    expect(file.bytes.length).toBeGreaterThan(photo.buffer.length);
    await page.getByText("The PNG is larger than the JPG").waitFor();
    await page.getByRole("heading", { name: "PNG Format Details" }).waitFor();
    await page.getByRole("tab", { name: "Compare" }).click();
    await page.getByRole("tabpanel").getByRole("img").first().waitFor();
    await page.getByRole("tab", { name: "Convert" }).click();

    await page.getByRole("button", { name: "Reset" }).click();
    expect(await page.getByTestId("image-file").count()).toBe(0);
    await page.getByRole("tab", { name: "Statistics" }).click();
    await page.getByText("No statistics yet.").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("writes a kept photo's metadata into the PNG (eXIf), upright and without its location", async () => {
    const { page } = await openPage(PATH);
    const photo = phonePhoto();
    await upload(page).setInputFiles(photo);
    await page.getByRole("switch", { name: "Keep metadata" }).click();
    await convertAndWait(page);
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());
    const exact = await expectImage(page, file.bytes, { format: "png", width: 60, height: 40, original: photo.buffer });
    expect(exact.meanDifference).toBe(0);
    expect(readExif(file.bytes)).toEqual({ make: "Penknife Phone", orientation: 1, hasLocation: false });
  });

  it("gives the spec's messages, and converts dropped and pasted files into one ZIP", async () => {
    const dir = mkdtempSync(join(tmpdir(), "penknife-jpg-to-png-"));
    try {
      const { page } = await openPage(PATH);
      let since = await toastCount(page);
      await page.getByRole("button", { name: "Convert to PNG" }).click();
      await waitForToast(page, { title: "No JPG Selected", description: "Please select a JPG image first" }, { since });
      since = await toastCount(page);
      await page.getByRole("button", { name: "Download", exact: true }).click();
      await waitForToast(
        page,
        { title: "No Converted Image", description: "Please convert a JPG image first" },
        { since },
      );

      const png = await drawImage(page, "a.png", { width: 10, height: 10, type: "image/png" });
      since = await toastCount(page);
      await upload(page).setInputFiles(png);
      await waitForToast(
        page,
        { title: "Invalid File Type", description: "Please select a JPG/JPEG image file" },
        { since },
      );

      const big = join(dir, "big.jpg");
      writeFileSync(big, Buffer.alloc(50 * 1024 * 1024 + 1));
      since = await toastCount(page);
      await upload(page).setInputFiles(big);
      await waitForToast(
        page,
        { title: "File Too Large", description: "Please select an image smaller than 50MB" },
        { since },
      );

      const a = await drawImage(page, "a.jpg", { width: 30, height: 20, type: "image/jpeg" });
      const b = await drawImage(page, "b.jpg", { width: 20, height: 30, type: "image/jpeg" });
      await dropFiles(page, [a]);
      await page.getByTestId("image-file").waitFor();
      await pasteFiles(page, [a, b]);
      await expect.poll(() => page.getByTestId("image-file").count()).toBe(2);
      const toast = await convertAndWait(page);
      expect(toast.description).toBe("Converted 2 images to PNG format");
      const zip = await downloadOf(page, () => page.getByRole("button", { name: "Download All (ZIP)" }).click());
      expect(zip.name).toBe("converted-png-images.zip");
      const files = unzipSync(zip.bytes);
      expect(Object.keys(files)).toEqual(["a.png", "b.png"]);
      await expectImage(page, files["b.png"]!, { format: "png", width: 20, height: 30, original: b.buffer });
      expect(pageErrors(page)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
