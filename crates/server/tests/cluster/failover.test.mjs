// Three Penknife servers on one PostgreSQL behind HAProxy (scripts/cluster.sh), under load from sign-ups, sign-ins,
// paste creates and reads while one server is killed with SIGKILL and another is restarted. What must hold:
//  - every request that got a 2xx is durable: every acknowledged paste is readable afterwards with its content,
//    every account whose sign-up was acknowledged signs in;
//  - a refresh token's rotation and reuse detection hold across servers;
//  - the 61st paste of one client within the hour is refused, whichever server gets it;
//  - a burn-after-reading paste is read exactly once by 20 concurrent readers spread over the servers.
// Each phase connects from its own loopback address (127.0.0.x), so HAProxy forwards a different client to the
// servers' per-client limits. Every request opens a new connection, so round robin spreads them over the servers.
//
//   PENKNIFE_BIN=target/debug/penknife node --test crates/server/tests/cluster/failover.test.mjs   (make test-cluster)
import assert from "node:assert/strict";
import { execFile, execFileSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";

const root = new URL("../../../../", import.meta.url).pathname;
const clusterEnv = {
  ...process.env,
  PENKNIFE_CLUSTER_DIR: mkdtempSync(join(tmpdir(), "penknife-failover-")),
  PENKNIFE_CLUSTER_PORT: process.env.PENKNIFE_CLUSTER_PORT ?? "18090",
  PENKNIFE_BIN: process.env.PENKNIFE_BIN ?? join(root, "target/debug/penknife"),
  // The load's sign-ups get their session at once (no mail to follow), and its one client is not held back by
  // the credential routes' limits; paste creates keep the default limit (60 an hour), which a test below meets.
  PENKNIFE_AUTH_AUTOCONFIRM: "true",
  PENKNIFE_RATE_LIMIT_PER_IP: "100000",
  PENKNIFE_RATE_LIMIT_PER_ACCOUNT: "100000",
  PENKNIFE_RATE_LIMIT_REFRESH_PER_IP: "100000",
};
const script = join(root, "scripts/cluster.sh");
const cluster = (...args) => execFileSync(script, args, { env: clusterEnv, encoding: "utf8" }).trim();
/** The same, without blocking: the load goes on while a server is killed or restarted. */
const clusterAsync = (...args) =>
  new Promise((resolve, reject) =>
    execFile(script, args, { env: clusterEnv }, (error) => (error ? reject(error) : resolve())),
  );
let base;

before(() => {
  base = new URL(cluster("start", "3").split("\n").at(-1));
});
after(() => cluster("stop"));

/** One request on a new connection from `from` (a loopback address); the JSON answer, or the failure. */
function call(method, path, { body, from = "127.0.0.1" } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {},
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, json });
        });
        res.on("error", (error) => resolve({ status: 0, error }));
      },
    );
    req.on("error", (error) => resolve({ status: 0, error }));
    req.end(payload);
  });
}
const ok = (response) => response.status >= 200 && response.status < 300;
const PASSWORD = "Zq8#vLmm-42";

test("what was acknowledged survives a server killed and another restarted under load", async () => {
  const from = "127.0.0.2";
  const accounts = []; // acknowledged sign-ups
  const pastes = []; // acknowledged creates: { id, content }
  const failed = { during: 0, total: 0 };
  let disrupting = false;
  // One visitor's round: sign up, sign in, create a paste, read it back.
  const round = async (n) => {
    const email = `load-${n}@example.com`;
    const steps = [
      async () => {
        const signup = await call("POST", "/auth/v1/signup", { body: { email, password: PASSWORD }, from });
        if (ok(signup)) accounts.push(email);
        return signup;
      },
      () => call("POST", "/auth/v1/token?grant_type=password", { body: { email, password: PASSWORD }, from }),
      async () => {
        const content = `paste ${n}`;
        const created = await call("POST", "/api/pastes", { body: { content }, from });
        if (ok(created)) pastes.push({ id: created.json.id, content });
        return created;
      },
    ];
    for (const step of steps) {
      const response = await step();
      if (!ok(response)) {
        failed.total++;
        if (disrupting) failed.during++;
      }
    }
  };
  // Four visitors at a time; the disruption comes once the load runs, and the load goes on through it.
  let next = 0;
  const visitor = async (rounds) => {
    for (let i = 0; i < rounds; i++) await round(next++);
  };
  const load = Promise.all([visitor(12), visitor(12), visitor(12), visitor(12)]);
  while (next < 8) await new Promise((resolve) => setImmediate(resolve));
  disrupting = true;
  await clusterAsync("kill", "2");
  await clusterAsync("restart", "3");
  disrupting = false;
  await load;
  await clusterAsync("restart", "2");

  assert.ok(pastes.length >= 24, `most creates were acknowledged (${pastes.length} of 48)`);
  assert.ok(accounts.length >= 24, `most sign-ups were acknowledged (${accounts.length} of 48)`);
  for (const { id, content } of pastes) {
    const read = await call("GET", `/api/pastes/${id}`);
    assert.equal(read.status, 200, `paste ${id} was acknowledged, so it is readable`);
    assert.equal(read.json.content, content);
  }
  for (const email of accounts) {
    const signIn = await call("POST", "/auth/v1/token?grant_type=password", { body: { email, password: PASSWORD } });
    assert.equal(signIn.status, 200, `${email} was acknowledged, so it signs in`);
  }
  console.log(`failed requests: ${failed.total} of 144 (${failed.during} while a server was killed and another restarted)`);
});

test("a refresh token rotates on one server and its reuse is detected on another", async () => {
  const from = "127.0.0.3";
  const email = "rotation@example.com";
  const refresh = (token) =>
    call("POST", "/auth/v1/token?grant_type=refresh_token", { body: { refresh_token: token }, from });
  const session = await call("POST", "/auth/v1/signup", { body: { email, password: PASSWORD }, from });
  assert.equal(session.status, 200);
  const t0 = session.json.refresh_token;
  // Three requests in a row go to three servers (round robin over new connections).
  const first = await refresh(t0);
  assert.equal(first.status, 200);
  const second = await refresh(first.json.refresh_token);
  assert.equal(second.status, 200);
  const reused = await refresh(t0);
  assert.equal(reused.status, 400);
  assert.equal(reused.json.error_code, "refresh_token_already_used");
  const newest = await refresh(second.json.refresh_token);
  assert.equal(newest.status, 400, "the whole session family ended, on every server");
});

test("the 61st paste of one client within the hour is refused, whichever server gets it", async () => {
  const from = "127.0.0.4";
  const statuses = [];
  for (let n = 0; n < 64; n++) {
    statuses.push((await call("POST", "/api/pastes", { body: { content: `limit ${n}` }, from })).status);
  }
  assert.deepEqual(statuses.slice(0, 60), Array(60).fill(201));
  assert.deepEqual(statuses.slice(60), [429, 429, 429, 429], "refused by each of the three servers, and again");
});

test("a burn-after-reading paste is read exactly once by 20 concurrent readers", async () => {
  const from = "127.0.0.5";
  const created = await call("POST", "/api/pastes", { body: { content: "once", burnAfterReading: true }, from });
  assert.equal(created.status, 201);
  const readers = Array.from({ length: 20 }, () => call("POST", `/api/pastes/${created.json.id}/open`, { from }));
  const statuses = (await Promise.all(readers)).map((response) => response.status);
  assert.equal(statuses.filter((status) => status === 200).length, 1, `${statuses}`);
  assert.equal(statuses.filter((status) => status === 404).length, 19, `${statuses}`);
});
