#!/usr/bin/env bash
# Builds one wasm bundle per engine family into web/src/wasm/<family>/ (generated, git-ignored).
# The families are the features of crates/wasm (except `default`): adding a family is one line there.
# `scripts/build-wasm.sh json markdown` builds only those families.
set -euo pipefail
cd "$(dirname "$0")/.."

out=web/src/wasm
target=${CARGO_TARGET_DIR:-target}
wasm_opt=web/node_modules/.bin/wasm-opt
# Features Rust 1.95 emits for wasm32-unknown-unknown (simd128 only in the image bundle: .cargo/wasm-simd.toml);
# wasm-opt must be told it may keep them. Then the custom sections no browser reads go (debug names, producers, the target features wasm-bindgen needed).
wasm_opt_flags=(-Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext
  --enable-mutable-globals --enable-reference-types --enable-multivalue --enable-simd
  --strip-debug --strip-producers --strip-target-features)

families=${*:-$(cargo metadata --no-deps --format-version 1 |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const p=JSON.parse(s).packages.find(p=>p.name==="penknife-wasm");console.log(Object.keys(p.features).filter(f=>f!=="default").join(" "))})')}

for family in $families; do
  echo "wasm: building $family"
  simd=()
  [ "$family" = image ] && simd=(--config .cargo/wasm-simd.toml)
  cargo build --quiet -p penknife-wasm --lib --target wasm32-unknown-unknown --profile wasm "${simd[@]}" \
    --no-default-features --features "$family"
  rm -rf "${out:?}/$family"
  wasm-bindgen "$target/wasm32-unknown-unknown/wasm/penknife_wasm.wasm" \
    --target web --out-dir "$out/$family" --out-name "$family"
  "$wasm_opt" "${wasm_opt_flags[@]}" "$out/$family/${family}_bg.wasm" -o "$out/$family/${family}_bg.wasm"
  # The page's defaults, from the engine itself (its `…Defaults` exports), for the page to read before any wasm.
  node scripts/wasm-defaults.mjs "$family"
  printf 'wasm: %s %s bytes (%s gzipped)\n' "$family" \
    "$(stat -c %s "$out/$family/${family}_bg.wasm")" "$(gzip -9c "$out/$family/${family}_bg.wasm" | wc -c)"
done
