/**
 * What the image tools' end-to-end tests share: test images drawn by the browser itself (no fixtures), the three
 * ways a file comes in (file input, drop, paste), and decoding what was downloaded to check format, size and
 * pixels.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";
import { expect } from "vitest";
import type { Page } from "playwright-core";

/** A file as a test hands it to the page. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface DrawOptions {
  width: number;
  height: number;
  type: "image/png" | "image/jpeg" | "image/webp";
  /** 0–1 for JPEG and WebP. */
  quality?: number;
  /** The left third fully transparent (PNG/WebP), to check what becomes of transparency. */
  transparentLeft?: boolean;
  /** Grain of ± this much per channel (a photo's noise, which lossless codecs cannot squeeze). */
  grain?: number;
}

/**
 * A smooth colour gradient with a dark disc: lossy codecs keep it close, and any scaling, flipping or
 * channel mix-up shows in the pixels.
 */
export async function drawImage(page: Page, name: string, options: DrawOptions): Promise<TestFile> {
  const base64 = await page.evaluate(async ({ width, height, type, quality, transparentLeft, grain }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d")!;
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, "#d03020");
    gradient.addColorStop(0.5, "#30b050");
    gradient.addColorStop(1, "#2040c0");
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    context.fillStyle = "#202020";
    context.beginPath();
    context.arc(width * 0.7, height * 0.6, Math.min(width, height) * 0.2, 0, Math.PI * 2);
    context.fill();
    if (grain) {
      const image = context.getImageData(0, 0, width, height);
      let seed = 12345;
      for (let i = 0; i < image.data.length; i++) {
        if (i % 4 === 3) continue;
        seed = (seed * 1103515245 + 12345) >>> 0;
        image.data[i] = image.data[i]! + ((seed >>> 16) % (2 * grain + 1)) - grain;
      }
      context.putImageData(image, 0, 0);
    }
    if (transparentLeft) context.clearRect(0, 0, Math.floor(width / 3), height);
    const blob = await canvas.convertToBlob({ type, quality });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, options);
  return { name, mimeType: options.type, buffer: Buffer.from(base64, "base64") };
}

const payload = (files: TestFile[]) =>
  files.map((file) => ({ name: file.name, type: file.mimeType, base64: file.buffer.toString("base64") }));

/** Drops files on the page's drop zone, as a drag from the desktop does. */
export async function dropFiles(page: Page, files: TestFile[]): Promise<void> {
  await page.getByTestId("drop-zone").evaluate((zone, files) => {
    const transfer = new DataTransfer();
    for (const file of files) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    zone.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: transfer }));
    zone.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }, payload(files));
}

/** Pastes files anywhere on the page, as Ctrl+V after copying an image does. */
export async function pasteFiles(page: Page, files: TestFile[]): Promise<void> {
  await page.evaluate((files) => {
    const transfer = new DataTransfer();
    for (const file of files) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    document.body.dispatchEvent(
      new ClipboardEvent("paste", { bubbles: true, cancelable: true, clipboardData: transfer }),
    );
  }, payload(files));
}

/** The format a file's first bytes say it is. */
/** CRC-32 (the PNG chunk checksum): Node 20's zlib has no function for it. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A PNG `file` as `name` with an iCCP chunk (before its image data) whose colour profile inflates to `bytes`
 * zeros: a few kilobytes in the file, however large the profile.
 */
export function withColourProfile(file: TestFile, bytes: number, name: string): TestFile {
  const png = file.buffer;
  const data = Buffer.concat([Buffer.from("bomb\0\0", "latin1"), deflateSync(Buffer.alloc(bytes), { level: 9 })]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write("iCCP", 4, "latin1");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const idat = png.indexOf("IDAT", 8, "latin1") - 4;
  return { name, mimeType: "image/png", buffer: Buffer.concat([png.subarray(0, idat), chunk, png.subarray(idat)]) };
}

export function formatOf(bytes: Uint8Array): "jpeg" | "png" | "webp" | "zip" | "unknown" {
  const b = Buffer.from(bytes);
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04) return "zip";
  return "unknown";
}

export interface Comparison {
  width: number;
  height: number;
  /** Mean absolute difference per RGB channel, 0–255, over pixels opaque in the original. */
  meanDifference: number;
  /** RGBA of the result's top-left pixel (the transparent corner of `transparentLeft` images). */
  topLeft: number[];
  /** Alpha of the result's top-left pixel. */
  hasAlpha: boolean;
}

/**
 * Decodes `result` in the page and compares it with `original`, the original scaled to the result's size (so a
 * resize compares like with like).
 */
