// The image tools' codecs against what the anchors ship, on scikit-image's sample photographs and graphics (the
// `scikit-image` wheel from PyPI: `make bench-corpus` fetches it into bench/tmp/corpus; the images' own licences
// are in its skimage/data).
//  1. Chromium's canvas encoders (JPEG, WebP) over the same quality sweep, so the native half can score them.
//  2. The native half (crates/bench, `image-bench`): bytes at equal SSIMULACRA2 against C MozJPEG, libwebp, libavif
//     (our AVIF against avifenc, both decoded by avifdec) and the canvas encoders; lossless PNG against oxipng -o2; milliseconds per megapixel of each default operation.
//  3. Each image tool in Chromium at its default settings, from the release binary: milliseconds per megapixel
//     from the click to the success toast (decode, work and encode in the page's workers), and the browser's peak
//     memory while the compressor takes a 40-megapixel photograph.
//     Beside each, the CLI doing the same tool's job on the same file, and the ratio (bench/native.mjs).
//  4. Peak memory of `penknife image compress` on the same photograph.
// Alone (prints the Markdown section): node bench/images.mjs
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync, existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { penknifeBinary } from "./binary.mjs";
import { launchChromium } from "./chromium.mjs";
import { ratio, timePenknife } from "./native.mjs";
import { startPenknife, untilIdle } from "./server.mjs";

const root = new URL("..", import.meta.url).pathname;
const corpus = join(root, "bench/tmp/corpus");
const browserDir = join(root, "bench/tmp/browser");
const QUALITIES = [40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95];

/** The native half (crates/bench, built in release) with these arguments. */
function imageBench(args) {
  return execFileSync("cargo", ["run", "--quiet", "--release", "--locked", "-p", "penknife-bench", "--", ...args], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  }).toString();
}

/** Encodes every photograph the native half compares with Chromium's canvas (toBlob), into bench/tmp/browser. */
async function canvasEncodes(browser) {
  const photos = imageBench(["--photos"]).trim().split("\n");
  mkdirSync(browserDir, { recursive: true });
  const page = await browser.newPage();
  for (const name of photos) {
    const stem = name.replace(/\.[^.]+$/, "");
    const base64 = readFileSync(join(corpus, name)).toString("base64");
    const outputs = await page.evaluate(
      async ({ base64, qualities }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes]));
        const canvas = document.createElement("canvas");
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        const context = canvas.getContext("2d");
        // JPEG has no alpha: both encoders get the picture on white, as our JPEG does.
        context.fillStyle = "#fff";
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(bitmap, 0, 0);
        const out = [];
        for (const type of ["image/jpeg", "image/webp"]) {
          for (const quality of qualities) {
            const blob = await new Promise((resolve) => canvas.toBlob(resolve, type, quality / 100));
            const data = new Uint8Array(await blob.arrayBuffer());
            let binary = "";
            for (let i = 0; i < data.length; i += 0x8000)
              binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
            out.push({ type, quality, base64: btoa(binary) });
          }
        }
        return out;
      },
      { base64, qualities: QUALITIES },
    );
    for (const { type, quality, base64: data } of outputs) {
      writeFileSync(join(browserDir, `${stem}.${type.slice(6)}.${quality}`), Buffer.from(data, "base64"));
    }
  }
  await page.close();
}

/** Bytes at equal score, lossless PNG and native speed. */
function nativeMeasurements() {
  return JSON.parse(imageBench([corpus, browserDir]));
}

/** Peak resident memory (KiB) and time of the CLI compressing, resizing and converting a 40-megapixel JPEG. */
function peakMemory() {
  // coffee.png (600×400) enlarged to 7746×5164 = 40.0 MP, written at quality 92 like a camera's JPEG.
  const big = photo(7746, 5164, "jpeg").path;
  const measure = (args) => {
    const started = performance.now();
    const run = spawnSync(
      "/usr/bin/time",
      ["-f", "%M", penknifeBinary(root), ...args, "--out-dir", join(root, "bench/tmp/out")],
      {
        encoding: "utf8",
      },
    );
    if (run.status !== 0) throw new Error(`penknife ${args.join(" ")} failed: ${run.stderr}`);
    return { kib: Number(run.stderr.trim().split("\n").at(-1)), ms: performance.now() - started };
  };
  return [
    ["compress (JPEG, quality 80)", measure(["image", "compress", big])],
    ["resize to 1920 wide", measure(["image", "resize", big, "--width", "1920"])],
    ["convert to PNG", measure(["image", "convert", big, "--format", "png"])],
  ];
}

