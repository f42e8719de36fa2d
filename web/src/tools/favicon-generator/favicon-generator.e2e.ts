import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { downloadOf, openPage, pageErrors } from "../../../e2e/harness";
import { drawImage } from "../../../e2e/images";

const PATH = "/tools/favicon-generator";
const FILES = [
  "android-chrome-192x192.png",
  "android-chrome-512x512.png",
  "apple-touch-icon.png",
  "favicon.ico",
  "site.webmanifest",
];
const upload = (page: Page) => page.getByLabel("Upload Image", { exact: true });
const tags = (page: Page) => page.getByLabel("HTML tags for your <head>", { exact: true });

/** The width and height a PNG's header declares. */
const pngSize = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
};

/** Waits until the preview named `alt` has loaded, and returns its natural width. */
async function previewWidth(page: Page, alt: string): Promise<number> {
  const image = page.getByRole("img", { name: alt, exact: true });
  await image.waitFor();
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return img.naturalWidth;
  });
}

describe("Favicon Generator", { timeout: 90_000 }, () => {
  it("makes every icon from a PNG, previews each size, and zips the set", async () => {
    const { page } = await openPage(PATH);
    await page.getByLabel("Short name", { exact: true }).fill('Pk"><script>x</script>');
    await upload(page).setInputFiles(await drawImage(page, "logo.png", { width: 96, height: 64, type: "image/png" }));

    for (const side of [16, 32, 48]) {
      expect(await previewWidth(page, `favicon.ico at ${side} × ${side} pixels`)).toBeGreaterThan(0);
    }
    for (const [name, side] of [
      ["apple-touch-icon.png", 180],
      ["android-chrome-192x192.png", 192],
      ["android-chrome-512x512.png", 512],
    ] as const) {
      expect(await previewWidth(page, `${name} at ${side} × ${side} pixels`)).toBe(side);
    }

    await expect
      .poll(() => tags(page).inputValue())
      .toBe(
        [
          '<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">',
          '<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">',
          '<link rel="manifest" href="/site.webmanifest">',
          '<meta name="apple-mobile-web-app-title" content="Pk&quot;&gt;&lt;script&gt;x&lt;/script&gt;">',
          '<meta name="theme-color" content="#ffffff">',
          "",
        ].join("\n"),
      );
    const manifest = JSON.parse(await page.getByLabel("Web app manifest (site.webmanifest)").inputValue());
    expect(manifest.short_name).toBe('Pk"><script>x</script>');

    const zip = await downloadOf(page, () => page.getByRole("button", { name: "Download all (ZIP)" }).click());
    expect(zip.name).toBe("favicons.zip");
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(FILES);
    expect(pngSize(files["android-chrome-512x512.png"]!)).toEqual([512, 512]);
    expect(pngSize(files["apple-touch-icon.png"]!)).toEqual([180, 180]);
    expect([...files["favicon.ico"]!.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);

    const ico = await downloadOf(page, () => page.getByRole("button", { name: "Download favicon.ico" }).click());
    expect(ico.name).toBe("favicon.ico");
    expect(ico.bytes.equals(Buffer.from(files["favicon.ico"]!))).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("draws a sanitised SVG without running its script, and names what is wrong with a bad one", async () => {
    const { page } = await openPage(PATH);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><script>window.ran = 1</script>' +
      '<rect width="20" height="10" fill="#c03020"/></svg>';
    await upload(page).setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) });
    expect(await previewWidth(page, "android-chrome-512x512.png at 512 × 512 pixels")).toBe(512);
    expect(await page.evaluate(() => "ran" in window)).toBe(false);

    await upload(page).setInputFiles({
      name: "bad.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<!DOCTYPE svg [<!ENTITY a "a">]><svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await page
      .getByRole("alert")
      .filter({ hasText: "This SVG has a <!DOCTYPE> declaration, which is not accepted" })
      .waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
