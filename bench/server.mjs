// Starts a penknife binary on a free port with a throwaway data directory, for one bench section.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Resolves once the server prints its URL; `stop()` ends it and deletes its data. */
export async function startPenknife(binary, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "penknife-bench-"));
  const server = spawn(binary, ["serve", "--addr", "127.0.0.1:0", "--data-dir", dataDir], {
    stdio: ["ignore", "pipe", "ignore"],
    env: { ...process.env, ...env },
  });
  const url = await new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (d) => {
      out += d;
      const m = /Penknife is running at (http:\/\/\S+?)\/?\s/.exec(out);
      if (m) resolve(m[1]);
    });
    server.once("error", reject);
    server.once("exit", (code) => reject(new Error(`${binary} exited with ${code}`)));
  });
  return {
    url,
    pid: server.pid,
    stop: () => {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Resolves once process `pid` has used no CPU for `quietMs`: a fresh server precompresses the web app with brotli
 * at quality 11 in the background (seconds of both cores), which a server that has been up for a while has done.
 */
export async function untilIdle(pid, quietMs = 1000) {
  const cpuTicks = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  };
  for (let last = cpuTicks(); ;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = cpuTicks();
    if (now === last) return;
    last = now;
  }
}
