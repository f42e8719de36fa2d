/**
 * A promise-based call into a Web Worker, so heavy engine work never blocks the page.
 *
 * Page side:   const call = workerClient<Api>(() => new Worker(new URL("./x.worker.ts", import.meta.url), { type: "module" }));
 *              const text = await call("encodeFile", [file]);
 *              call.preload();  // optional: start the worker (and its engine download) before the first call
 * Worker side: serveWorker<Api>({ encodeFile: async (file) => … });
 *
 * A handler that throws (or a worker that fails to load) rejects the caller's promise with an Error
 * carrying the message, which the page turns into the spec's toast.
 *
 * An engine that traps (a wasm `RuntimeError` such as `unreachable` or an out-of-bounds access, or the call
 * stack running out) leaves its wasm instance in an unknown state: its memory may hold half-done work. The
 * worker then answers with a clear message marked fatal, and the client ends that worker, so the next call starts
 * a fresh one with a fresh instance.
 *
 * A worker has no message catalogue: the sentences this module words for it are worded on the page's side, in the
 * page's language; an engine's refusal is passed on with its kind and parameters (`detail`), which the page words
 * (lib/engine-refusal.ts).
 */
import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { refusalOf, type EngineRefusal } from "@/lib/engine-refusal";
import { NOT_SAVED_OFFLINE, NOT_SAVED_OFFLINE_MESSAGE } from "@/lib/online";

type Handler = (...args: never[]) => unknown;
export type WorkerApi = Record<string, Handler>;

interface Request {
  id: number;
  method: string;
  args: unknown[];
}
type Response =
  | { id: number; ok: true; value: unknown }
  /** `fatal`: the engine trapped, and `message` is the trap's own (the page words the sentence around it). */
  | { id: number; ok: false; message: string; fatal?: boolean; place?: TextPlace; detail?: EngineRefusal };

/** Where in its input an engine failed (a parser's 1-based line and column), when it says. */
export interface TextPlace {
  line: number;
  column: number;
}

/**
 * A failed call: the handler's message, the place in the input when the engine gave one, and the engine's refusal
 * (its kind and parameters) when it was one.
 */
export class WorkerCallError extends Error {
  constructor(
    message: string,
    readonly place?: TextPlace,
    readonly detail?: EngineRefusal,
  ) {
    super(message);
    this.name = "WorkerCallError";
  }
}

/** The subset of Worker the client needs (lets tests use a MessagePort). */
export interface WorkerLike {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  addEventListener(type: "error", listener: (event: ErrorEvent | Event) => void): void;
  /** Ends the worker (a MessagePort in tests has none). */
  terminate?(): void;
}

/** What the page says for a failed call: the worker's message, in the page's language where it is one of ours. */
function failureText(reply: { message: string; fatal?: boolean }): string {
  const message = reply.message;
  if (reply.fatal) {
    return t`The engine stopped on this input (${message}). It has been restarted; try a smaller or less deeply nested input.`;
  }
  // lib/wasm's words when a worker's engine cannot be fetched offline.
  if (message === NOT_SAVED_OFFLINE) return i18n._(NOT_SAVED_OFFLINE_MESSAGE);
  return message;
}

export function workerClient<Api extends WorkerApi>(createWorker: () => WorkerLike) {
  let worker: WorkerLike | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  /** Fails every waiting call and ends `w`, so the next call starts a fresh worker. */
  const abandon = (w: WorkerLike, message: string) => {
    for (const waiter of pending.values()) waiter.reject(new Error(message));
    pending.clear();
    w.terminate?.();
    if (worker === w) worker = undefined;
  };

  const start = (): WorkerLike => {
    const w = createWorker();
    w.addEventListener("message", (event: MessageEvent<Response>) => {
      const reply = event.data;
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.value);
      else waiter.reject(new WorkerCallError(failureText(reply), reply.place, reply.detail));
      // Calls still waiting on the trapped instance cannot be trusted either: they fail too.
      if (!reply.ok && reply.fatal && worker === w) abandon(w, failureText(reply));
    });
    // The worker script itself failed (e.g. could not load).
    w.addEventListener("error", (event) => {
      abandon(w, event instanceof ErrorEvent && event.message ? event.message : t`The worker failed to start`);
    });
    return w;
  };

  function call<M extends keyof Api & string>(
    method: M,
    args: Parameters<Api[M]>,
    transfer: Transferable[] = [],
  ): Promise<Awaited<ReturnType<Api[M]>>> {
    worker ??= start();
    const id = nextId++;
    const request: Request = { id, method, args };
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker!.postMessage(request, transfer);
    });
  }

  /** Starts the worker before the first call; a worker loads its engine as it starts (lib/wasm.ts startLoading). */
  const preload = () => void (worker ??= start());

  /**
   * Ends the worker now (a cancelled job: the only way to stop wasm mid-call), failing its waiting calls with
   * `message`. The next call or preload starts a fresh worker.
   */
  const terminate = (message = t`Cancelled`) => {
    if (worker) abandon(worker, message);
  };

  return Object.assign(call, { preload, terminate });
}

export type WorkerClient<Api extends WorkerApi> = ReturnType<typeof workerClient<Api>>;

/** Scope of a worker (or a MessagePort in tests). */
export interface WorkerScopeLike {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

export function serveWorker<Api extends WorkerApi>(
  handlers: Api,
  scope: WorkerScopeLike = self as unknown as WorkerScopeLike,
) {
  scope.addEventListener("message", async (event: MessageEvent<Request>) => {
    const { id, method, args } = event.data;
    try {
      const handler = handlers[method];
      if (!handler) throw new Error(`Unknown worker method: ${method}`);
      const value = await (handler as (...a: unknown[]) => unknown)(...args);
      scope.postMessage({ id, ok: true, value } satisfies Response, transferablesOf(value));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isTrap(error)) {
        scope.postMessage({ id, ok: false, message, fatal: true } satisfies Response, []);
      } else {
        const reply = { id, ok: false, message, place: placeOf(error), detail: refusalOf(error) } satisfies Response;
        scope.postMessage(reply, []);
      }
    }
  });
}

/**
 * Large byte results (a Uint8Array, or a result object's Uint8Array fields and arrays of them) move to the page
 * instead of being copied: a 40-megapixel image is 160 MB. Each buffer is listed once (two views of one buffer
 * would fail).
 */
export function transferablesOf(value: unknown): Transferable[] {
  const buffers = new Set<ArrayBuffer>();
  const add = (part: unknown) => {
    if (part instanceof Uint8Array && part.buffer instanceof ArrayBuffer) buffers.add(part.buffer);
    else if (Array.isArray(part)) part.forEach((item) => item instanceof Uint8Array && add(item));
  };
  add(value);
  if (value && typeof value === "object" && !ArrayBuffer.isView(value)) Object.values(value).forEach(add);
  return [...buffers];
}

/** The `line` and `column` an engine's Error carries (the wasm bundles add them to parse errors). */
function placeOf(error: unknown): TextPlace | undefined {
  const { line, column } = (error ?? {}) as { line?: unknown; column?: unknown };
  return typeof line === "number" && typeof column === "number" ? { line, column } : undefined;
}

/** A wasm trap or an exhausted call stack: the engine's instance may be corrupt. */
export function isTrap(error: unknown): boolean {
  return (
    error instanceof WebAssembly.RuntimeError || (error instanceof RangeError && /call stack/i.test(error.message))
  );
}
