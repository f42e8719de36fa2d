import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import {
  clipboardText,
  downloadOf,
  openPage,
  pageErrors,
  toastCount,
  waitForToast,
  type Toast,
} from "../../../e2e/harness";
import { editorText } from "../../../e2e/editor";
import { compareImages, drawImage, expectImage, type TestFile } from "../../../e2e/images";

const PATH = "/tools/svg-converter";
/** Several conversions per test; the first loads the engines, which a loaded machine makes slow. */
const CONVERSIONS_TIMEOUT = 90_000;

const quality = (page: Page) => page.getByLabel(/^Quality: \d+%$/);
const scale = (page: Page) => page.getByLabel(/^Scale: [\d.]+×$/);
const code = (page: Page) => page.getByRole("textbox", { name: "SVG Code" });
const download = (page: Page) =>
  downloadOf(page, () => page.getByRole("button", { name: "Download", exact: true }).click());

async function convert(page: Page, action: string, title: string): Promise<Toast> {
  const since = await toastCount(page);
  await page.getByRole("button", { name: action }).click();
  return waitForToast(page, { title }, { since, timeout: 60_000 });
}

function svgFile(name: string, text: string): TestFile {
  return { name, mimeType: "image/svg+xml", buffer: Buffer.from(text) };
}

/** Draws SVG text in the page at `width`×`height` and returns it as PNG, to compare pixels with a source. */
async function rasterize(page: Page, svg: string, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ svg, width, height }) => {
      const image = new Image();
      image.src = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
      await image.decode();
      const canvas = new OffscreenCanvas(width, height);
      canvas.getContext("2d")!.drawImage(image, 0, 0, width, height);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { svg, width, height },
  );
  return Buffer.from(base64, "base64");
}

/** RGBA of one pixel of a downloaded raster image. */
function pixelAt(page: Page, bytes: Buffer, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ({ base64, x, y }) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(bitmap, 0, 0);
      return [...context.getImageData(x, y, 1, 1).data];
    },
    { base64: bytes.toString("base64"), x, y },
  );
}

const fillsOf = (svg: string) => new Set([...svg.matchAll(/fill="([^"]+)"/g)].map((match) => match[1]));

const close = (actual: number[], expected: number[], tolerance = 8) =>
  expected.every((value, index) => Math.abs(actual[index]! - value) <= tolerance);

/** A green 40×30 card with a blue disc; the right quarter is transparent. */
const CARD = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30">',
  '  <rect width="30" height="30" fill="#00a000"/>',
  '  <circle cx="15" cy="15" r="8" fill="#0000ff"/>',
  "</svg>",
].join("\n");

const BADGE = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90">',
  '  <rect width="120" height="90" fill="#d03020"/>',
  '  <rect x="10" y="10" width="50" height="40" fill="#30b050"/>',
  '  <circle cx="85" cy="55" r="25" fill="#2040c0"/>',
  "</svg>",
].join("\n");

