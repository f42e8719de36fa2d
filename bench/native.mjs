// Native references for the browser figures. Chromium's figures vary 1.5–1.7× between machines of one kind, so
// each is printed beside the same job done natively by the release `penknife` CLI in the same run: the ratio
// browser ÷ native survives a change of machine. Figures with no native twin (page loads, long tasks) get a
// machine-speed reference instead (machineReference).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Best-of-`runs` wall time (ms) of the whole process `command args…`, with its stdout; `discard` sends stdout to
 * /dev/null instead, so Node draining a pipe is not timed. `{ error }` when it fails.
 */
export function timeCommand(command, args, { runs = 3, discard = false, cwd } = {}) {
  let best = Infinity;
  let output = "";
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const run = spawnSync(command, args, {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
      cwd,
      stdio: ["ignore", discard ? "ignore" : "pipe", "pipe"],
    });
    const ms = performance.now() - start;
    if (run.status !== 0) return { error: (run.stderr || run.error?.message || "failed").trim().split("\n")[0] };
    best = Math.min(best, ms);
    output = run.stdout;
  }
  return { ms: best, output };
}

const starts = new Map();
/** What starting `binary` costs: the best of 20 `--version` runs (once per binary). */
export function startMs(binary) {
  if (!starts.has(binary)) starts.set(binary, timeCommand(binary, ["--version"], { runs: 20, discard: true }).ms);
  return starts.get(binary);
}

/**
 * Best-of-`runs` ms of `penknife args…` less the process start: reading the input file, the work and writing the
 * result (stdout goes to /dev/null). Throws if the command fails (the bench's input is wrong, not the machine slow).
 */
export function timePenknife(binary, args, runs = 5) {
  const run = timeCommand(binary, args, { runs, discard: true });
  if (run.error) throw new Error(`penknife ${args.join(" ")}: ${run.error}`);
  return Math.max(0, run.ms - startMs(binary));
}

/** "3.1×": how many times the native figure the browser one is. */
export const ratio = (browserMs, nativeMs) =>
  Number.isFinite(browserMs) && nativeMs > 0 ? `${(browserMs / nativeMs).toFixed(1)}×` : "–";

/** A JSON document of about `bytes`: the Large inputs' JSON Formatter input and the machine reference's. */
export function jsonText(bytes = 5 * 1024 * 1024) {
  const records = [];
  for (let i = 0, size = 0; size < bytes; i++) {
    const record = {
      id: i,
      name: `Record ${i} — ü`,
      tags: ["a", "b"],
      score: i / 4,
      ok: i % 2 === 0,
      nested: { deep: [i] },
    };
    records.push(record);
    size += JSON.stringify(record).length + 1;
  }
  return JSON.stringify({ records });
}

/** About `bytes` of JavaScript: many small functions with their own names and constants (work for the mangler). */
function jsText(bytes) {
  let text = "";
  for (let i = 0; text.length < bytes; i++) {
    text +=
      `function price${i}(items, limit) {\n  // Sum what is over ${i % 97}.\n` +
      `  const total${i} = items.filter((item) => item.price > ${i % 97}).reduce((sum, item) => sum + item.price * ${(i % 13) + 1}, 0);\n` +
      `  if (total${i} > limit) {\n    console.log("over", ${i}, total${i});\n  }\n  return total${i};\n}\n`;
  }
  return text;
}

const references = new Map();
/**
 * The machine-speed reference (measured once per binary, so every section of a run prints the same): `penknife
 * json format` on 5 MB of JSON and `penknife minify js` on 1 MB of JavaScript, best of 5, ms less the process start.
 */
export function machineReference(binary) {
  if (references.has(binary)) return references.get(binary);
  const dir = mkdtempSync(join(tmpdir(), "penknife-reference-"));
  try {
    const json = join(dir, "reference.json");
    const js = join(dir, "reference.js");
    writeFileSync(json, jsonText());
    writeFileSync(js, jsText(1024 * 1024));
    references.set(binary, {
      jsonMs: timePenknife(binary, ["json", "format", json]),
      jsMs: timePenknife(binary, ["minify", "js", js]),
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return references.get(binary);
}

/** The reference as a paragraph, for a section whose figures have no native twin. */
export const referenceMarkdown = ({ jsonMs, jsMs }) =>
  `Machine-speed reference, measured in this run by the release CLI (best of 5 each, less the process start):
\`penknife json format\` on 5 MB of JSON ${jsonMs.toFixed(0)} ms + \`penknife minify js\` on 1 MB of JavaScript
${jsMs.toFixed(0)} ms = **${(jsonMs + jsMs).toFixed(0)} ms** (bench/native.mjs). These figures have no native twin: to
compare them with another machine's, scale those by the ratio of the two machines' references.`;
