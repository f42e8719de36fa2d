// The developer tools against the libraries developers use today, on the same real inputs, in one run:
//  - output size (gzip -9, what the wire carries) for the minifiers;
//  - time natively: `penknife` (release binary) against the peers' command lines (esbuild's Go binary; the Node
//    libraries through bench/peer-cli.mjs or their own CLI), wall time of the whole process, best of 3;
//  - time in Chromium: our wasm bundle in a Web Worker (as the tool page runs it, message round trip included)
//    against the JS library called on the page, best of 3 after a warm-up;
//  - Chromium ÷ native for each row: the same engine on the same input both ways, a ratio that survives a change
//    of machine where the milliseconds do not (bench/native.mjs).
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { HTML_MINIFIER_OPTIONS } from "./peer-options.mjs";
import { penknifeBinary } from "./binary.mjs";
import { ratio, timeCommand } from "./native.mjs";

const root = new URL("..", import.meta.url).pathname;
/** The peers (web/package.json's devDependencies). */
const nm = join(root, "web/node_modules");
/** The real libraries the inputs come from, shared with the minifier tests (crates/core/tests/npm). */
const libraries = join(root, "crates/core/tests/npm/node_modules");
const packageDir = (pkg) => [libraries, nm].map((dir) => join(dir, pkg)).find((dir) => existsSync(dir));
const version = (pkg) => JSON.parse(readFileSync(join(packageDir(pkg), "package.json"), "utf8")).version;

/** What penknife's CLI does by default, as the web bundles' options objects (the pages' "everything on"). */
const FULL = {
  js: {
    removeComments: true,
    removeWhitespace: true,
    removeEmptyLines: true,
    shortenBooleans: true,
    removeDebugStatements: false,
    removeTrailingSemicolons: false,
    preserveNewlines: false,
    mangle: true,
    removeDeadCode: true,
  },
  css: {
    removeComments: true,
    removeWhitespace: true,
    removeLastSemicolon: true,
    compressColors: true,
    removeZeroUnits: true,
    mergeDuplicateRules: true,
    sortProperties: false,
    removeEmptyRules: true,
  },
  html: {
    removeComments: true,
    removeWhitespace: true,
    removeOptionalTags: true,
    removeRedundantAttributes: true,
    collapseWhitespace: true,
    removeEmptyAttributes: true,
    minifyCss: true,
    minifyJs: true,
  },
};

