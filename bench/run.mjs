// `make bench`: measures what the foundation promises and writes bench/RESULTS.md.
// Chromium's figures vary 1.5–1.7× between machines of one kind, so every browser figure is printed beside a native
// reference measured in the same run (bench/native.mjs): the same engine on the same input natively (the release
// `penknife` CLI, or the peers' own CLIs) with the ratio browser ÷ native, which survives a change of machine; the
// page loads and long tasks, which have no native twin, print a machine-speed reference to scale by instead.
//  0. What the build makes: the release binary and every wasm bundle, raw and gzipped.
//  1. The home page, loaded in Chromium from the release binary: JS + CSS bytes transferred (compressed)
//     and the number of wasm files it fetches (goals: ≤ 150 KB and 0).
//  2. The Base64 engine (the wasm bundle the tool page uses) on 10 MB, against the browser's own btoa/atob and
//     Uint8Array.toBase64/fromBase64, in the same Chromium; natively, `penknife base64` on the same bytes.
//  3. The text engines (the `text` bundle) on a 5 MB text, beside what plain JavaScript in the same page does
//     for a comparable (smaller) job; natively, `penknife count|case|dedupe` on the same text.
//  4. The home page and three tool pages, cold, with and without a 4× CPU slowdown: first contentful paint,
//     bytes and the time to the first result, before and after a change: bench/pages.mjs.
//  4a. The developer and data tools' pages, cold: bytes (their wasm bundle apart) and the time to the issue's
//      example's result: bench/tool-pages.mjs.
//  4b. Large inputs on every text and code tool: the longest main-thread task while a 5 MB paste, a tab switch
//     and a 5 MB result are handled (goal: none over 200 ms): bench/longtasks.mjs.
//  5. The developer tools (minifiers, Markdown) against terser, esbuild, csso, cssnano, html-minifier-terser,
//     markdown-it and marked: bench/dev-tools.mjs.
//  6. The image codecs against C MozJPEG, oxipng, libwebp and Chromium's canvas encoders: bench/images.mjs.
//  7. Accounts: sign-ins per second and p99 latency at 20 concurrent clients, quiet and under a flood of wrong
//     passwords against one account: bench/auth.mjs.
//  8. Pastes: create and read throughput and p99 at 64 concurrent connections, SQLite: bench/pastes.mjs.
//  9. IP geolocation: /api/ip-info and /api/ip-lookup/{ip} beside a static file of the same size, requests per
//     second and p99 at 64 concurrent connections: bench/ip.mjs.
import { createServer } from "node:http";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, extname } from "node:path";
import { gzipSync } from "node:zlib";
import { penknifeBinary } from "./binary.mjs";
import { launchChromium, webRequire } from "./chromium.mjs";
import { measureDevTools } from "./dev-tools.mjs";
import { authMarkdown, measureAuth } from "./auth.mjs";
import { measurePastes, pastesMarkdown } from "./pastes.mjs";
import { ipMarkdown, measureIp } from "./ip.mjs";
import { measureImages } from "./images.mjs";
import { longTasksMarkdown, measureLongTasks } from "./longtasks.mjs";
import { measurePages, pagesMarkdown } from "./pages.mjs";
import { measureToolPages, toolPagesMarkdown } from "./tool-pages.mjs";
import { ratio, startMs, timePenknife } from "./native.mjs";
import { startPenknife } from "./server.mjs";

const root = new URL("..", import.meta.url).pathname;

/** Home page weight as the browser transfers it (Chromium asks for gzip over plain http). */
async function measureHome(browser, url) {
  const page = await browser.newPage();
  const responses = [];
  page.on("response", (r) => responses.push(r));
  await page.goto(url + "/", { waitUntil: "networkidle" });
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => ({ name: e.name, encoded: e.encodedBodySize, decoded: e.decodedBodySize })),
  );
  const jsCss = entries.filter((e) => /\.(m?js|css)(\?|$)/.test(e.name));
  const wasm = responses.filter((r) => r.url().endsWith(".wasm") || r.headers()["content-type"] === "application/wasm");
  const encodings = new Set(
    responses.filter((r) => /\.(m?js|css)$/.test(r.url())).map((r) => r.headers()["content-encoding"] ?? "none"),
  );
  // For comparison, the same files gzipped (what a client that does not offer br gets).
  let gzip = 0;
  for (const e of jsCss) gzip += gzipSync(Buffer.from(await (await fetch(e.name)).arrayBuffer()), { level: 9 }).length;
  await page.close();
  return {
    files: jsCss.length,
    transferred: jsCss.reduce((s, e) => s + e.encoded, 0),
    encodings: [...encodings].join(", "),
    uncompressed: jsCss.reduce((s, e) => s + e.decoded, 0),
    gzip,
    wasmFiles: wasm.length,
  };
}

