import { describe, expect, it } from "vitest";
import { CancelledError, chainJobs, createWorkerPool, defaultPoolSize, type PoolWorker } from "./pool";

/** A worker whose jobs finish only when the test says so; terminating it fails the job it is running. */
class FakeWorker implements PoolWorker {
  static made = 0;
  readonly id = ++FakeWorker.made;
  preloaded = 0;
  terminated = 0;
  private current?: { resolve: (v: string) => void; reject: (e: Error) => void };
  preload() {
    this.preloaded++;
  }
  terminate(message = "Cancelled") {
    this.terminated++;
    this.current?.reject(new Error(message));
    this.current = undefined;
  }
  work(label: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.current = { resolve: () => resolve(`${label}@${this.id}`), reject };
    });
  }
  finish() {
    this.current?.resolve("");
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(size: number, budget?: number) {
  const workers: FakeWorker[] = [];
  const started: string[] = [];
  /** The worker each job started on, by label. */
  const ranOn = new Map<string, FakeWorker>();
  const pool = createWorkerPool(
    () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    size,
    budget,
  );
  const run = (label: string, cost?: number) =>
    pool.run((worker) => {
      started.push(label);
      ranOn.set(label, worker);
      return worker.work(label);
    }, cost);
  return { pool, workers, started, run, ranOn };
}

describe("worker pool", () => {
  it("sizes to the cores, capped at 4", () => {
    expect(defaultPoolSize(1)).toBe(1);
    expect(defaultPoolSize(3)).toBe(3);
    expect(defaultPoolSize(16)).toBe(4);
    expect(defaultPoolSize(0)).toBe(2);
  });

  it("runs up to `size` jobs at once and queues the rest in order", async () => {
    const { workers, started, run } = setup(2);
    const jobs = ["a", "b", "c", "d"].map(run);
    expect(started).toEqual(["a", "b"]);
    expect(workers).toHaveLength(2);
    workers[1]!.finish();
    await expect(jobs[1]!.result).resolves.toBe("b@" + workers[1]!.id);
    await flush();
    expect(started).toEqual(["a", "b", "c"]);
    workers[0]!.finish();
    await flush();
    expect(started).toEqual(["a", "b", "c", "d"]);
    expect(workers).toHaveLength(2);
  });

  it("cancels a queued job without starting it", async () => {
    const { workers, started, run } = setup(1);
    const first = run("a");
    const second = run("b");
    const third = run("c");
    second.cancel();
    await expect(second.result).rejects.toBeInstanceOf(CancelledError);
    workers[0]!.finish();
    await first.result;
    await flush();
    expect(started).toEqual(["a", "c"]);
    expect(workers[0]!.terminated).toBe(0);
    workers[0]!.finish();
    await expect(third.result).resolves.toMatch(/^c@/);
  });

  it("cancels a running job by ending its worker, then runs the next job in that slot", async () => {
    const { workers, started, run } = setup(1);
    const running = run("a");
    const next = run("b");
    running.cancel();
    await expect(running.result).rejects.toBeInstanceOf(CancelledError);
    expect(workers[0]!.terminated).toBe(1);
    await flush();
    expect(started).toEqual(["a", "b"]);
    workers[0]!.finish();
    await expect(next.result).resolves.toMatch(/^b@/);
  });

  it("passes a job's failure on and keeps going", async () => {
    const { pool, started, run, workers } = setup(1);
    const failing = pool.run(() => Promise.reject(new Error("Compression failed")));
    const after = run("b");
    await expect(failing.result).rejects.toThrow("Compression failed");
    await flush();
    expect(started).toEqual(["b"]);
    workers[0]!.finish();
    await expect(after.result).resolves.toMatch(/^b@/);
  });

  it("cancel after the job settled changes nothing", async () => {
    const { workers, run } = setup(1);
    const job = run("a");
    workers[0]!.finish();
    await job.result;
    job.cancel();
    expect(workers[0]!.terminated).toBe(0);
  });

  it("preloads one worker", () => {
    const { pool, workers } = setup(4);
    pool.preload();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.preloaded).toBe(1);
  });
});

