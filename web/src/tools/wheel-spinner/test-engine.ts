/**
 * The real wheel engine for unit tests: the generated `generators` wasm bundle, instantiated from its file (Node has
 * no fetch for file URLs; vitest runs from web/). scripts/build-wasm.sh must have run, as for type-checking.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import init, * as bundle from "@/wasm/generators/generators.js";
import { wheelEngineFrom, type WheelEngine } from "./engine";

let engine: Promise<WheelEngine> | undefined;

export function testWheelEngine(): Promise<WheelEngine> {
  engine ??= init({
    module_or_path: readFileSync(resolve(process.cwd(), "src/wasm/generators/generators_bg.wasm")),
  }).then(() => wheelEngineFrom(bundle));
  return engine;
}
