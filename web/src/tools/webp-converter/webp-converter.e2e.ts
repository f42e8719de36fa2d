import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { downloadOf, openPage, pageErrors, toastCount, waitForToast, type Toast } from "../../../e2e/harness";
import { axeViolations } from "../../../e2e/axe";
import { drawImage, dropFiles, expectImage, pasteFiles, phonePhoto, readExif } from "../../../e2e/images";

const PATH = "/tools/webp-converter";
/** Several conversions per test; the first loads the codecs, which a loaded machine makes slow. */
const CONVERSIONS_TIMEOUT = 90_000;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "penknife-webp-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const quality = (page: Page) => page.getByLabel(/^Quality: \d+%$/);
const download = (page: Page) =>
  downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());

async function convert(page: Page, action: string, title: string | RegExp): Promise<Toast> {
  const since = await toastCount(page);
  await page.getByRole("button", { name: action }).click();
  return waitForToast(page, { title }, { since, timeout: 30_000 });
}

/** The first chunk of a WebP file: 'VP8 ' is lossy, 'VP8L' lossless, 'VP8X' extended (lossy with alpha). */
function webpChunks(bytes: Buffer): string[] {
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    chunks.push(bytes.toString("latin1", at, at + 4));
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

describe("WebP Converter", () => {
  it(
    "converts to lossy WebP at quality 80, keeps transparency, and compares and explains the result",
    async () => {
      const { page } = await openPage(PATH);
      expect(await page.getByRole("radio", { name: "To WebP" }).isChecked()).toBe(true);
      expect(await quality(page).inputValue()).toBe("80");
      expect(await quality(page).getAttribute("min")).toBe("10");
      expect(await quality(page).getAttribute("step")).toBe("5");

      const png = await drawImage(page, "logo.png", {
        width: 240,
        height: 160,
        type: "image/png",
        transparentLeft: true,
      });
      await page.getByLabel("Upload Images", { exact: true }).setInputFiles(png);
      const toast = await convert(page, "Convert to WebP", "Image Converted Successfully!");
      expect(toast.description).toBe("Converted 240×160 image to WebP format");

      const since = await toastCount(page);
      const webp = await download(page);
      expect(webp.name).toBe("logo.webp");
      const result = await expectImage(page, webp.bytes, {
        format: "webp",
        width: 240,
        height: 160,
        original: png.buffer,
        tolerance: 6,
      });
      // Lossy with alpha: the extended header, an alpha chunk and lossy image data.
      expect(webpChunks(webp.bytes)).toEqual(expect.arrayContaining(["VP8X", "ALPH", "VP8 "]));
      expect(result.topLeft[3]).toBe(0);
      await waitForToast(page, { title: "Downloaded", description: "WebP image has been downloaded" }, { since });

      await page.getByRole("tab", { name: "Compare" }).click();
      const divider = page.getByRole("slider", { name: "Divider between Original and WebP" });
      await page.getByText("Original", { exact: true }).first().waitFor();
      await divider.focus();
      await page.keyboard.press("ArrowRight");
      expect(await divider.getAttribute("aria-valuenow")).toBe("51");
      await page.keyboard.press("+");
      await page.getByRole("status", { name: "Zoom" }).filter({ hasText: "150%" }).waitFor();

      await page.getByRole("tab", { name: "Statistics" }).click();
      await page.getByRole("heading", { name: "Conversion Results" }).waitFor();
      const figures = page.getByRole("tabpanel");
      await figures.getByText("80%", { exact: true }).waitFor();
      await figures.getByText("240×160", { exact: true }).waitFor();
      await page.getByRole("heading", { name: "About WebP" }).waitFor();
      await page.getByRole("heading", { name: "Advantages" }).waitFor();
      await page.getByRole("heading", { name: "Browser support" }).waitFor();
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT,
  );

  it(
    "carries a kept photo's metadata, location too when asked, into lossy and lossless WebP (extended format)",
    async () => {
      const { page } = await openPage(PATH);
      const photo = phonePhoto();
      await page.getByLabel("Upload Images", { exact: true }).setInputFiles(photo);
      await page.getByRole("switch", { name: "Keep metadata" }).click();
      await page.getByRole("switch", { name: "Keep location" }).click();
      await convert(page, "Convert to WebP", "Image Converted Successfully!");
      const lossy = await download(page);
      // Chromium's encoder writes the extended format with its sRGB profile; the EXIF block goes last.
      expect(webpChunks(lossy.bytes)).toEqual(["VP8X", "ICCP", "VP8 ", "EXIF"]);
      expect(readExif(lossy.bytes)).toEqual({ make: "Penknife Phone", orientation: 1, hasLocation: true });
      await expectImage(page, lossy.bytes, {
        format: "webp",
        width: 60,
        height: 40,
        original: photo.buffer,
        tolerance: 8,
      });

      // The changed setting redoes the file by itself; its own Download (clear of the toasts) saves it.
      await page.getByRole("switch", { name: "Lossless" }).click();
      const lossless = await downloadOf(page, () =>
        page
          .getByTestId("image-file")
          .getByRole("button", { name: /^Download / })
          .click({ timeout: 30_000 }),
      );
      expect(webpChunks(lossless.bytes)).toEqual(["VP8X", "VP8L", "EXIF"]);
      expect(readExif(lossless.bytes)?.hasLocation).toBe(true);
      const exact = await expectImage(page, lossless.bytes, {
        format: "webp",
        width: 60,
        height: 40,
        original: photo.buffer,
      });
      expect(exact.meanDifference).toBe(0);
    },
    CONVERSIONS_TIMEOUT,
  );

  it(
    "writes smaller files at lower quality, and exact pixels with Lossless",
    async () => {
      const { page } = await openPage(PATH);
      const photo = await drawImage(page, "photo.jpg", { width: 200, height: 150, type: "image/jpeg", quality: 0.95 });
      await page.getByLabel("Upload Images", { exact: true }).setInputFiles(photo);
      await convert(page, "Convert to WebP", "Image Converted Successfully!");
      const at80 = await download(page);

      await quality(page).fill("10");
      expect(await page.getByText("Quality: 10%").count()).toBe(1);
      await convert(page, "Convert to WebP", "Image Converted Successfully!");
      const at10 = await download(page);
      expect(at10.bytes.length).toBeLessThan(at80.bytes.length);
      await expectImage(page, at10.bytes, {
        format: "webp",
        width: 200,
        height: 150,
        original: photo.buffer,
        tolerance: 12,
      });

      await page.getByRole("switch", { name: "Lossless" }).click();
      expect(await quality(page).isDisabled()).toBe(true);
      await convert(page, "Convert to WebP", "Image Converted Successfully!");
      const lossless = await download(page);
      expect(webpChunks(lossless.bytes)[0]).toBe("VP8L");
      const exact = await expectImage(page, lossless.bytes, {
        format: "webp",
        width: 200,
        height: 150,
        original: photo.buffer,
      });
      expect(exact.meanDifference).toBe(0);
      await page.getByRole("tab", { name: "Statistics" }).click();
      await page.getByRole("tabpanel").getByText("Lossless", { exact: true }).waitFor();
      await page.getByRole("tab", { name: "Convert" }).click();

      await page.getByRole("button", { name: "Reset" }).click();
      expect(await quality(page).inputValue()).toBe("80");
      expect(await page.getByRole("switch", { name: "Lossless" }).getAttribute("aria-checked")).toBe("false");
      expect(await page.getByTestId("image-file").count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT,
  );

  it(
    "converts from WebP to PNG and to JPG on white; switching direction resets everything",
    async () => {
      const { page } = await openPage(PATH);
      const png = await drawImage(page, "icon.png", { width: 90, height: 60, type: "image/png" });
      await page.getByLabel("Upload Images", { exact: true }).setInputFiles(png);
      await quality(page).fill("50");
      await page.getByTestId("image-file").waitFor();

      await page.getByRole("radio", { name: "From WebP" }).check();
      expect(await page.getByTestId("image-file").count()).toBe(0);
      // From WebP: PNG by default, quality 50–100 at 80 and off until JPG is chosen.
      expect(await page.getByRole("radio", { name: /^PNG/ }).isChecked()).toBe(true);
      expect(await quality(page).inputValue()).toBe("80");
      expect(await quality(page).getAttribute("min")).toBe("50");
      expect(await quality(page).isDisabled()).toBe(true);

      const webp = await drawImage(page, "sticker.webp", {
        width: 120,
        height: 90,
        type: "image/webp",
        quality: 1,
        transparentLeft: true,
      });
      await page.getByLabel("Upload WebP Images", { exact: true }).setInputFiles(webp);
      const toPng = await convert(page, "Convert from WebP", "Image Converted Successfully!");
      expect(toPng.description).toBe("Converted 120×90 image to PNG format");
      let since = await toastCount(page);
      const asPng = await download(page);
      expect(asPng.name).toBe("sticker.png");
      const pngResult = await expectImage(page, asPng.bytes, {
        format: "png",
        width: 120,
        height: 90,
        original: webp.buffer,
      });
      expect(pngResult.meanDifference).toBe(0);
      expect(pngResult.topLeft[3]).toBe(0);
      await waitForToast(page, { title: "Downloaded", description: "PNG image has been downloaded" }, { since });

      await page.getByRole("radio", { name: /^JPG/ }).check();
      expect(await quality(page).isDisabled()).toBe(false);
      await quality(page).fill("95");
      const toJpg = await convert(page, "Convert from WebP", "Image Converted Successfully!");
      expect(toJpg.description).toBe("Converted 120×90 image to JPG format");
      since = await toastCount(page);
      const asJpg = await download(page);
      expect(asJpg.name).toBe("sticker.jpg");
      const jpgResult = await expectImage(page, asJpg.bytes, {
        format: "jpeg",
        width: 120,
        height: 90,
        original: webp.buffer,
      });
      // Spec: JPEG from WebP is drawn on white.
      for (const channel of jpgResult.topLeft.slice(0, 3)) expect(channel).toBeGreaterThan(245);
      await waitForToast(page, { title: "Downloaded", description: "JPG image has been downloaded" }, { since });

      await page.getByRole("radio", { name: "To WebP" }).check();
      expect(await page.getByTestId("image-file").count()).toBe(0);
      expect(await quality(page).inputValue()).toBe("80");
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT,
  );

  it(
    "gives the spec's messages for each direction",
    async () => {
      const { page } = await openPage(PATH);
      let since = await toastCount(page);
      await page.getByRole("button", { name: "Convert to WebP" }).click();
      await waitForToast(page, { title: "No Image Selected", description: "Please select an image first" }, { since });
      since = await toastCount(page);
      await page.getByRole("button", { name: "Download", exact: true }).click();
      await waitForToast(
        page,
        { title: "No Converted Image", description: "Please convert an image first" },
        { since },
      );

      const webp = await drawImage(page, "already.webp", { width: 20, height: 20, type: "image/webp" });
      since = await toastCount(page);
      await page.getByLabel("Upload Images", { exact: true }).setInputFiles(webp);
      await waitForToast(
        page,
        { title: "Invalid File Type", description: "Please select non-WebP image files (JPG, PNG, etc.)" },
        { since },
      );
      since = await toastCount(page);
      const huge = join(dir, "huge.png");
      writeFileSync(huge, Buffer.alloc(50 * 1024 * 1024 + 1));
      await page.getByLabel("Upload Images", { exact: true }).setInputFiles(huge);
      await waitForToast(
        page,
        { title: "File Too Large", description: "Please select an image smaller than 50MB" },
        { since },
      );

      await page.getByRole("radio", { name: "From WebP" }).check();
      const png = await drawImage(page, "flat.png", { width: 20, height: 20, type: "image/png" });
      since = await toastCount(page);
      await page.getByLabel("Upload WebP Images", { exact: true }).setInputFiles(png);
      await waitForToast(
        page,
        { title: "Invalid File Type", description: "Please select WebP image files" },
        { since },
      );
      since = await toastCount(page);
      await page.getByRole("button", { name: "Convert from WebP" }).click();
      await waitForToast(page, { title: "No Image Selected", description: "Please select an image first" }, { since });

      // A file that says it is WebP but is not: the engine says so on its card as it is added, in one toast, and
      // converting it is refused with the same words.
      since = await toastCount(page);
      await page.getByLabel("Upload WebP Images", { exact: true }).setInputFiles({
        name: "broken.webp",
        mimeType: "image/webp",
        buffer: Buffer.from("RIFF\0\0\0\0WEBPnot really"),
      });
      const unreadable = {
        title: "Unreadable Image",
        description: "broken.webp cannot be used: the reason is shown on its card.",
      };
      await waitForToast(page, unreadable, { since, timeout: 30_000 });
      await page
        .getByTestId("image-file")
        .getByRole("alert")
        .filter({ hasText: "This WebP file is damaged: its header cannot be read." })
        .waitFor();
      const failed = await convert(page, "Convert from WebP", "Unreadable Image");
      expect(failed).toEqual({ ...unreadable, type: "error" });
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT,
  );

  it(
    "converts dropped and pasted files into one ZIP",
    async () => {
      const { page } = await openPage(PATH);
      const a = await drawImage(page, "a.png", { width: 50, height: 40, type: "image/png" });
      const b = await drawImage(page, "b.jpg", { width: 40, height: 50, type: "image/jpeg" });
      await dropFiles(page, [a]);
      await page.getByTestId("image-file").waitFor();
      await pasteFiles(page, [a, b]);
      await expect.poll(() => page.getByTestId("image-file").count()).toBe(2);
      const toast = await convert(page, "Convert to WebP", "Image Converted Successfully!");
      expect(toast.description).toBe("Converted 2 images to WebP format");
      const zip = await downloadOf(page, () => page.getByRole("button", { name: "Download All (ZIP)" }).click());
      const files = unzipSync(zip.bytes);
      expect(Object.keys(files)).toEqual(["a.webp", "b.webp"]);
      await expectImage(page, files["b.webp"]!, {
        format: "webp",
        width: 40,
        height: 50,
        original: b.buffer,
        tolerance: 8,
      });
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT,
  );

  it(
    "says so when the browser cannot write WebP, and Lossless still works",
    async () => {
      const { page, context } = await openPage("/");
      // A browser without a WebP encoder hands back PNG when asked for WebP (as older Safari does).
      await context.route("**/assets/image.worker-*.js", async (route) => {
        const response = await route.fetch();
        const patch =
          "const __penknifeConvert = OffscreenCanvas.prototype.convertToBlob;" +
          "OffscreenCanvas.prototype.convertToBlob = function (options) {" +
          "  return __penknifeConvert.call(this, { ...options, type: 'image/png' });" +
          "};\n";
        await route.fulfill({ response, body: patch + (await response.text()) });
      });
      await page.goto(PATH);
      const png = await drawImage(page, "chart.png", { width: 64, height: 48, type: "image/png" });
      await page.getByLabel("Upload Images", { exact: true }).setInputFiles(png);
      const failed = await convert(page, "Convert to WebP", "Conversion Failed");
      expect(failed.description).toBe("WebP format is not supported in this browser");

      // The changed setting redoes the file by itself; its own Download (clear of the toasts) saves it.
      await page.getByRole("switch", { name: "Lossless" }).click();
      const lossless = await downloadOf(page, () =>
        page
          .getByTestId("image-file")
          .getByRole("button", { name: /^Download / })
          .click({ timeout: 30_000 }),
      );
      await expectImage(page, lossless.bytes, { format: "webp", width: 64, height: 48, original: png.buffer });
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT,
  );

  for (const colorScheme of ["light", "dark"] as const) {
    it(
      `compares at 375 px in the ${colorScheme} theme: divider by pointer, Ctrl + wheel zoom, drag to pan, axe-clean`,
      async () => {
        const { page } = await openPage(PATH, { width: 375, height: 800, colorScheme });
        const png = await drawImage(page, "wide.png", {
          width: 400,
          height: 200,
          type: "image/png",
          transparentLeft: true,
        });
        await page.getByLabel("Upload Images", { exact: true }).setInputFiles(png);
        await convert(page, "Convert to WebP", "Image Converted Successfully!");
        await page.getByRole("tab", { name: "Compare" }).click();
        const divider = page.getByRole("slider", { name: "Divider between Original and WebP" });
        await divider.waitFor();
        const area = page.getByRole("group", { name: "Original and WebP compared" });
        await page.getByRole("img", { name: "WebP" }).evaluate((image: HTMLImageElement) => image.decode());
        const box = (await area.boundingBox())!;
        // The picture keeps its 2:1 shape and fits the phone's width.
        expect(Math.abs(box.width / box.height - 2)).toBeLessThan(0.05);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

        await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
        await expect.poll(() => divider.getAttribute("aria-valuenow")).toBe("25");
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.keyboard.down("Control");
        await page.mouse.wheel(0, -300);
        await page.keyboard.up("Control");
        const zoom = page.getByRole("status", { name: "Zoom" });
        await expect.poll(async () => parseInt((await zoom.textContent()) ?? "0", 10)).toBeGreaterThan(100);
        const before = page.getByTestId("compare-before").locator("div").first();
        const transform = () => before.evaluate((element: HTMLElement) => element.style.transform);
        const zoomed = await transform();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
        await page.mouse.up();
        expect(await transform()).not.toBe(zoomed);
        expect(await divider.getAttribute("aria-valuenow")).toBe("25");
        await page.getByRole("button", { name: "Fit" }).click();
        expect(await transform()).toBe("translate(0%, 0%) scale(1)");

        expect(await axeViolations(page)).toBe("");
        expect(pageErrors(page)).toEqual([]);
      },
      CONVERSIONS_TIMEOUT,
    );
  }
});
