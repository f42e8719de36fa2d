/**
 * The Slug Generator's door to the Rust engine (crates/core/src/slug, in the `slug` wasm bundle: deunicode's
 * transliteration table, which no other page needs). The work runs in a worker, so a long list never freezes the page.
 */
import { workerClient } from "@/lib/worker-rpc";
import { slugDefaults } from "@/wasm/slug/defaults";
import type { SlugOptions as EngineSlugOptions } from "@/wasm/slug/slug.js";
import type { SlugWorkerApi } from "./slug-generator.worker";

/** Every option set (the engine's `SlugOptions`). */
export type SlugOptions = Required<EngineSlugOptions>;
export type { Separator, SlugCase } from "@/wasm/slug/slug.js";

/** The engine's own defaults, snapshot when its bundle is built. */
export const DEFAULT_OPTIONS: SlugOptions = slugDefaults;

const callWorker = workerClient<SlugWorkerApi>(
  () => new Worker(new URL("./slug-generator.worker.ts", import.meta.url), { type: "module", name: "slug-generator" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** One slug per line of `text` (in the worker); empty input answers at once. */
export function slugifyLines(text: string, options: SlugOptions): Promise<string> {
  if (text === "") return Promise.resolve("");
  return callWorker("slugifyLines", [text, options]);
}