/** The inputs: real libraries and documents from npm packages the project installs. */
function loadInputs(dir) {
  const file = (name, text) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const read = (rel) => readFileSync(join(packageDir(rel.split("/")[0]), rel.split("/").slice(1).join("/")), "utf8");
  const fromPkg = (label, rel, name) => ({ label, path: file(name, read(rel)) });
  // Markdown: the CommonMark spec (one long technical document) and every installed package's README (GitHub
  // Markdown as people write it: tables, code fences, badges, HTML).
  const spec = readFileSync(join(root, "crates/core/tests/data/markdown/commonmark-spec.txt"), "utf8");
  const packages = [...new Set([libraries, nm].flatMap((d) => readdirSync(d)))]
    .filter((p) => !p.startsWith(".") && !p.startsWith("@"))
    .sort();
  const readmes = packages
    .map((p) => join(packageDir(p), "README.md"))
    .filter(existsSync)
    .map((p) => readFileSync(p, "utf8"))
    .join("\n\n");
  // HTML: no npm package ships a big real page, so we build one the way sites are: the spec rendered to HTML,
  // indented, with comments, optional end tags, default attributes, and Bootstrap's reboot and moment.js inline.
  const body = spec
    .split("\n")
    .filter((l) => !l.startsWith("```"))
    .join("\n")
    .split(/\n\n+/)
    .map(
      (p) =>
        `    <!-- section -->\n    <p class="">\n      ${p.replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}\n    </p>`,
    )
    .join("\n");
  const reboot = read("bootstrap/dist/css/bootstrap-reboot.css");
  const moment = read("moment/moment.js");
  const page =
    `<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <title>CommonMark Spec</title>\n` +
    `    <style type="text/css">\n${reboot}\n    </style>\n    <script type="text/javascript">\n${moment}\n    </script>\n  </head>\n` +
    `  <body>\n    <main id="content">\n${body}\n    </main>\n    <form method="get" action="">\n      <input type="text" disabled="disabled" value="">\n    </form>\n  </body>\n</html>\n`;
  // The page of issue 11: little markup, a large classic <script> and a <style>, as many sites still ship.
  const scriptPage =
    `<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <title>Inline</title>\n` +
    `    <style>\n${reboot}\n    </style>\n  </head>\n  <body>\n    <h1>Hello</h1>\n    <script>\n${read("lodash/lodash.js")}\n    </script>\n` +
    `    <script>\n      document.querySelector('h1').textContent = _.capitalize('hello, world');\n    </script>\n  </body>\n</html>\n`;
  return {
    js: [
      fromPkg(`lodash ${version("lodash")} (lodash.js)`, "lodash/lodash.js", "lodash.js"),
      fromPkg(`moment ${version("moment")} (moment.js)`, "moment/moment.js", "moment.js"),
      fromPkg(`d3 ${version("d3")} (dist/d3.js)`, "d3/dist/d3.js", "d3.js"),
      fromPkg(`three ${version("three")} (three.module.js)`, "three/build/three.module.js", "three.module.js"),
    ],
    css: [
      fromPkg(`Bootstrap ${version("bootstrap")} (bootstrap.css)`, "bootstrap/dist/css/bootstrap.css", "bootstrap.css"),
      fromPkg(`Bulma ${version("bulma")} (bulma.css)`, "bulma/css/bulma.css", "bulma.css"),
    ],
    html: [
      { label: "CommonMark spec as a page, Bootstrap reboot + moment.js inline", path: file("page.html", page) },
      {
        label: "a small page carrying lodash.js and Bootstrap reboot inline",
        path: file("lodash-page.html", scriptPage),
      },
    ],
    markdown: [
      { label: "CommonMark 0.31.2 spec", path: file("spec.md", spec) },
      { label: "the READMEs of the installed npm packages", path: file("readmes.md", readmes) },
    ],
  };
}

const penknifeBin = penknifeBinary(root);
const peerCli = (peer) => (path) => ["node", [join(root, "bench/peer-cli.mjs"), peer, path]];
const NATIVE = {
  js: [
    ["penknife (oxc)", (p) => [penknifeBin, ["minify", "js", p]]],
    [
      `terser ${version("terser")}`,
      (p) => [
        "node",
        [join(nm, "terser/bin/terser"), p, "--compress", "--mangle", ...(p.endsWith(".module.js") ? ["--module"] : [])],
      ],
    ],
    [`esbuild ${version("esbuild")}`, (p) => [join(nm, ".bin/esbuild"), [p, "--minify"]]],
  ],
  css: [
    ["penknife (lightningcss)", (p) => [penknifeBin, ["minify", "css", p]]],
    [`csso ${version("csso")}`, peerCli("csso")],
    [`cssnano ${version("cssnano")}`, peerCli("cssnano")],
    [`esbuild ${version("esbuild")}`, (p) => [join(nm, ".bin/esbuild"), [p, "--minify"]]],
  ],
  html: [
    ["penknife (minify-html)", (p) => [penknifeBin, ["minify", "html", p]]],
    [`html-minifier-terser ${version("html-minifier-terser")}`, peerCli("html-minifier-terser")],
  ],
  markdown: [
    ["penknife (comrak)", (p) => [penknifeBin, ["markdown", p]]],
    [`markdown-it ${version("markdown-it")}`, peerCli("markdown-it")],
    [`marked ${version("marked")}`, peerCli("marked")],
  ],
};

