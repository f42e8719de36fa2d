// Several servers behind HAProxy on one PostgreSQL (scripts/cluster.sh), on this machine:
//  - sign-ins (password grant, 20 concurrent clients) and paste creates (64 concurrent connections) per second
//    through the load balancer with 1, 2 and 3 servers, and how HAProxy spread them (each server's /metrics);
//  - requests failed while one of three servers is killed with SIGKILL and another restarted, under paste load;
//  - a server's start: milliseconds to serving (its URL printed, then ready) and CPU seconds in its first minute
//    (and the same for PENKNIFE_BENCH_BEFORE, an older binary, when given).
// Every server, HAProxy, PostgreSQL and the load generator share this machine's cores: more servers cannot add
// cores, so the ratios to one server say what a second and third process cost or win on the same hardware.
//
// Alone (prints the Markdown section):  node bench/cluster.mjs
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { penknifeBinary } from "./binary.mjs";
import { load } from "./load.mjs";
import { startPenknife } from "./server.mjs";

const root = new URL("..", import.meta.url).pathname;
/**
 * Each cluster gets ports of its own (load balancer BASE, servers BASE+I, metrics BASE+100+I, PostgreSQL BASE+200):
 * fetch keeps connections alive, and one kept from a cluster that was stopped must not be reused for the next.
 */
let nextBase = 28000;
const SIGN_IN_CLIENTS = 20;
const SIGN_INS_PER_CLIENT = 15;
const PASTE_CONNECTIONS = 64;
const PASTES_PER_CONNECTION = 40;

function clusterOf(binary) {
  const base = nextBase;
  nextBase += 300;
  const env = {
    ...process.env,
    PENKNIFE_BIN: binary,
    PENKNIFE_CLUSTER_DIR: mkdtempSync(join(tmpdir(), "penknife-bench-cluster-")),
    PENKNIFE_CLUSTER_PORT: String(base),
    PENKNIFE_AUTH_AUTOCONFIRM: "true",
    // The bench's clients sign in and paste far more often than people do.
    PENKNIFE_RATE_LIMIT_PER_IP: "1000000000",
    PENKNIFE_RATE_LIMIT_PER_ACCOUNT: "1000000000",
    PENKNIFE_PASTE_RATE_LIMIT: "1000000000",
    RUST_LOG: "warn",
  };
  const script = join(root, "scripts/cluster.sh");
  return {
    base,
    run: (...args) => execFileSync(script, args, { env, encoding: "utf8" }).trim().split("\n").at(-1),
    runAsync: (...args) => new Promise((resolve) => execFile(script, args, { env }, () => resolve())),
  };
}

async function post(url, body) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Requests each server counted (its /metrics), for the routes given. */
async function spread(cluster, servers, route) {
  const counts = [];
  for (let i = 1; i <= servers; i++) {
    const text = await (await fetch(`http://127.0.0.1:${cluster.base + 100 + i}/metrics`)).text();
    const pattern = new RegExp(`^penknife_http_requests_total\\{route="${route}",[^}]*\\} (\\d+)`, "gm");
    counts.push([...text.matchAll(pattern)].reduce((sum, m) => sum + Number(m[1]), 0));
  }
  return counts;
}

async function throughput(binary, servers) {
  const cluster = clusterOf(binary);
  const url = cluster.run("start", String(servers));
  try {
    const users = Array.from({ length: SIGN_IN_CLIENTS }, (_, i) => ({
      email: `bench-${i}@example.com`,
      password: `bench password ${i}`,
    }));
    for (const user of users) {
      if ((await post(`${url}/auth/v1/signup`, user)) !== 200) throw new Error("sign-up failed");
    }
    const signIns = await load(
      SIGN_IN_CLIENTS,
      SIGN_INS_PER_CLIENT,
      async (i) => (await post(`${url}/auth/v1/token?grant_type=password`, users[i])) === 200,
    );
    const pastes = await load(
      PASTE_CONNECTIONS,
      PASTES_PER_CONNECTION,
      async (i, n) => (await post(`${url}/api/pastes`, { content: `bench ${i} ${n}` })) === 201,
    );
    return { servers, signIns, pastes, spread: await spread(cluster, servers, "/api/pastes") };
  } finally {
    cluster.run("stop");
  }
}

