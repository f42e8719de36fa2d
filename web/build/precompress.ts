/**
 * Compressed copies of the built web app, made once at build time: beside each text or wasm file of `dist/`, a
 * `.br` (brotli at its highest quality, 4 MiB window: large wasm engines find matches far back) and a `.gz`
 * (gzip -9), each only when it is smaller. The server sends the copy the browser accepts and never compresses a
 * file itself, so it serves at full speed from its first request and spends no CPU on it (brotli at quality 11
 * takes seconds per megabyte, and a request that waited for it could time out on a busy machine).
 *
 * Brotli at quality 11 over the whole app takes about 45 s of CPU, most of it on the wasm engines, which rarely
 * change: copies are kept in a cache keyed by the content's hash (PENKNIFE_PRECOMPRESS_CACHE, default
 * node_modules/.cache/penknife-precompress), so a build compresses only what changed.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/** Formats that compress: text and wasm (about 3:1). Images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|wasm|json|map|svg|txt|xml|webmanifest)$/;
/** Smaller files gain too little to be worth the extra header. */
const MIN_BYTES = 512;
/** The cache keeps this many copies (a build of today's app uses about 300), the most recently used. */
const CACHE_ENTRIES = 2000;

const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_LGWIN]: 22 },
};
const CODINGS = [
  { extension: ".br", compress: promisify(brotliCompress), options: BROTLI_OPTIONS },
  { extension: ".gz", compress: promisify(gzip), options: { level: 9 } },
] as const;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Compressions under way, by cache file: files with the same content (a catalogue that is English in two
 *  languages) share one instead of racing to write the same cache entry. */
const underWay = new Map<string, Promise<Buffer>>();

/** `body` compressed as `coding` says, from the cache when this content was compressed before. */
function compressed(body: Buffer, coding: (typeof CODINGS)[number], cache: string): Promise<Buffer> {
  const key = createHash("sha256").update(JSON.stringify(coding.options)).update(body).digest("hex");
  const path = join(cache, key + coding.extension);
  let result = underWay.get(path);
  if (!result) {
    result = compressOrReuse(body, coding, path).finally(() => underWay.delete(path));
    underWay.set(path, result);
  }
  return result;
}

async function compressOrReuse(body: Buffer, coding: (typeof CODINGS)[number], path: string): Promise<Buffer> {
  try {
    const copy = await readFile(path);
    const now = new Date();
    await utimes(path, now, now); // recently used: pruning keeps it
    return copy;
  } catch {
    const copy = await coding.compress(body, coding.options);
    await writeFile(`${path}.${process.pid}`, copy);
    await rename(`${path}.${process.pid}`, path);
    return copy;
  }
}

async function prune(cache: string) {
  const entries = await Promise.all(
    (await readdir(cache)).map(async (name) => ({ name, used: (await stat(join(cache, name))).mtimeMs })),
  );
  entries.sort((a, b) => b.used - a.used);
  await Promise.all(entries.slice(CACHE_ENTRIES).map(({ name }) => rm(join(cache, name), { force: true })));
}

/** Writes the `.br` and `.gz` copies of every compressible file under `dir` that they make smaller. */
export async function precompressDir(dir: string, cache: string) {
  await mkdir(cache, { recursive: true });
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return;
      for (const coding of CODINGS) {
        const copy = await compressed(body, coding, cache);
        if (copy.length < body.length) await writeFile(file + coding.extension, copy);
      }
    }),
  );
  await prune(cache);
}

/** The Vite plugin: compresses the output folder once the bundle is written (production builds only). */
export function precompress(): Plugin {
  let outDir = "dist";
  let cache = "node_modules/.cache/penknife-precompress";
  return {
    name: "penknife-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      cache = resolve(config.root, process.env.PENKNIFE_PRECOMPRESS_CACHE ?? cache);
    },
    // Last, after every other plugin's closing step (the service worker is written in one): a file still being
    // written must never be compressed half-done.
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        await precompressDir(outDir, cache);
      },
    },
  };
}