describe("SVG Converter, to SVG", () => {
  it(
    "traces an image into real paths, shows and copies the code, and compares it",
    async () => {
      const { page } = await openPage(PATH, { clipboard: true });
      expect(await page.getByRole("radio", { name: "To SVG" }).isChecked()).toBe(true);
      // Flat colours, as logos and icons have: what tracing is for, so the SVG must look like it.
      const png = { name: "badge.png", mimeType: "image/png", buffer: await rasterize(page, BADGE, 120, 90) };
      await page.getByLabel("Upload Images", { exact: true }).setInputFiles(png);
      const toast = await convert(page, "Convert to SVG", "Image Converted to SVG Successfully!");
      expect(toast.description).toBe("Created SVG with 120×90 dimensions");

      const since = await toastCount(page);
      const svg = await download(page);
      expect(svg.name).toBe("badge.svg");
      expect(svg.text).toMatch(/<svg[^>]* width="120" height="90"/);
      expect(svg.text).toContain("<path");
      // Real vectors: no embedded bitmap.
      expect(svg.text).not.toMatch(/<image|data:image/);
      const traced = await compareImages(page, png.buffer, await rasterize(page, svg.text, 120, 90));
      expect(traced.meanDifference).toBeLessThan(4);
      await waitForToast(page, { title: "Downloaded", description: "SVG image has been downloaded" }, { since });

      await page.getByRole("tab", { name: "SVG Code" }).click();
      // The whole SVG is in the (read-only) editor; Copy SVG Code copies all of it.
      await expect.poll(() => editorText(code(page))).not.toBe("");
      expect(await code(page).getAttribute("aria-readonly")).toBe("true");
      const lines = svg.text.split("\n").length;
      await page.getByText(`${lines} lines · `).waitFor();
      await page.getByRole("button", { name: "Copy SVG Code" }).click();
      await page.getByRole("button", { name: "Copied!" }).waitFor();
      expect(await clipboardText(page)).toBe(svg.text);

      await page.getByRole("tab", { name: "Compare" }).click();
      await page.getByRole("slider", { name: "Divider between Original and SVG" }).waitFor();
      await page.getByRole("tab", { name: "Statistics" }).click();
      await page.getByRole("heading", { name: "Conversion Results" }).waitFor();
      await page.getByRole("tabpanel").getByText("120×90", { exact: true }).waitFor();
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT,
  );

  it(
    "follows the mode, speckle and curve options, and Reset restores the engine's defaults",
    async () => {
      const { page } = await openPage(PATH);
      const png = await drawImage(page, "scan.png", { width: 100, height: 80, type: "image/png" });
      await page.getByLabel("Upload Images", { exact: true }).setInputFiles(png);
      const precision = page.getByLabel(/^Colour Precision: \d$/);
      const speckle = page.getByLabel(/^Speckle Filter: \d+$/);
      const defaults = { precision: await precision.inputValue(), speckle: await speckle.inputValue() };
      expect(defaults).toEqual({ precision: "6", speckle: "4" });

      await convert(page, "Convert to SVG", "Image Converted to SVG Successfully!");
      const colour = (await download(page)).text;
      // Smooth curves by default: cubic Bézier segments.
      expect(colour).toMatch(/ d="[^"]*[Cc]/);

      // Less colour precision, fewer distinct colours on the gradient.
      await precision.fill("2");
      await convert(page, "Convert to SVG", "Image Converted to SVG Successfully!");
      const fewerColours = (await download(page)).text;
      expect(fillsOf(fewerColours).size).toBeLessThan(fillsOf(colour).size);

      await page.getByRole("radio", { name: /^Black and White/ }).check();
      expect(await precision.isDisabled()).toBe(true);
      await convert(page, "Convert to SVG", "Image Converted to SVG Successfully!");
      const blackAndWhite = (await download(page)).text;
      expect(fillsOf(blackAndWhite).size).toBe(1);

      await page.getByRole("radio", { name: /^Colour/ }).check();
      await speckle.fill("40");
      await page.getByRole("radio", { name: /^Straight lines/ }).check();
      await convert(page, "Convert to SVG", "Image Converted to SVG Successfully!");
      const coarse = (await download(page)).text;
      const paths = (text: string) => text.split("<path").length - 1;
      expect(paths(coarse)).toBeLessThan(paths(colour));
      // Polygons: straight segments only, no curve commands.
      for (const [, d] of coarse.matchAll(/ d="([^"]+)"/g)) expect(d).not.toMatch(/[CcSsQqTtAa]/);

      await page.getByRole("button", { name: "Reset" }).click();
      expect(await precision.inputValue()).toBe(defaults.precision);
      expect(await speckle.inputValue()).toBe(defaults.speckle);
      expect(await page.getByRole("radio", { name: /^Smooth curves/ }).isChecked()).toBe(true);
      expect(await page.getByTestId("image-file").count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT,
  );

  it(
    "gives the spec's messages",
    async () => {
      const { page } = await openPage(PATH);
      let since = await toastCount(page);
      await page.getByRole("button", { name: "Convert to SVG" }).click();
      await waitForToast(page, { title: "No Image Selected", description: "Please select an image first" }, { since });
      since = await toastCount(page);
      await page.getByRole("button", { name: "Download", exact: true }).click();
      await waitForToast(
        page,
        { title: "No SVG Generated", description: "Please convert an image to SVG first" },
        { since },
      );
      since = await toastCount(page);
      await page.getByLabel("Upload Images", { exact: true }).setInputFiles(svgFile("vector.svg", CARD));
      await waitForToast(
        page,
        { title: "Invalid File Type", description: "Please select raster image files (JPG, PNG, etc.)" },
        { since },
      );
      await page.getByLabel("Upload Images", { exact: true }).setInputFiles({
        name: "broken.png",
        mimeType: "image/png",
        buffer: Buffer.from("not a png"),
      });
      const failed = await convert(page, "Convert to SVG", "Conversion Failed");
      expect(failed.description).toBe("An error occurred while converting to SVG. Please try again.");
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT,
  );
});

describe("SVG Converter, from SVG", () => {
  it(
    "renders PNG at a scale, JPG on white, and converts what was edited in SVG Code",
    async () => {
      const { page } = await openPage(PATH);
      await page.getByRole("radio", { name: "From SVG" }).check();
      // The upload card says what happens to an SVG, not what happens to a photo.
      await page.getByText("Scripts, links and references to other files are removed", { exact: false }).waitFor();
      expect(await page.getByText("Photos are turned upright", { exact: false }).count()).toBe(0);
      expect(await page.getByRole("radio", { name: /^PNG/ }).isChecked()).toBe(true);
      expect(await scale(page).inputValue()).toBe("1");
      expect(await scale(page).getAttribute("min")).toBe("0.5");
      expect(await scale(page).getAttribute("max")).toBe("4");
      expect(await scale(page).getAttribute("step")).toBe("0.25");
      expect(await quality(page).inputValue()).toBe("90");
      expect(await quality(page).isDisabled()).toBe(true);

      await page.getByLabel("Upload SVG Files", { exact: true }).setInputFiles(svgFile("card.svg", CARD));
      await page.getByRole("img", { name: /^Original · / }).waitFor();
      await scale(page).fill("2");
      await page.getByText("Output size: 80×60 pixels").waitFor();
      const toPng = await convert(page, "Convert from SVG", "SVG Converted Successfully!");
      expect(toPng.description).toBe("Converted to PNG at 80×60");
      let since = await toastCount(page);
      const png = await download(page);
      expect(png.name).toBe("card.png");
      await expectImage(page, png.bytes, {
        format: "png",
        width: 80,
        height: 60,
        original: await rasterize(page, CARD, 80, 60),
        tolerance: 1,
      });
      expect(close(await pixelAt(page, png.bytes, 30, 30), [0, 0, 255, 255])).toBe(true);
      expect(close(await pixelAt(page, png.bytes, 4, 4), [0, 160, 0, 255])).toBe(true);
      expect((await pixelAt(page, png.bytes, 75, 30))[3]).toBe(0);
      await waitForToast(page, { title: "Downloaded", description: "PNG image has been downloaded" }, { since });

      await page.getByRole("radio", { name: /^JPG/ }).check();
      expect(await quality(page).isDisabled()).toBe(false);
      expect(await quality(page).getAttribute("min")).toBe("50");
      await scale(page).fill("1");
      const toJpg = await convert(page, "Convert from SVG", "SVG Converted Successfully!");
      expect(toJpg.description).toBe("Converted to JPG at 40×30");
      since = await toastCount(page);
      const jpg = await download(page);
      expect(jpg.name).toBe("card.jpg");
      await expectImage(page, jpg.bytes, {
        format: "jpeg",
        width: 40,
        height: 30,
        original: await rasterize(page, CARD, 40, 30),
        tolerance: 10,
      });
      // Spec: JPEG from SVG is drawn on white.
      for (const channel of (await pixelAt(page, jpg.bytes, 37, 15)).slice(0, 3)) expect(channel).toBeGreaterThan(240);
      await waitForToast(page, { title: "Downloaded", description: "JPG image has been downloaded" }, { since });

      // The code is the user's to edit; the edit is what converts.
      await page.getByRole("tab", { name: "SVG Code" }).click();
      await expect.poll(() => editorText(code(page))).toContain('fill="#0000ff"');
      expect(await code(page).getAttribute("aria-readonly")).toBeNull();
      await code(page).fill((await editorText(code(page))).replace('fill="#0000ff"', 'fill="#ff0000"'));
      await page.getByRole("tab", { name: "Convert" }).click();
      await page.getByRole("radio", { name: /^PNG/ }).check();
      await convert(page, "Convert from SVG", "SVG Converted Successfully!");
      const edited = await download(page);
      expect(close(await pixelAt(page, edited.bytes, 15, 15), [255, 0, 0, 255])).toBe(true);

      await page.getByRole("radio", { name: "To SVG" }).check();
      await page.getByRole("button", { name: "Convert to SVG" }).waitFor();
      await page.getByRole("radio", { name: "From SVG" }).check();
      expect(await page.getByTestId("image-file").count()).toBe(0);
      expect(await scale(page).inputValue()).toBe("1");
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT,
  );

  it(
    "gives the spec's messages, and shows a malformed file's problem beside its code",
    async () => {
      const { page } = await openPage(PATH);
      await page.getByRole("radio", { name: "From SVG" }).check();
      let since = await toastCount(page);
      await page.getByRole("button", { name: "Convert from SVG" }).click();
      await waitForToast(page, { title: "No SVG Selected", description: "Please select an SVG file first" }, { since });
      since = await toastCount(page);
      await page.getByRole("button", { name: "Download", exact: true }).click();
      await waitForToast(page, { title: "No Converted Image", description: "Please convert an SVG first" }, { since });
      const png = await drawImage(page, "photo.png", { width: 10, height: 10, type: "image/png" });
      since = await toastCount(page);
      await page.getByLabel("Upload SVG Files", { exact: true }).setInputFiles(png);
      await waitForToast(page, { title: "Invalid File Type", description: "Please select SVG image files" }, { since });

      await page
        .getByLabel("Upload SVG Files", { exact: true })
        .setInputFiles(svgFile("broken.svg", "<svg><rect></svg>"));
      const failed = await convert(page, "Convert from SVG", "Conversion Failed");
      expect(failed.description).toBe("An error occurred while converting from SVG. Please check the SVG file.");
      await page.getByRole("tab", { name: "SVG Code" }).click();
      await page.getByRole("tabpanel").getByRole("alert").waitFor();
      expect(await editorText(code(page))).toBe("<svg><rect></svg>");
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT,
  );
});

describe("SVG Converter, hostile SVG files", () => {
  let tracker: Server;
  let origin: string;
  const fetched: string[] = [];

  beforeAll(async () => {
    tracker = createServer((request, response) => {
      fetched.push(request.url ?? "");
      response.writeHead(200, { "content-type": "image/png", "access-control-allow-origin": "*" });
      response.end();
    });
    await new Promise<void>((resolve) => tracker.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(tracker.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => tracker.close(() => resolve())));

  /** Each file draws the same green square; around it, something that would run, fetch or navigate. */
  const hostile = (): Record<string, string> => {
    const open =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20"';
    const square = '<rect width="20" height="20" fill="#00a000"/>';
    const run = "window.__pwned = true; console.log('PWNED'); alert('PWNED');";
    return {
      "script.svg": `${open}>${square}<script>${run}</script><script href="${origin}/script.js"/></svg>`,
      "handlers.svg": `${open} onload="${run}">${square}<rect width="1" height="1" onmouseover="${run}"/><set attributeName="onload" to="${run}"/></svg>`,
      "external.svg": [
        `${open}>`,
        `<style>@import url("${origin}/import.css"); rect { fill: url("${origin}/fill#x") }</style>`,
        square,
        `<image href="${origin}/image.png" width="5" height="5"/>`,
        `<image xlink:href="${origin}/xlink.png" width="5" height="5"/>`,
        `<use href="${origin}/use.svg#shape"/>`,
        `<filter id="f"><feImage href="${origin}/feimage.png"/></filter>`,
        `<rect width="2" height="2" style="fill: url(${origin}/style-fill.png)"/>`,
        "</svg>",
      ].join(""),
      "foreign.svg": `${open}>${square}<foreignObject width="20" height="20"><div xmlns="http://www.w3.org/1999/xhtml"><img src="${origin}/foreign.png" onerror="${run}"/><iframe src="javascript:parent.__pwned=true"></iframe></div></foreignObject></svg>`,
      "links.svg": `${open}>${square}<a href="javascript:${run}"><rect width="5" height="5"/></a><a xlink:href="javascript:${run}"><rect width="3" height="3"/></a></svg>`,
    };
  };

  const FORBIDDEN = [
    /script/i,
    /\bon[a-z]+=/i,
    /javascript:/i,
    /foreignObject/i,
    /127\.0\.0\.1/,
    /@import/i,
    /<set/i,
    /iframe/i,
  ];

  it(
    "previews, shows and converts them with nothing run, fetched or kept",
    async () => {
      const { page } = await openPage(PATH);
      const dialogs: string[] = [];
      const consoleLines: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      page.on("console", (message) => consoleLines.push(message.text()));
      await page.getByRole("radio", { name: "From SVG" }).check();

      for (const [name, text] of Object.entries(hostile())) {
        await page.getByLabel("Upload SVG Files", { exact: true }).setInputFiles(svgFile(name, text));
        const preview = page.getByRole("img", { name: /^Original · / });
        await preview.waitFor();
        expect(await preview.getAttribute("src"), name).toMatch(/^blob:/);
        await preview.hover();

        await page.getByRole("tab", { name: "SVG Code" }).click();
        await expect.poll(() => editorText(code(page)), { timeout: 15_000 }).toContain("<rect");
        const shown = await editorText(code(page));
        for (const pattern of FORBIDDEN) expect(shown, `${name}: ${pattern}`).not.toMatch(pattern);

        await page.getByRole("tab", { name: "Convert" }).click();
        await convert(page, "Convert from SVG", "SVG Converted Successfully!");
        const png = await download(page);
        expect(close(await pixelAt(page, png.bytes, 10, 10), [0, 160, 0, 255]), name).toBe(true);
        expect(png.bytes.toString("latin1"), name).not.toMatch(/PWNED|javascript|127\.0\.0\.1/i);

        await page.getByRole("tab", { name: "Compare" }).click();
        await page.getByRole("slider", { name: /^Divider between Original and / }).waitFor();
        await page.getByRole("tab", { name: "Convert" }).click();
      }

      // An edit that brings a reference back is sanitised too before it is shown or converted.
      await page.getByRole("tab", { name: "SVG Code" }).click();
      await code(page).fill(
        `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" fill="#0000a0"/><image href="${origin}/edited.png" width="20" height="20"/><script>${"window.__pwned = true"}</script></svg>`,
      );
      await page.getByRole("tab", { name: "Convert" }).click();
      await page.getByRole("img", { name: /^Original · / }).waitFor();
      await convert(page, "Convert from SVG", "SVG Converted Successfully!");
      expect(close(await pixelAt(page, (await download(page)).bytes, 10, 10), [0, 0, 160, 255])).toBe(true);

      // The page never put the SVG in its DOM, and nothing ran or was fetched.
      expect(await page.locator("main svg script, main foreignObject").count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(consoleLines.filter((line) => line.includes("PWNED"))).toEqual([]);
      expect(fetched).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    },
    CONVERSIONS_TIMEOUT * 2,
  );
});