/** Paste creates from 16 connections while server 2 is killed and server 3 restarted: how many failed. */
async function failover(binary) {
  const cluster = clusterOf(binary);
  const url = cluster.run("start", "3");
  try {
    let stop = false;
    let total = 0;
    let failed = 0;
    const worker = async (i) => {
      for (let n = 0; !stop; n++) {
        total++;
        const status = await post(`${url}/api/pastes`, { content: `failover ${i} ${n}` }).catch(() => 0);
        if (status !== 201) failed++;
      }
    };
    const workers = Promise.all(Array.from({ length: 16 }, (_, i) => worker(i)));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const started = performance.now();
    await cluster.runAsync("kill", "2");
    await cluster.runAsync("restart", "3");
    const disruptionMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    stop = true;
    await workers;
    return { total, failed, disruptionMs };
  } finally {
    cluster.run("stop");
  }
}

const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ = 100 ticks
};

/** One server on SQLite: ms to its URL line, ms to ready, CPU seconds after a minute. */
async function start(binary) {
  const t0 = performance.now();
  const server = await startPenknife(binary, { RUST_LOG: "warn" });
  const printed = performance.now() - t0;
  while ((await fetch(`${server.url}/api/health/ready`).catch(() => ({ status: 0 }))).status !== 200);
  const ready = performance.now() - t0;
  // A visitor's first page: what the server must send at once.
  await (await fetch(`${server.url}/`, { headers: { "accept-encoding": "br" } })).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 60_000 - (performance.now() - t0))));
  const cpu = cpuSeconds(server.pid);
  server.stop();
  return { binary, printed, ready, cpu };
}

export async function measureCluster(binary = penknifeBinary(root)) {
  const rows = [];
  for (const servers of [1, 2, 3]) rows.push(await throughput(binary, servers));
  const kill = await failover(binary);
  const starts = [await start(binary)];
  if (process.env.PENKNIFE_BENCH_BEFORE) starts.unshift(await start(process.env.PENKNIFE_BENCH_BEFORE));
  return { rows, kill, starts };
}

const per = (n) => `${n.toFixed(0)}/s`;

export function clusterMarkdown({ rows, kill, starts }) {
  const one = rows[0];
  return `## Several servers behind HAProxy (one PostgreSQL, loopback)

\`scripts/cluster.sh start N\`: N release servers on one PostgreSQL behind Debian's HAProxy (round robin, readiness
checked every second). Sign-ins: ${SIGN_IN_CLIENTS} clients × ${SIGN_INS_PER_CLIENT} password grants (Argon2id each);
pastes: ${PASTE_CONNECTIONS} connections × ${PASTES_PER_CONNECTION} creates. Every process shares this machine's two
cores: servers, HAProxy, PostgreSQL and the load generator. A second server adds no core, so the ratio shows what a
process more costs or wins on one machine; across machines, each server brings its own cores (Argon2 scales with
them, the paste path with PostgreSQL's).

| servers | sign-ins | × one server | p99 | paste creates | × one server | p99 | creates per server (its /metrics) |
|---|---|---|---|---|---|---|---|
${rows
  .map(
    (r) =>
      `| ${r.servers} | ${per(r.signIns.perSecond)} | ${(r.signIns.perSecond / one.signIns.perSecond).toFixed(2)} | ${r.signIns.p99.toFixed(0)} ms | ${per(r.pastes.perSecond)} | ${(r.pastes.perSecond / one.pastes.perSecond).toFixed(2)} | ${r.pastes.p99.toFixed(0)} ms | ${r.spread.join(" / ")} |`,
  )
  .join("\n")}

Under paste load from 16 connections, server 2 killed with SIGKILL and server 3 restarted (${(kill.disruptionMs / 1000).toFixed(1)} s
from the kill until server 3 was ready again): **${kill.failed} of ${kill.total}** requests failed (those in flight on the
killed server; HAProxy sends new ones to the others, and a request that could not reach a server to another).

A server's start (SQLite, one process alone): milliseconds from launch to its URL printed and to
\`/api/health/ready\` answering 200, and the CPU it used in its first minute (it served the home page once). The web
app's compressed copies are made when the app is built (\`web/build/precompress.ts\`) and carried by the binary, so
a server compresses nothing at start.

| binary | to serving | to ready | CPU, first minute |
|---|---|---|---|
${starts.map((s) => `| \`${s.binary}\` | ${s.printed.toFixed(0)} ms | ${s.ready.toFixed(0)} ms | ${s.cpu.toFixed(2)} s |`).join("\n")}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(clusterMarkdown(await measureCluster()));
}