/** A photograph of `width`×`height` made by the CLI from coffee.png (enlarged, written as a camera would). */
function photo(width, height, format) {
  const bin = penknifeBinary(root);
  const dir = join(root, "bench/tmp/big");
  const name = `coffee-${width}x${height}.${format === "jpeg" ? "jpg" : "png"}`;
  const path = join(dir, name);
  if (!existsSync(path)) {
    execFileSync(bin, [
      "image",
      "resize",
      join(corpus, "coffee.png"),
      "--width",
      `${width}`,
      "--height",
      `${height}`,
      "--format",
      "png",
      "--out-dir",
      dir,
    ]);
    const resized = join(dir, "resized_coffee.png");
    if (format === "jpeg") {
      execFileSync(bin, ["image", "convert", resized, "--format", "jpeg", "--quality", "92", "--out-dir", dir]);
      writeFileSync(path, readFileSync(join(dir, "resized_coffee.jpg")));
    } else {
      writeFileSync(path, readFileSync(resized));
    }
  }
  return { name, path, width, height, megapixels: (width * height) / 1e6 };
}

/**
 * Each tool's default path: what it is given, the button, the success toast it ends with, and the `penknife image`
 * arguments doing the same job on a file (none: the SVG converter has no CLI command).
 */
const TOOLS = [
  {
    path: "/tools/image-compressor",
    input: "jpeg",
    upload: "Upload Image",
    action: "Compress Image",
    done: "Image Compressed Successfully!",
    what: "Image Compressor (JPEG, quality 80)",
    cli: (file) => ["compress", file.path],
  },
  {
    path: "/tools/image-compressor",
    input: "png",
    upload: "Upload Image",
    action: "Compress Image",
    done: "Image Compressed Successfully!",
    what: "Image Compressor (PNG, lossless)",
    cli: (file) => ["compress", file.path],
  },
  {
    path: "/tools/image-resizer",
    input: "jpeg",
    upload: "Upload Image",
    action: "Resize Image",
    done: "Success!",
    what: "Image Resizer (PNG at the photo's own size, its default)",
    cli: (file) => ["resize", file.path, "--width", `${file.width}`, "--height", `${file.height}`, "--format", "png"],
  },
  {
    path: "/tools/png-to-jpg",
    input: "png",
    upload: "Upload PNG Image",
    action: "Convert to JPG",
    done: "PNG Converted to JPG Successfully!",
    what: "PNG to JPG (quality 85)",
    cli: (file) => ["convert", file.path, "--format", "jpeg"],
  },
  {
    path: "/tools/jpg-to-png",
    input: "jpeg",
    upload: "Upload JPG Image",
    action: "Convert to PNG",
    done: "JPG Converted to PNG Successfully!",
    what: "JPG to PNG",
    cli: (file) => ["convert", file.path, "--format", "png"],
  },
  {
    path: "/tools/webp-converter",
    input: "jpeg",
    upload: "Upload Images",
    action: "Convert to WebP",
    done: "Image Converted Successfully!",
    what: "WebP Converter (to WebP, quality 80)",
    cli: (file) => ["convert", file.path, "--format", "webp"],
  },
  {
    path: "/tools/avif-converter",
    input: "jpeg",
    upload: "Upload Images",
    action: "Convert to AVIF",
    done: "Image Converted Successfully!",
    what: "AVIF Converter (to AVIF, quality 60, speed 6)",
    cli: (file) => ["avif", file.path],
    // rav1e at speed 6 takes minutes on 40 megapixels in one wasm thread: the 4-megapixel row only.
    big: false,
  },
  {
    path: "/tools/svg-converter",
    input: "png",
    upload: "Upload Images",
    action: "Convert to SVG",
    done: "Image Converted to SVG Successfully!",
    what: "SVG Converter (to SVG, colour)",
  },
];

/**
 * Resident memory of the browser and every process it started (renderers, GPU, utility), in KiB: every process
 * this bench started, less the server.
 */
function browserMemory(serverPid) {
  const children = (pid) => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let total = 0;
  for (const stack = children(process.pid); stack.length;) {
    const pid = stack.pop();
    if (pid === serverPid) continue;
    let status = "";
    try {
      status = readFileSync(`/proc/${pid}/status`, "utf8");
    } catch {
      continue; // it ended meanwhile
    }
    const rss = /VmRSS:\s+(\d+)/.exec(status);
    total += rss ? Number(rss[1]) : 0;
    stack.push(...children(pid));
  }
  return total;
}

