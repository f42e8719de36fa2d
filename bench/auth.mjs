// Sign-in throughput and latency of the accounts server (`/auth/v1/token?grant_type=password`), and whether a
// flood of wrong passwords against one account slows everyone else down.
//
// Argon2id (m = 19 MiB, t = 2) bounds sign-ins per second by design: each one costs a hash. What must hold is
// that an attacker hammering one account cannot take that capacity from other users: after 100 failures in an
// hour the account answers 429 without hashing, and per-IP limits cap each source.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const CLIENTS = 20;
const SIGN_INS_PER_CLIENT = 15;

async function startServer(root, env) {
  const dataDir = mkdtempSync(join(tmpdir(), "penknife-bench-auth-"));
  const server = spawn(join(root, "target/release/penknife"), ["serve", "--addr", "127.0.0.1:0", "--data-dir", dataDir],
    { stdio: ["ignore", "pipe", "ignore"], env: { ...process.env, ...env } });
  const url = await new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (d) => {
      out += d;
      const m = /Penknife is running at (http:\/\/\S+?)\/?\s/.exec(out);
      if (m) resolve(m[1]);
    });
    server.once("exit", (code) => reject(new Error(`penknife exited with ${code}`)));
  });
  return { url, stop: () => { server.kill("SIGTERM"); rmSync(dataDir, { recursive: true, force: true }); } };
}

/** Client `i` comes from its own address (the server trusts X-Forwarded-For in this run). */
const fromClient = (i) => ({ "content-type": "application/json", "x-forwarded-for": `10.0.${i >> 8}.${i & 255}` });

async function post(url, body, headers) {
  const started = performance.now();
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** CLIENTS users sign in SIGN_INS_PER_CLIENT times each, concurrently; returns throughput and latency. */
async function signInRound(url, users) {
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(users.map(async (user, i) => {
    for (let n = 0; n < SIGN_INS_PER_CLIENT; n++) {
      const r = await post(`${url}/auth/v1/token?grant_type=password`, user, fromClient(i));
      if (r.status === 200) latencies.push(r.ms); else failures++;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures };
}

export async function measureAuth(root) {
  const server = await startServer(root, {
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
    const quiet = await signInRound(server.url, users);

    // The flood: 20 more connections sending wrong passwords for the victim, from rotating addresses.
    let flooding = true;
    const flood = { sent: 0, limited: 0, ms: [] };
    const attackers = Array.from({ length: CLIENTS }, async (_, a) => {
      while (flooding) {
        const r = await post(`${server.url}/auth/v1/token?grant_type=password`,
          { email: victim.email, password: `wrong ${flood.sent}` }, fromClient(2000 + ((a * 97 + flood.sent) % 60000)));
        flood.sent++;
        if (r.status === 429) flood.limited++;
        flood.ms.push(r.ms);
      }
    });
    const others = users.slice(1);
    const underFlood = await signInRound(server.url, others);
    flooding = false;
    await Promise.all(attackers);
    flood.ms.sort((a, b) => a - b);
    return { quiet, underFlood, flood: { sent: flood.sent, limited: flood.limited, p50: percentile(flood.ms, 50) } };
  } finally {
    server.stop();
  }
}

export function authMarkdown({ quiet, underFlood, flood }) {
  const row = (name, r) => `| ${name} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(0)} ms | **${r.p99.toFixed(0)} ms** | ${r.failures} |`;
  return `## Accounts: sign-ins (password grant), ${CLIENTS} concurrent clients × ${SIGN_INS_PER_CLIENT}

Argon2id (m = 19 MiB, t = 2, p = 1) bounds the rate by design: every sign-in costs one hash.

| run | sign-ins/s | p50 | p99 | failed |
|---|---|---|---|---|
${row("quiet", quiet)}
${row(`${CLIENTS - 1} other users while ${CLIENTS} connections flood one account with wrong passwords`, underFlood)}

The flood sent ${flood.sent} wrong passwords (median answer ${flood.p50.toFixed(0)} ms); ${flood.limited} were refused with
429 after the account's limit of failed sign-ins, without hashing.
`;
}