/** Serves the wasm bundles, a worker that runs one of them, the peers' browser builds and a blank page. */
function startServer() {
  const files = {
    "/": ["text/html", "<!doctype html><title>dev tools bench</title>"],
    "/worker.js": [
      "text/javascript",
      `
      const bundles = {};
      const load = (family) => (bundles[family] ??= import("/wasm/" + family + "/" + family + ".js").then(async (m) => { await m.default(); return m; }));
      self.onmessage = async ({ data: { family, fn, input, options } }) => {
        try {
          // The HTML bundle minifies inline code with the CSS and JS bundles, as the tool page's worker does.
          const engines = family === "minify-html" ? await Promise.all([load("minify-css"), load("minify-js")]).then(([css, js]) =>
            ({ script: js.minifyJs, styleSheet: css.minifyCss })) : undefined;
          const result = (await load(family))[fn](input, options, engines);
          self.postMessage({ output: typeof result === "string" ? result : result.output ?? result.html });
        } catch (error) { self.postMessage({ error: String(error) }); }
      };`,
    ],
  };
  const peerFiles = {
    "/peer/terser.js": "terser/dist/bundle.min.js",
    "/peer/csso.js": "csso/dist/csso.js",
    "/peer/html-minifier.js": "html-minifier-terser/dist/htmlminifier.umd.bundle.min.js",
    "/peer/markdown-it.js": "markdown-it/dist/browser/markdown-it.umd.min.js",
    "/peer/marked.js": "marked/lib/marked.umd.js",
    "/peer/esbuild.js": "esbuild-wasm/lib/browser.min.js",
    "/peer/esbuild.wasm": "esbuild-wasm/esbuild.wasm",
  };
  const types = { ".js": "text/javascript", ".wasm": "application/wasm" };
  const server = createServer((req, res) => {
    const url = req.url.split("?")[0];
    try {
      if (files[url]) {
        res.writeHead(200, { "content-type": files[url][0] });
        return res.end(files[url][1]);
      }
      let path;
      if (peerFiles[url]) path = join(nm, peerFiles[url]);
      else if (url.startsWith("/wasm/"))
        path = join(
          root,
          "web/src/wasm",
          ...url
            .slice(6)
            .split("/")
            .map((p) => p.replace(/[^\w.-]/g, "")),
        );
      else if (url === "/peer/cssnano.js") path = cssnanoBundle;
      if (!path) throw new Error("not found");
      const body = readFileSync(path);
      res.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" });
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

/** cssnano has no browser build: bundle it (with postcss) for the browser with esbuild, Node built-ins stubbed. */
let cssnanoBundle;
async function buildCssnanoBundle(dir, require) {
  const esbuild = require("esbuild");
  cssnanoBundle = join(dir, "cssnano.js");
  const entry = join(dir, "cssnano-entry.mjs");
  writeFileSync(
    entry,
    `import postcss from "postcss"; import cssnano from "cssnano"; import preset from "cssnano-preset-default";
    globalThis.cssnanoMinify = async (css) => (await postcss([cssnano({ preset: preset() })]).process(css, { from: undefined })).css;`,
  );
  // Every property is a do-nothing constructor, so `class X extends require("events")` and the like still load.
  const STUB =
    "function Stub() {} module.exports = new Proxy(Stub, { get: (t, k) => (k === 'prototype' ? t.prototype : Stub) });";
  const builtins =
    /^(node:)?(fs|fs\/promises|path|url|os|util|module|process|crypto|stream|events|assert|v8|worker_threads)$/;
  await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    platform: "browser",
    outfile: cssnanoBundle,
    minify: true,
    nodePaths: [nm],
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"' },
    banner: {
      js: "var process = { env: {}, cwd: () => '/', platform: 'browser', versions: {} }, __filename = '/cssnano.js', __dirname = '/';",
    },
    plugins: [
      {
        name: "stub-node",
        setup(b) {
          b.onResolve({ filter: builtins }, (a) => ({ path: a.path, namespace: "stub" }));
          b.onLoad({ filter: /.*/, namespace: "stub" }, () => ({ contents: STUB }));
        },
      },
    ],
  });
}

/** In one page: each input through our worker and through each peer, best of 3 after a warm-up. */
async function measureInBrowser(browser, url, inputs) {
  const page = await browser.newPage();
  await page.goto(url + "/");
  const run = (job) =>
    page.evaluate(
      async ({ job, FULL, HTML_MINIFIER_OPTIONS }) => {
        const load = (src) =>
          new Promise((resolve, reject) => {
            if (document.querySelector(`script[src="${src}"]`)) return resolve();
            const s = document.createElement("script");
            s.src = src;
            s.onload = resolve;
            s.onerror = () => reject(new Error(src));
            document.head.append(s);
          });
        globalThis.benchWorker ??= new Worker("/worker.js", { type: "module" });
        const inWorker = (family, fn, input, options) =>
          new Promise((resolve, reject) => {
            globalThis.benchWorker.onmessage = ({ data }) =>
              data.error ? reject(new Error(data.error)) : resolve(data.output);
            globalThis.benchWorker.postMessage({ family, fn, input, options });
          });
        const ours = {
          js: (s) => inWorker("minify-js", "minifyJs", s, FULL.js),
          css: (s) => inWorker("minify-css", "minifyCss", s, FULL.css),
          html: (s) => inWorker("minify-html", "minifyHtml", s, FULL.html),
          markdown: (s) => inWorker("markdown", "convertMarkdown", s, {}),
        };
        const peers = {
          js: {
            terser: async (s) => {
              await load("/peer/terser.js");
              return (await Terser.minify(s, { compress: true, mangle: true, module: job.module })).code;
            },
            esbuild: async (s) => {
              await load("/peer/esbuild.js");
              globalThis.esbuildReady ??= esbuild.initialize({ wasmURL: "/peer/esbuild.wasm" });
              await globalThis.esbuildReady;
              return (await esbuild.transform(s, { minify: true, loader: "js" })).code;
            },
          },
          css: {
            csso: async (s) => {
              await load("/peer/csso.js");
              return csso.minify(s).css;
            },
            cssnano: async (s) => {
              await load("/peer/cssnano.js");
              return cssnanoMinify(s);
            },
            esbuild: async (s) => {
              await load("/peer/esbuild.js");
              globalThis.esbuildReady ??= esbuild.initialize({ wasmURL: "/peer/esbuild.wasm" });
              await globalThis.esbuildReady;
              return (await esbuild.transform(s, { minify: true, loader: "css" })).code;
            },
          },
          html: {
            "html-minifier-terser": async (s) => {
              await load("/peer/html-minifier.js");
              return HTMLMinifier.minify(s, HTML_MINIFIER_OPTIONS);
            },
          },
          markdown: {
            "markdown-it": async (s) => {
              await load("/peer/markdown-it.js");
              return markdownit({ html: true, linkify: true }).render(s);
            },
            marked: async (s) => {
              await load("/peer/marked.js");
              return marked.parse(s);
            },
          },
        };
        const fn = job.peer === "penknife" ? ours[job.kind] : peers[job.kind][job.peer];
        try {
          // Warm-up (loads the bundle, compiles the wasm, warms the JIT) and a check that there is an output at all.
          const output = await fn(job.input);
          if (typeof output !== "string" || output.length === 0) throw new Error("no output");
          let best = Infinity;
          for (let i = 0; i < 3; i++) {
            const t = performance.now();
            await fn(job.input);
            best = Math.min(best, performance.now() - t);
          }
          return { ms: best };
        } catch (error) {
          return { error: String(error).slice(0, 120) };
        }
      },
      { job, FULL, HTML_MINIFIER_OPTIONS },
    );
  const results = {};
  for (const [kind, list] of Object.entries(inputs)) {
    for (const input of list) {
      const text = readFileSync(input.path, "utf8");
      const peerNames = {
        js: ["terser", "esbuild"],
        css: ["csso", "cssnano", "esbuild"],
        html: ["html-minifier-terser"],
        markdown: ["markdown-it", "marked"],
      }[kind];
      for (const peer of ["penknife", ...peerNames]) {
        results[`${kind}|${input.label}|${peer}`] = await run({
          kind,
          peer,
          input: text,
          module: input.path.endsWith(".module.js"),
        });
      }
    }
  }
  await page.close();
  return results;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (r) => (r?.error ? `failed: ${r.error}` : r ? `${r.ms.toFixed(0)} ms` : "–");

/** Runs everything and returns the Markdown section for bench/RESULTS.md. */
export async function measureDevTools(browser, require) {
  const dir = mkdtempSync(join(tmpdir(), "penknife-devtools-"));
  try {
    const inputs = loadInputs(dir);
    await buildCssnanoBundle(dir, require);
    const server = await startServer();
    let browserTimes;
    try {
      browserTimes = await measureInBrowser(browser, server.url, inputs);
    } finally {
      server.server.close();
    }
    const sections = [];
    const titles = {
      js: "JavaScript minifiers",
      css: "CSS minifiers",
      html: "HTML minifiers",
      markdown: "Markdown → HTML",
    };
    for (const [kind, list] of Object.entries(inputs)) {
      const rows = [];
      for (const input of list) {
        const inputBytes = readFileSync(input.path);
        const results = NATIVE[kind].map(([name, command]) => {
          const [bin, args] = command(input.path);
          const native = timeCommand(bin, args, { cwd: root });
          const gz = native.output ? gzipSync(native.output, { level: 9 }).length : NaN;
          const peerKey = name.startsWith("penknife") ? "penknife" : name.split(" ")[0];
          return {
            name,
            native,
            gz,
            size: native.output?.length,
            browser: browserTimes[`${kind}|${input.label}|${peerKey}`],
          };
        });
        const peerBest = Math.min(
          ...results
            .slice(1)
            .map((r) => r.gz)
            .filter(Number.isFinite),
        );
        for (const r of results) {
          const verdict =
            kind === "markdown" || r.name.startsWith("penknife") === false
              ? ""
              : r.gz <= peerBest
                ? " ✔ smallest"
                : ` ✘ +${(((r.gz - peerBest) / peerBest) * 100).toFixed(1)}% vs best peer`;
          rows.push(
            `| ${input.label} (${kb(inputBytes.length)}, ${kb(gzipSync(inputBytes, { level: 9 }).length)} gz) | ${r.name} | ` +
              `${kind === "markdown" ? kb(r.size ?? 0) : `${kb(r.gz)}${verdict}`} | ${ms(r.native)} | ${ms(r.browser)} | ${ratio(r.browser?.ms, r.native.ms)} |`,
          );
        }
      }
      const sizeHeader = kind === "markdown" ? "HTML size" : "output gzip -9";
      sections.push(
        `### ${titles[kind]}\n\n| input | tool | ${sizeHeader} | native (CLI, whole process) | Chromium | Chromium ÷ native |\n|---|---|---|---|---|---|\n${rows.join("\n")}`,
      );
    }
    return `## Developer tools against their peers

Same inputs for every tool. Output size is gzip -9 of the result. **Native**: the release \`penknife\` CLI against
the peers' command lines (esbuild's Go binary; Node for the rest, through their CLI or \`bench/peer-cli.mjs\`),
wall time of the whole process, best of 3. **Chromium**: our wasm bundle in a Web Worker as the tool page runs it
(message round trip included) against the JS library on the page (esbuild: esbuild-wasm, which uses its own
worker), best of 3 after a warm-up. penknife runs with every option on (its CLI default: compress + mangle for
JS); terser \`--compress --mangle\`, esbuild \`--minify\`, csso and cssnano defaults, html-minifier-terser with the
equivalent options (bench/peer-options.mjs), markdown-it with \`html\` and \`linkify\`, marked defaults.
**Chromium ÷ native**: the row's two times, the same engine on the same input (for the peers, the JS library in
the page against its own CLI in Node), to compare across machines; the native time includes the process start
(Node's for the Node peers), so compare a row's ratio with the same row's on another run, not across tools.

${sections.join("\n\n")}
`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
