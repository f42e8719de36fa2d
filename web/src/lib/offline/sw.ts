/// <reference lib="webworker" />
/**
 * Penknife's service worker: after the first visit the site opens and every tool that runs in the browser works
 * with no network. Workbox precaches this build's app (HTML, scripts, styles: every route's code) when the worker
 * installs; each WebAssembly engine is cached the first time a tool uses it, or all at once from Settings → Data
 * (the page asks, this worker fetches and reports progress: ./service-worker.ts).
 *
 * A new version installs beside the old one and waits: the open pages keep running on the build they started
 * with (an old page never loads a new chunk), until the visitor accepts the update notice (SKIP_WAITING). Every
 * file is hashed by name or by revision, so a cached file is never stale; the server's own pages (the API, the
 * accounts routes, a paste's raw text) always go to the network.
 */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import type { PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { ENGINE_CACHE, isEnginePath, type EngineFile, type PageMessage, type SaveProgress } from "./protocol";

declare const self: ServiceWorkerGlobalScope;

/** This build's files, put here by the build, which adds each engine's size (vite.config.ts, manifestTransforms). */
const manifest: PrecacheEntry[] = self.__WB_MANIFEST.map((entry) =>
  typeof entry === "string" ? { url: entry } : entry,
);
const bytesOf = (entry: PrecacheEntry): number => {
  const bytes: unknown = Reflect.get(entry, "bytes");
  return typeof bytes === "number" ? bytes : 0;
};
const pathOf = (url: string) => new URL(url, self.location.href).pathname;
const engines = manifest.filter((entry) => isEnginePath(pathOf(entry.url)));
const enginePaths = new Set(engines.map((entry) => pathOf(entry.url)));

precacheAndRoute(manifest.filter((entry) => !enginePaths.has(pathOf(entry.url))));
cleanupOutdatedCaches();

// Every route of the app is index.html; the server's own pages are not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), {
    denylist: [/^\/(api|auth)(\/|$)/, /^\/paste\/[^/]+\/raw$/],
  }),
);

// An engine is fetched once, then always answered from the cache (its name changes with its content).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && enginePaths.has(url.pathname),
  new CacheFirst({ cacheName: ENGINE_CACHE }),
);

/** Drops the engines of older builds. */
async function dropOldEngines() {
  const cache = await caches.open(ENGINE_CACHE);
  for (const request of await cache.keys()) {
    if (!enginePaths.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}

async function listEngines(): Promise<EngineFile[]> {
  const cache = await caches.open(ENGINE_CACHE);
  return Promise.all(
    engines.map(async (entry) => {
      const url = pathOf(entry.url);
      return { url, bytes: bytesOf(entry), saved: (await cache.match(url)) !== undefined };
    }),
  );
}

/**
 * Fetches and keeps every engine not saved yet, reporting the bytes as they arrive; an engine is in the cache
 * before the next one starts, so what was saved stays saved if the network goes.
 */
async function saveEngines(report: (progress: SaveProgress) => void) {
  const cache = await caches.open(ENGINE_CACHE);
  const missing = (await listEngines()).filter((engine) => !engine.saved);
  const total = missing.reduce((sum, engine) => sum + engine.bytes, 0);
  let done = 0;
  try {
    for (const engine of missing) {
      const response = await fetch(engine.url);
      if (!response.ok || !response.body) throw new Error(`${engine.url} answered HTTP ${response.status}`);
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        chunks.push(chunk.value);
        done += chunk.value.byteLength;
        report({ done: Math.min(done, total), total, finished: false });
      }
      const type = response.headers.get("Content-Type") ?? "application/wasm";
      await cache.put(engine.url, new Response(new Blob(chunks), { headers: { "Content-Type": type } }));
    }
    report({ done: total, total, finished: true });
  } catch (error) {
    report({ done, total, finished: true, error: error instanceof Error ? error.message : String(error) });
  }
}

self.addEventListener("activate", (event) => event.waitUntil(dropOldEngines()));

self.addEventListener("message", (event) => {
  const type: unknown = typeof event.data === "object" && event.data !== null ? Reflect.get(event.data, "type") : null;
  if (type === ("SKIP_WAITING" satisfies PageMessage["type"])) void self.skipWaiting();
  if (type === ("LIST_ENGINES" satisfies PageMessage["type"])) {
    const port = event.ports[0];
    event.waitUntil(listEngines().then((list) => port?.postMessage(list)));
  }
  if (type === ("SAVE_ENGINES" satisfies PageMessage["type"])) {
    const port = event.ports[0];
    event.waitUntil(saveEngines((progress) => port?.postMessage(progress)));
  }
});

// The first version takes the page that installed it at once (it has nothing to replace); an update only once the
// visitor accepted it, and then the page reloads.
clientsClaim();
