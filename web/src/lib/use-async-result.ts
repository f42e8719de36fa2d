import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { messageOf } from "@/lib/engine-refusal";

export interface AsyncResult<T> {
  /** The latest finished result (kept while a newer one is computed, so the screen never blanks). */
  value: T | undefined;
  /** The latest computation's error in words (`describe`'s), if it failed. */
  error: string | undefined;
  /** A computation for the current input is still running. */
  pending: boolean;
}

/**
 * Runs `compute(input)` whenever `input` changes, for work that may be slow (a 5 MB paste sent to a worker).
 * At most one computation runs at a time; inputs that arrive meanwhile collapse into the newest, so typing
 * never queues up stale work, and a result is only shown for the input it was computed from. `describe` words a
 * failure (an engine's refusal in the page's language: lib/engine-refusal.ts); by default its message.
 */
export function useAsyncResult<I, T>(
  input: I,
  compute: (input: I) => Promise<T>,
  describe: (error: unknown) => string = messageOf,
): AsyncResult<T> {
  // The latest settled computation and the input it was for; `pending` is derived by comparing that input.
  const [settled, setSettled] = useState<{ value: T | undefined; error: string | undefined; input: I } | undefined>();
  const computeRef = useRef(compute);
  const describeRef = useRef(describe);
  useLayoutEffect(() => {
    computeRef.current = compute;
    describeRef.current = describe;
  });
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
    if (q.running) return;

    const drain = async () => {
      q.running = true;
      while (q.next && q.alive) {
        const current = q.next;
        q.next = undefined;
        try {
          const value = await computeRef.current(current.input);
          // A newer input arrived while this one ran: its result would be stale, go straight to the newer one.
          if (!q.next && q.alive) setSettled({ value, error: undefined, input: current.input });
        } catch (error) {
          const message = describeRef.current(error);
          if (!q.next && q.alive) setSettled((s) => ({ value: s?.value, error: message, input: current.input }));
        }
      }
      q.running = false;
    };
    void drain();
  }, [input]);

  return {
    value: settled?.value,
    error: settled?.error,
    pending: settled === undefined || !Object.is(settled.input, input),
  };
}
