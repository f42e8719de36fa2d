/**
 * A pool of workers for the image tools: a batch uses up to `size` cores while the memory its jobs need fits a
 * budget; the rest of the files wait in a queue (first in, first out). Each job says what it will hold at its peak
 * (the engine's estimate, from the file's declared size); a job starts only while the estimates of those running,
 * its own included, stay within the budget, and one larger than the budget runs alone. Cancelling a running job
 * ends its worker — the only way to stop wasm mid-call — and the slot starts a fresh one for the next job.
 */

/** What the pool needs of a worker: lib/worker-rpc's client has both. */
export interface PoolWorker {
  preload(): void;
  /** Ends the worker now, failing its calls; the next call starts a fresh one. */
  terminate(message?: string): void;
}

export interface PoolJob<T> {
  result: Promise<T>;
  /** Stops the job, queued or running; `result` rejects with a {@link CancelledError}. No-op once settled. */
  cancel(): void;
  /**
   * Where a job can tell how far it is: `listener` hears 0 when a worker takes it, then the fraction done after
   * each of its steps (a large PNG's bands). Set it as the job is made, before it can start.
   */
  onProgress?: (listener: (fraction: number) => void) => void;
}

export class CancelledError extends Error {
  constructor() {
    super("Cancelled");
    this.name = "CancelledError";
  }
}

/** The spec gives no number: one worker per core, capped at 4 (the memory budget then decides how many run). */
export function defaultPoolSize(cores = globalThis.navigator?.hardwareConcurrency): number {
  return Math.max(1, Math.min(cores || 2, 4));
}

interface Entry {
  task: (worker: PoolWorker) => Promise<unknown>;
  /** Bytes the job holds at its peak. */
  cost: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  worker?: PoolWorker;
  settled: boolean;
}

/** `budget`: bytes the running jobs may hold between them (the engine's `imageMemoryLimits`). */
export function createWorkerPool<W extends PoolWorker>(createWorker: () => W, size: number, budget = Infinity) {
  const workers: W[] = [];
  const busy = new Set<W>();
  const queue: Entry[] = [];
  /** The costs of the jobs running, summed. */
  let inUse = 0;

  /** Whether the job first in line may start beside those running. */
  const fits = (entry: Entry) => busy.size === 0 || inUse + entry.cost <= budget;

  const freeWorker = (): W | undefined => {
    const idle = workers.find((worker) => !busy.has(worker));
    if (idle || workers.length >= size) return idle;
    const fresh = createWorker();
    workers.push(fresh);
    return fresh;
  };

  const pump = () => {
    for (
      let worker = queue.length && fits(queue[0]!) ? freeWorker() : undefined;
      worker;
      worker = queue.length && fits(queue[0]!) ? freeWorker() : undefined
    ) {
      const entry = queue.shift()!;
      const current = worker;
      busy.add(current);
      inUse += entry.cost;
      entry.worker = current;
      entry
        .task(current)
        .then(
          (value) => settle(entry, () => entry.resolve(value)),
          (error: unknown) =>
            settle(entry, () => entry.reject(error instanceof Error ? error : new Error(String(error)))),
        )
        .finally(() => {
          busy.delete(current);
          inUse -= entry.cost;
          pump();
        });
    }
  };

  const settle = (entry: Entry, done: () => void) => {
    if (entry.settled) return;
    entry.settled = true;
    done();
  };

  /** Queues `task`; `cost` is the bytes it holds at its peak (the engine's `imagePeakMemory`), 0 for small work. */
  function run<T>(task: (worker: W) => Promise<T>, cost = 0): PoolJob<T> {
    let entry!: Entry;
    const result = new Promise<T>((resolve, reject) => {
      entry = {
        task: task as (worker: PoolWorker) => Promise<unknown>,
        cost,
        resolve: resolve as (value: unknown) => void,
        reject,
        settled: false,
      };
    });
    queue.push(entry);
    pump();
    const cancel = () => {
      if (entry.settled) return;
      settle(entry, () => entry.reject(new CancelledError()));
      const queued = queue.indexOf(entry);
      if (queued >= 0) queue.splice(queued, 1);
      // Its task then rejects too, which frees the slot for the next job.
      else entry.worker?.terminate("Cancelled");
    };
    return { result, cancel };
  }

  /** Starts one worker (and its engine download) before the first job: the page opened, a file will follow. */
  const preload = () => freeWorker()?.preload();

  return { run, preload };
}

/**
 * One job made of several pool jobs that `body` starts one after another or side by side (each passed through
 * `start`). Cancelling it cancels those queued or running and any started later; if one fails, the others are
 * cancelled and the whole fails with its error. `body` says how far it is through `report` (PoolJob.onProgress).
 */
export function chainJobs<T>(
  body: (start: <R>(job: PoolJob<R>) => Promise<R>, report: (fraction: number) => void) => Promise<T>,
): PoolJob<T> {
  let listener: ((fraction: number) => void) | undefined;
  const started: PoolJob<unknown>[] = [];
  let cancelled = false;
  const cancelAll = () => started.forEach((job) => job.cancel());
  const start = <R>(job: PoolJob<R>): Promise<R> => {
    started.push(job);
    if (cancelled) job.cancel();
    return job.result;
  };
  let stop!: (error: Error) => void;
  const stopped = new Promise<never>((_, reject) => (stop = reject));
  const run = body(start, (fraction) => cancelled || listener?.(fraction)).catch((error: unknown) => {
    cancelAll();
    throw error;
  });
  return {
    result: Promise.race([run, stopped]),
    cancel() {
      if (cancelled) return;
      cancelled = true;
      cancelAll();
      stop(new CancelledError());
    },
    onProgress: (heard) => (listener = heard),
  };
}
