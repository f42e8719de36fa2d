import { lazyWasm } from "@/lib/wasm";

/**
 * The `text` wasm bundle (crates/wasm/src/text): the engines of every text, writing and fun tool, fetched on
 * first use and shared by their pages (and, in a worker, instantiated once per worker).
 * Functions returning structured results give plain objects; each tool's engine.ts types them.
 */
export const loadTextEngine = lazyWasm(() => import("@/wasm/text/text.js"));

export type TextEngine = Awaited<ReturnType<typeof loadTextEngine>>;
