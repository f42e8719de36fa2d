/// <reference lib="webworker" />
import { lazyWasm, startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import {
  mimeOf,
  type BandedImage,
  type ImageJob,
  type MetadataPolicy,
  type PngColour,
  type ProcessedImage,
  type RawImage,
  type SanitizedSvg,
  type TraceOptions,
} from "./engine";

/** The `image` wasm bundle (encode, resize), fetched as the worker starts. */
const loadCodecs = lazyWasm(() => import("@/wasm/image/image.js"));
/** The `svg` bundle (tracing, sanitising): only the SVG Converter asks for it, so only it downloads it. */
const loadVector = lazyWasm(() => import("@/wasm/svg/svg.js"));

/**
 * Decodes with the browser (every format it reads; EXIF orientation applied, so a phone photo stays upright)
 * into straight-alpha RGBA. The bitmap and the canvas are released as soon as the pixels are out: a
 * 40-megapixel photo is 160 MB in each. The engine looks at the file first and refuses what it would refuse on
 * the command line (a colour profile over its limit), with its message.
 */
async function decode(blob: Blob): Promise<RawImage> {
  (await loadCodecs()).checkColourProfile(new Uint8Array(await blob.arrayBuffer()));
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob, { imageOrientation: "from-image" });
  } catch {
    throw new Error(
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

/** Lossy WebP by the browser's libwebp. Chromium writes PNG when it cannot write WebP: that is refused. */
async function encodeWebpInBrowser(image: RawImage, quality: number): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const pixels = new Uint8ClampedArray(
    image.pixels.buffer as ArrayBuffer,
    image.pixels.byteOffset,
    image.pixels.byteLength,
  );
  canvas.getContext("2d")!.putImageData(new ImageData(pixels, image.width, image.height), 0, 0);
  const blob = await canvas.convertToBlob({ type: "image/webp", quality: quality / 100 });
  canvas.width = canvas.height = 0;
  if (blob.type !== "image/webp") throw new Error("WebP format is not supported in this browser");
  return new Uint8Array(await blob.arrayBuffer());
}

type Sizes = Pick<ProcessedImage, "width" | "height" | "sourceWidth" | "sourceHeight">;

/**
 * The finished file of `bytes`: with the source file's EXIF metadata when `policy` keeps it (cleaned for the result:
 * upright, its new size, no thumbnail, no location unless asked), else as the encoder wrote it, without any.
 */
async function finish(
  bytes: Uint8Array,
  mime: string,
  source: Blob | RawImage | undefined,
  policy: MetadataPolicy = "remove",
  sizes: Sizes,
): Promise<ProcessedImage> {
  const { width, height } = sizes;
  if (policy !== "remove" && source instanceof Blob) {
    const codecs = await loadCodecs();
    const exif = codecs.exifToKeep(new Uint8Array(await source.arrayBuffer()), policy, width, height);
    if (exif) return { bytes: codecs.embedExif(bytes, exif, width, height), mime, metadataKept: true, ...sizes };
  }
  return { bytes, mime, metadataKept: false, ...sizes };
}

/** A lossless PNG of a PNG file's own pixels, unresized: the file itself (without metadata) when that is smaller. */
async function smallerPng(bytes: Uint8Array, source: Blob | RawImage | undefined, sizes: Sizes) {
  if (!(source instanceof Blob) || sizes.width !== sizes.sourceWidth || sizes.height !== sizes.sourceHeight) {
    return bytes;
  }
  return (await loadCodecs()).smallerPng(bytes, new Uint8Array(await source.arrayBuffer()));
}

/** Each band's RGBA rows, with the row above it except for the first (the PNG filters look one row up). */
function bandRows(image: RawImage, rowStarts: number[]): Uint8Array[] {
  const row = image.width * 4;
  return rowStarts
    .slice(0, -1)
    .map((start, i) => image.pixels.slice(Math.max(start - 1, 0) * row, rowStarts[i + 1]! * row));
}

const api = {
  /**
   * Decodes, resizes and encodes one image. A large lossless PNG is not encoded here: its rows come back in bands
   * for the page to spread over the pool (compressPngBand, then assemblePng).
   */
  async processImage(source: Blob | RawImage, job: ImageJob): Promise<ProcessedImage | BandedImage> {
    const codecs = loadCodecs();
    let image = source instanceof Blob ? await decode(source) : source;
    const { width: sourceWidth, height: sourceHeight } = image;
    const { resize, encoding, metadata } = job;
    if (resize && (resize.width !== image.width || resize.height !== image.height)) {
      const pixels = (await codecs).resizeImage(image.pixels, image.width, image.height, resize.width, resize.height);
      image = { pixels, width: resize.width, height: resize.height };
    }
    const { width, height } = image;
    const sizes = { width, height, sourceWidth, sourceHeight };
    if (encoding.format === "webpLossy") {
      return finish(await encodeWebpInBrowser(image, encoding.quality), mimeOf(encoding), source, metadata, sizes);
    }
    const plan = (await codecs).planPngBands(image.pixels, width, height, encoding);
    if (plan) return { plan, bands: bandRows(image, plan.rowStarts), ...sizes };
    let bytes = (await codecs).encodeImage(image.pixels, width, height, encoding);
    if (encoding.format === "png" && encoding.lossy == null) bytes = await smallerPng(bytes, source, sizes);
    return finish(bytes, mimeOf(encoding), source, metadata, sizes);
  },

  /** One band of a large lossless PNG (see processImage), compressed. */
  async compressPngBand(rgba: Uint8Array, width: number, afterRowAbove: boolean, colour: PngColour) {
    return (await loadCodecs()).compressPngBand(rgba, width, afterRowAbove, colour);
  },

  /** The PNG file of a banded image's compressed bands, top to bottom; `source` is the file it came from. */
  async assemblePng(
    { plan, ...sizes }: Omit<BandedImage, "bands">,
    compressed: Uint8Array[],
    source?: Blob,
    metadata?: MetadataPolicy,
  ): Promise<ProcessedImage> {
    const joined = new Uint8Array(compressed.reduce((sum, band) => sum + band.byteLength, 0));
    compressed.reduce((at, band) => (joined.set(band, at), at + band.byteLength), 0);
    const png = (await loadCodecs()).assemblePng(sizes.width, sizes.height, plan.colour, joined);
    return finish(await smallerPng(png, source, sizes), "image/png", source, metadata, sizes);
  },

  /** Raster → SVG of real paths, the same size as the image. */
  async traceImage(source: Blob, options: TraceOptions): Promise<ProcessedImage> {
    const vector = loadVector();
    const image = await decode(source);
    const svg = (await vector).traceToSvg(image.pixels, image.width, image.height, options);
    const { width, height } = image;
    const bytes = new TextEncoder().encode(svg);
    const sizes = { width, height, sourceWidth: width, sourceHeight: height };
    return { bytes, mime: "image/svg+xml", metadataKept: false, ...sizes };
  },

  /** Untrusted SVG text → a static SVG that runs and fetches nothing, with its intrinsic size. */
  async sanitizeSvg(text: string): Promise<SanitizedSvg> {
    return (await loadVector()).sanitizeSvg(text);
  },
};

export type ImageWorkerApi = typeof api;

serveWorker(api);
// As the worker starts: the codecs' download, then one small encode of each kind (warmUpCodecs says why). A job
// that arrives meanwhile waits the few hundred milliseconds this takes, and then runs at full speed.
startLoading(async () => (await loadCodecs()).warmUpCodecs());
