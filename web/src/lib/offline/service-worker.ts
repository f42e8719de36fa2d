/**
 * The page's side of the service worker (./sw.ts): registering it once the page has loaded, telling the app when
 * a new version is waiting, and saving every tool's engine for offline use on request.
 */
import { t } from "@lingui/core/macro";
import type { Workbox } from "workbox-window";
import type { EngineFile, PageMessage, SaveProgress } from "./protocol";

let workbox: Workbox | undefined;
/**
 * A new version: "waiting" once it has installed (it takes over when the visitor accepts); "running" when another
 * tab accepted it, so this page's code is older than the worker that now answers it.
 */
let update: "none" | "waiting" | "running" = "none";
const listeners = new Set<() => void>();

function announce(next: typeof update) {
  update = next;
  for (const listener of listeners) listener();
}

/** Whether a new version is there and this page should reload to use it. */
export const isUpdateWaiting = (): boolean => update !== "none";

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * On a first visit, how long after the page started to wait before installing the worker: installing precaches the
 * whole app (about 2.7 MB, some 200 files), which on a small machine slowed the page's own first answers by a fifth
 * (`make bench`'s pages, 4× CPU) when it ran during them. A visitor who leaves sooner gets offline use next time.
 */
const FIRST_VISIT_DELAY_MS = 10_000;

/**
 * Registers the service worker once the page has loaded and the browser is idle — on a first visit only after
 * FIRST_VISIT_DELAY_MS; when a worker runs the page already, at once, so a new version is found promptly. Not in
 * development (Vite's server has no worker) nor where browsers have none (plain HTTP).
 */
export function startServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const register = async () => {
    const { Workbox } = await import("workbox-window");
    workbox = new Workbox("/sw.js", { type: "classic" });
    // Also fires at load when a version was waiting already (installed during an earlier visit).
    workbox.addEventListener("waiting", () => announce("waiting"));
    workbox.addEventListener("controlling", (event) => {
      if (event.isExternal) announce("running");
    });
    await workbox.register();
  };
  const start = () => void register().catch((error: unknown) => console.warn("no offline support:", error));
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 1000);
  };
  const afterLoad = () => {
    const wait = navigator.serviceWorker.controller ? 0 : FIRST_VISIT_DELAY_MS - performance.now();
    setTimeout(whenIdle, Math.max(0, wait));
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

/** The visitor accepted the update: the waiting version takes over, then the page reloads on it. */
export function reloadToUpdate(): void {
  if (!workbox || update !== "waiting") return window.location.reload();
  workbox.addEventListener("controlling", () => window.location.reload());
  workbox.messageSkipWaiting();
}

function isEngineFile(value: unknown): value is EngineFile {
  if (typeof value !== "object" || value === null) return false;
  const [url, bytes, saved] = ["url", "bytes", "saved"].map((key) => Reflect.get(value, key));
  return typeof url === "string" && typeof bytes === "number" && typeof saved === "boolean";
}

/**
 * This build's engines and which are saved on the device; null when no service worker runs this page (or it did
 * not answer).
 */
export async function listEngines(): Promise<EngineFile[] | null> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return null;
  const channel = new MessageChannel();
  const answer = new Promise<unknown>((resolve) => {
    channel.port1.onmessage = (event) => resolve(event.data);
  });
  try {
    worker.postMessage({ type: "LIST_ENGINES" } satisfies PageMessage, [channel.port2]);
  } catch {
    return null;
  }
  const list = await answer;
  return Array.isArray(list) ? list.filter(isEngineFile) : null;
}

function isSaveProgress(value: unknown): value is SaveProgress {
  if (typeof value !== "object" || value === null) return false;
  const [done, total, finished] = ["done", "total", "finished"].map((key) => Reflect.get(value, key));
  return typeof done === "number" && typeof total === "number" && typeof finished === "boolean";
}

/**
 * Has the service worker save every engine not saved yet, reporting the bytes done of the total as they arrive.
 * Throws with the reason when one cannot be fetched (those done stay saved).
 */
export function saveEngines(onProgress: (done: number, total: number) => void): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.reject(new Error(t`No service worker runs this page.`));
  const channel = new MessageChannel();
  const saved = new Promise<void>((resolve, reject) => {
    channel.port1.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (!isSaveProgress(data)) return;
      onProgress(data.done, data.total);
      if (!data.finished) return;
      if (data.error) reject(new Error(data.error));
      else resolve();
    };
  });
  worker.postMessage({ type: "SAVE_ENGINES" } satisfies PageMessage, [channel.port2]);
  return saved;
}
