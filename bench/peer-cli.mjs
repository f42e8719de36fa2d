// A peer library as a command line: `node bench/peer-cli.mjs <peer> FILE` prints the peer's output for FILE.
// csso, cssnano, html-minifier-terser, markdown-it and marked ship no CLI of their own (or one that needs extra
// packages); this is the thinnest one, so the native benchmark pays the same Node start-up a real CLI pays.
// Options mirror penknife's CLI defaults (peer-options.mjs).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const require = createRequire(join(root, "web/package.json"));
const [peer, file] = process.argv.slice(2);
const input = readFileSync(file, "utf8");
const { HTML_MINIFIER_OPTIONS } = await import("./peer-options.mjs");

const peers = {
  async csso() {
    return require("csso").minify(input).css;
  },
  async cssnano() {
    const postcss = require("postcss");
    return (await postcss([require("cssnano")()]).process(input, { from: undefined })).css;
  },
  async "html-minifier-terser"() {
    return require("html-minifier-terser").minify(input, HTML_MINIFIER_OPTIONS);
  },
  async "markdown-it"() {
    return require("markdown-it")({ html: true, linkify: true }).render(input);
  },
  async marked() {
    return require("marked").marked.parse(input);
  },
};

if (!peers[peer]) {
  console.error(`unknown peer ${peer}; one of ${Object.keys(peers).join(", ")}`);
  process.exit(2);
}
process.stdout.write(await peers[peer]());
