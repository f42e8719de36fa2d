/**
 * What the three minifier engines return (crates/core/src/minify `Minified` and `MinifyStats`), as their workers
 * hand it over. The types are generated from the Rust structs into each minifier bundle's .d.ts (all three declare
 * the same two); this names them once for the workers and the screen.
 */
export type { Minified, MinifyStats } from "@/wasm/minify-css/minify-css.js";
