# Penknife. The README's two commands: `make run` and `make test`.
# Every install step checks first, so a second run goes straight to building. Each stage runs through
# scripts/stage, which times it (`.ci/run` prints the table).
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run
CARGO_HOME ?= $(HOME)/.cargo
export PATH := $(CARGO_HOME)/bin:$(PATH)

WASM_BINDGEN_VERSION := 0.2.130
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
STAGE := scripts/stage
# Build outputs live in $CARGO_TARGET_DIR when it is set (CI keeps one outside the clone), else in target/.
TARGET_DIR := $(or $(CARGO_TARGET_DIR),target)
# What `make run` serves and production ships.
BIN := $(TARGET_DIR)/release/penknife
# What the browser tests drive: the same program built by `cargo test` in the test profile, so the tests never
# compile the dependency tree a second time.
TEST_BIN := $(TARGET_DIR)/debug/penknife
CARGO_TEST := cargo test --workspace --all-targets

RUST_SOURCES := $(shell find crates -type f ! -path '*/node_modules/*' ! -name .install.lock) Cargo.toml Cargo.lock
ENGINE_SOURCES := $(shell find crates/core/src crates/wasm -type f) crates/core/Cargo.toml Cargo.toml Cargo.lock .cargo/config.toml
WEB_SOURCES := $(shell find web/src web/public web/build web/index.html web/vite.config.ts web/tsconfig.json web/package.json -type f ! -path 'web/src/wasm/*' ! -name '*.test.ts' ! -name '*.test.tsx' ! -name '*.e2e.ts')
TEST_LIBRARIES := crates/core/tests/npm/node_modules/.package-lock.json
# The image benchmark's photographs and graphics: scikit-image's sample data, from its wheel on PyPI.
IMAGE_CORPUS := bench/tmp/corpus/.fetched

.PHONY: new-tool run build test api-types lint lint-prettier lint-tsc lint-eslint unit e2e e2e-repeat licenses dev bench bench-pages bench-tool-pages bench-cluster bench-longtasks bench-images bench-pastes bench-ip fuzz fuzz-smoke test-cluster deps deps-test wasm web clean

## run: build everything and start the site on http://127.0.0.1:8080 (data in ./data)
run: build
	scripts/fetch-geoip.sh "$${PENKNIFE_DATA_DIR:-data}/geoip"
	$(BIN) serve

## build: the release binary with the web app embedded
build: $(BIN)

## test: install what the tests need, then lint, unit tests, browser tests and the licence check
test: lint unit e2e test-cluster licenses

## api-types: rewrite web/src/lib/api/types.ts from the server's API structs (a server test fails while it is stale)
api-types:
	PENKNIFE_WRITE_API_TYPES=1 cargo test --locked -p penknife-server --lib api::typescript

## lint: formatting (rustfmt, Prettier), clippy, TypeScript and ESLint
lint: deps wasm
	$(STAGE) "lint: rustfmt" cargo fmt --all --check
	$(STAGE) "lint: clippy" cargo clippy --workspace --all-targets --locked -- -D warnings
	$(STAGE) "lint: prettier, tsc, eslint (at once)" $(MAKE) --no-print-directory -j3 --output-sync=target \
	  lint-prettier lint-tsc lint-eslint

# One core each: at once they take about the longest one's time (21 s) instead of the sum (48 s).
lint-prettier:
	npx --prefix web prettier --check --log-level warn .
lint-tsc:
	npm --prefix web run --silent typecheck
lint-eslint:
	npm --prefix web run --silent lint

## unit: the Rust tests (engines, CLI, server on SQLite, and PostgreSQL when PENKNIFE_TEST_POSTGRES_URL is set)
## and Vitest, without a browser
unit: deps wasm $(TEST_LIBRARIES)
	$(STAGE) "build: test profile" $(CARGO_TEST) --locked --no-run
	$(STAGE) "cargo test" $(CARGO_TEST) --locked
	$(STAGE) "wasm simd check" cargo test --locked -p penknife-simd-check --test wasm_simd \
	  --target wasm32-unknown-unknown --profile wasm --config .cargo/wasm-simd.toml
	$(STAGE) vitest npm --prefix web run --silent test

## e2e: Playwright in Chromium against the test-profile server binary
e2e: deps-test web/dist/index.html
	$(STAGE) "build: e2e binary" $(CARGO_TEST) --locked --no-run
	$(STAGE) e2e env PENKNIFE_E2E_BIN=$(abspath $(TEST_BIN)) PENKNIFE_VITEST_CACHE=$(abspath $(TARGET_DIR))/vitest-cache \
	  npm --prefix web run --silent e2e

