import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { downloadOf, openPage, pageErrors, toastCount, waitForToast } from "../../../e2e/harness";
import { drawImage, dropFiles, expectImage, pasteFiles } from "../../../e2e/images";

const PATH = "/tools/image-resizer";

const upload = (page: Page) => page.getByLabel("Upload Image", { exact: true });
const width = (page: Page) => page.getByLabel("Width (px)");
const height = (page: Page) => page.getByLabel("Height (px)");
const lock = (page: Page) => page.getByRole("switch", { name: "Keep aspect ratio" });

async function resizeAndWait(page: Page) {
  const since = await toastCount(page);
  await page.getByRole("button", { name: "Resize Image" }).click();
  await waitForToast(
    page,
    { title: "Success!", description: "Image resized successfully" },
    { since, timeout: 30_000 },
  );
}

const download = (page: Page) =>
  downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());

// The first run fetches and compiles the codecs (seconds from the debug server).
describe("Image Resizer", { timeout: 90_000 }, () => {
  it("starts at 800×600 with the lock on, takes the image's size, keeps its proportions, writes resized_ PNG", async () => {
    const { page } = await openPage(PATH);
    expect([await width(page).inputValue(), await height(page).inputValue()]).toEqual(["800", "600"]);
    expect(await lock(page).getAttribute("aria-checked")).toBe("true");

    const photo = await drawImage(page, "photo.png", { width: 400, height: 300, type: "image/png" });
    await upload(page).setInputFiles(photo);
    await expect.poll(() => width(page).inputValue()).toBe("400");
    expect(await height(page).inputValue()).toBe("300");

    // Lock on: one side recomputes the other, rounded (4:3 → 333 × 249.75 → 250).
    await width(page).fill("333");
    await expect.poll(() => height(page).inputValue()).toBe("250");
    await height(page).fill("90");
    await expect.poll(() => width(page).inputValue()).toBe("120");

    await resizeAndWait(page);
    await page.getByRole("img", { name: /^Resized · / }).waitFor();
    const file = await download(page);
    expect(file.name).toBe("resized_photo.png");
    await expectImage(page, file.bytes, {
      format: "png",
      width: 120,
      height: 90,
      original: photo.buffer,
      tolerance: 6,
    });

    // Lock off: the sides are independent and the image is stretched to them.
    await lock(page).click();
    await width(page).fill("200");
    expect(await height(page).inputValue()).toBe("90");
    await resizeAndWait(page);
    const stretched = await download(page);
    await expectImage(page, stretched.bytes, {
      format: "png",
      width: 200,
      height: 90,
      original: photo.buffer,
      tolerance: 6,
    });

    // Reset: the spec's defaults, no file.
    await page.getByRole("button", { name: "Reset" }).click();
    expect([await width(page).inputValue(), await height(page).inputValue()]).toEqual(["800", "600"]);
    expect(await lock(page).getAttribute("aria-checked")).toBe("true");
    expect(await page.getByTestId("image-file").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it("sets a preset's exact size, keeps sizes within 1–10000, and names a JPEG's output .png", async () => {
    const { page } = await openPage(PATH);
    const presets = [
      ["Instagram Square", 1080, 1080],
      ["Instagram Portrait", 1080, 1350],
      ["Facebook Cover", 1200, 630],
      ["Twitter Header", 1500, 500],
      ["YouTube Thumbnail", 1280, 720],
      ["LinkedIn Banner", 1584, 396],
      ["Profile Picture", 400, 400],
      ["HD Wallpaper", 1920, 1080],
      ["4K Wallpaper", 3840, 2160],
    ] as const;
    for (const [name, w, h] of presets) {
      await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
      expect([await width(page).inputValue(), await height(page).inputValue()]).toEqual([String(w), String(h)]);
    }

    await width(page).fill("10001");
    await page.getByText("A whole number from 1 to 10000").waitFor();
    await width(page).fill("0");
    await page.getByText("A whole number from 1 to 10000").waitFor();
    await width(page).blur();
    expect(await width(page).inputValue()).toBe("3840");

    const photo = await drawImage(page, "cat.jpg", { width: 160, height: 90, type: "image/jpeg", quality: 0.95 });
    await upload(page).setInputFiles(photo);
    await expect.poll(() => width(page).inputValue()).toBe("160");
    await page.getByRole("button", { name: /^Profile Picture/ }).click();
    await resizeAndWait(page);
    const file = await download(page);
    expect(file.name).toBe("resized_cat.png");
    await expectImage(page, file.bytes, {
      format: "png",
      width: 400,
      height: 400,
      original: photo.buffer,
      tolerance: 8,
    });
    expect(pageErrors(page)).toEqual([]);
  });

  it("refuses a file that is not an image, and resizes dropped and pasted files into one ZIP", async () => {
    const { page } = await openPage(PATH);
    let since = await toastCount(page);
    await page.getByRole("button", { name: "Resize Image" }).click();
    await waitForToast(page, { title: "No Image Selected", description: "Please select an image first" }, { since });

    since = await toastCount(page);
    await upload(page).setInputFiles({ name: "a.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await waitForToast(
      page,
      { title: "Invalid File Type", description: "Please upload a valid image file" },
      { since },
    );

    const a = await drawImage(page, "a.png", { width: 100, height: 50, type: "image/png" });
    const b = await drawImage(page, "b.webp", { width: 60, height: 60, type: "image/webp", quality: 0.9 });
    await dropFiles(page, [a]);
    await page.getByTestId("image-file").waitFor();
    await pasteFiles(page, [a, b]);
    await expect.poll(() => page.getByTestId("image-file").count()).toBe(2);
    await lock(page).click();
    await width(page).fill("30");
    await height(page).fill("20");
    await resizeAndWait(page);
    const zip = await downloadOf(page, () => page.getByRole("button", { name: "Download All (ZIP)" }).click());
    expect(zip.name).toBe("resized-images.zip");
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(["resized_a.png", "resized_b.png"]);
    await expectImage(page, files["resized_a.png"]!, {
      format: "png",
      width: 30,
      height: 20,
      original: a.buffer,
      tolerance: 8,
    });
    await expectImage(page, files["resized_b.png"]!, {
      format: "png",
      width: 30,
      height: 20,
      original: b.buffer,
      tolerance: 8,
    });
    expect(pageErrors(page)).toEqual([]);
  });

  it("holds its layout at 375 px", async () => {
    const { page } = await openPage(PATH, { width: 375, height: 800 });
    const photo = await drawImage(page, "wide-name-".repeat(6) + ".png", { width: 50, height: 40, type: "image/png" });
    await upload(page).setInputFiles(photo);
    await resizeAndWait(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
