/**
 * Why an image tool could not do its work, in the visitor's language: the engine's refusals (crates/core/src/image,
 * `ImageError`, from the `image`, `svg` and `avif` bundles) and the worker's own (the browser's decoder and encoder).
 * A decoder's or encoder's reason ("unexpected end of file") is the library's, and stays as it writes it.
 */
import { t } from "@lingui/core/macro";
import { wordFailure, wordRefusal, type RefusalWords } from "@/lib/engine-refusal";
import type { BrowserImageRefusal } from "./browser-refusal";
import type { ImageError, TraceOption } from "@/wasm/image/image.js";
import type { SvgRefusal } from "@/wasm/svg/svg.js";

const MEGABYTE = 1024 * 1024;

function traceOptionName(option: TraceOption): string {
  switch (option) {
    case "colourPrecision":
      return t`Colour precision`;
    case "filterSpeckle":
      return t`Filter speckle`;
    case "cornerThreshold":
      return t`Corner threshold`;
  }
}

const SVG_REFUSALS: RefusalWords<SvgRefusal> = {
  notSvg: ({ params: { root } }) => t`This file is not an SVG image: its root element is <${root}>, not <svg>.`,
  notInSvgNamespace: () => t`This file is not an SVG image: its <svg> element is not in the SVG namespace.`,
  doctype: () =>
    t`This SVG has a <!DOCTYPE> declaration, which is not accepted: it can define entities that expand without limit. Remove the DOCTYPE and try again.`,
  tooManyNodes: ({ params: { limit } }) => t`This SVG is too large: it has more than ${limit} XML nodes.`,
  notWellFormed: ({ params: { reason } }) => t`This SVG is not well-formed XML: ${reason}.`,
  tooComplex: ({ params: { limit } }) =>
    t`This SVG is too complex to draw safely: its <use> references expand to more than ${limit} elements.`,
  tooDeep: ({ params: { limit } }) => t`This SVG is nested too deeply: more than ${limit} levels.`,
};

const REFUSALS: RefusalWords<ImageError | BrowserImageRefusal> = {
  emptyImage: ({ params: { width, height } }) =>
    t`The image is empty (${width}×${height} pixels); both sides must be at least 1 pixel`,
  pixelLength: ({ params: { width, height, actual } }) => {
    const needed = width * height * 4;
    return t`The pixel data is ${actual} bytes, but a ${width}×${height} RGBA image needs ${needed} bytes`;
  },
  quality: ({ params: got }) => t`Quality must be between 1 and 100 (got ${got})`,
  avifSpeed: ({ params: got }) => t`The AVIF speed must be between 1 and 10 (got ${got})`,
  pngLevel: ({ params: got }) => t`The PNG optimisation level must be between 0 and 6 (got ${got})`,
  dimensions: ({ params: { width, height, max } }) =>
    t`Width and height must be between 1 and ${max} pixels (got ${width}×${height})`,
  encode: ({ params: { format, reason } }) => t`Could not encode the ${format}: ${reason}`,
  resize: ({ params: reason }) => t`Could not resize the image: ${reason}`,
  decode: ({ params: reason }) => t`Could not read the image: ${reason}`,
  tooLarge: ({ params: { width, height, maxMegapixels } }) =>
    t`The image is too large to open (${width}×${height} pixels; at most ${maxMegapixels} megapixels)`,
  colourProfileTooLarge: ({ params: { limit } }) => {
    const size = limit / MEGABYTE;
    return t`The image's colour profile is larger than ${size} MB`;
  },
  truncated: ({ params: { format } }) =>
    t`This ${format} file is incomplete: it ends before the image does. It may not have finished downloading or copying.`,
  damagedHeader: ({ params: { format } }) => t`This ${format} file is damaged: its header cannot be read.`,
  invalidOption: ({ params: { option, min, max, got } }) => {
    const name = traceOptionName(option);
    return t`${name} must be between ${min} and ${max} (got ${got})`;
  },
  invalidSvg: ({ params }) => wordRefusal(params, SVG_REFUSALS),
  invalidColour: ({ params: colour }) => t`“${colour}” is not a hex colour like #1a73e8`,
  emptyCrop: ({ params: { width, height } }) =>
    t`The crop area is empty (${width}×${height} pixels); both sides must be at least 1 pixel`,
  cropOutside: ({ params: { x, y, width, height, imageWidth, imageHeight } }) =>
    t`The crop area (${width}×${height} pixels at ${x}, ${y}) does not fit in the image (${imageWidth}×${imageHeight} pixels)`,
  trace: ({ params: reason }) => t`Could not trace the image: ${reason}`,
  unreadable: () =>
    t`This file could not be read as an image. It may be damaged or in a format the browser cannot open.`,
  webpUnsupported: () => t`WebP format is not supported in this browser`,
};

/** What a failed image call says, in the page's language. */
export const imageFailureText = (error: unknown) => wordFailure(error, REFUSALS);
