/** A closed-loop load generator: `connections` workers, each sending its next request when the last answered. */
export interface LoadResult {
  requests: number;
  /** Requests sent during the warm-up (not in the latencies, but in the driver's query count). */
  warmupRequests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

export async function runLoad(send: (i: number) => Promise<Response>, options: { connections: number; seconds: number; warmupSeconds: number }): Promise<LoadResult> {
  const loop = async (until: number, latencies: number[] | null, counters: { n: number; errors: number }) => {
    while (performance.now() < until) {
      const i = counters.n++;
      const started = performance.now();
      const response = await send(i);
      await response.arrayBuffer();
      if (response.status !== 200) counters.errors++;
      latencies?.push(performance.now() - started);
    }
  };
  const warm = { n: 0, errors: 0 };
  const warmUntil = performance.now() + options.warmupSeconds * 1000;
  await Promise.all(Array.from({ length: options.connections }, () => loop(warmUntil, null, warm)));
  const latencies: number[] = [];
  const counters = { n: 0, errors: 0 };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, () => loop(started + options.seconds * 1000, latencies, counters)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, warmupRequests: warm.n, errors: counters.errors, seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
}
