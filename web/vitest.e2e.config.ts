import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { linguiMacros } from "./build/lingui-macros";

/**
 * Test files run this many at a time, each worker with a server of its own (e2e/server.ts). Two fit two cores:
 * a browser test waits on the page as much as it computes, so one file at a time left 20–40 % of both idle.
 */
const workers = Number(process.env.PENKNIFE_E2E_WORKERS ?? 2);

// End-to-end tests: the real server binary (the one `cargo test` builds, see e2e/server.ts) and Debian's Chromium.
export default defineConfig({
  // Where Vitest keeps each file's last duration: it starts the longest files first, so the run does not end on
  // one worker finishing a long file while the other idles. CI keeps it outside the clone (PENKNIFE_VITEST_CACHE),
  // as it keeps the build; the first run goes by file size.
  cacheDir: process.env.PENKNIFE_VITEST_CACHE ?? "node_modules/.vite",
  // The tests read the tools' catalogue (meta.ts), whose words are Lingui `msg` descriptors: English in `message`.
  plugins: [linguiMacros()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["e2e/**/*.e2e.ts", "src/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["./e2e/server.ts"],
    maxWorkers: workers,
    fileParallelism: workers > 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for what the user would see; 1 s (the default) is too short on a loaded 2-core CI box.
    expect: { poll: { timeout: 10_000 } },
  },
});
