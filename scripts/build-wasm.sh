#!/usr/bin/env bash
# Builds one wasm bundle per engine family into web/src/wasm/<family>/ (generated, git-ignored).
# The families are the features of crates/wasm (except `default`): adding a family is one line there.
# `scripts/build-wasm.sh json markdown` builds only those families.
#
# Each family is a fat-LTO link on one core, so two build at once (PENKNIFE_WASM_JOBS, default 2), each lane in a
# target directory of its own (two cargos cannot build in one). Two caches in the target directory, both keyed by
# content, so nothing stale is ever used:
# - a finished bundle, by the hash of everything it is built from (engine sources, lock file, toolchain, tools,
#   this script): a fresh clone of engines already built copies them instead of compiling;
# - wasm-opt's output, by the hash of its input: a change that leaves a family's wasm as it was skips wasm-opt.
set -euo pipefail
cd "$(dirname "$0")/.."

out=web/src/wasm
target=${CARGO_TARGET_DIR:-target}
cache=$target/wasm-cache
jobs=${PENKNIFE_WASM_JOBS:-2}
wasm_opt=web/node_modules/.bin/wasm-opt
# Features Rust 1.95 emits for wasm32-unknown-unknown (simd128 only in the image bundle: .cargo/wasm-simd.toml);
# wasm-opt must be told it may keep them. Then the custom sections no browser reads go (debug names, producers, the target features wasm-bindgen needed).
wasm_opt_flags=(-Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext
  --enable-mutable-globals --enable-reference-types --enable-multivalue --enable-simd
  --strip-debug --strip-producers --strip-target-features)

families=${*:-$(cargo metadata --no-deps --format-version 1 |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const p=JSON.parse(s).packages.find(p=>p.name==="penknife-wasm");console.log(Object.keys(p.features).filter(f=>f!=="default").join(" "))})')}

# Everything a bundle is made from besides the family's name: sources (by path and content), tool versions and
# the environment cargo and clang read.
inputs_hash=$(
  {
    find crates/core/src crates/core/Cargo.toml crates/wasm Cargo.toml Cargo.lock .cargo scripts/build-wasm.sh \
      scripts/wasm-defaults.mjs -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
    rustc -vV
    wasm-bindgen --version
    "$wasm_opt" --version
    clang --version 2>/dev/null | head -1
    env | LC_ALL=C sort | grep -E '^(RUSTFLAGS|CARGO_ENCODED_RUSTFLAGS|CARGO_PROFILE_|CARGO_BUILD_|CFLAGS|CC|AR)' || true
  } | sha256sum | cut -c1-64
)
mkdir -p "$out" "$cache/bundles" "$cache/wasm-opt" "$cache/seconds"

# wasm-opt, or its earlier output for the same input.
optimise() {
  local file=$1 key
  key=$({ sha256sum < "$file"; "$wasm_opt" --version; echo "${wasm_opt_flags[*]}"; } | sha256sum | cut -c1-64)
  if [ ! -f "$cache/wasm-opt/$key.wasm" ]; then
    "$wasm_opt" "${wasm_opt_flags[@]}" "$file" -o "$cache/wasm-opt/$key.wasm.tmp.$BASHPID"
    mv "$cache/wasm-opt/$key.wasm.tmp.$BASHPID" "$cache/wasm-opt/$key.wasm"
  fi
  cp "$cache/wasm-opt/$key.wasm" "$file"
  touch "$cache/wasm-opt/$key.wasm" # newest used last: pruning keeps it
}

build_family() {
  local family=$1 lane_target=$2 started simd=()
  local cached
  cached=$cache/bundles/$family-$(echo "$inputs_hash $family" | sha256sum | cut -c1-64)
  started=$(date +%s)
  rm -rf "${out:?}/$family"
  if [ -d "$cached" ]; then
    cp -r "$cached" "$out/$family"
    touch "$cached"
    echo "wasm: $family from the cache ($(stat -c %s "$out/$family/${family}_bg.wasm") bytes)"
    return
  fi
  echo "wasm: building $family"
  [ "$family" = image ] && simd=(--config .cargo/wasm-simd.toml)
  CARGO_TARGET_DIR=$lane_target cargo build --quiet -p penknife-wasm --lib --target wasm32-unknown-unknown \
    --profile wasm "${simd[@]}" --no-default-features --features "$family"
  wasm-bindgen "$lane_target/wasm32-unknown-unknown/wasm/penknife_wasm.wasm" \
    --target web --out-dir "$out/$family" --out-name "$family"
  optimise "$out/$family/${family}_bg.wasm"
  # The page's defaults, from the engine itself (its `…Defaults` exports), for the page to read before any wasm.
  node scripts/wasm-defaults.mjs "$family"
  rm -rf "$cached.tmp.$BASHPID" && cp -r "$out/$family" "$cached.tmp.$BASHPID" && mv -T "$cached.tmp.$BASHPID" "$cached"
  echo $(($(date +%s) - started)) > "$cache/seconds/$family"
  printf 'wasm: %s %s bytes (%s gzipped) in %s s\n' "$family" \
    "$(stat -c %s "$out/$family/${family}_bg.wasm")" "$(gzip -9c "$out/$family/${family}_bg.wasm" | wc -c)" \
    "$(cat "$cache/seconds/$family")"
}

# Longest first (by its last build), so the two lanes finish together; a family never built counts as longest.
ordered=$(for family in $families; do
  echo "$(cat "$cache/seconds/$family" 2>/dev/null || echo 9999) $family"
done | sort -rn | cut -d' ' -f2)

# Each lane takes the next family nobody has claimed (mkdir is atomic) until none is left.
claims=$(mktemp -d)
trap 'rm -rf "$claims"' EXIT
lane() {
  local lane_target=$1
  for family in $ordered; do
    mkdir "$claims/$family" 2>/dev/null || continue
    build_family "$family" "$lane_target"
  done
}
pids=()
for ((i = 1; i <= jobs; i++)); do
  lane_target=$target
  [ "$i" -gt 1 ] && lane_target=$target/wasm-lane-$i
  lane "$lane_target" &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done

# Keep the three newest bundles of each family and the 60 newest wasm-opt outputs.
for family in $families; do
  ls -dt "$cache/bundles/$family-"* 2>/dev/null | tail -n +4 | xargs -r rm -rf
done
ls -t "$cache/wasm-opt/"*.wasm 2>/dev/null | tail -n +61 | xargs -r rm -f
exit "$status"
