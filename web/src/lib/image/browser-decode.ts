import { browserRefusal } from "./browser-refusal";
import type { RawImage } from "./engine";

/**
 * Decodes with the browser (every format it reads; EXIF orientation applied, so a phone photo stays upright)
 * into straight-alpha RGBA. The bitmap and the canvas are released as soon as the pixels are out: a
 * 40-megapixel photo is 160 MB in each. A file the browser cannot read is refused as `unreadable`.
 */
export async function decodeInBrowser(blob: Blob): Promise<RawImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob, { imageOrientation: "from-image" });
  } catch {
    throw browserRefusal(
      { kind: "unreadable" },
      "This file could not be read as an image. It may be damaged or in a format the browser cannot open.",
    );
  }
  const { width, height } = bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const data = context.getImageData(0, 0, width, height).data;
  canvas.width = canvas.height = 0;
  return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height };
}
