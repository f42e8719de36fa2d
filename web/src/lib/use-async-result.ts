import { useEffect, useRef, useState } from "react";

export interface AsyncResult<T> {
  /** The latest finished result (kept while a newer one is computed, so the screen never blanks). */
  value: T | undefined;
  /** The latest computation's error message, if it failed. */
  error: string | undefined;
  /** A computation for the current input is still running. */
  pending: boolean;
}

/**
 * Runs `compute(input)` whenever `input` changes, for work that may be slow (a 5 MB paste sent to a worker).
 * At most one computation runs at a time; inputs that arrive meanwhile collapse into the newest, so typing
 * never queues up stale work, and a result is only shown for the input it was computed from.
 */
export function useAsyncResult<I, T>(input: I, compute: (input: I) => Promise<T>): AsyncResult<T> {
  const [state, setState] = useState<AsyncResult<T>>({ value: undefined, error: undefined, pending: true });
  const computeRef = useRef(compute);
  computeRef.current = compute;
  const queue = useRef<{ running: boolean; next: { input: I } | undefined; alive: boolean }>({
    running: false,
    next: undefined,
    alive: true,
  });

  useEffect(() => {
    const q = queue.current;
    q.alive = true;
    return () => {
      q.alive = false;
    };
  }, []);

  useEffect(() => {
    const q = queue.current;
    q.next = { input };
    setState((s) => (s.pending ? s : { ...s, pending: true }));
    if (q.running) return;

    const drain = async () => {
      q.running = true;
      while (q.next && q.alive) {
        const current = q.next;
        q.next = undefined;
        try {
          const value = await computeRef.current(current.input);
          // A newer input arrived while this one ran: its result would be stale, go straight to the newer one.
          if (!q.next && q.alive) setState({ value, error: undefined, pending: false });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (!q.next && q.alive) setState((s) => ({ value: s.value, error: message, pending: false }));
        }
      }
      q.running = false;
    };
    void drain();
  }, [input]);

  return state;
}
