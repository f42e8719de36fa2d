# Penknife. The README's two commands: `make run` and `make test`.
# Every install step checks first, so a second run goes straight to building.
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run
export PATH := $(HOME)/.cargo/bin:$(PATH)

WASM_BINDGEN_VERSION := 0.2.130
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN := target/release/penknife

RUST_SOURCES := $(shell find crates -type f ! -path '*/target/*') Cargo.toml Cargo.lock
ENGINE_SOURCES := $(shell find crates/core crates/wasm -name '*.rs' -o -name Cargo.toml) Cargo.lock
WEB_SOURCES := $(shell find web/src web/public web/index.html web/vite.config.ts web/tsconfig.json web/package.json -type f ! -path 'web/src/wasm/*' ! -name '*.test.ts' ! -name '*.test.tsx' ! -name '*.e2e.ts')

.PHONY: run build test dev bench deps wasm web lint check-licenses clean

## run: build everything and start the site on http://127.0.0.1:8080 (data in ./data)
run: build
	$(BIN) serve

## build: the release binary with the web app embedded
build: $(BIN)

## test: install what the tests need, build, run every test (Rust, Vitest, Playwright in Chromium)
test: deps-test build
	cargo test --workspace --all-targets
	cargo clippy --workspace --all-targets -- -D warnings
	cd web && npx tsc -b && npx eslint . && npx vitest run
	node scripts/check-licenses.mjs
	cd web && npx vitest run -c vitest.e2e.config.ts

## dev: Vite dev server (hot reload) proxying /api and /auth to the Rust server
dev: deps web/src/wasm/.built
	cargo build -p penknife
	trap 'kill 0' EXIT; target/debug/penknife serve --addr 127.0.0.1:8080 & (cd web && npx vite --host 127.0.0.1)

## bench: measure sizes and engine speed; writes bench/RESULTS.md
bench: deps-test build
	cd web && node ../bench/run.mjs

# --- building -----------------------------------------------------------------------------------

wasm: web/src/wasm/.built
web/src/wasm/.built: $(ENGINE_SOURCES) scripts/build-wasm.sh | deps
	scripts/build-wasm.sh
	touch $@

web: web/dist/index.html
web/dist/index.html: web/src/wasm/.built $(WEB_SOURCES) web/package-lock.json | deps
	cd web && npm run build

$(BIN): web/dist/index.html $(RUST_SOURCES)
	cargo build --release -p penknife
	touch $@

# --- installing what is missing -----------------------------------------------------------------

deps: .deps/wasm-target .deps/wasm-bindgen web/node_modules/.package-lock.json
deps-test: deps .deps/chromium

.deps/wasm-target:
	rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
	mkdir -p .deps && touch $@

.deps/wasm-bindgen:
	wasm-bindgen --version 2>/dev/null | grep -q " $(WASM_BINDGEN_VERSION)$$" || \
	  cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)
	mkdir -p .deps && touch $@

.deps/chromium:
	command -v chromium >/dev/null || { $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium; }
	mkdir -p .deps && touch $@

web/node_modules/.package-lock.json: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

clean:
	cargo clean
	rm -rf web/dist web/src/wasm .deps
