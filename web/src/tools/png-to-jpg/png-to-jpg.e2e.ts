import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { downloadOf, openPage, pageErrors, toastCount, waitForToast } from "../../../e2e/harness";
import { drawImage, dropFiles, expectImage, pasteFiles } from "../../../e2e/images";

const PATH = "/tools/png-to-jpg";

const upload = (page: Page) => page.getByLabel("Upload PNG Image", { exact: true });
const colourText = (page: Page) => page.getByLabel("Background Color", { exact: true });

async function convertAndWait(page: Page) {
  const since = await toastCount(page);
  await page.getByRole("button", { name: "Convert to JPG" }).click();
  return waitForToast(page, { title: "PNG Converted to JPG Successfully!" }, { since, timeout: 30_000 });
}

const download = (page: Page) =>
  downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());

// The first run fetches and compiles the codecs (seconds from the debug server).
describe("PNG to JPG", { timeout: 90_000 }, () => {
  it("converts on white at quality 85, then on a chosen colour, and resets the defaults", async () => {
    const { page } = await openPage(PATH);
    expect(await colourText(page).inputValue()).toBe("#ffffff");
    expect(await page.getByLabel(/^Quality: \d+%$/).inputValue()).toBe("85");

    const png = await drawImage(page, "diagram.png", {
      width: 240,
      height: 120,
      type: "image/png",
      transparentLeft: true,
    });
    await upload(page).setInputFiles(png);
    const toast = await convertAndWait(page);
    expect(toast.description).toBe("Converted 240×120 image to JPG format");

    const since = await toastCount(page);
    const white = await download(page);
    expect(white.name).toBe("diagram.jpg");
    const onWhite = await expectImage(page, white.bytes, {
      format: "jpeg",
      width: 240,
      height: 120,
      original: png.buffer,
    });
    for (const channel of onWhite.topLeft.slice(0, 3)) expect(channel).toBeGreaterThan(245);
    await waitForToast(page, { title: "Downloaded", description: "JPG image has been downloaded" }, { since });

    // The text box takes #rgb; the picker follows it.
    await colourText(page).fill("#f00");
    await expect.poll(() => page.getByLabel("Background color picker").inputValue()).toBe("#ff0000");
    await colourText(page).fill("not a colour");
    await page.getByText("Enter a colour as #rrggbb").waitFor();
    await colourText(page).blur();
    expect(await colourText(page).inputValue()).toBe("#ff0000");
    await page.getByLabel(/^Quality: \d+%$/).fill("50");
    await convertAndWait(page);
    const red = await download(page);
    const onRed = await expectImage(page, red.bytes, {
      format: "jpeg",
      width: 240,
      height: 120,
      original: png.buffer,
      tolerance: 8,
    });
    expect(onRed.topLeft[0]).toBeGreaterThan(230);
    expect(onRed.topLeft[1]).toBeLessThan(25);
    expect(onRed.topLeft[2]).toBeLessThan(25);
    expect(red.bytes.length).toBeLessThan(white.bytes.length);

    await page.getByRole("tab", { name: "Statistics" }).click();
    await page.getByRole("heading", { name: "Conversion Results" }).waitFor();
    await page.getByRole("heading", { name: "PNG vs JPG" }).waitFor();
    await page.getByRole("heading", { name: "JPG Format Details" }).waitFor();
    await page.getByRole("tab", { name: "Convert" }).click();

    await page.getByRole("button", { name: "Reset" }).click();
    expect(await colourText(page).inputValue()).toBe("#ffffff");
    expect(await page.getByLabel(/^Quality: \d+%$/).inputValue()).toBe("85");
    expect(await page.getByTestId("image-file").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it("gives the spec's messages and converts dropped and pasted files into one ZIP", async () => {
    const { page } = await openPage(PATH);
    let since = await toastCount(page);
    await page.getByRole("button", { name: "Convert to JPG" }).click();
    await waitForToast(page, { title: "No PNG Selected", description: "Please select a PNG image first" }, { since });
    since = await toastCount(page);
    await page.getByRole("button", { name: "Download", exact: true }).click();
    await waitForToast(
      page,
      { title: "No Converted Image", description: "Please convert a PNG image first" },
      { since },
    );

    const jpeg = await drawImage(page, "photo.jpg", { width: 20, height: 20, type: "image/jpeg" });
    since = await toastCount(page);
    await upload(page).setInputFiles(jpeg);
    await waitForToast(page, { title: "Invalid File Type", description: "Please select a PNG image file" }, { since });

    const a = await drawImage(page, "a.png", { width: 50, height: 40, type: "image/png" });
    const b = await drawImage(page, "b.png", { width: 40, height: 50, type: "image/png" });
    await dropFiles(page, [a, b]);
    await expect.poll(() => page.getByTestId("image-file").count()).toBe(2);
    await pasteFiles(page, [b, a]);
    await expect.poll(() => page.getByTestId("image-file").first().textContent()).toContain("b.png");
    const toast = await convertAndWait(page);
    expect(toast.description).toBe("Converted 2 images to JPG format");
    const zip = await downloadOf(page, () => page.getByRole("button", { name: "Download All (ZIP)" }).click());
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files)).toEqual(["b.jpg", "a.jpg"]);
    await expectImage(page, files["a.jpg"]!, { format: "jpeg", width: 50, height: 40, original: a.buffer });
    expect(pageErrors(page)).toEqual([]);
  });
});
