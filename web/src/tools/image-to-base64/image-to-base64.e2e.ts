import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { downloadOf, openPage, pageErrors } from "../../../e2e/harness";
import { drawImage, dropFiles } from "../../../e2e/images";
import { editorText } from "../../../e2e/editor";

const PATH = "/tools/image-to-base64";
const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
const decodeBox = (page: Page) => page.getByLabel("Base64 to Image", { exact: true });
const shown = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

describe("Image to Base64", { timeout: 60_000 }, () => {
  it("turns an image into its four texts, its type read from its bytes and not its name", async () => {
    const { page } = await openPage(PATH);
    const png = await drawImage(page, "photo.jpg", { width: 4, height: 3, type: "image/png" });
    await page.getByLabel("Upload Image", { exact: true }).setInputFiles(png);
    await page.getByRole("img", { name: "Preview of photo.jpg" }).waitFor();
    const url = `data:image/png;base64,${png.buffer.toString("base64")}`;
    expect(await shown(page, "Data URL")).toBe(url);
    expect(await shown(page, "Base64")).toBe(png.buffer.toString("base64"));
    expect(await shown(page, "CSS background-image")).toBe(`background-image: url("${url}");`);
    expect(await shown(page, "HTML <img> tag")).toBe(`<img src="${url}" alt="">`);
    expect(await page.getByText(/photo\.jpg: image\/png, /).count()).toBe(1);

    // A dropped file that is no image is refused, by what it is.
    await dropFiles(page, [{ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.7\n") }]);
    await page
      .getByRole("alert")
      .filter({
        hasText: "This is not an image in a format this tool knows (PNG, JPEG, GIF, WebP, AVIF, BMP, ICO or SVG).",
      })
      .waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("decodes a pasted data URL to a preview and a download named by the real type", async () => {
    const { page } = await openPage(PATH);
    await decodeBox(page).fill(`data:image/png;base64,${GIF.toString("base64").replace(/(.{16})/g, "$1\n")}`);
    await page.getByRole("img", { name: "Decoded image" }).waitFor();
    await page.getByText("The data URL says image/png, but the data is image/gif").waitFor();
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download image.gif" }).click());
    expect(file.name).toBe("image.gif");
    expect(file.bytes.equals(GIF)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows an SVG only as an image", async () => {
    const { page } = await openPage(PATH);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>window.ran = 1</script></svg>`;
    await decodeBox(page).fill(Buffer.from(svg).toString("base64"));
    await page.getByText("The SVG is shown as an image only, so no script in it runs.").waitFor();
    expect(await page.getByRole("img", { name: "Decoded image" }).evaluate((img) => img.tagName)).toBe("IMG");
    expect(await page.evaluate(() => "ran" in window)).toBe(false);
  });

  it("names the first bad character and keeps what was pasted", async () => {
    const { page } = await openPage(PATH);
    const text = "data:image/png;base64,iVBOR*w0K";
    await decodeBox(page).fill(text);
    await page.getByRole("alert").filter({ hasText: "Invalid Base64 at character 28: “*” cannot be there." }).waitFor();
    expect(await editorText(decodeBox(page))).toBe(text);
    expect(pageErrors(page)).toEqual([]);
  });
});
