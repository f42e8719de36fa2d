// The developer and data tools of issue 33, each opened cold in Chromium from a running penknife: the bytes its
// page transfers (its wasm bundle apart) and the time from navigation start to the first result a visitor sees,
// the issue's own example typed at once (or the sample the page opens with). The same visit as bench/pages.mjs
// (one fresh browser context each: empty cache), unthrottled; the median of PENKNIFE_BENCH_RUNS (default 3).
//
// Alone (prints the Markdown section):  node bench/tool-pages.mjs
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { penknifeBinary } from "./binary.mjs";
import { launchChromium } from "./chromium.mjs";
import { kb, ms, summary, visit } from "./pages.mjs";
import { startPenknife } from "./server.mjs";

const root = new URL("..", import.meta.url).pathname;

/** Fills the form control a visible label of that exact text names, as a visitor types it. */
const type = (label, text) => (page) => page.getByLabel(label, { exact: true }).fill(text);

/** RFC 7519 §3.1's example token. */
const RFC7519_TOKEN =
  "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";

/**
 * A one-page PDF written by hand (web/src/lib/pdf/test-pdf.ts writes the tests' ones), with its cross-reference
 * table's offsets exact.
 */
function onePagePdf() {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << >> >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { mimeType: "application/pdf", buffer: Buffer.from(pdf, "latin1") };
}

