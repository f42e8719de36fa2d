// Writes crates/fuzz/seeds/ENGINE/: the fuzz targets' starting corpus, taken from the engines' own tests — every
// string literal in each engine's test files, and for Markdown every example of the CommonMark and GFM specs.
// Run it again (node scripts/fuzz-seeds.mjs) when those tests change; the files are committed. The raster targets'
// seeds (png-strip, raster-pipeline) are image files: `cargo run -p penknife-fuzz --example raster_seeds` writes them.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const core = "crates/core";
const out = "crates/fuzz/seeds";
const markdownSpecs = ["commonmark-spec.txt", "gfm-spec.txt", "gfm-extensions.txt"].map((name) =>
  join(core, "tests/data/markdown", name),
);

/** Engine (the fuzz target's name) → its test files, and whole files that are inputs as they are. */
const SOURCES = {
  json: { literals: ["src/json/tests.rs"] },
  markdown: { literals: ["src/markdown/tests.rs", "tests/markdown_conformance.rs"], specs: markdownSpecs },
  "minify-html": {
    literals: ["tests/minify_html_options.rs", "tests/minify_html_libraries.rs"],
    whole: ["tests/minify_html_check/page.html"],
  },
  "minify-css": { literals: ["tests/minify_css_options.rs", "tests/minify_css_libraries.rs"] },
  "minify-js": {
    literals: ["tests/minify_js_options.rs", "tests/minify_js_inline_functions.rs", "tests/minify_js_libraries.rs"],
  },
  base64: { literals: ["src/base64/tests.rs"] },
  "text-case": { literals: ["src/text/case/tests.rs"] },
  "text-dedupe": { literals: ["src/text/dedupe/tests.rs"] },
  "word-stats": { literals: ["src/text/word_stats/tests.rs"] },
  "char-stats": { literals: ["src/text/char_stats/tests.rs"] },
  password: { literals: ["src/password/tests.rs"] },
  username: { literals: ["src/username/tests.rs"] },
  lorem: { literals: ["src/lorem/tests.rs"] },
  hashtags: { literals: ["src/hashtag/tests.rs"] },
  "random-numbers": { literals: ["src/random/tests.rs"] },
  wheel: { literals: ["src/wheel/tests.rs"] },
  "svg-sanitize": { literals: ["src/image/svg/tests.rs"], whole: hostileSvgs() },
  // Pixels: the tests' literals serve as byte patterns for the mutator to reshape.
  "svg-trace": { literals: ["src/image/trace/tests.rs"] },
  base: { literals: ["src/base/tests.rs"] },
  uuid: { literals: ["src/uuid/tests.rs"] },
};

/** The hostile SVG files the sanitiser's tests and the browser tests share (paths under crates/core). */
function hostileSvgs() {
  const dir = "tests/data/svg";
  return readdirSync(join(core, dir))
    .filter((name) => name.endsWith(".svg"))
    .map((name) => join(dir, name));
}

/** The string literals of a Rust file, unescaped: "…" with escapes, r"…" and r#"…"#; comments and chars skipped. */
function rustStrings(source) {
  const strings = [];
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i, i + 2);
    if (rest === "//") {
      i = source.indexOf("\n", i);
      if (i < 0) break;
    } else if (/^r#*"/.test(source.slice(i, i + 10)) && !/\w/.test(source[i - 1] ?? "")) {
      const hashes = source.slice(i + 1).match(/^#*/)[0];
      const start = i + 2 + hashes.length;
      const end = source.indexOf(`"${hashes}`, start);
      strings.push(source.slice(start, end));
      i = end + 1 + hashes.length;
    } else if (source[i] === '"') {
      let j = i + 1;
      let text = "";
      while (source[j] !== '"') {
        if (source[j] === "\\") {
          const [value, length] = unescape(source, j);
          text += value;
          j += length;
        } else {
          text += source[j++];
        }
      }
      strings.push(text);
      i = j + 1;
    } else if (source[i] === "'") {
      // A char literal ('x', '\n', '\u{…}') is skipped whole; a lifetime is just a quote.
      const char = source.slice(i).match(/^'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'/u);
      i += char ? char[0].length : 1;
    } else {
      i++;
    }
  }
  return strings;
}

/** The value and source length of the escape at `at` in a "…" literal. */
function unescape(source, at) {
  const next = source[at + 1];
  const simple = { n: "\n", r: "\r", t: "\t", 0: "\0", "\\": "\\", '"': '"', "'": "'" };
  if (next in simple) return [simple[next], 2];
  if (next === "x") return [String.fromCharCode(parseInt(source.slice(at + 2, at + 4), 16)), 4];
  if (next === "u") {
    const end = source.indexOf("}", at);
    return [String.fromCodePoint(parseInt(source.slice(at + 3, end), 16)), end - at + 1];
  }
  // A backslash before a newline continues the line without the newline or the next line's indent.
  const skipped = source.slice(at + 1).match(/^\n\s*/);
  return ["", 1 + (skipped ? skipped[0].length : 0)];
}

/** The Markdown of every `example` block of a spec file (→ stands for a tab there). */
function specExamples(path) {
  const fence = "`".repeat(32);
  const examples = [];
  for (const block of readFileSync(path, "utf8").split(`${fence} example`).slice(1)) {
    examples.push(block.slice(block.indexOf("\n") + 1, block.indexOf("\n.\n") + 1).replaceAll("→", "\t"));
  }
  return examples;
}

for (const [engine, { literals = [], whole = [], specs = [] }] of Object.entries(SOURCES)) {
  const seeds = new Set();
  for (const file of literals) for (const text of rustStrings(readFileSync(join(core, file), "utf8"))) seeds.add(text);
  for (const file of whole) seeds.add(readFileSync(join(core, file), "utf8"));
  for (const file of specs) if (existsSync(file)) for (const text of specExamples(file)) seeds.add(text);
  const dir = join(out, engine);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let written = 0;
  for (const seed of seeds) {
    if (seed.length < 2) continue;
    const name = createHash("sha1").update(seed).digest("hex").slice(0, 16);
    writeFileSync(join(dir, name), seed);
    written++;
  }
  console.log(`${engine}: ${written} seeds`);
}