/** One tool, cold page, one file: ms from the click to the success toast. */
async function runTool(browser, url, tool, file, onTick) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url + tool.path);
  await page.getByLabel(tool.upload, { exact: true }).setInputFiles(file.path);
  // The engine has been fetched and the file decoded for its preview: what a visitor has before clicking.
  await page.getByRole("button", { name: tool.action }).waitFor();
  await page.waitForLoadState("networkidle");
  const started = performance.now();
  await page.getByRole("button", { name: tool.action }).click();
  const timer = onTick ? setInterval(onTick, 100) : undefined;
  await page.locator("[data-sonner-toast]", { hasText: tool.done }).first().waitFor({ timeout: 600_000 });
  clearInterval(timer);
  const ms = performance.now() - started;
  await context.close();
  return ms;
}

/** ms of `penknife image` doing `tool`'s job on `file` (best of `runs`, less the process start); null if no CLI. */
const cliMs = (tool, file, runs) =>
  tool.cli
    ? timePenknife(penknifeBinary(root), ["image", ...tool.cli(file), "--out-dir", join(root, "bench/tmp/out")], runs)
    : null;

/** Every tool at its defaults on a 4-megapixel photo, then on a 40-megapixel one with the browser's memory. */
async function measureToolPages(browser) {
  const penknife = await startPenknife(penknifeBinary(root));
  // A fresh server spends its first seconds compressing the web app; a visitor's server has done that long ago.
  await untilIdle(penknife.pid);
  try {
    const inputs = { jpeg: photo(2400, 1600, "jpeg"), png: photo(2400, 1600, "png") };
    const rows = [];
    for (const tool of TOOLS) {
      const file = inputs[tool.input];
      const runs = [];
      for (let i = 0; i < 2; i++) runs.push(await runTool(browser, penknife.url, tool, file));
      rows.push({
        what: tool.what,
        megapixels: file.megapixels,
        msPerMegapixel: Math.min(...runs) / file.megapixels,
        cliMsPerMegapixel: tool.cli ? cliMs(tool, file, 3) / file.megapixels : null,
      });
    }
    // The spec's largest file is 50 MB; a 40-megapixel photo is what a phone or a camera makes today.
    const bigInputs = { jpeg: photo(7746, 5164, "jpeg"), png: photo(7746, 5164, "png") };
    for (const file of Object.values(bigInputs)) {
      if (statSync(file.path).size > 50 * 1024 * 1024) throw new Error(`${file.path} is over the pages' 50 MB`);
    }
    const big = [];
    for (const tool of TOOLS.filter((tool) => tool.big !== false)) {
      const file = bigInputs[tool.input];
      const baseline = browserMemory(penknife.pid);
      let peak = baseline;
      const ms = await runTool(browser, penknife.url, tool, file, () => {
        peak = Math.max(peak, browserMemory(penknife.pid));
      });
      // Once, like the browser's figure: seconds each at this size.
      big.push({ what: tool.what, file, ms, cliMs: cliMs(tool, file, 1), peakAboveIdleKiB: peak - baseline });
    }
    return { rows, big };
  } finally {
    penknife.stop();
  }
}

/** The size of the 40-megapixel input of that kind, in MB. */
const mb = (big, kind) => {
  const row = big.find((r) => r.file.name.endsWith(kind === "png" ? ".png" : ".jpg"));
  return `${(statSync(row.file.path).size / 1024 / 1024).toFixed(1)} MB`;
};
const pct = (n) => (n == null ? "out of range" : `${n >= 0 ? "+" : ""}${n.toFixed(1)} %`);
const kb = (n) => (n == null ? "–" : `${(n / 1024).toFixed(1)} KB`);
const cliFigure = (n) => (n == null ? "– (no CLI)" : n.toFixed(0));