/** Each tool: what the visitor does at once, the first result (in words for the table) and how the page shows it. */
export const TOOL_PAGES = [
  {
    path: "/tools/url-encoder-decoder",
    family: "url",
    result: "`a b&c/d` typed → `a%20b%26c%2Fd`",
    act: type("Text", "a b&c/d"),
    done: ({ textOf }) => textOf("Encoded") === "a%20b%26c%2Fd",
  },
  {
    path: "/tools/html-entity-encoder-decoder",
    family: "entities",
    result: '`<a href="x">Tom & Jerry</a>` typed → its entities',
    act: type("Text", '<a href="x">Tom & Jerry</a>'),
    done: ({ textOf }) => textOf("Encoded") === "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;",
  },
  {
    path: "/tools/hash-generator",
    family: "hash",
    result: "`abc` typed → its SHA-256",
    act: type("Text to hash", "abc"),
    done: ({ seen }) => seen("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
  },
  {
    path: "/tools/uuid-generator",
    family: "uuid",
    result: "the ten v4 UUIDs the page opens with",
    act: async () => {},
    done: ({ seen }) => seen("10 identifiers"),
  },
  {
    path: "/tools/jwt-decoder",
    family: "jwt",
    result: "RFC 7519 §3.1's token pasted → its payload",
    act: type("Token", RFC7519_TOKEN),
    done: ({ seen }) => seen("http://example.com/is_root"),
  },
  {
    path: "/tools/unix-timestamp-converter",
    family: "time",
    result: "`0` typed (zone UTC) → `1970-01-01T00:00:00Z`",
    act: async (page) => {
      await type("Time zone", "UTC")(page);
      await type("Timestamp", "0")(page);
    },
    done: ({ seen }) => seen("1970-01-01T00:00:00Z"),
  },
  {
    path: "/tools/number-base-converter",
    family: "base",
    result: "`255` typed as decimal → `ff`",
    act: type("Decimal", "255"),
    done: ({ textOf }) => textOf("Hexadecimal") === "ff",
  },
  {
    path: "/tools/color-converter",
    family: "color",
    result: "`#ff0000` typed → `hsl(0, 100%, 50%)`",
    act: type("Color", "#ff0000"),
    done: ({ seen }) => seen("hsl(0, 100%, 50%)"),
  },
  {
    path: "/tools/yaml-json-toml-converter",
    family: "convert",
    result: "the YAML sample the page opens with, as JSON",
    act: async () => {},
    done: ({ textOf }) => textOf("Output")?.includes('"adapter": "postgres"') === true,
  },
  {
    path: "/tools/sql-formatter",
    family: "sql",
    result: "the SQL sample the page opens with, formatted",
    act: async () => {},
    done: ({ textOf }) => textOf("Formatted SQL")?.includes("LEFT JOIN") === true,
  },
  {
    path: "/tools/csv-json-converter",
    family: "csv",
    result: "the sample the page opens with, converted",
    act: async () => {},
    done: ({ textOf }) => Boolean(textOf("Output")),
  },
  {
    path: "/tools/xml-formatter",
    family: "xml",
    result: "the XML sample the page opens with, formatted",
    act: async () => {},
    done: ({ textOf }) => Boolean(textOf("Formatted XML")),
  },
  {
    path: "/tools/diff-checker",
    family: "diff",
    result: "the two sample texts the page opens with, compared (counts shown)",
    act: async () => {},
    done: ({ seen }) => seen("lines added"),
  },
  {
    path: "/tools/subnet-calculator",
    family: "ip",
    result: "`192.168.1.0/24` typed → its broadcast `192.168.1.255`",
    act: type("Network in CIDR notation", "192.168.1.0/24"),
    done: ({ seen }) => seen("192.168.1.255"),
  },
  {
    path: "/tools/text-sorter",
    family: "text",
    result: "`banana`, `Éclair`, `apple` typed → sorted A to Z",
    act: type("Input Text", "banana\nÉclair\napple"),
    done: ({ textOf }) => (textOf("Sorted Output") ?? "").startsWith("apple"),
  },
  {
    path: "/tools/slug-generator",
    family: "slug",
    result: "`Crème Brûlée à Paris!` typed → `creme-brulee-a-paris`",
    act: type("Input Text", "Crème Brûlée à Paris!"),
    done: ({ seen }) => seen("creme-brulee-a-paris"),
  },
  {
    path: "/tools/image-to-base64",
    family: "base64",
    result: "a 1×1 GIF's data URL pasted → its preview and `image.gif` download",
    act: type("Base64 to Image", "data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="),
    done: ({ seen }) => seen("Download image.gif"),
  },
  {
    path: "/tools/qr-code-generator",
    family: "qr",
    result: "`https://example.com` typed → its code drawn (version 2)",
    // The tab panel is also named "Text": the text box is the one to type in.
    act: (page) => page.getByRole("textbox", { name: "Text", exact: true }).fill("https://example.com"),
    done: ({ seen }) => seen("Version 2, 25 × 25 modules"),
  },
  {
    path: "/tools/qr-code-reader",
    family: "qr-read",
    result: "a PNG of two codes uploaded → both texts, the link shown in full",
    act: (page) =>
      page
        .getByLabel("Upload Image", { exact: true })
        .setInputFiles(join(root, "crates/core/tests/images/qr-codes.png")),
    done: ({ seen }) => seen("2 QR codes in qr-codes.png"),
  },
  {
    path: "/tools/favicon-generator",
    family: "image",
    result: "the site's own 512 px icon uploaded → its five files made (the ZIP button shown)",
    act: (page) =>
      page.getByLabel("Upload Image", { exact: true }).setInputFiles(join(root, "web/public/icons/icon-512.png")),
    done: ({ seen }) => seen("Download all (ZIP)"),
  },
  {
    path: "/tools/image-cropper",
    family: "image",
    result: "a 128×128 PNG uploaded → its crop box and controls (not yet measured)",
    act: (page) =>
      page
        .getByLabel("Upload Image", { exact: true })
        .setInputFiles(join(root, "crates/core/tests/images/logo-128.png")),
    done: ({ seen }) => seen("Crop, rotate and flip"),
  },
  {
    path: "/tools/merge-pdf",
    family: "pdf",
    result: "two one-page PDFs uploaded and merged → `merged.pdf · 2 pages`",
    act: async (page) => {
      const pdf = onePagePdf();
      await page.getByLabel("Upload PDFs").setInputFiles([
        { name: "a.pdf", ...pdf },
        { name: "b.pdf", ...pdf },
      ]);
      await page.getByRole("button", { name: "Merge PDF" }).click();
    },
    done: ({ seen }) => seen("merged.pdf · 2 pages"),
  },
  {
    path: "/tools/split-pdf",
    family: "pdf",
    result: "a one-page PDF uploaded → `1 page` shown",
    act: (page) => page.getByLabel("Upload PDF", { exact: true }).setInputFiles({ name: "a.pdf", ...onePagePdf() }),
    done: ({ seen }) => seen("1 page ·"),
  },
  {
    path: "/tools/avif-converter",
    family: "avif",
    result: "the site's own 512 px icon uploaded and converted → its AVIF (quality 60, speed 6) and its size",
    act: async (page) => {
      await page
        .getByLabel("Upload Images", { exact: true })
        .setInputFiles(join(root, "web/public/icons/icon-512.png"));
      await page.getByRole("button", { name: "Convert to AVIF" }).click();
    },
    done: ({ seen }) => seen("Image Converted Successfully!"),
  },
  {
    path: "/tools/images-to-pdf",
    family: "pdf",
    result: "a 40×60 JPEG uploaded and made into a PDF → `phone.pdf` (not yet measured)",
    act: async (page) => {
      await page.getByLabel("Upload images").setInputFiles(join(root, "crates/core/tests/images/phone.jpg"));
      await page.getByRole("button", { name: "Make PDF" }).click();
    },
    done: ({ seen }) => seen("phone.pdf ·"),
  },
];

/** The tool's wasm bundle as built: bytes, and gzip -9 bytes (what the wire carries without brotli). */
function bundleOf(family) {
  const bytes = readFileSync(join(root, "web/src/wasm", family, `${family}_bg.wasm`));
  return { family, size: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export async function measureToolPages(browser, { runs = Number(process.env.PENKNIFE_BENCH_RUNS ?? 3) } = {}) {
  const server = await startPenknife(penknifeBinary(root));
  try {
    // One discarded visit each: the server compresses each file on its first request and keeps the result.
    for (const tool of TOOL_PAGES) await visit(browser, server.url, tool, 1);
    const visits = TOOL_PAGES.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [i, tool] of TOOL_PAGES.entries()) visits[i].push(await visit(browser, server.url, tool, 1));
    }
    return {
      runs,
      rows: TOOL_PAGES.map((tool, i) => ({
        path: tool.path,
        result: tool.result,
        bundle: bundleOf(tool.family),
        firstResult: summary(visits[i].map((v) => v.firstResult)),
        // Bytes do not vary between cold visits; the last one's.
        bytes: visits[i].at(-1).bytes,
      })),
    };
  } finally {
    server.stop();
  }
}

export function toolPagesMarkdown({ runs, rows }) {
  return `## Developer and data tools: bytes and time to the first result

Each page opened cold (a fresh browser context: empty cache) ${runs} times, no CPU slowdown; median (min–max) of the
milliseconds from navigation start to the first result, the visitor acting at once. Bytes as transferred
(compressed: the server sends brotli), page and worker; the bundle is the tool's own engine as built.

| page | first result | time to it | bundle (raw / gzip) | wasm sent | JS + CSS sent | total sent |
|---|---|---|---|---|---|---|
${rows
  .map(
    (row) =>
      `| ${row.path} | ${row.result} | ${ms(row.firstResult)} | \`${row.bundle.family}\` ${kb(row.bundle.size)} / ${kb(row.bundle.gzip)} | ${kb(row.bytes.wasm)} | ${kb(row.bytes.js + row.bytes.css)} | ${kb(row.bytes.total)} |`,
  )
  .join("\n")}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await launchChromium();
  try {
    console.log(toolPagesMarkdown(await measureToolPages(browser)));
  } finally {
    await browser.close();
  }
}
