/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { loadEngine as loadCodecs } from "@/wasm/image/load";
import { loadEngine as loadVector } from "@/wasm/svg/load";
import { loadEngine as loadAvif } from "@/wasm/avif/load";
import { serveWorker } from "@/lib/worker-rpc";
import { browserRefusal } from "./browser-refusal";
import { decodeInBrowser } from "./browser-decode";
import type {
  AvifOptions,
  BandedImage,
  FaviconOptions,
  FaviconSet,
  ImageJob,
  PngColour,
  ProcessedImage,
  RawImage,
  SanitizedSvg,
  Sizes,
  TraceOptions,
} from "./engine";

// The `image` bundle (the image pipeline) is fetched as the worker starts; the `svg` bundle (tracing,
// sanitising) only when the SVG Converter asks for it, and the `avif` bundle (rav1e) only when the AVIF Converter
// does, so only they download them.

/**
 * The browser's decode (browser-decode.ts), after the engine has looked at the file and refused what it would
 * refuse on the command line (a file cut short, a colour profile over its limit), with its message.
 */
async function decode(blob: Blob, file: Uint8Array): Promise<RawImage> {
  (await loadCodecs()).checkImageFile(file);
  return decodeInBrowser(blob);
}

/** Lossy WebP by the browser's libwebp. Chromium writes PNG when it cannot write WebP: that is refused. */
async function encodeWebpInBrowser(pixels: Uint8Array, { width, height }: Sizes, quality: number) {
  const canvas = new OffscreenCanvas(width, height);
  const data = new Uint8ClampedArray(pixels.buffer as ArrayBuffer, pixels.byteOffset, pixels.byteLength);
  canvas.getContext("2d")!.putImageData(new ImageData(data, width, height), 0, 0);
  const blob = await canvas.convertToBlob({ type: "image/webp", quality: quality / 100 });
  canvas.width = canvas.height = 0;
  if (blob.type !== "image/webp") {
    throw browserRefusal({ kind: "webpUnsupported" }, "WebP format is not supported in this browser");
  }
  return new Uint8Array(await blob.arrayBuffer());
}

/** The bytes of the file the user gave (what the result may keep of it); undefined for pixels the page drew. */
const fileOf = async (source?: Blob | RawImage) =>
  source instanceof Blob ? new Uint8Array(await source.arrayBuffer()) : undefined;

const api = {
  /**
   * Decodes one image with the browser, then runs the engine's pipeline on it (crates/core image::pipeline). A
   * large lossless PNG comes back in bands for the page to spread over the pool (compressPngBand, then
   * assemblePng); lossy WebP is the browser's encoder.
   */
  async processImage(source: Blob | RawImage, job: ImageJob): Promise<ProcessedImage | BandedImage> {
    const codecs = loadCodecs();
    const file = await fileOf(source);
    const image = source instanceof Blob ? await decode(source, file!) : source;
    const started = (await codecs).startImage(image.pixels, image.width, image.height, job);
    if (started.kind === "bands") return started;
    const encoded =
      started.kind === "encoded"
        ? started.bytes
        : await encodeWebpInBrowser(started.pixels, started.sizes, started.quality);
    return (await codecs).finishImage(encoded, file, job, started.sizes);
  },

  /** Refuses a file the engine can tell is broken without decoding it (crates/core image::metadata::check_file). */
  async checkFile(source: Blob): Promise<void> {
    (await loadCodecs()).checkImageFile(new Uint8Array(await source.arrayBuffer()));
  },

  /** One band of a large lossless PNG (see processImage), compressed. */
  async compressPngBand(rgba: Uint8Array, width: number, afterRowAbove: boolean, colour: PngColour) {
    return (await loadCodecs()).compressPngBand(rgba, width, afterRowAbove, colour);
  },

  /** The finished file of a banded image's compressed bands, top to bottom; `source` is what it came from. */
  async assemblePng(
    { plan, sizes }: Omit<BandedImage, "rows">,
    compressed: Uint8Array[],
    source: Blob | undefined,
    job: ImageJob,
  ): Promise<ProcessedImage> {
    const codecs = await loadCodecs();
    const joined = new Uint8Array(compressed.reduce((sum, band) => sum + band.byteLength, 0));
    compressed.reduce((at, band) => (joined.set(band, at), at + band.byteLength), 0);
    const png = codecs.assemblePng(sizes.width, sizes.height, plan.colour, joined);
    return codecs.finishImage(png, await fileOf(source), job, sizes);
  },

  /** The Favicon Generator's set, and the source's pixel count (what the pool recycles workers by). */
  async makeFavicons(
    source: Blob | RawImage,
    options: FaviconOptions,
  ): Promise<{ set: FaviconSet; sourcePixels: number }> {
    const codecs = loadCodecs();
    const image = source instanceof Blob ? await decode(source, (await fileOf(source))!) : source;
    const set = (await codecs).makeFavicons(image.pixels, image.width, image.height, options);
    return { set, sourcePixels: image.width * image.height };
  },

  /** Raster → SVG of real paths, the same size as the image. */
  async traceImage(source: Blob, options: TraceOptions): Promise<ProcessedImage> {
    const vector = loadVector();
    const image = await decode(source, (await fileOf(source))!);
    const svg = (await vector).traceToSvg(image.pixels, image.width, image.height, options);
    const { width, height } = image;
    const bytes = new TextEncoder().encode(svg);
    const sizes = { width, height, sourceWidth: width, sourceHeight: height };
    return { bytes, mime: "image/svg+xml", extension: "svg", metadataKept: false, originalKept: false, ...sizes };
  },

  /** To AVIF: the browser's decode, then rav1e's encoder (upright pixels in sRGB, no metadata: see core avif). */
  async encodeAvif(source: Blob, options: AvifOptions): Promise<ProcessedImage> {
    const avif = loadAvif();
    const image = await decode(source, (await fileOf(source))!);
    const bytes = (await avif).encodeAvif(image.pixels, image.width, image.height, options);
    const { width, height } = image;
    const sizes = { width, height, sourceWidth: width, sourceHeight: height };
    return { bytes, mime: "image/avif", extension: "avif", metadataKept: false, originalKept: false, ...sizes };
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
