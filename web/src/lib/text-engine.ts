import { lazyWasm } from "@/lib/wasm";

/**
 * The `text` wasm bundle (crates/wasm/src/text): the text analysis engines — case converter, word and character
 * counters, duplicate lines — fetched on first use and shared by their pages' workers (one instance per worker).
 * Functions returning structured results give plain objects; each tool's engine.ts types them.
 */
export const loadTextEngine = lazyWasm(() => import("@/wasm/text/text.js"));
