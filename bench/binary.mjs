// The binary the bench measures: $PENKNIFE_BENCH_BIN when set, else the release binary `make build` made (in
// $CARGO_TARGET_DIR when that is set, else in target/).
import { isAbsolute, join } from "node:path";

export function penknifeBinary(root) {
  if (process.env.PENKNIFE_BENCH_BIN) return process.env.PENKNIFE_BENCH_BIN;
  const target = process.env.CARGO_TARGET_DIR ?? "target";
  return join(isAbsolute(target) ? target : join(root, target), "release/penknife");
}
