// What a visitor waits for: the home page and three tool pages (engines of different sizes), each opened cold (a
// fresh browser context: empty cache and storage) from a running penknife, with no slowdown and with Chromium's 4×
// CPU slowdown. For each: first contentful paint, the bytes transferred and the time from navigation start to the
// first result the visitor sees. Given a second binary (PENKNIFE_BENCH_BEFORE) it measures both, interleaved run
// by run so a busy machine weighs on both alike, and writes a before/after table.
//
// Alone (prints the Markdown section):
//   PENKNIFE_BENCH_BIN=after/penknife PENKNIFE_BENCH_BEFORE=before/penknife node bench/pages.mjs
// PENKNIFE_BENCH_RUNS (default 5) sets how many cold loads each figure is the median of.
import { pathToFileURL } from "node:url";
import { penknifeBinary } from "./binary.mjs";
import { launchChromium } from "./chromium.mjs";
import { machineReference, referenceMarkdown } from "./native.mjs";
import { startPenknife } from "./server.mjs";

const root = new URL("..", import.meta.url).pathname;
const CPU_RATES = [1, 4];
/**
 * A visitor who reads the page before acting: what they wait for after their first action once the page has had
 * this long. The robot that acts at once sees little of what a page does at idle (e.g. fetch its engine early).
 */
const READING_MS = 2000;
const RESULT_TIMEOUT_MS = 120_000;
/** The network counts as quiet after this long with no request in flight. */
const QUIET_MS = 500;

/**
 * Each page: what the visitor does once it opens (as the e2e tests do it, with the same selectors) and, run in the
 * page on every animation frame from the moment the document exists, whether the first result is on screen.
 * `done` gets `textOf(name)`: the text in the box (form control or code editor) a label of that exact text names,
 * and `seen(text)`: whether the page shows that text anywhere (its words, a form control, a code editor).
 */
const SCENARIOS = [
  {
    path: "/",
    result: "the cards filtered after typing “json” in the search box (Image Resizer gone, JSON Formatter shown)",
    act: (page) => page.getByRole("searchbox", { name: "Search for tools..." }).fill("json"),
    done: () => {
      const cards = [...document.querySelectorAll('article, [role="article"]')].map((card) => card.textContent);
      return (
        document.querySelector('input[type="search"]')?.value === "json" &&
        cards.some((text) => text.includes("JSON Formatter")) &&
        !cards.some((text) => text.includes("Image Resizer"))
      );
    },
  },
  {
    path: "/tools/json-formatter",
    result: "the formatted sample in the Formatted JSON tab (the page opens with the sample; no click needed)",
    act: async () => {},
    acts: false, // nothing to time from an action
    done: ({ textOf }) => textOf("Formatted JSON")?.includes('"name": "Penknife"') === true,
  },
  {
    path: "/tools/markdown-to-html-converter",
    result: "Load Sample, then Convert to HTML: the HTML Output holds the sample’s <h1>",
    act: async (page) => {
      await page.getByRole("button", { name: "Load Sample" }).click();
      await page.getByRole("button", { name: "Convert to HTML" }).click();
    },
    done: ({ textOf }) => textOf("HTML Output")?.includes("<h1>Project Notes</h1>") === true,
  },
  {
    path: "/tools/js-minifier",
    result: "Load Sample, then Minify JS: the Minified JavaScript box is filled",
    act: async (page) => {
      await page.getByRole("button", { name: "Load Sample" }).click();
      await page.getByRole("button", { name: "Minify JS", exact: true }).click();
    },
    done: ({ textOf }) => Boolean(textOf("Minified JavaScript")),
  },
];

