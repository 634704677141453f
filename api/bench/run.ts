import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { queryRows, type DbHandle } from '../src/db/index.ts';
import { createLogger } from '../src/platform/logger.ts';
import { openBenchDb } from './bench-db.ts';
import type { RequestSpec } from './load-job.ts';
import { runLoad, type LoadResult } from './load-loop.ts';
import { countQueries } from './query-counter.ts';
import { keywordQueries, suggestPrefixes } from './search-scenarios.ts';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const log = (line: string) => console.log(line);

interface Target {
  label: string;
  databaseUrl?: string;
  productCount: number;
  targets?: Record<string, number>;
}

async function benchTarget(target: Target): Promise<void> {
  const bench = await openBenchDb({ ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}), productCount: target.productCount, log });
  const { handle } = bench;
  const codes = (await queryRows<{ code: string }>(handle.db, sql`select code from products where not is_restricted order by md5(code) limit 500`)).map((r) => r.code);
  const counter = countQueries(handle);
  // Two servers over one pool: the api as configured (the catalogue answer cache on), and the engine alone.
  const serveApp = async (catalogueCacheSeconds: number) => {
    const app = createApp({
      db: handle.db,
      databaseKind: handle.kind,
      logger: createLogger('silent'),
      config: {
        nodeEnv: 'test',
        publicOrigin: 'http://localhost:3000',
        sessionSecret: 'bench-session-secret-that-is-long-enough',
        catalogueCacheSeconds,
        // Every scenario is one guest address sending thousands of requests a second: limits sized for that load, so
        // the bench measures the endpoints (the per-address limiter still runs on every request).
        requestLimits: { rules: { search: { limit: 1_000_000, windowMs: 1000, burst: 100_000 }, suggest: { limit: 1_000_000, windowMs: 1000, burst: 100_000 }, product: { limit: 1_000_000, windowMs: 1000, burst: 100_000 } } },
      },
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const cached = await serveApp(30);
  const uncached = await serveApp(0);
  const json = (path: string, body: unknown): RequestSpec => ({ path, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const scenarios: [string, RequestSpec[]][] = [
    ['keyword search', keywordQueries.map(([keyWord, language]) => json('/svc/search/Search/keyword', { keyWord, language }))],
    ['auto-suggest', suggestPrefixes.map(([q, language]) => ({ path: `/svc/search/Search/suggest?q=${encodeURIComponent(q)}&language=${language}` }))],
    ['product detail', codes.map((code, i) => json('/svc/search/product-details', { language: i % 2 ? 'fr' : 'en', productCodes: [code] }))],
  ];
  log(`\n${target.label}: ${bench.productCount} products, ${SECONDS} s per scenario (guest requests); load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  log('scenario         cache  conns   req/s    p50 ms   p95 ms   p99 ms   queries/req  errors  target p95');
  // The engine alone (cache off) at one connection, the single-request latency, and at 20; then the api as
  // deployed (cache on, 30 s) at the 20 connections the targets are set for. The scenarios repeat their
  // inputs (30 searches, 16 prefixes, 500 products), so the cached rows are mostly hits: repeated traffic.
  const runs = [[uncached, 'off', 1], [uncached, 'off', CONNECTIONS], [cached, 'on', CONNECTIONS]] as const;
  for (const [server, cache, connections] of runs) {
    for (const [name, requests] of scenarios) {
      const before = counter.read();
      const result: LoadResult = await runLoad({ base: server.base, requests, connections, seconds: SECONDS, warmupSeconds: 2 });
      const queries = (counter.read() - before) / Math.max(1, result.requests + result.warmupRequests);
      const goal = connections === CONNECTIONS ? target.targets?.[name] : undefined;
      log(`${name.padEnd(16)} ${cache.padStart(5)} ${String(connections).padStart(6)} ${(result.requests / result.seconds).toFixed(0).padStart(7)} ${result.p50.toFixed(1).padStart(8)} ${result.p95.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)} ${queries.toFixed(2).padStart(12)} ${String(result.errors).padStart(7)}  ${goal ? `≤ ${goal} ms ${result.p95 <= goal ? 'met' : 'missed'}` : ''}`);
    }
  }
  log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (const { server } of [cached, uncached]) await new Promise((resolve) => server.close(resolve));
  await closeQuietly(handle);
}

async function closeQuietly(handle: DbHandle) {
  await handle.close().catch(() => undefined);
}

const suite = process.argv[2] ?? 'search';
if (suite === 'cart') process.exit(await (await import('./cart.ts')).runCartBench(process.argv[3]));
if (suite !== 'search') {
  console.error(`unknown benchmark '${suite}' (available: search)`);
  process.exit(2);
}
const only = process.argv[3];
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/comptoir_bench';
if (only !== 'pglite') {
  await benchTarget({ label: 'PostgreSQL (BENCH_DATABASE_URL)', databaseUrl: postgresUrl, productCount: 100_000, targets: { 'keyword search': 40, 'auto-suggest': 15, 'product detail': 10 } });
}
if (only !== 'postgres') await benchTarget({ label: 'PGlite (in memory)', productCount: 5_000 });
