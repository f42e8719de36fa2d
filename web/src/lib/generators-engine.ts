import { lazyWasm } from "@/lib/wasm";

/**
 * The `generators` wasm bundle (crates/wasm/src/generators): the engines of the tools that draw from the
 * CSPRNG — lorem ipsum, hashtags, usernames, the wheel — fetched on first use and shared by their pages.
 * It leaves out the text bundle's Unicode tables, so these pages download much less.
 */
export const loadGeneratorsEngine = lazyWasm(() => import("@/wasm/generators/generators.js"));

export type GeneratorsEngine = Awaited<ReturnType<typeof loadGeneratorsEngine>>;