/** Init script: records in window.__benchFirstResult the performance.now() of the first frame where `done` holds. */
function watchForResult(done) {
  if (window !== window.top) return; // e.g. the Markdown preview's iframe
  // The text in the box a visible label names: a form control's value, or the lines a code editor shows.
  const textOf = (name) => {
    for (const label of document.querySelectorAll("label")) {
      if (label.textContent.trim() !== name) continue;
      if (label.control) return label.control.value;
      const editor = label.id && document.querySelector(`[aria-labelledby~="${CSS.escape(label.id)}"]`);
      if (editor) return [...editor.querySelectorAll(".cm-line")].map((line) => line.textContent).join("\n");
    }
    return document.querySelector(`[aria-label="${CSS.escape(name)}"]`)?.value;
  };
  const seen = (text) =>
    document.body.innerText.includes(text) ||
    [...document.querySelectorAll("input, textarea")].some((control) => control.value.includes(text));
  const tick = () => {
    let ok = false;
    try {
      ok = document.body !== null && done({ textOf, seen });
    } catch {
      // The page is still building what `done` looks at.
    }
    if (ok) window.__benchFirstResult = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const typeOf = (request) => {
  const url = new URL(request.url()).pathname;
  const kind = request.resourceType();
  if (url.endsWith(".wasm")) return "wasm";
  if (kind === "script" || /\.m?js$/.test(url)) return "js";
  if (kind === "stylesheet" || url.endsWith(".css")) return "css";
  return "other";
};

/** Counts every response body (compressed, as transferred) the page and its workers receive, by type. */
function recordBytes(page) {
  const sizes = [];
  let inFlight = 0;
  let lastChange = performance.now();
  const settle = () => {
    inFlight--;
    lastChange = performance.now();
  };
  page.on("request", () => {
    inFlight++;
    lastChange = performance.now();
  });
  page.on("requestfailed", settle);
  page.on("requestfinished", (request) => {
    settle();
    sizes.push(request.sizes().then((s) => [typeOf(request), s.responseBodySize]));
  });
  return {
    async quiet() {
      const deadline = performance.now() + RESULT_TIMEOUT_MS;
      while (inFlight > 0 || performance.now() - lastChange < QUIET_MS) {
        if (performance.now() > deadline) throw new Error(`${page.url()}: the network never went quiet`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async total() {
      const bytes = { js: 0, css: 0, wasm: 0, other: 0 };
      for (const [type, size] of await Promise.all(sizes)) bytes[type] += size;
      return { ...bytes, total: bytes.js + bytes.css + bytes.wasm + bytes.other };
    },
  };
}

/**
 * One cold visit: FCP and first result (ms from navigation start), the wait from the first action to that result,
 * and the bytes until the network is quiet. The visitor acts at once, or after reading for `readingMs`.
 */
export async function visit(browser, url, scenario, cpuRate, readingMs = 0) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "light" });
  try {
    await context.addInitScript({ content: `(${watchForResult})(${scenario.done});` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Chromium slows the page's main thread only; it refuses this for workers, so the engines run at full speed.
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    const errors = [];
    page.on("pageerror", (error) => errors.push(error));
    const bytes = recordBytes(page);
    await page.goto(url + scenario.path, { waitUntil: "commit" });
    if (readingMs) await new Promise((resolve) => setTimeout(resolve, readingMs));
    const acted = await page.evaluate(() => performance.now());
    await scenario.act(page);
    const firstResult = await (
      await page.waitForFunction(() => window.__benchFirstResult, null, { timeout: RESULT_TIMEOUT_MS })
    ).jsonValue();
    const fcp = await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName("first-contentful-paint")[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: "paint", buffered: true }),
        ),
    );
    await bytes.quiet();
    if (errors.length) throw new Error(`${scenario.path}: ${errors.map((e) => e.message).join("; ")}`);
    return { fcp, firstResult, afterAction: firstResult - acted, bytes: await bytes.total() };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const summary = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

/**
 * Measures the binaries (`after`, and `before` when given) on every page and CPU rate, `runs` times each after one
 * discarded warm-up visit per page (the server compresses each file on its first request and keeps the result).
 */
export async function measurePages(
  browser,
  {
    after = penknifeBinary(root),
    before = process.env.PENKNIFE_BENCH_BEFORE || undefined,
    runs = Number(process.env.PENKNIFE_BENCH_RUNS ?? 5),
  } = {},
) {
  const builds = before ? { before, after } : { after };
  // Page loads have no native twin: the machine's speed, to scale figures from another machine by.
  const reference = machineReference(after);
  const servers = {};
  try {
    for (const [name, binary] of Object.entries(builds)) servers[name] = await startPenknife(binary);
    for (const server of Object.values(servers)) {
      for (const scenario of SCENARIOS) await visit(browser, server.url, scenario, 1);
    }
    const visits = {}; // build → path → rate → [visit]
    const readers = {}; // the same for the visitor who reads first
    for (let run = 0; run < runs; run++) {
      for (const scenario of SCENARIOS) {
        for (const rate of CPU_RATES) {
          for (const [name, server] of Object.entries(servers)) {
            const list = (((visits[name] ??= {})[scenario.path] ??= {})[rate] ??= []);
            list.push(await visit(browser, server.url, scenario, rate));
            const reading = (((readers[name] ??= {})[scenario.path] ??= {})[rate] ??= []);
            reading.push(await visit(browser, server.url, scenario, rate, READING_MS));
          }
        }
      }
    }
    const results = {};
    for (const name of Object.keys(builds)) {
      results[name] = SCENARIOS.map((scenario) => ({
        path: scenario.path,
        rates: CPU_RATES.map((rate) => {
          const list = visits[name][scenario.path][rate];
          return {
            rate,
            fcp: summary(list.map((v) => v.fcp)),
            firstResult: summary(list.map((v) => v.firstResult)),
            afterReading: summary(readers[name][scenario.path][rate].map((v) => v.afterAction)),
            bytes: Object.fromEntries(
              Object.keys(list[0].bytes).map((type) => [type, median(list.map((v) => v.bytes[type]))]),
            ),
          };
        }),
      }));
    }
    return { runs, builds, results, reference };
  } finally {
    for (const server of Object.values(servers)) server.stop();
  }
}

export const ms = ({ median, min, max }) => `${median.toFixed(0)} ms (${min.toFixed(0)}–${max.toFixed(0)})`;
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const weight = (b) => `**${kb(b.total)}** (${kb(b.js)} / ${kb(b.css)} / ${kb(b.wasm)} / ${kb(b.other)})`;
const change = (before, after) => {
  const percent = Math.round(((after - before) / before) * 100);
  return `${percent > 0 ? "+" : percent < 0 ? "−" : "±"}${Math.abs(percent)}%`;
};
const cpu = (rate) => (rate === 1 ? "none" : `${rate}× slower`);

export function pagesMarkdown({ runs, builds, results, reference }) {
  const { before, after } = results;
  const rows = [];
  for (const [i, page] of after.entries()) {
    for (const [j, now] of page.rates.entries()) {
      const then = before?.[i].rates[j];
      const cells = then
        ? [
            ms(then.fcp),
            ms(now.fcp),
            change(then.fcp.median, now.fcp.median),
            ms(then.firstResult),
            ms(now.firstResult),
            change(then.firstResult.median, now.firstResult.median),
          ]
        : [ms(now.fcp), ms(now.firstResult)];
      rows.push(`| ${page.path} | ${cpu(now.rate)} | ${cells.join(" | ")} |`);
    }
  }
  const readingRows = after.flatMap((page, i) =>
    SCENARIOS[i].acts === false
      ? []
      : page.rates.map((now, j) => {
          const then = before?.[i].rates[j];
          const cells = then
            ? [ms(then.afterReading), ms(now.afterReading), change(then.afterReading.median, now.afterReading.median)]
            : [ms(now.afterReading)];
          return `| ${page.path} | ${cpu(now.rate)} | ${cells.join(" | ")} |`;
        }),
  );
  const readingHeader = before
    ? "| page | CPU slowdown | before | after | change |\n|---|---|---|---|---|"
    : "| page | CPU slowdown | first action → result |\n|---|---|---|";
  const timeHeader = before
    ? "| page | CPU slowdown | FCP before | FCP after | change | first result before | first result after | change |\n|---|---|---|---|---|---|---|---|"
    : "| page | CPU slowdown | first contentful paint | first result |\n|---|---|---|---|";
  // Bytes do not depend on the CPU: the unthrottled visits' figures.
  const byteRows = after.map((page, i) => {
    const now = page.rates[0].bytes;
    const then = before?.[i].rates[0].bytes;
    return then
      ? `| ${page.path} | ${weight(then)} | ${weight(now)} | ${change(then.total, now.total)} |`
      : `| ${page.path} | ${weight(now)} |`;
  });
  const byteHeader = before
    ? "| page | before: total (JS / CSS / wasm / other) | after: total (JS / CSS / wasm / other) | change |\n|---|---|---|---|"
    : "| page | total (JS / CSS / wasm / other) |\n|---|---|";
  const names = Object.entries(builds)
    .map(([name, binary]) => `${name}: \`${binary}\``)
    .join(", ");
  const compared = before ? `, the builds interleaved (${names})` : ` (${names})`;
  return `## Pages: first paint, bytes and time to the first result

Each page opened cold (a fresh browser context: empty cache) ${runs} times per build and CPU setting${compared};
median (min–max), milliseconds from navigation start, after one discarded warm-up visit per page and build.
“4× slower” is Chromium's CPU throttling (\`Emulation.setCPUThrottlingRate\`), which slows the page's main thread
only: Chromium refuses it for workers, so the engines themselves run at full speed. The first result is:

${SCENARIOS.map((s) => `- \`${s.path}\`: ${s.result}.`).join("\n")}

${referenceMarkdown(reference)}

${timeHeader}
${rows.join("\n")}

A visitor who reads for ${READING_MS / 1000} s before the same first action: the wait from that action to the result
(what a page does at idle shows here: a tool that fetched its engine meanwhile answers at once).

${readingHeader}
${readingRows.join("\n")}

Bytes transferred (response bodies as sent, compressed; page and workers) from navigation until the network is
quiet (${QUIET_MS} ms with no request) after the first result:

${byteHeader}
${byteRows.join("\n")}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await launchChromium();
  try {
    console.log(pagesMarkdown(await measurePages(browser)));
  } finally {
    await browser.close();
  }
}
