// Sign-in throughput and latency of the accounts server (`/auth/v1/token?grant_type=password`), and whether a
// flood of wrong passwords against one account slows everyone else down.
//
// Argon2id (m = 19 MiB, t = 2) bounds sign-ins per second by design: each one costs a hash. What must hold is
// that an attacker hammering one account cannot take that capacity from other users: after 100 failures in an
// hour from devices it does not know the account answers them 429 without hashing (a device that signed in to it
// before, by its cookie, keeps an allowance of its own), and per-IP limits cap each source.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { penknifeBinary } from "./binary.mjs";
import { load, percentile } from "./load.mjs";
import { startPenknife } from "./server.mjs";

const CLIENTS = 20;
const SIGN_INS_PER_CLIENT = 15;

/** CPU time (user + system, ms) the server process has used so far, from /proc (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** Client `i` comes from its own address (the server trusts X-Forwarded-For in this run). */
const fromClient = (i) => ({ "content-type": "application/json", "x-forwarded-for": `10.0.${i >> 8}.${i & 255}` });

async function post(url, body, headers) {
  const started = performance.now();
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Each user signs in SIGN_INS_PER_CLIENT times, all users at once; returns throughput and latency. */
const signInRound = (url, users) =>
  load(
    users.length,
    SIGN_INS_PER_CLIENT,
    async (i) => (await post(`${url}/auth/v1/token?grant_type=password`, users[i], fromClient(i))).status === 200,
  );

export async function measureAuth(root) {
  const server = await startPenknife(penknifeBinary(root), {
    PENKNIFE_AUTH_AUTOCONFIRM: "true",
    PENKNIFE_TRUSTED_PROXY: "true",
    // The bench's users sign in far more often than people do; the flood is stopped by the account's cap on
    // failed sign-ins (100 an hour, the default), which is what this measures.
    PENKNIFE_RATE_LIMIT_PER_IP: "1000000",
    PENKNIFE_RATE_LIMIT_PER_ACCOUNT: "1000000",
    RUST_LOG: "warn",
  });
  try {
    const users = [];
    for (let i = 0; i < CLIENTS; i++) {
      const user = { email: `bench-${i}@example.com`, password: `bench password ${i}` };
      const r = await post(`${server.url}/auth/v1/signup`, user, fromClient(1000 + i));
      if (r.status !== 200) throw new Error(`signup failed: ${r.status}`);
      users.push(user);
    }
    const victim = users[0];
    await signInRound(server.url, users); // warm-up: connections, page cache
    const quietCpu = cpuMs(server.pid);
    const quiet = await signInRound(server.url, users);
    quiet.cpuMs = (cpuMs(server.pid) - quietCpu) / (CLIENTS * SIGN_INS_PER_CLIENT);

    // The flood: 20 more connections sending wrong passwords for the victim, from rotating addresses, in a
    // worker thread so its traffic does not share an event loop with the clients being timed. Its first 100
    // guesses are hashed like any sign-in; from then on the account answers 429 at once. Other users are measured
    // once the flood has reached that steady state, which is what an attack lasting more than seconds looks like.
    const attacker = new Worker(new URL(import.meta.url), { workerData: { url: server.url, email: victim.email } });
    const lockedAfterMs = await new Promise((resolve, reject) => {
      attacker.once("message", resolve);
      attacker.once("error", reject);
    });
    // What a refused guess costs the server, against what a sign-in costs: CPU time over two flood-only seconds.
    const countOf = () =>
      new Promise((resolve) => {
        attacker.once("message", resolve);
        attacker.postMessage("count");
      });
    // Guesses already queued for a hash when the limit was reached finish first; measure after them.
    const settled = (await countOf()) + 1000;
    while ((await countOf()) < settled) await new Promise((resolve) => setTimeout(resolve, 50));
    const [cpu0, sent0] = [cpuMs(server.pid), await countOf()];
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const [cpu1, sent1] = [cpuMs(server.pid), await countOf()];
    const refusedCpuMs = (cpu1 - cpu0) / (sent1 - sent0);
    const underFlood = await signInRound(server.url, users.slice(1));
    const signInCpuMs = quiet.cpuMs;
    attacker.postMessage("stop");
    const flood = await new Promise((resolve) => attacker.once("message", resolve));
    Object.assign(flood, { lockedAfterMs, refusedCpuMs, signInCpuMs });
    return { quiet, underFlood, flood };
  } finally {
    server.stop();
  }
}

export function authMarkdown({ quiet, underFlood, flood }) {
  const row = (name, r) =>
    `| ${name} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(0)} ms | **${r.p99.toFixed(0)} ms** | ${r.failures} |`;
  return `## Accounts: sign-ins (password grant), ${CLIENTS} concurrent clients × ${SIGN_INS_PER_CLIENT}

Argon2id (m = 19 MiB, t = 2, p = 1) bounds the rate by design: every sign-in costs one hash. Measured by
\`bench/auth.mjs\` (part of \`make bench\`; \`node bench/auth.mjs\` refreshes this section alone) on
${new Date().toISOString().slice(0, 10)}: the release binary on SQLite, clients and server on the same 2 cores.

| run | sign-ins/s | p50 | p99 | failed |
|---|---|---|---|---|
${row("quiet", quiet)}
${row(`${CLIENTS - 1} other users while ${CLIENTS} connections flood one account with wrong passwords`, underFlood)}

The flood sent ${flood.sent} wrong passwords (median answer ${flood.p50.toFixed(0)} ms). The first 100 were hashed like
any sign-in; the account reached its limit of failed sign-ins after ${(flood.lockedAfterMs / 1000).toFixed(1)} s, and the
other ${flood.limited} were refused with 429 without hashing. The second row is measured from then on.

Server CPU time: **${flood.refusedCpuMs.toFixed(3)} ms per refused guess**, against ${flood.signInCpuMs.toFixed(1)} ms per sign-in (Argon2). The
slowdown in the second row is the cost of answering the flood's requests at all; the attacker runs on the same two
cores here (a real one does not) and its client CPU competes with the server too.
`;
}

/** The attacker (runs in a worker thread): reports when the account first answers 429, then its totals on "stop". */
async function flood({ url, email }) {
  let flooding = true;
  const started = performance.now();
  const totals = { sent: 0, limited: 0, ms: [] };
  parentPort.on("message", (m) => {
    if (m === "count") parentPort.postMessage(totals.sent);
    else {
      flooding = false;
      parentPort.removeAllListeners("message");
    }
  });
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, a) => {
      while (flooding) {
        const r = await post(
          `${url}/auth/v1/token?grant_type=password`,
          { email, password: `wrong ${totals.sent}` },
          fromClient(2000 + ((a * 97 + totals.sent) % 60000)),
        );
        totals.sent++;
        if (r.status === 429 && totals.limited++ === 0) parentPort.postMessage(performance.now() - started);
        totals.ms.push(r.ms);
      }
    }),
  );
  totals.ms.sort((x, y) => x - y);
  parentPort.postMessage({ sent: totals.sent, limited: totals.limited, p50: percentile(totals.ms, 50) });
}

if (!isMainThread) {
  await flood(workerData);
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // `node bench/auth.mjs` alone: measure and replace this section of bench/RESULTS.md (`make bench` writes all).
  const root = new URL("..", import.meta.url).pathname;
  const section = authMarkdown(await measureAuth(root));
  const file = join(root, "bench/RESULTS.md");
  const old = readFileSync(file, "utf8");
  const start = old.indexOf("## Accounts");
  writeFileSync(file, (start === -1 ? old.trimEnd() + "\n\n" : old.slice(0, start)) + section);
  console.log(section);
}
