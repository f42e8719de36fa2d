import { lazyWasm } from "@/lib/wasm";

/** The `base64` wasm bundle, fetched on first use (shared by the page and its worker, each with its own instance). */
export const loadBase64 = lazyWasm(() => import("@/wasm/base64/base64.js"));

export type Base64Engine = Awaited<ReturnType<typeof loadBase64>>;
