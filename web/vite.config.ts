import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "./build/precompress";
import { fileURLToPath } from "node:url";

const serverOrigin = process.env.PENKNIFE_DEV_SERVER ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    target: "es2022",
    assetsInlineLimit: 0, // wasm and workers stay separate files so the home page never pays for them
  },
  worker: { format: "es" },
  server: {
    proxy: { "/api": serverOrigin, "/auth": serverOrigin },
  },
  test: {
    // Plain Node unless a file asks for a DOM (`// @vitest-environment jsdom` on its first line): setting up jsdom
    // costs a test file about a second of CPU, more than most files' tests take.
    environment: "node",
    // Both cores (Vitest's default leaves one free).
    maxWorkers: 2,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test-setup.ts"],
  },
});
