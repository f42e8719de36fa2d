import { msg, t } from "@lingui/core/macro";
import { makeFavicons, sanitizeSvg, type FaviconOptions, type FaviconSet, type RawImage } from "@/lib/image/engine";
import type { ImageFileRule } from "@/lib/image/file-rules";
import { rasterizeSvg } from "@/lib/image/rasterize-svg";

/** The largest icon's side: an SVG is drawn this large, so every size is scaled down from it. */
const LARGEST_ICON = 512;

const isSvg = (file: File) => file.type === "image/svg+xml" || /\.svg$/i.test(file.name);

/** PNG, JPG, WebP or SVG. */
export const FAVICON_SOURCE: ImageFileRule = {
  accept: "image/png,image/jpeg,image/webp,image/svg+xml,.svg",
  accepts: (file) => ["image/png", "image/jpeg", "image/webp"].includes(file.type) || isSvg(file),
  wrongType: msg`Please select a PNG, JPG, WebP or SVG image`,
};

/**
 * What the set is made from: the file itself (the worker decodes it), or for an SVG its pixels, drawn once by the
 * browser after the engine has sanitised it (it is only ever drawn through an <img>: no script in it runs).
 */
export type FaviconSource = Blob | RawImage;

export async function faviconSource(file: File): Promise<FaviconSource> {
  if (!isSvg(file)) return file;
  const clean = await sanitizeSvg(await file.text()).result;
  const scale = LARGEST_ICON / Math.max(clean.width, clean.height);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(t`This SVG has no size to draw.`);
  return rasterizeSvg(clean.svg, clean.width, clean.height, scale);
}

/** The set from `source`; drawn pixels are copied, as the worker takes the array it is given. */
export function faviconSet(source: FaviconSource, options: FaviconOptions): Promise<FaviconSet> {
  const own = source instanceof Blob ? source : { ...source, pixels: source.pixels.slice() };
  return makeFavicons(own, options).result;
}