export async function measureImages(browser) {
  await canvasEncodes(browser);
  const native = nativeMeasurements();
  const pages = await measureToolPages(browser);
  const memory = peakMemory();
  const encoders = native.photos[0].encoders.map((e) => e.encoder);
  return `## Image codecs (scikit-image 0.26.0 sample photographs and graphics)

Bytes at equal SSIMULACRA2: each encoder's quality sweep (40–95) is scored against the source and its size
interpolated at the score C MozJPEG reaches at quality 75 (Squoosh's default). Negative is smaller than C MozJPEG.
Goal: Penknife JPEG ≤ C MozJPEG + 1 %.

| photo | size | score | ${encoders.join(" | ")} |
|---|---|---|${encoders.map(() => "---").join("|")}|
${native.photos
  .map(
    (p) =>
      `| ${p.image} | ${p.width}×${p.height} | ${p.targetScore.toFixed(1)} | ${p.encoders
        .map((e) => `${kb(e.bytesAtScore)} (${pct(e.vsReferencePercent)})`)
        .join(" | ")} |`,
  )
  .join("\n")}

Lossless PNG as the Image Compressor (PNG files) and JPG to PNG (JPEG files) write it: our encoder from the decoded
pixels, or a PNG file itself without its metadata when that is smaller, against oxipng at preset 2 on the original
file (goal: ≤ oxipng -o2; \`cargo run --release -p penknife-bench -- --lossless bench/tmp/corpus\` refreshes it alone):

| image | original | Penknife PNG | oxipng -o2 | difference |
|---|---|---|---|---|
${native.lossless
  .map((l) => `| ${l.image} | ${kb(l.original)} | ${kb(l.ours)} | ${kb(l.oxipngO2)} | ${pct(l.vsOxipngPercent)} |`)
  .join("\n")}

Natively, one core, ${native.speed.image} (${native.speed.megapixels.toFixed(2)} MP), best of 3:

| operation | ms per megapixel |
|---|---|
${native.speed.rows.map((r) => `| ${r.operation} | ${r.msPerMegapixel.toFixed(0)} |`).join("\n")}

In Chromium, each tool at its default settings on a ${pages.rows[0].megapixels.toFixed(1)}-megapixel photograph, from the release binary: the
click to the success toast (decode, work and encode in the page's workers), best of 2, once the server has finished
compressing its web app (a fresh server does that for its first minute). Goal: ≤ 1,000 ms per megapixel.
**CLI**: \`penknife image\` doing the same tool's job on the same file, best of 3: the whole process (reading,
decoding, the work, encoding, writing the file) less its start; the SVG converter has no CLI command. Browser
figures vary 1.5–1.7× between machines of one kind; **÷ CLI** compares across them.

| tool | ms per megapixel | CLI, ms per megapixel | Chromium ÷ CLI |
|---|---|---|---|
${pages.rows.map((r) => `| ${r.what} | ${r.msPerMegapixel.toFixed(0)} | ${cliFigure(r.cliMsPerMegapixel)} | ${ratio(r.msPerMegapixel, r.cliMsPerMegapixel)} |`).join("\n")}

Every tool on a ${pages.big[0].file.megapixels.toFixed(1)}-megapixel photograph (7746×5164; the JPEG is ${mb(pages.big, "jpeg")}, the PNG ${mb(pages.big, "png")}, under the spec's
50 MB), the same way: the time from the click to the success toast, and how far the browser's resident memory (all
its processes, sampled every 100 ms) rose above what it held before the click; the CLI as above, once.

| tool | file | time | ms per megapixel | CLI time | Chromium ÷ CLI | peak memory above idle |
|---|---|---|---|---|---|---|
${pages.big
  .map(
    (r) =>
      `| ${r.what} | ${r.file.name.endsWith(".png") ? "PNG" : "JPEG"} | ${(r.ms / 1000).toFixed(1)} s | ${(r.ms / r.file.megapixels).toFixed(0)} | ${r.cliMs == null ? "–" : `${(r.cliMs / 1000).toFixed(1)} s`} | ${ratio(r.ms, r.cliMs)} | ${(r.peakAboveIdleKiB / 1024).toFixed(0)} MiB |`,
  )
  .join("\n")}

Peak memory of the CLI on a 40-megapixel JPEG (7746×5164, \`/usr/bin/time -f %M\`):

| command | peak resident memory | time |
|---|---|---|
${memory.map(([name, m]) => `| ${name} | ${(m.kib / 1024).toFixed(0)} MiB | ${(m.ms / 1000).toFixed(1)} s |`).join("\n")}
`;
}

// `node bench/images.mjs`: the whole section; `node bench/images.mjs --tools`: only the tools in Chromium (JSON).
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await launchChromium();
  try {
    const toolsOnly = process.argv.includes("--tools");
    console.log(toolsOnly ? JSON.stringify(await measureToolPages(browser), null, 1) : await measureImages(browser));
  } finally {
    await browser.close();
  }
}
