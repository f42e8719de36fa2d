/**
 * Lazy loading of a wasm-bindgen bundle (built by scripts/build-wasm.sh into src/wasm/<family>/).
 * The dynamic import keeps the bundle out of every page but the one that asks for it; the first call
 * fetches and instantiates it, later calls reuse the same instance.
 */
import { isOffline, NOT_SAVED_OFFLINE } from "./online";

export interface WasmBundle {
  default: (options?: { module_or_path?: unknown }) => Promise<unknown>;
}

export function lazyWasm<M extends WasmBundle>(importBundle: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    loading ??= importBundle()
      .then(async (bundle) => {
        await bundle.default();
        return bundle;
      })
      .catch((error: unknown) => {
        // Offline, an engine not saved on this device cannot be fetched: say that, not the fetch's own words.
        throw isOffline() ? new Error(NOT_SAVED_OFFLINE) : error;
      });
    // A failed load (e.g. offline) must not be cached forever: the next call tries again.
    loading.catch(() => (loading = undefined));
    return loading;
  };
}

/**
 * Starts loading an engine now. Each worker calls it as it starts: the page starts its worker when it opens (at
 * idle, see lib/preload.ts), so the engine is ready by the first click. A failure here is left to the first real
 * call, which reports it and tries again.
 */
export function startLoading(load: () => Promise<unknown>) {
  load().catch(() => undefined);
}
