import { processImage, sanitizeSvg, type EncodeOptions, type ProcessedImage } from "@/lib/image/engine";
import { CancelledError, type PoolJob } from "@/lib/image/pool";
import { rasterizeSvg } from "@/lib/image/rasterize-svg";

export const SVG_MIME = "image/svg+xml";

/** The sanitised form of an SVG file, as a blob an <img> can show. */
export async function sanitizedSvgBlob(file: Blob): Promise<Blob> {
  const clean = await sanitizeSvg(await file.text()).result;
  return new Blob([clean.svg], { type: SVG_MIME });
}

/**
 * SVG → PNG or JPG: sanitise in the pool, draw the sanitised SVG at `scale` on the page (only the browser renders
 * SVG, fonts included), encode in the pool. One job to the screen: cancelling stops whichever step is running.
 */
export function convertSvg(file: File, scale: number, encoding: EncodeOptions): PoolJob<ProcessedImage> {
  let step: PoolJob<unknown> | undefined;
  let cancelled = false;
  const stopIfCancelled = () => {
    if (cancelled) throw new CancelledError();
  };
  const run = async (): Promise<ProcessedImage> => {
    const text = await file.text();
    stopIfCancelled();
    const sanitizing = sanitizeSvg(text);
    step = sanitizing;
    const clean = await sanitizing.result;
    stopIfCancelled();
    const pixels = await rasterizeSvg(clean.svg, clean.width, clean.height, scale);
    stopIfCancelled();
    const encoder = processImage(pixels, { encoding });
    step = encoder;
    return encoder.result;
  };
  return {
    result: run(),
    cancel: () => {
      cancelled = true;
      step?.cancel();
    },
  };
}
