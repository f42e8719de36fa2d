// Concurrent load on the server: `workers` clients, each sending `perWorker` requests one after another (fetch
// keeps each worker's connection alive). Throughput and latency count the requests that succeeded.

/** The `p`th percentile of ascending `sorted`. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `request(worker, n)` answers whether request `n` of `worker` succeeded; returns per second, p50, p99, failures. */
export async function load(workers, perWorker, request) {
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let n = 0; n < perWorker; n++) {
        const t0 = performance.now();
        if (await request(worker, n)) latencies.push(performance.now() - t0);
        else failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}
