/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/hash/load";
import type { Algorithm, Digest, DigestStream, HashResult } from "@/wasm/hash/hash.js";

/** Bytes read from a file per step: a few tenths of a second of hashing, so progress moves and a new file stops it soon. */
const CHUNK_BYTES = 4 * 1024 * 1024;

/** How far a file's hashing has got; `result` once it is done. */
export interface FileStep {
  hashed: number;
  result?: HashResult;
}

/** The one file being hashed: choosing another replaces it. */
let job: { id: number; file: File; stream: DigestStream } | undefined;
let lastId = 0;

function close(id?: number) {
  if (job && (id === undefined || job.id === id)) {
    job.stream.free();
    job = undefined;
  }
}

const api = {
  async hashText(text: string, key: string | undefined): Promise<HashResult> {
    return (await loadEngine()).hashText(text, key);
  },
  /** Starts hashing `file` (and stops the file before it); answers the job's id. */
  async openFile(file: File, key: string | undefined): Promise<number> {
    const engine = await loadEngine();
    close();
    job = { id: ++lastId, file, stream: new engine.DigestStream(key) };
    return job.id;
  },
  /** Reads and hashes the job's next chunk. */
  async stepFile(id: number): Promise<FileStep> {
    if (job?.id !== id) throw new Error("This file is no longer being hashed.");
    const current = job;
    const from = current.stream.length;
    const bytes = new Uint8Array(await current.file.slice(from, from + CHUNK_BYTES).arrayBuffer());
    // Another file may have been chosen while the chunk was read.
    if (job !== current) throw new Error("This file is no longer being hashed.");
    current.stream.update(bytes);
    const hashed = current.stream.length;
    if (hashed < current.file.size && bytes.length > 0) return { hashed };
    job = undefined;
    return { hashed, result: current.stream.finish() };
  },
  async closeFile(id: number): Promise<void> {
    close(id);
  },
  async findMatch(pasted: string, digests: Digest[]): Promise<Algorithm | null> {
    return (await loadEngine()).findDigestMatch(pasted, digests);
  },
};

export type HashWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
