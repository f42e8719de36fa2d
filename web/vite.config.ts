import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { linguiMacros } from "./build/lingui-macros";
import { precompress } from "./build/precompress";
import { webAppManifest } from "./build/web-app-manifest";
import { fileURLToPath } from "node:url";

const serverOrigin = process.env.PENKNIFE_DEV_SERVER ?? "http://127.0.0.1:8080";

/**
 * The service worker (src/lib/offline/sw.ts) gets this build's files to precache: every route's code, styles and
 * icons; and the WebAssembly engines with their sizes, which it caches on first use instead (Settings → Data saves
 * them all). Their compressed copies are not files of the site.
 */
const offline = VitePWA({
  strategies: "injectManifest",
  srcDir: "src/lib/offline",
  filename: "sw.ts",
  injectRegister: false, // src/lib/offline/service-worker.ts registers it once the page has loaded
  manifest: webAppManifest,
  injectManifest: {
    globPatterns: ["**/*.{html,js,css,svg,png,wasm,webmanifest}"],
    // The largest engine is about 3 MB.
    maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => (entry.url.endsWith(".wasm") ? { ...entry, bytes: entry.size } : entry)),
        warnings: [],
      }),
    ],
    rollupFormat: "iife",
  },
});

export default defineConfig({
  // Lingui's macros (`<Trans>`, t`…`) become message ids at build time; its plugin compiles each `.po` catalogue
  // a page imports into a small module of messages.
  plugins: [linguiMacros(), react(), lingui(), tailwindcss(), offline, precompress()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    target: "es2022",
    assetsInlineLimit: 0, // wasm and workers stay separate files so the home page never pays for them
  },
  // Modules the workers share with the page may hold Lingui macros: compiled away there too (at run time the macro
  // package would pull Babel's configuration loader into the worker).
  worker: { format: "es", plugins: () => [linguiMacros()] },
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
