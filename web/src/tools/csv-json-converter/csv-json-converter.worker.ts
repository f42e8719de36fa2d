/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/csv/load";
import type { CsvConversion, CsvOptions, CsvStream, CsvSummary } from "@/wasm/csv/csv.js";

/** Bytes read from a file per step: a few tenths of a second of converting, so progress moves and a new file stops it soon. */
const CHUNK_BYTES = 2 * 1024 * 1024;

/** How far a file's conversion has got; `done` once it has finished. */
export interface FileStep {
  read: number;
  done?: FileDone;
}

/** A converted file: the whole output as a Blob (for the download), and its first `shownLimit` characters. */
export interface FileDone {
  blob: Blob;
  shown: string;
  /** Characters in the whole output. */
  length: number;
  summary: CsvSummary;
}

/**
 * The one file being converted: choosing another replaces it. The output so far is kept as Blobs (UTF-8, out of
 * the worker's heap), and only its first characters as text.
 */
let job:
  | {
      id: number;
      file: File;
      stream: CsvStream;
      /** The output's media type. */
      type: string;
      read: number;
      parts: Blob[];
      shown: string;
      length: number;
      limit: number;
    }
  | undefined;
let lastId = 0;

function close(id?: number) {
  if (job && (id === undefined || job.id === id)) {
    job.stream.free();
    job = undefined;
  }
}

/** Adds output to the job: to the download, and to the text shown while it is short. */
function keep(current: NonNullable<typeof job>, text: string) {
  if (!text) return;
  current.parts.push(new Blob([text]));
  current.length += text.length;
  if (current.shown.length < current.limit) current.shown += text.slice(0, current.limit - current.shown.length);
}

const api = {
  async convert(input: string, options: Required<CsvOptions>): Promise<CsvConversion> {
    return (await loadEngine()).csvConvert(input, options);
  },
  /** Starts converting `file` (and stops the file before it); answers the job's id. */
  async openFile(file: File, options: Required<CsvOptions>, shownLimit: number): Promise<number> {
    const engine = await loadEngine();
    close();
    const stream = new engine.CsvStream(options);
    const type = options.to === "json" ? "application/json" : "text/csv;charset=utf-8";
    job = { id: ++lastId, file, stream, type, read: 0, parts: [], shown: "", length: 0, limit: shownLimit };
    return job.id;
  },
  /** Reads and converts the job's next chunk; the last step finishes the conversion. */
  async stepFile(id: number): Promise<FileStep> {
    if (job?.id !== id) throw new Error("This file is no longer being converted.");
    const current = job;
    try {
      const bytes = new Uint8Array(await current.file.slice(current.read, current.read + CHUNK_BYTES).arrayBuffer());
      // Another file may have been chosen while the chunk was read.
      if (job !== current) throw new Error("This file is no longer being converted.");
      current.read += bytes.length;
      if (bytes.length > 0) {
        keep(current, current.stream.push(bytes));
        if (current.read < current.file.size) return { read: current.read };
      }
      job = undefined;
      const { output, summary } = current.stream.finish();
      keep(current, output);
      return {
        read: current.read,
        done: {
          blob: new Blob(current.parts, { type: current.type }),
          shown: current.shown,
          length: current.length,
          summary,
        },
      };
    } catch (error) {
      if (job === current) close();
      throw error;
    }
  },
  async closeFile(id: number): Promise<void> {
    close(id);
  },
};

export type CsvWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