## e2e-repeat: the flake finder: the browser tests N times (default 5), or only the files matching FILE; every
## failure's screenshot, DOM, console and server log are kept under web/test-results/e2e-repeat/
e2e-repeat: deps-test web/dist/index.html
	$(CARGO_TEST) --locked --no-run
	PENKNIFE_E2E_BIN=$(abspath $(TEST_BIN)) scripts/e2e-repeat.sh $(or $(N),5) $(FILE)

## test-cluster: the failover test: 3 servers on one PostgreSQL behind HAProxy (scripts/cluster.sh), one killed
## and another restarted under load; what was acknowledged must survive, and limits and sessions span the servers
test-cluster: deps
	$(STAGE) "build: e2e binary" $(CARGO_TEST) --locked --no-run
	$(STAGE) "cluster failover" env PENKNIFE_BIN=$(abspath $(TEST_BIN)) node --test crates/server/tests/cluster/failover.test.mjs

## licenses: every crate and npm package is permissively licensed
licenses: deps $(TEST_LIBRARIES)
	$(STAGE) licences node scripts/check-licenses.mjs

## dev: Vite dev server (hot reload) proxying /api and /auth to the Rust server (the tests' build of it, so
## switching between `make dev` and the tests recompiles nothing)
dev: deps wasm
	$(CARGO_TEST) --no-run
	trap 'kill 0' EXIT; $(TEST_BIN) serve --addr 127.0.0.1:8080 & (cd web && npx vite --host 127.0.0.1)

## bench: measure build outputs, sizes, engine speed and page loads; writes bench/RESULTS.md. With
## PENKNIFE_BENCH_BEFORE=path/to/older/penknife the page loads are compared before/after (PENKNIFE_BENCH_RUNS: 5)
bench: deps-test .deps/chromium .deps/avif build $(TEST_LIBRARIES) $(IMAGE_CORPUS)
	cd web && node ../bench/run.mjs

## bench-pages: only the page loads (first paint, bytes, time to the first result); prints the table
bench-pages: deps-test .deps/chromium build
	node bench/pages.mjs

## bench-tool-pages: only the developer and data tools' pages (bytes, time to the example's result); prints the table
bench-tool-pages: deps-test .deps/chromium build
	node bench/tool-pages.mjs

## bench-cluster: only several servers behind HAProxy (throughput with 1-3 servers, a kill, start time); prints the table
bench-cluster: deps build
	node bench/cluster.mjs

## bench-longtasks: only large inputs on the text and code tools (the longest main-thread task); prints the table
bench-longtasks: deps-test .deps/chromium build
	node bench/longtasks.mjs

## bench-pastes: only the paste API (create and read throughput and p99 at 64 connections, SQLite); prints the table
bench-pastes: build
	node bench/pastes.mjs

## bench-ip: only IP geolocation (/api/ip-info, /api/ip-lookup/{ip} and a static file of the same size at 64
## connections); prints the table
bench-ip: build
	node bench/ip.mjs

## bench-images: only the image codecs (bytes at equal SSIMULACRA2, lossless PNG, speed, memory); prints the table
bench-images: deps-test .deps/chromium .deps/avif build $(IMAGE_CORPUS)
	node bench/images.mjs

## fuzz: every engine under libFuzzer (coverage-guided, stable Rust), FUZZ_SECONDS each (default 300) or FUZZ_RUNS
## inputs each; FUZZ_ENGINES="json markdown" picks some. Crashes and hangs are saved in fuzz/crashes/ENGINE/
fuzz:
	$(STAGE) "fuzz: build" scripts/fuzz build
	$(STAGE) fuzz scripts/fuzz run $(FUZZ_ENGINES)

## fuzz-smoke: the bounded pass `make unit` runs too: each engine's seeds and 4,000 mutants from a fixed seed
fuzz-smoke:
	$(STAGE) "fuzz smoke" cargo test --locked -p penknife-fuzz --test smoke