/** Serves web/src/wasm/<family>/ and a blank page, so the engines run in Chromium with no app around them. */
function startWasmServer() {
  const dir = join(root, "web/src/wasm");
  const types = { ".js": "text/javascript", ".wasm": "application/wasm", ".html": "text/html" };
  const server = createServer((req, res) => {
    const name = req.url === "/" ? null : req.url.slice(1);
    if (!name) {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("<!doctype html><title>bench</title>");
    }
    try {
      const [family, file] = name.split("/").map((part) => part.replace(/[^\w.-]/g, ""));
      const body = readFileSync(join(dir, family, file));
      res.writeHead(200, { "content-type": types[extname(name)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ url: `http://127.0.0.1:${server.address().port}`, server })),
  );
}

async function measureBase64(browser, url) {
  const page = await browser.newPage();
  await page.goto(url + "/");
  return page.evaluate(async () => {
    const engine = await import("/base64/base64.js");
    await engine.default();
    const SIZE = 10 * 1024 * 1024;
    const bytes = new Uint8Array(SIZE);
    for (let i = 0; i < SIZE; i += 65536) crypto.getRandomValues(bytes.subarray(i, Math.min(i + 65536, SIZE)));
    const best = (fn, runs = 7) => {
      fn(); // warm-up
      let min = Infinity;
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        fn();
        min = Math.min(min, performance.now() - t);
      }
      return min;
    };
    // btoa takes a "binary string"; building it is part of what a page must do to use btoa on a file.
    const toBinary = (u8) => {
      let s = "";
      for (let i = 0; i < u8.length; i += 32768) s += String.fromCharCode.apply(null, u8.subarray(i, i + 32768));
      return s;
    };
    const binary = toBinary(bytes);
    const b64 = engine.bytesToBase64(bytes);
    if (btoa(binary) !== b64) throw new Error("wasm and btoa disagree");
    const rows = {
      "encode: penknife wasm (bytesToBase64)": best(() => engine.bytesToBase64(bytes)),
      "encode: btoa (binary string ready)": best(() => btoa(binary)),
      "encode: btoa incl. bytes → binary string": best(() => btoa(toBinary(bytes))),
      "decode: penknife wasm (base64ToBytes, incl. TextEncoder)": best(() =>
        engine.base64ToBytes(new TextEncoder().encode(b64)),
      ),
      "decode: atob (to binary string)": best(() => atob(b64)),
    };
    if (typeof Uint8Array.prototype.toBase64 === "function") {
      rows["encode: Uint8Array.prototype.toBase64 (native)"] = best(() => bytes.toBase64());
      rows["decode: Uint8Array.fromBase64 (native)"] = best(() => Uint8Array.fromBase64(b64));
    }
    // The base64 goes back to Node too: the CLI's input is these very bytes.
    return { size: SIZE, rows, base64: b64, userAgent: navigator.userAgent };
  });
}

/** Each text engine on the same 5 MB of prose (with repeated lines, Unicode and emoji), best of 5. */
async function measureText(browser, url) {
  const page = await browser.newPage();
  await page.goto(url + "/");
  return page.evaluate(async () => {
    const engine = await import("/text/text.js");
    await engine.default();
    // Deterministic prose: sentences from a vocabulary, some lines repeated (dedupe has work to do).
    const words = (
      "the quick brown fox jumps over lazy dog while über café naïve résumé 👍🏽 data river mountain " +
      "XMLHttpRequest parse2Json snake_case kebab-case light night bright reading writing Ärger Öl"
    ).split(" ");
    let seed = 42;
    const next = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const lines = [];
    let size = 0;
    while (size < 5 * 1024 * 1024) {
      const line =
        next(5) === 0 && lines.length > 10
          ? lines[next(lines.length)]
          : Array.from({ length: 6 + next(14) }, () => words[next(words.length)]).join(" ") +
            [".", "!", "?", ","][next(4)];
      lines.push(line);
      if (next(8) === 0) lines.push("");
      size += line.length + 1;
    }
    const text = lines.join("\n");
    const best = (fn, runs = 5) => {
      fn();
      let min = Infinity;
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        fn();
        min = Math.min(min, performance.now() - t);
      }
      return min;
    };
    const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    // Each row: the engine, its time, the plain JS job and its time, the CLI command doing the engine's job.
    const rows = [
      [
        "Word Counter: analyzeWords (all 13 statistics)",
        best(() => engine.analyzeWords(text)),
        "JS: split(/\\s+/) word count + word frequency map",
        best(() => {
          const all = text.split(/\s+/).filter(Boolean);
          const freq = new Map();
          for (const w of all) {
            const k = w.toLowerCase();
            if (k.length > 2) freq.set(k, (freq.get(k) ?? 0) + 1);
          }
          return all.length;
        }),
        ["count", "words"],
      ],
      [
        "Character Counter: analyzeCharacters (graphemes, classes, 8 platforms)",
        best(() => engine.analyzeCharacters(text)),
        "JS: Intl.Segmenter grapheme count only",
        best(() => {
          let n = 0;
          for (const _ of segmenter.segment(text)) n++;
          return n;
        }),
        ["count", "chars"],
      ],
      [
        "Text Case Converter: convertAllCases (all 10 formats)",
        best(() => engine.convertAllCases(text)),
        "JS: toUpperCase + toLowerCase (2 of the 10)",
        best(() => text.toUpperCase().length + text.toLowerCase().length),
        ["case", "--all"],
      ],
      [
        "Remove Duplicate Lines: removeDuplicateLines (trim, case-insensitive)",
        best(() => engine.removeDuplicateLines(text)),
        "JS: split + trim + toLowerCase + Set",
        best(() => {
          const seen = new Set();
          const out = [];
          for (const l of text.split("\n")) {
            const t = l.trim();
            const k = t.toLowerCase();
            if (t && !seen.has(k)) {
              seen.add(k);
              out.push(t);
            }
          }
          return out.join("\n");
        }),
        ["dedupe"],
      ],
    ];
    return { bytes: new TextEncoder().encode(text).length, text, rows };
  });
}

