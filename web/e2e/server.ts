/**
 * Vitest global setup: starts the server binary (the one `cargo test` builds) on a free port with a fresh data
 * directory (accounts: mail to the outbox, e-mail confirmation required, a stand-in OpenID Connect provider for
 * social sign-in; IP pages: MaxMind's small test databases, and X-Forwarded-For trusted so a test can be any
 * address), hands its URL and data directory to the tests, and stops both (SIGTERM → graceful shutdown)
 * afterwards.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { startOidcProvider, type OidcProvider } from "./oidc-provider";
import { OIDC_PROVIDER, OIDC_USER } from "./accounts-fixtures";

/** In the data directory: milliseconds the server's paste clock runs ahead (debug builds only). */
export const TEST_CLOCK_FILE = "test-clock-ms";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data directory: mail lands in `<dataDir>/outbox/*.eml`. */
    dataDir: string;
  }
}

// The server binary: `make e2e` passes the one `cargo test` built (PENKNIFE_E2E_BIN); by hand it defaults to the
// same place. In this (debug) build the server reads web/dist from disk, so after `npm run build` a test file can
// run again at once.
/** MaxMind's test databases (crates/server/tests/data/geoip/README.md says which networks answer what). */
const GEOIP_TEST_DATA = resolve(import.meta.dirname, "../../crates/server/tests/data/geoip");

const BINARY = resolve(
  process.env.PENKNIFE_E2E_BIN ??
    resolve(import.meta.dirname, "../..", process.env.CARGO_TARGET_DIR ?? "target", "debug/penknife"),
);

let server: ChildProcess | undefined;
let oidc: OidcProvider | undefined;
let dataDir: string | undefined;

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

export async function setup(project: TestProject) {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`make e2e\` (or \`make unit\`) first`);
  dataDir = mkdtempSync(join(tmpdir(), "penknife-e2e-"));
  oidc = await startOidcProvider({
    clientId: OIDC_PROVIDER.clientId,
    clientSecret: OIDC_PROVIDER.secret,
    user: OIDC_USER,
  });
  const addr = `127.0.0.1:${await freePort()}`;
  server = spawn(BINARY, ["serve", "--addr", addr, "--data-dir", dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      RUST_LOG: process.env.RUST_LOG ?? "warn", // request logs would drown the test report
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
      PENKNIFE_GEOIP_CITY: join(GEOIP_TEST_DATA, "GeoLite2-City-Test.mmdb"),
      PENKNIFE_GEOIP_ASN: join(GEOIP_TEST_DATA, "GeoLite2-ASN-Test.mmdb"),
      // The IP pages' tests play visitors from elsewhere with X-Forwarded-For. A request without the header is
      // still its TCP peer (127.0.0.1), so the per-address auth and paste limits count as before; only the cap
      // on open connections per client is lifted, which one browser at a time never comes near.
      PENKNIFE_TRUSTED_PROXY: "true",
      // The debug build's paste clock runs this many milliseconds ahead (the expiry test moves it; see pastes e2e).
      PENKNIFE_TEST_CLOCK_FILE: join(dataDir, TEST_CLOCK_FILE),
    },
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let out = "";
    server!.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Penknife is running at (http:\/\/\S+?)\/?\s/.exec(out);
      if (match) resolveUrl(match[1]!);
    });
    server!.once("exit", (code) => reject(new Error(`penknife exited with ${code} before listening:\n${out}`)));
  });
  project.provide("baseUrl", url);
  project.provide("dataDir", dataDir);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  await oidc?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
