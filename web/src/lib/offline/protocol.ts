/**
 * What the page and the service worker (./sw.ts) say to each other, and the names both use. The worker precaches
 * the app (every route's code) when it installs; the tools' WebAssembly engines, most of the app's weight, are
 * cached the first time each is used, or all at once when the visitor asks (Settings → Data).
 */

/** The cache the engines are kept in, apart from Workbox's precache so each can be fetched on its own. */
export const ENGINE_CACHE = "penknife-engines";

/** An engine of this build: its URL (hashed: a new build names a new file) and its size on the device. */
export interface EngineFile {
  url: string;
  bytes: number;
  /** Whether it is in the cache already. */
  saved: boolean;
}

export type PageMessage =
  /** From the update notice: the waiting version takes over (the page reloads once it controls it). */
  | { type: "SKIP_WAITING" }
  /** Asks for this build's engines; the answer (EngineFile[]) comes on the message's port. */
  | { type: "LIST_ENGINES" }
  /** Saves every engine not saved yet; SaveProgress messages come on the message's port until one is final. */
  | { type: "SAVE_ENGINES" };

/** How far saving the engines has come, in bytes (as they take on the device); `error` when it stopped. */
export interface SaveProgress {
  done: number;
  total: number;
  finished: boolean;
  error?: string;
}

/** Whether a request URL's path is one of the app's engines (Vite writes them as `assets/<name>-<hash>.wasm`). */
export const isEnginePath = (path: string): boolean => /^\/?assets\/[^/]+\.wasm$/.test(path);
