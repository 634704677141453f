import { Worker } from 'node:worker_threads';
import { startCpuMeter, type CpuUse } from './cpu-meter.ts';
import type { LoadJob, LoadReply } from './load-job.ts';

/** A closed-loop load: `connections` clients, each sending its next request when the last answered. */
export interface LoadResult {
  requests: number;
  /** Requests sent during the warm-up (not in the latencies, but in the driver's query count). */
  warmupRequests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  /** The CPU spent over the measured window (not the warm-up). */
  cpu: CpuUse;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number);

/** Runs the load from a worker thread (load-worker.mjs), so the client's work has its own event loop. */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: job });
  let stopMeter = startCpuMeter();
  const reply = await new Promise<LoadReply>((resolve, reject) => {
    worker.on('message', (message: LoadReply | { measuring: true }) => {
      if ('measuring' in message) stopMeter = startCpuMeter();
      else resolve(message);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load worker exited with ${code}`))));
  });
  const cpu = stopMeter();
  await worker.terminate();
  const latencies = [...reply.latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    warmupRequests: reply.warmupRequests,
    errors: reply.errors,
    seconds: reply.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cpu,
  };
}