/** The CLI on the exact input a page used (written to a file): best-of-`runs` ms of each `penknife args… FILE`. */
function cliOn(input, argsList, runs) {
  const dir = mkdtempSync(join(tmpdir(), "penknife-bench-"));
  try {
    const file = join(dir, "input");
    writeFileSync(file, input);
    return argsList.map((args) => timePenknife(penknifeBinary(root), [...args, file], runs));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The release binary and every wasm bundle (after wasm-opt), raw and gzip -9. */
function buildOutputs() {
  const dir = join(root, "web/src/wasm");
  const bundles = readdirSync(dir)
    .sort()
    .map((family) => join(dir, family, `${family}_bg.wasm`))
    .filter(existsSync);
  return {
    binary: statSync(penknifeBinary(root)).size,
    bundles: bundles.map((path) => {
      const bytes = readFileSync(path);
      return { family: path.split("/").at(-2), size: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    }),
  };
}

const penknife = await startPenknife(penknifeBinary(root));
const wasmServer = await startWasmServer();
const browser = await launchChromium();
try {
  const outputs = buildOutputs();
  const home = await measureHome(browser, penknife.url);
  const b64 = await measureBase64(browser, wasmServer.url);
  const text = await measureText(browser, wasmServer.url);
  const [encodeCli] = cliOn(Buffer.from(b64.base64, "base64"), [["base64", "encode"]], 7);
  const [decodeCli] = cliOn(b64.base64, [["base64", "decode"]], 7);
  const textCli = cliOn(
    text.text,
    text.rows.map((row) => row[4]),
    5,
  );
  const devTools = await measureDevTools(browser, webRequire);
  const pages = await measurePages(browser);
  const toolPages = await measureToolPages(browser);
  const longTasks = await measureLongTasks(browser);
  const images = await measureImages(browser);
  const auth = await measureAuth(root);
  const pastes = await measurePastes(root);
  const ip = await measureIp(root);
  const textWasm = readFileSync(join(root, "web/src/wasm/text/text_bg.wasm"));
  const generatorsWasm = readFileSync(join(root, "web/src/wasm/generators/generators_bg.wasm"));
  const textMbps = (ms) => `${(text.bytes / 1024 / 1024 / (ms / 1000)).toFixed(0)} MB/s`;
  const wasmFile = readFileSync(join(root, "web/src/wasm/base64/base64_bg.wasm"));
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  // What the CLI columns include, and why they are there.
  const cliNote = (runs) =>
    `**CLI**: the release \`penknife\` doing the same job on the same bytes (written to a file), best of ${runs}: the
whole process (reading the file, the work, writing the result to /dev/null) less its start, ${startMs(penknifeBinary(root)).toFixed(1)} ms
(\`penknife --version\`). Browser figures vary 1.5–1.7× between machines of one kind; **÷ CLI** compares across them.`;
  const mbps = (ms) => `${(b64.size / 1024 / 1024 / (ms / 1000)).toFixed(0)} MB/s`;
  const md = `# Benchmark results

Written by \`make bench\` (bench/run.mjs) on ${new Date().toISOString().slice(0, 10)}; ${b64.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "Chromium"}, headless, 2-core machine.

## Build outputs

The release binary (\`penknife\`, web app embedded): **${(outputs.binary / 1024 / 1024).toFixed(2)} MB** (${outputs.binary} bytes).

| wasm bundle (after wasm-opt) | size | gzip -9 |
|---|---|---|
${outputs.bundles.map((b) => `| ${b.family} | ${kb(b.size)} | ${kb(b.gzip)} |`).join("\n")}

## Home page weight (goal: JS + CSS ≤ 150 KB compressed, 0 wasm files)

| measure | value |
|---|---|
| JS + CSS files loaded | ${home.files} |
| transferred (Content-Encoding: ${home.encodings}) | **${kb(home.transferred)}** |
| same files gzipped -9 (a client without br) | ${kb(home.gzip)} |
| uncompressed | ${kb(home.uncompressed)} |
| wasm files loaded | **${home.wasmFiles}** |

## Base64 engine, ${b64.size / 1024 / 1024} MB of random bytes, best of 7

The \`base64\` wasm bundle: ${kb(wasmFile.length)} (${kb(gzipSync(wasmFile, { level: 9 }).length)} gzipped).

${cliNote(7)}

| operation | time | throughput | CLI, same job | browser ÷ CLI |
|---|---|---|---|---|
${Object.entries(b64.rows)
  .map(([name, ms]) => {
    const cli = name.startsWith("encode") ? encodeCli : decodeCli;
    return `| ${name} | ${ms.toFixed(1)} ms | ${mbps(ms)} | ${cli.toFixed(1)} ms | ${ratio(ms, cli)} |`;
  })
  .join("\n")}

## Text engines, ${(text.bytes / 1024 / 1024).toFixed(1)} MB of text, best of 5

The \`text\` wasm bundle (the four text analysis tools below): ${kb(textWasm.length)} (${kb(gzipSync(textWasm, { level: 9 }).length)} gzipped).
The \`generators\` bundle (password, random numbers, lorem ipsum, hashtags, usernames, wheel; no throughput to
measure): ${kb(generatorsWasm.length)} (${kb(gzipSync(generatorsWasm, { level: 9 }).length)} gzipped).
Times include passing the 5 MB string into wasm and the result back to JS. The JS column does a smaller job
(what a page without an engine typically does), for scale; its ratio is to the CLI doing the engine's whole job.
${cliNote(5)}

| engine | time | throughput | CLI, same job | engine ÷ CLI | plain JS, for scale | time | JS ÷ CLI |
|---|---|---|---|---|---|---|---|
${text.rows
  .map(
    ([name, ms, js, jsMs, args], i) =>
      `| ${name} | ${ms.toFixed(0)} ms | ${textMbps(ms)} | \`penknife ${args.join(" ")}\` ${textCli[i].toFixed(0)} ms | ${ratio(ms, textCli[i])} | ${js} | ${jsMs.toFixed(0)} ms | ${ratio(jsMs, textCli[i])} |`,
  )
  .join("\n")}

${pagesMarkdown(pages)}

${toolPagesMarkdown(toolPages)}

${longTasksMarkdown(longTasks)}

${devTools}

${images}

${authMarkdown(auth)}

${pastesMarkdown(pastes)}

${ipMarkdown(ip)}`;
  writeFileSync(join(root, "bench/RESULTS.md"), md);
  console.log(md);
} finally {
  await browser.close();
  wasmServer.server.close();
  penknife.stop();
}