## new-tool: write a new tool's engine, binding, command, page and failing test stubs, and print the lines to add:
## NAME="URL Encoder/Decoder" FAMILY=url [COMMAND=url] [CATEGORY=developer] [ICON=Link] [CRATES=a,b] (CONTRIBUTING.md)
new-tool:
	scripts/new-tool --name "$(NAME)" --family "$(FAMILY)" $(if $(COMMAND),--command "$(COMMAND)") \
	  $(if $(CATEGORY),--category "$(CATEGORY)") $(if $(ICON),--icon "$(ICON)") $(if $(CRATES),--crates "$(CRATES)")

# --- building -----------------------------------------------------------------------------------

wasm: web/src/wasm/.built
web/src/wasm/.built: $(ENGINE_SOURCES) scripts/build-wasm.sh scripts/wasm-defaults.mjs | deps
	$(STAGE) wasm scripts/build-wasm.sh
	touch $@

web: web/dist/index.html
web/dist/index.html: web/src/wasm/.built $(WEB_SOURCES) web/package-lock.json | deps
	$(STAGE) "web: vite build" env PENKNIFE_PRECOMPRESS_CACHE=$(abspath $(TARGET_DIR))/precompress-cache \
	  npm --prefix web run --silent build

$(BIN): web/dist/index.html $(RUST_SOURCES)
	$(STAGE) "build: release" cargo build --release --locked -p penknife
	touch $@

# --- installing what is missing -----------------------------------------------------------------

deps: .deps/wasm-target .deps/wasm-bindgen .deps/clang web/node_modules/.package-lock.json
deps-test: deps .deps/chromium-headless-shell

.deps/wasm-target:
	$(STAGE) "install: wasm32 target" bash -c 'rustup target list --installed | grep -qx wasm32-unknown-unknown || \
	  rustup target add wasm32-unknown-unknown'
	mkdir -p .deps && touch $@

.deps/wasm-bindgen:
	$(STAGE) "install: wasm-bindgen" bash -c 'wasm-bindgen --version 2>/dev/null | grep -q " $(WASM_BINDGEN_VERSION)$$" || \
	  cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)'
	mkdir -p .deps && touch $@

# The image bundle's C (oxipng's libdeflate) needs a compiler with a wasm32 backend: clang, and llvm-ar.
.deps/clang:
	$(STAGE) "install: clang" bash -c 'command -v clang >/dev/null && command -v llvm-ar >/dev/null || { \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq clang llvm; }'
	mkdir -p .deps && touch $@

# The tests drive Debian's headless build of Chromium: the same Blink and V8 as the browser, without the
# browser's own interface around them, it cost the browser tests a quarter less CPU. The bench measures pages in
# the full browser, as visitors see them.
.deps/chromium-headless-shell:
	$(STAGE) "install: chromium" bash -c 'command -v chromium-headless-shell >/dev/null || { \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium-headless-shell; }'
	mkdir -p .deps && touch $@

.deps/chromium:
	$(STAGE) "install: chromium (bench)" bash -c 'command -v chromium >/dev/null || { $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium; }'
	mkdir -p .deps && touch $@

# The AVIF row's reference: libavif's own encoder and decoder (avifenc, avifdec; Squoosh runs libavif too).
.deps/avif:
	$(STAGE) "install: libavif (bench)" bash -c 'command -v avifenc >/dev/null && command -v avifdec >/dev/null || { \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libavif-bin; }'
	mkdir -p .deps && touch $@

web/node_modules/.package-lock.json: web/package-lock.json
	$(STAGE) "install: npm (web)" npm ci --prefix web --no-audit --no-fund
	touch $@

# The real libraries the minifier tests and the bench run on (the tests also install them when run alone).
$(TEST_LIBRARIES): crates/core/tests/npm/package-lock.json
	$(STAGE) "install: npm (test libraries)" npm ci --prefix crates/core/tests/npm --no-audit --no-fund
	touch $@

$(IMAGE_CORPUS):
	$(STAGE) "install: image corpus" bash -c 'rm -rf bench/tmp/wheel bench/tmp/corpus && \
	  python3 -m pip download --quiet --no-deps --only-binary=:all: --platform manylinux_2_28_x86_64 \
	    --python-version 3.11 scikit-image==0.26.0 -d bench/tmp/wheel && \
	  python3 -c "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2], \
	    [n for n in zipfile.ZipFile(sys.argv[1]).namelist() if n.startswith(\"skimage/data/\")])" \
	    bench/tmp/wheel/*.whl bench/tmp/wheel && mv bench/tmp/wheel/skimage/data bench/tmp/corpus'
	touch $@

clean:
	cargo clean
	rm -rf web/dist web/src/wasm .deps
