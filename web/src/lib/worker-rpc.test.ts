import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { NOT_SAVED_OFFLINE, NOT_SAVED_OFFLINE_MESSAGE } from "./online";
import { serveWorker, transferablesOf, workerClient, WorkerCallError, type WorkerLike } from "./worker-rpc";

/** A real message channel stands in for the worker boundary: same structured-clone semantics. */
function connect<Api extends Record<string, (...a: never[]) => unknown>>(handlers: Api) {
  const channel = new MessageChannel();
  serveWorker(handlers, channel.port2);
  channel.port2.start();
  channel.port1.start();
  return workerClient<Api>(() => channel.port1 as unknown as WorkerLike);
}

describe("worker RPC", () => {
  it("resolves with the handler's value", async () => {
    const call = connect({ double: (n: number) => n * 2, shout: async (s: string) => s.toUpperCase() });
    await expect(call("double", [21])).resolves.toBe(42);
    await expect(call("shout", ["hi"])).resolves.toBe("HI");
  });

  it("rejects with the handler's error message", async () => {
    const call = connect({
      fail: () => {
        throw new Error("Invalid Base64 string. Please check your input.");
      },
    });
    await expect(call("fail", [])).rejects.toThrow("Invalid Base64 string. Please check your input.");
  });

  it("passes on where a parser stopped, when the engine's error says", async () => {
    const call = connect({
      parse: () => {
        throw Object.assign(new Error("Unexpected token at line 3, column 7"), { line: 3, column: 7 });
      },
      fail: () => {
        throw Object.assign(new Error("no place"), { line: "3" });
      },
    });
    const parsed = await call("parse", []).catch((error: unknown) => error);
    expect(parsed).toBeInstanceOf(WorkerCallError);
    expect((parsed as WorkerCallError).place).toEqual({ line: 3, column: 7 });
    const failed = await call("fail", []).catch((error: unknown) => error);
    expect((failed as WorkerCallError).place).toBeUndefined();
  });

  it("preload starts the worker before the first call, and the call uses that same worker", () => {
    let started = 0;
    const channel = new MessageChannel();
    serveWorker({ echo: (n: number) => n }, channel.port2);
    channel.port2.start();
    channel.port1.start();
    const call = workerClient<{ echo: (n: number) => number }>(() => {
      started++;
      return channel.port1 as unknown as WorkerLike;
    });
    call.preload();
    expect(started).toBe(1);
    call.preload();
    return expect(call("echo", [7]))
      .resolves.toBe(7)
      .then(() => expect(started).toBe(1));
  });

  it("keeps concurrent calls apart", async () => {
    const call = connect({ echo: async (n: number) => n });
    const results = await Promise.all([1, 2, 3, 4].map((n) => call("echo", [n])));
    expect(results).toEqual([1, 2, 3, 4]);
  });

  it("rejects an unknown method instead of hanging", async () => {
    const call = connect({} as Record<string, () => unknown>);
    await expect(call("missing", [])).rejects.toThrow("Unknown worker method: missing");
  });

  it("answers a trapped engine with a clear error and starts a fresh worker for the next call", async () => {
    let started = 0;
    let terminated = 0;
    let trapped = false;
    const handlers = {
      minify: (input: string) => {
        if (input === "deep" && !trapped) {
          trapped = true;
          throw new WebAssembly.RuntimeError("unreachable");
        }
        return `${input}!`;
      },
    };
    const call = workerClient<typeof handlers>(() => {
      started += 1;
      const channel = new MessageChannel();
      serveWorker(handlers, channel.port2);
      channel.port2.start();
      channel.port1.start();
      return Object.assign(channel.port1, { terminate: () => (terminated += 1) }) as unknown as WorkerLike;
    });
    await expect(call("minify", ["a"])).resolves.toBe("a!");
    await expect(call("minify", ["deep"])).rejects.toThrow(
      "The engine stopped on this input (unreachable). It has been restarted",
    );
    expect(terminated).toBe(1);
    await expect(call("minify", ["b"])).resolves.toBe("b!");
    expect(started).toBe(2);
  });

  it("treats an exhausted call stack as a trap but other errors as answers", async () => {
    const call = connect({
      overflow: () => {
        throw new RangeError("Maximum call stack size exceeded");
      },
      invalid: () => {
        throw new RangeError("Invalid array length");
      },
    });
    await expect(call("overflow", [])).rejects.toThrow("The engine stopped on this input (Maximum call stack");
    await expect(call("invalid", [])).rejects.toThrow(/^Invalid array length$/);
  });

  it("puts the words it has for a worker into the page's language, which the worker has no catalogue for", async () => {
    const call = connect({
      offline: () => {
        throw new Error(NOT_SAVED_OFFLINE);
      },
    });
    i18n.load("fr", { [NOT_SAVED_OFFLINE_MESSAGE.id]: "Hors ligne" });
    i18n.activate("fr");
    try {
      await expect(call("offline", [])).rejects.toThrow(/^Hors ligne$/);
    } finally {
      i18n.activate("en");
    }
  });

  it("terminate fails the waiting calls with its message and the next call starts a fresh worker", async () => {
    let started = 0;
    let terminated = 0;
    const handlers = { never: () => new Promise<never>(() => undefined), echo: (n: number) => n };
    const call = workerClient<typeof handlers>(() => {
      started += 1;
      const channel = new MessageChannel();
      serveWorker(handlers, channel.port2);
      channel.port2.start();
      channel.port1.start();
      return Object.assign(channel.port1, { terminate: () => (terminated += 1) }) as unknown as WorkerLike;
    });
    const waiting = call("never", []);
    call.terminate("Cancelled");
    await expect(waiting).rejects.toThrow(/^Cancelled$/);
    expect(terminated).toBe(1);
    await expect(call("echo", [3])).resolves.toBe(3);
    expect(started).toBe(2);
  });

  it("moves byte results, and byte fields of a result object, instead of copying them", async () => {
    const bytes = new Uint8Array(1024);
    expect(transferablesOf(bytes)).toEqual([bytes.buffer]);
    const shared = new Uint8Array(bytes.buffer, 8, 8);
    expect(transferablesOf({ bytes, shared, width: 3 })).toEqual([bytes.buffer]);
    expect(transferablesOf("text")).toEqual([]);
    const bands = [new Uint8Array(4), new Uint8Array(4)];
    expect(transferablesOf({ bands, plan: { rowStarts: [0, 1, 2] } })).toEqual(bands.map((band) => band.buffer));

    const call = connect({ image: () => ({ bytes: new Uint8Array([1, 2, 3]), width: 1 }) });
    const image = await call("image", []);
    expect([...image.bytes]).toEqual([1, 2, 3]);
    expect(image.width).toBe(1);
  });
});
