// The release binary `make build` made: in $CARGO_TARGET_DIR when that is set, else in target/.
import { isAbsolute, join } from "node:path";

export function penknifeBinary(root) {
  const target = process.env.CARGO_TARGET_DIR ?? "target";
  return join(isAbsolute(target) ? target : join(root, target), "release/penknife");
}
