import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { downloadOf, openPage, pageErrors } from "../../../e2e/harness";
import { compareImages, drawImage, formatOf, phonePhoto, readExif } from "../../../e2e/images";

const PATH = "/tools/image-cropper";

const upload = (page: Page) => page.getByLabel("Upload Image", { exact: true });
const box = (page: Page) => page.getByTestId("crop-box");
const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

/** The four numbers the fields show: x, y, width, height. */
const shown = (page: Page) => Promise.all(["X", "Y", "Width", "Height"].map((name) => field(page, name).inputValue()));

/** Crops, downloads, and reads the file back: its name, format and size. */
async function cropAndDownload(page: Page, name: string, keep?: (bytes: Buffer) => void) {
  await page.getByRole("button", { name: "Crop Image", exact: true }).click();
  const download = page.getByRole("button", { name: `Download ${name}` });
  await download.waitFor({ timeout: 30_000 });
  const file = await downloadOf(page, () => download.click());
  keep?.(file.bytes);
  const { width, height } = await compareImages(page, file.bytes, file.bytes);
  return { name: file.name, format: formatOf(file.bytes), width, height };
}

// The first run fetches and compiles the codecs (seconds from the debug server).
describe("Image Cropper", { timeout: 90_000 }, () => {
  it("takes 1:1, moves and resizes the box with the keyboard, clamps typed numbers, turns, and writes a PNG", async () => {
    const { page } = await openPage(PATH);
    await upload(page).setInputFiles(
      await drawImage(page, "photo.png", { width: 400, height: 300, type: "image/png" }),
    );
    await box(page).waitFor();
    await expect.poll(() => shown(page)).toEqual(["0", "0", "400", "300"]);

    // 1:1: the largest centred square.
    await page.getByRole("button", { name: "1:1", exact: true }).click();
    await expect.poll(() => shown(page)).toEqual(["50", "0", "300", "300"]);

    // Arrows move by 1, Ctrl + arrows by 10; Shift + arrows resize, keeping the square.
    await box(page).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Control+ArrowLeft");
    await page.keyboard.press("Shift+ArrowUp");
    await expect.poll(() => shown(page)).toEqual(["43", "0", "299", "299"]);
    expect(await box(page).getAttribute("aria-label")).toBe("Crop area at 43, 0, 299 × 299 pixels");
    // A corner is a stop of its own: its arrows move that corner.
    await page.getByRole("group", { name: "Top-left corner: resize the crop area" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => shown(page)).toEqual(["44", "1", "298", "298"]);

    // A number past the image is clamped, and the page says so.
    await field(page, "Width").fill("5000");
    await page.getByText("Adjusted to fit inside the image (400×300 pixels).").waitFor();
    await field(page, "Width").blur();
    await expect.poll(() => shown(page)).toEqual(["44", "1", "299", "299"]);

    // Free, 200 wide, turned a quarter: the output is 300×200, a PNG named after the input.
    await page.getByRole("button", { name: "Free", exact: true }).click();
    await field(page, "Width").fill("200");
    await field(page, "Width").blur();
    await expect.poll(() => shown(page)).toEqual(["0", "0", "200", "300"]);
    await page.getByRole("button", { name: "Rotate right" }).click();
    await page.getByText("Rotation: 90°").waitFor();
    expect(await cropAndDownload(page, "photo-cropped.png")).toEqual({
      name: "photo-cropped.png",
      format: "png",
      width: 300,
      height: 200,
    });
    expect(pageErrors(page)).toEqual([]);
  });

  it("keeps a JPEG a JPEG, cropped to 16:9 and flipped", async () => {
    const { page } = await openPage(PATH);
    const photo = await drawImage(page, "holiday.jpg", { width: 400, height: 300, type: "image/jpeg", quality: 0.9 });
    await upload(page).setInputFiles(photo);
    await box(page).waitFor();
    await page.getByRole("button", { name: "16:9", exact: true }).click();
    await expect.poll(() => shown(page)).toEqual(["0", "37", "400", "225"]);
    await page.getByRole("button", { name: "Flip horizontally" }).click();
    expect(await cropAndDownload(page, "holiday-cropped.jpg")).toEqual({
      name: "holiday-cropped.jpg",
      format: "jpeg",
      width: 400,
      height: 225,
    });
    expect(pageErrors(page)).toEqual([]);
  });

  it("crops a phone photo upright, keeping its metadata without the location when asked", async () => {
    const { page } = await openPage(PATH);
    // Stored 40×60 with EXIF orientation 6: shown, and cropped, as 60×40.
    await upload(page).setInputFiles(phonePhoto());
    await box(page).waitFor();
    await expect.poll(() => shown(page)).toEqual(["0", "0", "60", "40"]);
    await page.getByRole("button", { name: "1:1", exact: true }).click();
    await expect.poll(() => shown(page)).toEqual(["10", "0", "40", "40"]);
    await page.getByRole("switch", { name: "Keep metadata" }).click();
    let bytes: Buffer | undefined;
    const file = await cropAndDownload(page, "IMG_0001-cropped.jpg", (downloaded) => (bytes = downloaded));
    expect(file).toEqual({ name: "IMG_0001-cropped.jpg", format: "jpeg", width: 40, height: 40 });
    const exif = readExif(bytes!);
    expect(exif).toMatchObject({ make: "Penknife Phone", orientation: 1, hasLocation: false });
    expect(pageErrors(page)).toEqual([]);
  });
});
