import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";
import { downloadOf, holdRequests, openPage, pageErrors, toastCount, waitForToast } from "../../../e2e/harness";
import {
  drawImage,
  dropFiles,
  expectImage,
  formatOf,
  pasteFiles,
  phonePhoto,
  readExif,
  withColourProfile,
} from "../../../e2e/images";
import { statValue } from "../../../e2e/stats";

const PATH = "/tools/image-compressor";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "penknife-compressor-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const upload = (page: Page) => page.getByLabel("Upload Image", { exact: true });
const compress = (page: Page) => page.getByRole("button", { name: "Compress Image" });
const quality = (page: Page) => page.getByLabel(/^Quality: \d+%$/);

async function compressAndWait(page: Page) {
  const since = await toastCount(page);
  await compress(page).click();
  return waitForToast(page, { title: "Image Compressed Successfully!" }, { since, timeout: 30_000 });
}

// The first run fetches and compiles the codecs (seconds from the debug server).
describe("Image Compressor", { timeout: 90_000 }, () => {
  it("keeps a JPEG a JPEG at quality 80, shows statistics, downloads {base}_compressed_q80.jpg, resets", async () => {
    const { page } = await openPage(PATH);
    const photo = await drawImage(page, "holiday.photo.jpg", {
      width: 640,
      height: 480,
      type: "image/jpeg",
      quality: 0.98,
    });
    expect(await quality(page).inputValue()).toBe("80");
    await upload(page).setInputFiles(photo);
    await page.getByRole("img", { name: /^Original · / }).waitFor();
    await page.getByText("640×480").first().waitFor();

    const toast = await compressAndWait(page);
    expect(toast.description).toMatch(/^Reduced size by \d+% \(\d+(\.\d)? (B|KB|MB) saved\)$/);
    await page.getByRole("img", { name: /^Compressed · / }).waitFor();

    const since = await toastCount(page);
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());
    expect(file.name).toBe("holiday.photo_compressed_q80.jpg");
    expect(file.bytes.length).toBeLessThan(photo.buffer.length);
    await expectImage(page, file.bytes, { format: "jpeg", width: 640, height: 480, original: photo.buffer });
    await waitForToast(page, { title: "Downloaded", description: "Compressed image has been downloaded" }, { since });

    await page.getByRole("tab", { name: "Statistics" }).click();
    await page.getByRole("heading", { name: "Compression Results" }).waitFor();
    const stats = page.getByRole("tabpanel");
    expect(await stats.getByRole("definition").allTextContents()).toEqual([
      expect.stringMatching(/ KB$/),
      expect.stringMatching(/ KB$/),
      expect.stringMatching(/^-\d+%$/),
      "640×480",
      "JPG",
      "JPG",
      "Removed",
    ]);

    await page.getByRole("tab", { name: "Compare" }).click();
    await page.getByRole("tabpanel").getByRole("img").first().waitFor();
    expect(await page.getByText("Nothing to compare yet").count()).toBe(0);
    await page.getByRole("tab", { name: "Compress" }).click();

    // A lower quality redoes the result by itself (no click): at once the old one is no longer offered, then a
    // smaller file comes, named for the new quality.
    const row = page.getByTestId("image-file");
    await quality(page).fill("30");
    await page.getByText("Quality: 30%").waitFor();
    expect(await row.getByRole("button", { name: "Download holiday.photo_compressed_q80.jpg" }).count()).toBe(0);
    await row.getByRole("button", { name: "Download holiday.photo_compressed_q30.jpg" }).waitFor({ timeout: 30_000 });
    const low = await downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());
    expect(low.name).toBe("holiday.photo_compressed_q30.jpg");
    expect(low.bytes.length).toBeLessThan(file.bytes.length);
    await expectImage(page, low.bytes, {
      format: "jpeg",
      width: 640,
      height: 480,
      original: photo.buffer,
      tolerance: 8,
    });

    await page.getByRole("button", { name: "Reset" }).click();
    expect(await quality(page).inputValue()).toBe("80");
    expect(await page.getByTestId("image-file").count()).toBe(0);
    expect(await page.getByRole("img", { name: /^Original · / }).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it("turns a sideways phone photo upright and removes its metadata, keeping it (and the location) only when asked", async () => {
    const { page } = await openPage(PATH);
    // Stored 40×60, shown 60×40: the camera's orientation 6 says to turn it a quarter right.
    const photo = phonePhoto();
    await upload(page).setInputFiles(photo);
    await page.getByText("60×40").first().waitFor();
    const keepMetadata = page.getByRole("switch", { name: "Keep metadata" });
    const keepLocation = page.getByRole("switch", { name: "Keep location" });
    expect(await keepMetadata.isChecked()).toBe(false);
    expect(await keepLocation.isDisabled()).toBe(true);

    const download = () => downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());
    await compressAndWait(page);
    const removed = await download();
    // Upright pixels (the browser turns the original the same way to compare), and no EXIF left at all.
    await expectImage(page, removed.bytes, {
      format: "jpeg",
      width: 60,
      height: 40,
      original: photo.buffer,
      tolerance: 10,
    });
    expect(readExif(removed.bytes)).toBeUndefined();
    await page.getByRole("tab", { name: "Statistics" }).click();
    expect(await statValue(page, "Metadata").textContent()).toBe("Removed");
    expect(await statValue(page, "Location").count()).toBe(0);
    await page.getByRole("tab", { name: "Compress" }).click();

    await keepMetadata.click();
    await compressAndWait(page);
    const kept = await download();
    expect(readExif(kept.bytes)).toEqual({ make: "Penknife Phone", orientation: 1, hasLocation: false });
    await expectImage(page, kept.bytes, {
      format: "jpeg",
      width: 60,
      height: 40,
      original: photo.buffer,
      tolerance: 10,
    });
    await page.getByRole("tab", { name: "Statistics" }).click();
    expect(await statValue(page, "Metadata").textContent()).toBe("Kept");
    expect(await statValue(page, "Location").textContent()).toBe("Removed");
    await page.getByRole("tab", { name: "Compress" }).click();

    await keepLocation.press("Space");
    await compressAndWait(page);
    expect(readExif((await download()).bytes)).toEqual({ make: "Penknife Phone", orientation: 1, hasLocation: true });
    await page.getByRole("tab", { name: "Statistics" }).click();
    expect(await statValue(page, "Metadata").textContent()).toBe("Kept");
    expect(await statValue(page, "Location").textContent()).toBe("Kept");
    await page.getByRole("tab", { name: "Compress" }).click();

    // Off again means off for both; Reset puts everything back to removed.
    await keepMetadata.click();
    expect(await keepLocation.isChecked()).toBe(false);
    await keepMetadata.click();
    expect(await keepLocation.isChecked()).toBe(false);
    await page.getByRole("button", { name: "Reset" }).click();
    expect(await keepMetadata.isChecked()).toBe(false);
    expect(pageErrors(page)).toEqual([]);
  });

  it("never makes a well-compressed PNG larger: the file itself is kept when re-encoding would not beat it", async () => {
    const { page } = await openPage(PATH);
    const file = resolve(import.meta.dirname, "../../../../crates/core/tests/images/text.png");
    const original = readFileSync(file);
    await upload(page).setInputFiles(file);
    await compressAndWait(page);
    const compressed = await downloadOf(page, () =>
      page.getByRole("button", { name: "Download", exact: true }).click(),
    );
    // oxipng's preset 2 writes 43,397 bytes from these pixels; the scan's own file is 42,704 and has no metadata.
    expect(compressed.bytes.length).toBe(original.length);
    const exact = await expectImage(page, compressed.bytes, { format: "png", width: 448, height: 172, original });
    expect(exact.meanDifference).toBe(0);
  });

  it("compresses a large photo-like PNG in bands on several workers, losslessly, showing the file's progress", async () => {
    const { page } = await openPage(PATH);
    // 1600×1200 of grain: 5.8 MB of RGB, which the encoder cuts into two bands (core image::png::bands).
    const png = await drawImage(page, "scan.png", { width: 1600, height: 1200, type: "image/png", grain: 40 });
    await upload(page).setInputFiles(png);
    // Every value the file's own bar takes, as the page sets it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Compressing scan.png"]');
        const value = bar?.getAttribute("aria-valuenow");
        if (value && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await compressAndWait(page);
    // Decoded, each of two bands, joined: a quarter, a half, three quarters (two steps that end together may
    // show as one).
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen[0]).toBe("25");
    expect(["25", "50", "75"].filter((value) => seen.includes(value))).toEqual(seen);
    const compressed = await downloadOf(page, () =>
      page.getByRole("button", { name: "Download", exact: true }).click(),
    );
    const exact = await expectImage(page, compressed.bytes, {
      format: "png",
      width: 1600,
      height: 1200,
      original: png.buffer,
    });
    expect(exact.meanDifference).toBe(0);
    // The bands' streams are joined with an empty stored block (LEN 0000, NLEN FFFF) inside the one IDAT stream.
    const idat = Buffer.from(compressed.bytes).indexOf("IDAT");
    expect(Buffer.from(compressed.bytes).indexOf(Buffer.from([0, 0, 0xff, 0xff]), idat)).toBeGreaterThan(idat);
  });

  it("keeps PNG lossless by default, quantises with Lossy PNG, and writes the chosen output format", async () => {
    const { page } = await openPage(PATH);
    const png = await drawImage(page, "logo.png", {
      width: 300,
      height: 200,
      type: "image/png",
      transparentLeft: true,
      grain: 12,
    });
    await upload(page).setInputFiles(png);

    await compressAndWait(page);
    const lossless = await downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());
    expect(lossless.name).toBe("logo_compressed_q80.png");
    const exact = await expectImage(page, lossless.bytes, {
      format: "png",
      width: 300,
      height: 200,
      original: png.buffer,
    });
    expect(exact.meanDifference).toBe(0);
    expect(exact.topLeft[3]).toBe(0);

    await page.getByRole("switch", { name: "Lossy PNG" }).click();
    await compressAndWait(page);
    const lossy = await downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());
    expect(lossy.bytes.length).toBeLessThan(lossless.bytes.length);
    const quantised = await expectImage(page, lossy.bytes, {
      format: "png",
      width: 300,
      height: 200,
      original: png.buffer,
      tolerance: 16,
    });
    expect(quantised.topLeft[3]).toBe(0);

    await page.getByRole("radio", { name: /^WebP/ }).check();
    await compressAndWait(page);
    const webp = await downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());
    expect(webp.name).toBe("logo_compressed_q80.webp");
    const lossyWebp = await expectImage(page, webp.bytes, {
      format: "webp",
      width: 300,
      height: 200,
      original: png.buffer,
      tolerance: 8,
    });
    expect(lossyWebp.topLeft[3]).toBe(0);

    // JPEG has no transparency: the transparent third becomes white; 4:4:4 is taken too.
    await page.getByRole("radio", { name: /^JPG/ }).check();
    await page.getByRole("switch", { name: "Sharp colour edges (4:4:4)" }).click();
    await compressAndWait(page);
    const jpeg = await downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());
    expect(jpeg.name).toBe("logo_compressed_q80.jpg");
    const onWhite = await expectImage(page, jpeg.bytes, {
      format: "jpeg",
      width: 300,
      height: 200,
      original: png.buffer,
      tolerance: 8,
    });
    for (const channel of onWhite.topLeft.slice(0, 3)) expect(channel).toBeGreaterThan(245);
    expect(pageErrors(page)).toEqual([]);
  });

  it("gives the spec's messages: nothing selected, no result, wrong type, too large, unreadable image", async () => {
    const { page } = await openPage(PATH);
    let since = await toastCount(page);
    await compress(page).click();
    await waitForToast(page, { title: "No Image Selected", description: "Please select an image first" }, { since });
    since = await toastCount(page);
    await page.getByRole("button", { name: "Download", exact: true }).click();
    await waitForToast(
      page,
      { title: "No Compressed Image", description: "Please compress an image first" },
      { since },
    );

    since = await toastCount(page);
    await upload(page).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await waitForToast(
      page,
      { title: "Invalid File Type", description: "Please select an image file (JPG, PNG, WebP, etc.)" },
      { since },
    );

    const big = join(dir, "huge.png");
    writeFileSync(big, Buffer.alloc(50 * 1024 * 1024 + 1));
    since = await toastCount(page);
    await upload(page).setInputFiles(big);
    await waitForToast(
      page,
      { title: "File Too Large", description: "Please select an image smaller than 50MB" },
      { since },
    );
    expect(await page.getByTestId("image-file").count()).toBe(0);

    // Exactly 50 MB is allowed in; it is not a real image, so compressing it fails with the spec's toast.
    const limit = join(dir, "limit.png");
    writeFileSync(limit, Buffer.alloc(50 * 1024 * 1024));
    await upload(page).setInputFiles(limit);
    await page.getByTestId("image-file").waitFor();
    since = await toastCount(page);
    await compress(page).click();
    await waitForToast(
      page,
      { title: "Compression Failed", description: "An error occurred while compressing the image. Please try again." },
      { since, timeout: 30_000 },
    );
    await page
      .getByTestId("image-file")
      .getByRole("alert")
      .filter({ hasText: "could not be read as an image" })
      .waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("checks each file as it is added: a colour profile over the limit or a JPEG cut short is marked on its card, in one toast, and the rest compressed", async () => {
    const { page } = await openPage(PATH);
    const photo = await drawImage(page, "photo.png", { width: 64, height: 48, type: "image/png" });
    // 8 MB of profile in a few kilobytes: the engine refuses it before the browser decodes the file.
    const bomb = withColourProfile(photo, 8 << 20, "profile.png");
    expect(bomb.buffer.length).toBeLessThan(100_000);
    // A download cut short: the browser would still show it (a grey lower half), with its full size.
    const jpeg = await drawImage(page, "whole.jpg", { width: 320, height: 240, type: "image/jpeg", quality: 0.9 });
    const cut = { ...jpeg, name: "cut.jpg", buffer: jpeg.buffer.subarray(0, Math.floor(jpeg.buffer.length * 0.6)) };
    let since = await toastCount(page);
    await upload(page).setInputFiles([photo, bomb, cut]);
    await waitForToast(
      page,
      {
        title: "2 Unreadable Images",
        description:
          "profile.png, cut.jpg cannot be used: the reason is shown on each card. The other files are ready.",
      },
      { since, timeout: 30_000 },
    );
    const alertOn = (name: string, text: string) =>
      page.getByTestId("image-file").filter({ hasText: name }).getByRole("alert").filter({ hasText: text });
    await alertOn("profile.png", "The image's colour profile is larger than 4 MB").waitFor();
    await alertOn(
      "cut.jpg",
      "This JPEG file is incomplete: it ends before the image does. It may not have finished downloading or copying.",
    ).waitFor();

    since = await toastCount(page);
    await compressAndWait(page);
    await expect.poll(() => page.getByTestId("image-file-result").count()).toBe(1);
    // One message per problem: the run itself adds only its success.
    expect(await toastCount(page)).toBe(since + 1);
    await alertOn("cut.jpg", "This JPEG file is incomplete").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("takes files by drop and by paste, compresses several in the pool, and zips them", async () => {
    const { page } = await openPage(PATH);
    const a = await drawImage(page, "a.jpg", { width: 200, height: 100, type: "image/jpeg", quality: 0.95 });
    const b = await drawImage(page, "b.png", { width: 120, height: 160, type: "image/png" });
    const a2 = await drawImage(page, "a.jpg", { width: 100, height: 100, type: "image/jpeg", quality: 0.95 });

    await dropFiles(page, [a]);
    await expect.poll(() => page.getByTestId("image-file").count()).toBe(1);
    expect(await page.getByTestId("image-file").textContent()).toContain("a.jpg");

    // A new selection replaces the old one (the spec clears earlier results on a new file).
    await pasteFiles(page, [a, b, a2]);
    await expect.poll(() => page.getByTestId("image-file").count()).toBe(3);

    const toast = await compressAndWait(page);
    expect(toast.description).toMatch(/^(Reduced size by|Size grew by)/);
    await expect.poll(() => page.getByTestId("image-file-result").count()).toBe(3);

    const zip = await downloadOf(page, () => page.getByRole("button", { name: "Download All (ZIP)" }).click());
    expect(zip.name).toBe("compressed-images.zip");
    expect(formatOf(zip.bytes)).toBe("zip");
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(
      ["a_compressed_q80 (2).jpg", "a_compressed_q80.jpg", "b_compressed_q80.png"].sort(),
    );
    await expectImage(page, files["a_compressed_q80.jpg"]!, {
      format: "jpeg",
      width: 200,
      height: 100,
      original: a.buffer,
    });
    await expectImage(page, files["b_compressed_q80.png"]!, {
      format: "png",
      width: 120,
      height: 160,
      original: b.buffer,
    });

    // One file's own download, from its row.
    const one = await downloadOf(page, () =>
      page.getByRole("button", { name: "Download b_compressed_q80.png" }).click(),
    );
    expect(formatOf(one.bytes)).toBe("png");
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows the busy state and cancels a file mid-way", async () => {
    const { page } = await openPage("/");
    // The codecs are held back, so the work stays in progress until the test lets it go.
    const release = await holdRequests(page, "**/*.wasm");
    await page.goto(PATH);
    const photo = await drawImage(page, "slow.jpg", { width: 64, height: 64, type: "image/jpeg" });
    const other = await drawImage(page, "other.jpg", { width: 64, height: 64, type: "image/jpeg" });
    await upload(page).setInputFiles([photo, other]);
    await compress(page).click();
    const busy = page.getByRole("button", { name: "Compressing..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await page.getByRole("progressbar", { name: "Compressing..." }).waitFor();
    await page.getByRole("progressbar", { name: "Compressing slow.jpg" }).waitFor();

    await page.getByRole("button", { name: "Cancel slow.jpg" }).click();
    await page.getByTestId("image-file").filter({ hasText: "slow.jpg" }).getByText("Cancelled").waitFor();
    release();
    await waitForToast(page, { title: "Image Compressed Successfully!" }, { timeout: 30_000 });
    await page.getByTestId("image-file").filter({ hasText: "other.jpg" }).getByTestId("image-file-result").waitFor();
    await compress(page).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
