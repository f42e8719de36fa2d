/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/pdf/load";
import type { ImageSize, ImagesOptions } from "@/wasm/pdf/pdf.js";

/** A PDF the page hands over: the File itself (read here, off the page's thread) and the name it goes by. */
export interface PdfFile {
  name: string;
  file: Blob;
}

/** A finished PDF or ZIP and its download name, both decided by the engine. */
export interface PdfOutput {
  bytes: Uint8Array<ArrayBuffer>;
  fileName: string;
}

/** The engine's bytes as a Blob part: wasm-bindgen hands back a copy on a plain ArrayBuffer, which TypeScript cannot see. */
const owned = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.buffer instanceof ArrayBuffer ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) : bytes.slice();

const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

const api = {
  async pageCount({ name, file }: PdfFile): Promise<number> {
    const engine = await loadEngine();
    return engine.pdfPageCount(name, await bytesOf(file));
  },
  async merge(files: PdfFile[]): Promise<PdfOutput> {
    const engine = await loadEngine();
    const merge = new engine.PdfMerge();
    try {
      for (const { name, file } of files) merge.add(name, await bytesOf(file));
      return { bytes: owned(merge.finish()), fileName: engine.pdfMergedFileName() };
    } finally {
      merge.free();
    }
  },
  async checkRanges(ranges: string, pages: number): Promise<void> {
    (await loadEngine()).pdfCheckRanges(ranges, pages);
  },
  async split({ name, file }: PdfFile, ranges: string, pages: number): Promise<PdfOutput> {
    const engine = await loadEngine();
    const fileName = engine.pdfSplitFileName(name, ranges, pages, false);
    return { bytes: owned(engine.pdfSplit(name, await bytesOf(file), ranges)), fileName };
  },
  async splitEach({ name, file }: PdfFile): Promise<PdfOutput> {
    const engine = await loadEngine();
    return {
      bytes: owned(engine.pdfSplitEach(name, await bytesOf(file))),
      fileName: engine.pdfSplitFileName(name, "", 0, true),
    };
  },
  async imageSize({ name, file }: PdfFile): Promise<ImageSize> {
    const engine = await loadEngine();
    return engine.pdfImageSize(name, await bytesOf(file));
  },
  async fromImages(files: PdfFile[], options: ImagesOptions): Promise<PdfOutput> {
    const engine = await loadEngine();
    const images = new engine.PdfFromImages();
    try {
      for (const { name, file } of files) images.add(name, await bytesOf(file));
      return { bytes: owned(images.finish(options)), fileName: images.fileName() };
    } finally {
      images.free();
    }
  },
};

export type PdfWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
