import { t } from "@lingui/core/macro";
import type { RawImage } from "@/lib/image/engine";

/**
 * The largest raster the converter draws: 64 megapixels is 256 MB of RGBA, on the page and again in the encoder.
 * Browsers refuse larger canvases (or hand back a blank one), so the limit gives a message instead.
 */
export const MAX_RASTER_PIXELS = 64 * 1024 * 1024;

/** The raster size an SVG of `width`×`height` gets at `scale`: whole pixels, at least 1×1. */
export function rasterSize(width: number, height: number, scale: number): { width: number; height: number } {
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Draws an already sanitised SVG at `scale` and returns its pixels, transparency kept. The browser renders it
 * (fonts, filters, text) through an <img>, which runs no script and fetches nothing even if sanitising had
 * missed something: the SVG never becomes part of the page's DOM.
 */
export async function rasterizeSvg(svg: string, width: number, height: number, scale: number): Promise<RawImage> {
  const size = rasterSize(width, height, scale);
  if (size.width * size.height > MAX_RASTER_PIXELS) {
    const { width: outputWidth, height: outputHeight } = size;
    throw new Error(
      t`At this scale the image would be ${outputWidth}×${outputHeight} pixels, more than 64 megapixels. Choose a smaller scale.`,
    );
  }
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error(t`The browser could not make a canvas for this image.`);
    context.drawImage(image, 0, 0, size.width, size.height);
    const data = context.getImageData(0, 0, size.width, size.height).data;
    // Free the canvas's copy now: on a large image it is hundreds of megabytes.
    canvas.width = canvas.height = 0;
    return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), ...size };
  } finally {
    URL.revokeObjectURL(url);
  }
}