describe("worker pool within a memory budget", () => {
  it("starts jobs side by side only while their costs fit the budget, in order", async () => {
    const { started, run, ranOn } = setup(4, 10);
    const jobs = [run("a", 4), run("b", 6), run("c", 5), run("d", 1)];
    expect(started).toEqual(["a", "b"]);
    ranOn.get("a")!.finish();
    await jobs[0]!.result;
    await flush();
    expect(started, "c needs 5 beside b's 6; d waits behind it").toEqual(["a", "b"]);
    ranOn.get("b")!.finish();
    await jobs[1]!.result;
    await flush();
    expect(started).toEqual(["a", "b", "c", "d"]);
  });

  it("runs a job larger than the whole budget alone", async () => {
    const { started, run, ranOn } = setup(4, 10);
    const jobs = [run("small", 3), run("huge", 25), run("after", 1)];
    expect(started).toEqual(["small"]);
    ranOn.get("small")!.finish();
    await jobs[0]!.result;
    await flush();
    expect(started).toEqual(["small", "huge"]);
    ranOn.get("huge")!.finish();
    await jobs[1]!.result;
    await flush();
    expect(started).toEqual(["small", "huge", "after"]);
  });

  it("frees a cancelled job's memory for the next", async () => {
    const { started, run } = setup(2, 10);
    const first = run("first", 8);
    run("second", 8);
    expect(started).toEqual(["first"]);
    first.cancel();
    await expect(first.result).rejects.toBeInstanceOf(CancelledError);
    await flush();
    expect(started).toEqual(["first", "second"]);
  });
});

describe("chained jobs", () => {
  it("runs jobs one after another and side by side, and resolves with the last", async () => {
    const { workers, started, run } = setup(2);
    const job = chainJobs(async (start) => {
      const first = await start(run("decode"));
      const bands = await Promise.all([start(run("band 1")), start(run("band 2"))]);
      return start(run(`join ${first} ${bands.join(" ")}`));
    });
    workers[0]!.finish();
    await flush();
    expect(started).toEqual(["decode", "band 1", "band 2"]);
    workers[0]!.finish();
    workers[1]!.finish();
    await flush();
    workers[0]!.finish();
    await expect(job.result).resolves.toMatch(/^join decode@\d+ band 1@\d+ band 2@\d+@\d+$/);
  });

  it("passes the body's progress to whoever listens, and nothing once cancelled", async () => {
    const { workers, run } = setup(1);
    const heard: number[] = [];
    const job = chainJobs(async (start, report) => {
      await start(run("decode"));
      report(0.5);
      await start(run("encode"));
      report(1);
    });
    job.onProgress!((fraction) => heard.push(fraction));
    workers[0]!.finish();
    await flush();
    job.cancel();
    await expect(job.result).rejects.toBeInstanceOf(CancelledError);
    expect(heard).toEqual([0.5]);
  });

  it("cancelling stops the running jobs and starts no more", async () => {
    const { workers, started, run } = setup(2);
    const job = chainJobs(async (start) => {
      await Promise.all([start(run("band 1")), start(run("band 2"))]);
      return start(run("join"));
    });
    job.cancel();
    await expect(job.result).rejects.toBeInstanceOf(CancelledError);
    expect(workers.map((worker) => worker.terminated)).toEqual([1, 1]);
    await flush();
    expect(started).toEqual(["band 1", "band 2"]);
  });

  it("one failure cancels the others and fails the whole with its message", async () => {
    const { pool, workers, run } = setup(2);
    const job = chainJobs(async (start) => {
      await Promise.all([start(pool.run(() => Promise.reject(new Error("Band failed")))), start(run("band 2"))]);
      return "never";
    });
    await expect(job.result).rejects.toThrow("Band failed");
    expect(workers[1]!.terminated).toBe(1);
  });
});