export async function compareImages(page: Page, original: Uint8Array, result: Uint8Array): Promise<Comparison> {
  return page.evaluate(
    async ({ original, result }) => {
      const decode = async (base64: string) =>
        createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]));
      const [a, b] = await Promise.all([decode(original), decode(result)]);
      const pixelsOf = (bitmap: ImageBitmap, width: number, height: number) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext("2d")!;
        context.drawImage(bitmap, 0, 0, width, height);
        return context.getImageData(0, 0, width, height).data;
      };
      const { width, height } = b;
      const pa = pixelsOf(a, width, height);
      const pb = pixelsOf(b, width, height);
      let sum = 0;
      let count = 0;
      for (let i = 0; i < pa.length; i += 4) {
        if (pa[i + 3]! < 255) continue;
        for (let c = 0; c < 3; c++) sum += Math.abs(pa[i + c]! - pb[i + c]!);
        count += 3;
      }
      return {
        width,
        height,
        meanDifference: count ? sum / count : 0,
        topLeft: [...pb.slice(0, 4)],
        hasAlpha: pb[3]! < 255,
      };
    },
    { original: Buffer.from(original).toString("base64"), result: Buffer.from(result).toString("base64") },
  );
}

/** Expects `result` to be a `format` image of `width`×`height` that looks like `original`. */
export async function expectImage(
  page: Page,
  result: Uint8Array,
  expected: {
    format: "jpeg" | "png" | "webp";
    width: number;
    height: number;
    original: Uint8Array;
    tolerance?: number;
  },
): Promise<Comparison> {
  expect(formatOf(result)).toBe(expected.format);
  const comparison = await compareImages(page, expected.original, result);
  expect({ width: comparison.width, height: comparison.height }).toEqual({
    width: expected.width,
    height: expected.height,
  });
  expect(comparison.meanDifference).toBeLessThan(expected.tolerance ?? 4);
  return comparison;
}

/**
 * A phone photo (crates/core/tests/images/phone.jpg, see its README): stored 40×60 with EXIF orientation 6, so
 * shown 60×40; Make "Penknife Phone" and a GPS position.
 */
export function phonePhoto(): TestFile {
  const path = fileURLToPath(new URL("../../crates/core/tests/images/phone.jpg", import.meta.url));
  return { name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: readFileSync(path) };
}

/** What a file's EXIF block says, as far as these tests look: IFD0's camera and orientation, and GPS. */
export interface ExifSummary {
  make?: string;
  orientation?: number;
  /** IFD0 links to a GPS directory. */
  hasLocation: boolean;
}

/** The TIFF structure in a JPEG's APP1, a PNG's eXIf chunk or a WebP's EXIF chunk; undefined without one. */
function exifBlock(bytes: Buffer): Buffer | undefined {
  const format = formatOf(bytes);
  if (format === "jpeg") {
    for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff && bytes[at + 1] !== 0xda;) {
      const length = bytes.readUInt16BE(at + 2);
      const data = bytes.subarray(at + 4, at + 2 + length);
      if (bytes[at + 1] === 0xe1 && data.toString("latin1", 0, 6) === "Exif\0\0") return data.subarray(6);
      at += 2 + length;
    }
  } else if (format === "png") {
    for (let at = 8; at + 8 <= bytes.length;) {
      const length = bytes.readUInt32BE(at);
      if (bytes.toString("latin1", at + 4, at + 8) === "eXIf") return bytes.subarray(at + 8, at + 8 + length);
      at += 12 + length;
    }
  } else if (format === "webp") {
    for (let at = 12; at + 8 <= bytes.length;) {
      const length = bytes.readUInt32LE(at + 4);
      if (bytes.toString("latin1", at, at + 4) === "EXIF") return bytes.subarray(at + 8, at + 8 + length);
      at += 8 + length + (length % 2);
    }
  }
  return undefined;
}

/** A file's EXIF as {@link ExifSummary}, or undefined when it carries none. */
export function readExif(file: Uint8Array): ExifSummary | undefined {
  const tiff = exifBlock(Buffer.from(file));
  if (!tiff) return undefined;
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const summary: ExifSummary = { hasLocation: false };
  for (let index = 0; index < u16(ifd0); index++) {
    const entry = ifd0 + 2 + index * 12;
    const count = u32(entry + 4);
    switch (u16(entry)) {
      case 0x010f: {
        const at = count > 4 ? u32(entry + 8) : entry + 8;
        summary.make = tiff.toString("latin1", at, at + count).replace(/\0+$/, "");
        break;
      }
      case 0x0112:
        summary.orientation = u16(entry + 8);
        break;
      case 0x8825:
        summary.hasLocation = true;
        break;
    }
  }
  return summary;
}
