import { useCallback, useLayoutEffect, useRef, useState } from "react";

/**
 * One engine run at a time, and only the latest one's answer counts: the busy/stale-result logic the code
 * screens share. `busy` is also tracked outside React state, so a double click cannot start two runs before
 * React re-renders; `drop` (Clear All) forgets a run still on its way, whose answer is then ignored.
 */
export function useEngineRun() {
  const live = useRef({ id: 0, busy: false });
  const [busy, setBusy] = useState(false);

  /** Runs `work` unless a run is going; `done` or `failed` hear its outcome if nothing dropped it meanwhile. */
  async function start<T>(work: () => Promise<T>, done: (value: T) => void, failed: (error: unknown) => void) {
    const run = live.current;
    if (run.busy) return;
    const id = ++run.id;
    run.busy = true;
    setBusy(true);
    try {
      const value = await work();
      if (id === run.id) done(value);
    } catch (error) {
      if (id === run.id) failed(error);
    } finally {
      if (id === run.id) {
        run.busy = false;
        setBusy(false);
      }
    }
  }

  function drop() {
    const run = live.current;
    run.id++;
    run.busy = false;
    setBusy(false);
  }

  return { busy, start, drop };
}

/**
 * A function that never changes identity but always calls the latest `action`: memoised editors can take it
 * (Ctrl+Enter) without re-rendering a megabyte document whenever the screen does.
 */
export function useStableAction(action: () => void | Promise<void>): () => void {
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  return useCallback(() => void latest.current(), []);
}
