import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// End-to-end tests: the real server binary (the one `cargo test` builds, see e2e/server.ts) and Debian's Chromium.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["e2e/**/*.e2e.ts", "src/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["./e2e/server.ts"],
    fileParallelism: false, // two cores: one browser at a time keeps timings honest
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for what the user would see; 1 s (the default) is too short on a loaded 2-core CI box.
    expect: { poll: { timeout: 10_000 } },
  },
});
