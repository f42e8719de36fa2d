/**
 * The image tools' door to the Rust codecs (crates/core/src/image, the `image` wasm bundle): decoding, resizing
 * and encoding run in a pool of workers (image.worker.ts), so a 40-megapixel photo never freezes the page and a
 * batch uses several cores, as many as the engine's memory budget allows for the files' sizes.
 */
import { loadEngine as loadCodecsOnPage } from "@/wasm/image/load";
import { loadEngine as loadVectorOnPage } from "@/wasm/svg/load";
import { workerClient } from "@/lib/worker-rpc";
import type { ImageWorkerApi } from "./image.worker";
import { chainJobs, createWorkerPool, defaultPoolSize, type PoolJob } from "./pool";
import type {
  EncodeOptions,
  FaviconOptions,
  FaviconSet,
  ImageJob,
  ImageStart,
  MetadataPolicy,
  PngColour,
  ProcessedImage,
  Sizes,
} from "@/wasm/image/image";
import { imageMemoryLimits } from "@/wasm/image/defaults";
import type { SanitizedSvg, TraceOptions as EngineTraceOptions } from "@/wasm/svg/svg";
import type { AvifOptions } from "@/wasm/avif/avif";

/** The pipeline's job and result, the codecs' options and the tracer's and sanitiser's shapes: declared once, by
 * the wasm bundles (crates/core/src/image/pipeline.rs). */
export type {
  AvifOptions,
  EncodeOptions,
  FaviconOptions,
  FaviconSet,
  ImageJob,
  MetadataPolicy,
  PngColour,
  ProcessedImage,
  SanitizedSvg,
  Sizes,
};
/** The tracer's settings, every one set, as the page holds them (the engine takes any of them). */
export type TraceOptions = Required<EngineTraceOptions>;

/** Pixels already decoded (straight-alpha RGBA8, row-major), e.g. an SVG the page rasterised itself. */
export interface RawImage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** A large lossless PNG's work half done: its rows in bands, which the pool's workers compress at the same time. */
export type BandedImage = Extract<ImageStart, { kind: "bands" }>;

const pool = createWorkerPool(
  () =>
    workerClient<ImageWorkerApi>(
      () => new Worker(new URL("./image.worker.ts", import.meta.url), { type: "module", name: "image" }),
    ),
  defaultPoolSize(),
  imageMemoryLimits.budget,
);

/** Starts one worker, and with it the codecs' download, before the first file (usePreloadWhenIdle). */
export const preloadImageEngine = () => pool.preload();

/**
 * Above this many pixels a worker is replaced after its job: wasm memory only grows, so a worker that encoded a
 * 40-megapixel photo would otherwise hold about a gigabyte for as long as the page is open.
 */
const RECYCLE_ABOVE_PIXELS = 8_000_000;

type ImageWorker = Parameters<Parameters<typeof pool.run>[0]>[0];

/**
 * Runs one call in the pool, holding `cost` bytes of the memory budget; a worker that handled more than
 * RECYCLE_ABOVE_PIXELS is replaced afterwards.
 */
function runImageCall<T>(
  task: (call: ImageWorker) => Promise<T>,
  pixelsOf: (result: T) => number,
  cost = 0,
): PoolJob<T> {
  return pool.run(async (call) => {
    const result = await task(call);
    if (pixelsOf(result) > RECYCLE_ABOVE_PIXELS) call.terminate("Recycled");
    return result;
  }, cost);
}

/** Where a header's size is looked for: a JPEG's frame header can follow large metadata segments. */
const HEADER_BYTES = 1 << 20;

/**
 * What processing `source` will hold at its peak, by the engine's estimate from the size its header declares. A
 * file whose size the engine cannot read (a format only the browser opens) costs the whole budget: it runs alone.
 */
async function peakMemoryOf(source: Blob | RawImage, resize?: ImageJob["resize"]): Promise<number> {
  // The codecs on the page, to plan a job before a worker takes it: the workers' file, so no second download.
  const codecs = await loadCodecsOnPage();
  const size =
    source instanceof Blob
      ? codecs.declaredImageSize(new Uint8Array(await source.slice(0, HEADER_BYTES).arrayBuffer()))
      : source;
  return size ? codecs.imagePeakMemory(size.width, size.height, resize) : imageMemoryLimits.budget;
}

