// Paste throughput and latency on the default storage (SQLite, in the data directory): creates
// (`POST /api/pastes`) and reads (`GET /api/pastes/{id}`, which counts a view: a write too) at 64 concurrent
// connections on loopback. Run alone with `make bench-pastes` (prints the table) or as part of `make bench`.
//
// Every create is a committed, fsynced SQLite transaction (WAL, synchronous = FULL): the durability test
// (crates/cli/tests/serve_pastes.rs) kills the server with SIGKILL and finds every answered create.
import { pathToFileURL } from "node:url";
import { penknifeBinary } from "./binary.mjs";
import { load } from "./load.mjs";
import { startPenknife } from "./server.mjs";

const CONNECTIONS = 64;
/** Requests per connection: 4096 creates, then 8192 reads. */
const CREATES_EACH = 64;
const READS_EACH = 128;
/** A typical paste: a screenful of code. */
const CONTENT = 'fn main() {\n    println!("Hello, Penknife!");\n}\n'.repeat(40);

export async function measurePastes(root) {
  const server = await startPenknife(penknifeBinary(root), {
    // Every request comes from 127.0.0.1 here; the per-address limit is not what this measures.
    PENKNIFE_PASTE_RATE_LIMIT: "1000000000",
    RUST_LOG: "warn",
  });
  try {
    const ids = [];
    const create = async (worker, n) => {
      const response = await fetch(`${server.url}/api/pastes`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ title: `Bench ${worker}.${n}`, content: CONTENT, language: "rust" }),
      });
      if (response.status !== 201) {
        await response.arrayBuffer();
        return false;
      }
      ids.push((await response.json()).id);
      return true;
    };
    const read = async (worker, n) => {
      const response = await fetch(`${server.url}/api/pastes/${ids[(worker * READS_EACH + n) % ids.length]}`);
      return response.status === 200 && (await response.json()).content === CONTENT;
    };
    await load(CONNECTIONS, 4, create); // warm-up: connections, the database file, the page cache
    const creates = await load(CONNECTIONS, CREATES_EACH, create);
    await load(CONNECTIONS, 4, read);
    const reads = await load(CONNECTIONS, READS_EACH, read);
    return { creates, reads, bytes: Buffer.byteLength(CONTENT) };
  } finally {
    server.stop();
  }
}

export function pastesMarkdown({ creates, reads, bytes }) {
  const row = (name, r) =>
    `| ${name} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.failures} |`;
  return `## Pastes: ${CONNECTIONS} concurrent connections on loopback, SQLite

${CONNECTIONS * CREATES_EACH} creates, then ${CONNECTIONS * READS_EACH} reads (each counts a view, so it writes too) of ${(bytes / 1024).toFixed(1)} KB pastes;
client and server share the machine. Every create is committed with an fsync before it is answered.

| operation | per second | p50 | p99 | failed |
|---|---|---|---|---|
${row("create (POST /api/pastes)", creates)}
${row("read (GET /api/pastes/{id})", reads)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = new URL("..", import.meta.url).pathname;
  console.log(pastesMarkdown(await measurePastes(root)));
}
