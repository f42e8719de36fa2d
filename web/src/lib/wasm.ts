/**
 * Lazy loading of a wasm-bindgen bundle (built by scripts/build-wasm.sh into src/wasm/<family>/).
 * The dynamic import keeps the bundle out of every page but the one that asks for it; the first call
 * fetches and instantiates it, later calls reuse the same instance.
 */
export interface WasmBundle {
  default: (options?: { module_or_path?: unknown }) => Promise<unknown>;
}

export function lazyWasm<M extends WasmBundle>(importBundle: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    loading ??= importBundle().then(async (bundle) => {
      await bundle.default();
      return bundle;
    });
    // A failed load (e.g. offline) must not be cached forever: the next call tries again.
    loading.catch(() => (loading = undefined));
    return loading;
  };
}