const imagePixels = (sizes: Sizes) => Math.max(sizes.sourceWidth * sizes.sourceHeight, sizes.width * sizes.height);

const sizesOf = (result: ProcessedImage | BandedImage): Sizes => ("kind" in result ? result.sizes : result);

/**
 * Decodes, resizes and encodes one image in the pool; `cancel` stops it even mid-encode. Decoded `RawImage`
 * pixels move to the worker (the caller's array is emptied) rather than being copied: 256 MB at 64 megapixels.
 * A large lossless PNG is compressed in bands by several workers at once, then joined by one: its progress is
 * reported step by step (decoding, each band, joining), the only work long enough to need it.
 */
export function processImage(source: Blob | RawImage, job: ImageJob): PoolJob<ProcessedImage> {
  const transfer = source instanceof Blob ? [] : [source.pixels.buffer as ArrayBuffer];
  return chainJobs(async (start, report) => {
    const cost = await peakMemoryOf(source, job.resize);
    const first = await start(
      runImageCall(
        (call) => {
          report(0);
          return call("processImage", [source, job], transfer);
        },
        (result) => imagePixels(sizesOf(result)),
        cost,
      ),
    );
    if (!("kind" in first)) return first;
    const { rows: bands, ...banded } = first;
    const steps = bands.length + 2;
    let done = 1;
    report(done / steps);
    const compressed = await Promise.all(
      bands.map(async (rows, index) => {
        const band = await start(
          runImageCall(
            (call) => call("compressPngBand", [rows, banded.sizes.width, index > 0, banded.plan.colour], [rows.buffer]),
            () => rows.byteLength / 4,
            // Its rows, copied into the engine (the compressed band is far smaller).
            rows.byteLength,
          ),
        );
        report(++done / steps);
        return band;
      }),
    );
    const file = source instanceof Blob ? source : undefined;
    return start(runImageCall((call) => call("assemblePng", [banded, compressed, file, job]), imagePixels));
  });
}

/**
 * Rejects with the engine's reason when `file` is broken in a way it can tell without decoding (cut short, an
 * unreadable header, a colour profile over the limit): asked as a file is added, in the pool (a 50 MB file is
 * read off the page).
 */
export function checkImageContents(file: Blob): Promise<void> {
  return pool.run((call) => call("checkFile", [file])).result;
}

/** Encodes an image as AVIF (the `avif` bundle, fetched by the worker on its first AVIF), in the pool. */
export function encodeAvif(source: Blob, options: AvifOptions): PoolJob<ProcessedImage> {
  return chainJobs(async (start) =>
    start(runImageCall((call) => call("encodeAvif", [source, options]), imagePixels, await peakMemoryOf(source))),
  );
}

/** Traces a raster image into an SVG of real paths, in the pool. */
export function traceImage(source: Blob, options: TraceOptions): PoolJob<ProcessedImage> {
  return chainJobs(async (start) =>
    start(runImageCall((call) => call("traceImage", [source, options]), imagePixels, await peakMemoryOf(source))),
  );
}

/**
 * The Favicon Generator's files and tags (crates/core image::favicon), from a file the worker decodes or pixels the
 * page drew (moved to the worker, as in processImage), in the pool.
 */
export function makeFavicons(source: Blob | RawImage, options: FaviconOptions): PoolJob<FaviconSet> {
  const transfer = source instanceof Blob ? [] : [source.pixels.buffer as ArrayBuffer];
  return chainJobs(async (start) => {
    const made = await start(
      runImageCall(
        (call) => call("makeFavicons", [source, options], transfer),
        (result) => result.sourcePixels,
        await peakMemoryOf(source),
      ),
    );
    return made.set;
  });
}

/** Sanitises untrusted SVG text in the pool (a 50 MB file never blocks the page). */
export function sanitizeSvg(text: string): PoolJob<SanitizedSvg> {
  return pool.run((call) => call("sanitizeSvg", [text]));
}

/**
 * The tracer's defaults, from the engine (they are written once, in Rust). Read on the page from the same
 * bundle the workers use (one download): the options form needs them before any worker has started.
 */
export async function loadTraceDefaults(): Promise<TraceOptions> {
  return (await loadVectorOnPage()).defaultTraceOptions();
}
