/**
 * Vitest global setup: starts the release binary on a free port with a fresh data directory,
 * hands its URL to the tests, and stops it (SIGTERM → graceful shutdown) afterwards.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// PENKNIFE_E2E_BIN=../target/debug/penknife runs against a debug build, which serves web/dist from disk:
// a quick loop while working on one page (`npm run build` then the e2e file), no release relink.
const BINARY = resolve(process.env.PENKNIFE_E2E_BIN ?? resolve(import.meta.dirname, "../../target/release/penknife"));

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`make build\` first`);
  dataDir = mkdtempSync(join(tmpdir(), "penknife-e2e-"));
  server = spawn(BINARY, ["serve", "--addr", "127.0.0.1:0", "--data-dir", dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, RUST_LOG: process.env.RUST_LOG ?? "warn" }, // request logs would drown the test report
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
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
