import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { openDb, queryRows, type Database } from '../src/db/index.ts';
import { createLogger } from '../src/platform/logger.ts';
import { cookieNames } from '../src/platform/session-cookies.ts';
import { startSession } from '../src/platform/session-store.ts';
import { openBenchDb } from './bench-db.ts';
import type { RequestSpec } from './load-job.ts';
import { runFloor } from './floor.ts';
import { runLoad, type LoadResult } from './load-loop.ts';
import { countQueries } from './query-counter.ts';
import { cpuLine } from './cpu-meter.ts';

/**
 * `pnpm bench cart`: add-to-cart, cart details of a 30-line cart and submit, 50 connections, on the
 * 100,000-product Postgres bench database. Bench buyers live in their own client ('BENCH-CART').
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LINES = 30;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The api's connection pool (openDb's default is 10). */
const POOL = Number(process.env.BENCH_POOL ?? 10);
/** The offered loads (add-to-cart, cart details, submissions a second) timed after the closed loops. */
const OFFERED = (process.env.BENCH_OFFERED ?? '200,200,50').split(',').map(Number);
/** The parts to run (floor, add, details, submit), all by default: one part alone is what a profile wants. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'floor,add,details,submit').split(','));
const loadAverage = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const ORIGIN = 'http://localhost:3000';
const log = (line: string) => console.log(line);

async function benchBuyers(db: Database, count: number): Promise<string[]> {
  await db.execute(sql`insert into clients (client_no, name, province, division_code, warehouse_no, credit_card_mandatory_type, settings)
    select 'BENCH-CART', 'Cart bench', 'ON', division_code, warehouse_no, 'optional', settings from clients where client_no <> 'BENCH-CART' order by client_no limit 1
    on conflict (client_no) do nothing`);
  const [client] = await queryRows<{ id: string }>(db, sql`select id from clients where client_no = 'BENCH-CART'`);
  const clientId = (client as { id: string }).id;
  await db.execute(sql`insert into ship_tos (client_id, ship_to_no, name, line1, city, province, postal_code, delivery_zone, is_default)
    values (${clientId}, '001', 'Bench', '1 Bench St', 'Ottawa', 'ON', 'K1A 0B1', 'Z1', true) on conflict (client_id, ship_to_no) do nothing`);
  await db.execute(sql`insert into buyers (client_id, logon_name, first_name, last_name, email_address, default_ship_to_id)
    select ${clientId}, 'bench-cart-' || n, 'Bench', 'Buyer ' || n, 'bench-cart-' || n || '@example.ca', (select id from ship_tos where client_id = ${clientId} and ship_to_no = '001')
    from generate_series(1, ${count}) n on conflict do nothing`);
  const rows = await queryRows<{ id: string }>(db, sql`select id from buyers where client_id = ${clientId} order by logon_name limit ${count}`);
  await db.execute(sql`delete from order_lines where order_id in (select id from orders where client_id = ${clientId} and status = 'open')`);
  return rows.map((row) => row.id);
}


export async function runCartBench(only?: string): Promise<number> {
  if (only === 'pglite') {
    console.error('the cart benchmark runs on Postgres only (concurrency needs real connections)');
    return 2;
  }
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/comptoir_bench';
  const bench = await openBenchDb({ databaseUrl: url, productCount: 100_000, log });
  await bench.handle.close();
  const handle = await openDb({ databaseUrl: url, maxConnections: POOL });
  const buyers = await benchBuyers(handle.db, CONNECTIONS);
  const codes = (await queryRows<{ code: string }>(handle.db, sql`select code from products where not is_restricted and sales_multiple = 1 and minimum_quantity = 1 order by md5(code) limit ${LINES * CONNECTIONS}`)).map((row) => row.code);
  const cookies = await Promise.all(buyers.map(async (buyerId) => `${cookieNames.session}=${(await startSession(handle.db, { buyerId, shipToId: null, userAgent: 'bench', ipAddress: '127.0.0.1' })).token}`));
  const counter = countQueries(handle);
  const app = createApp({
    db: handle.db,
    databaseKind: handle.kind,
    logger: createLogger('silent'),
    config: {
      nodeEnv: 'test',
      publicOrigin: ORIGIN,
      sessionSecret: 'bench-session-secret-that-is-long-enough',
      // Each bench buyer sends cart calls and submissions back to back, far beyond a person's pace: limits sized
      // for that load, so the bench measures the endpoints (the per-buyer limiter still runs on every request).
      requestLimits: { rules: { cart: { limit: 1_000_000, windowMs: 1000, burst: 100_000 }, checkout: { limit: 1_000_000, windowMs: 1000, burst: 100_000 } } },
    },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = (buyer: number, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: { Cookie: cookies[buyer] as string, Origin: ORIGIN, 'Content-Type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const codeFor = (buyer: number, i: number) => codes[(buyer * LINES + (i % LINES)) % codes.length] as string;
  /** One add-to-cart request of `count` products, the buyer's products i, i + 1… (one unit each). */
  const addSome = (buyer: number, i: number, count: number) =>
    call(buyer, '/api/cart/addtocart?callingLocation=react', { method: 'POST', body: { Products: Array.from({ length: count }, (_, k) => ({ ProductCode: codeFor(buyer, i + k), Quantity: 1 })) } });
  const addOne = (buyer: number, i: number) => addSome(buyer, i, 1);

  log(`\nPostgreSQL (BENCH_DATABASE_URL): ${bench.productCount} products, ${CONNECTIONS} connections, api pool ${POOL}, ${SECONDS} s per scenario, one buyer per connection; load average ${loadAverage()}`);
  log(`${'scenario'.padEnd(32)}  req/s   p50 ms   p95 ms   p99 ms   queries/req  errors  target p95`);
  // The target is read on the closed loop (each connection sends its next request at once: the machine's
  // saturation); an offered row shows the latency of the same 50 connections at a fixed lower rate.
  const row = (name: string, r: LoadResult, queries: number) =>
    `${name.padEnd(32)} ${(r.requests / r.seconds).toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${queries.toFixed(2).padStart(12)} ${String(r.errors).padStart(7)}`;
  // Under a closed loop's row, its CPU a request (cpu-meter.ts): what bounds the throughput, hence the latency.
  const cpu = (r: LoadResult, what?: string) => log(`    ${cpuLine(r.cpu, r.requests, what)}`);
  const report = (name: string, r: LoadResult, queries: number, goal: number, offered = false, what?: string) => {
    log(`${row(name, r, queries)}  ≤ ${goal} ms ${offered ? `at this rate: ${r.p95 <= goal ? 'within' : 'over'}` : r.p95 <= goal ? 'met' : 'missed'}`);
    if (!offered) cpu(r, what);
  };

  // The floor first, on the quiet machine: what the server, pool and load generator cost with no application code.
  if (PARTS.has('floor')) {
    log('machine floor (no application code)');
    for (const floor of await runFloor(handle.db, { connections: CONNECTIONS, seconds: SECONDS })) {
      log(row(`  ${floor.name}`, floor.result, floor.statements));
      cpu(floor.result);
    }
  }

  // Statements per request, counted on requests sent one at a time after each load (the load's warm-up would blur it).
  const perRequest = async (send: (i: number) => Promise<Response>, n = 10) => {
    const before = counter.read();
    for (let i = 0; i < n; i += 1) await (await send(i)).arrayBuffer();
    return (counter.read() - before) / n;
  };
  // Accept-Encoding as a browser sends it: the cart's answer comes gzip-compressed (decision 054).
  const spec = (buyer: number, path: string, body?: unknown): RequestSpec => ({
    path,
    method: body === undefined ? 'GET' : 'POST',
    headers: { Cookie: cookies[buyer] as string, Origin: ORIGIN, 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, deflate, br' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // Request i adds one unit of the buyer's (i mod 50) next product, as the in-process addOne does.
  const addRequests = Array.from({ length: CONNECTIONS * LINES }, (_, i) => {
    const buyer = i % CONNECTIONS;
    return spec(buyer, '/api/cart/addtocart?callingLocation=react', { Products: [{ ProductCode: codeFor(buyer, Math.floor(i / CONNECTIONS)), Quantity: 1 }] });
  });
  if (PARTS.has('add')) {
    const add = await runLoad({ base, requests: addRequests, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 2, pinned: true });
    const addQueries = await perRequest((i) => addOne(i % CONNECTIONS, i));
    report('add-to-cart', add, addQueries, 25);
    const offeredAdd = await runLoad({ base, requests: addRequests, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 2, pinned: true, ratePerSecond: OFFERED[0] });
    report(`  offered ${OFFERED[0]} a second`, offeredAdd, addQueries, 25, true);
  }

  await Promise.all(buyers.map((_, buyer) => addSome(buyer, 0, LINES).then((r) => r.arrayBuffer())));
  const [lines] = await queryRows<{ n: number }>(handle.db, sql`select min(c)::int as n from (select count(*) as c from order_lines l join orders o on o.id = l.order_id where o.buyer_id = any(${sql`array[${sql.join(buyers.map((id) => sql`${id}`), sql`, `)}]::uuid[]`}) and o.status = 'open' group by o.id) x`);
  const detailRequests = buyers.map((_, buyer) => spec(buyer, '/api/cart/cartDetails'));
  if (PARTS.has('details')) {
    const details = await runLoad({ base, requests: detailRequests, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 2, pinned: true });
    const detailQueries = await perRequest((i) => call(i % CONNECTIONS, '/api/cart/cartDetails'));
    report(`cart details (${lines?.n ?? 0} lines)`, details, detailQueries, 20);
    const offeredDetails = await runLoad({ base, requests: detailRequests, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 2, pinned: true, ratePerSecond: OFFERED[1] });
    report(`  offered ${OFFERED[1]} a second`, offeredDetails, detailQueries, 20, true);
    // The rows above read unchanged carts, which the answer cache serves (decision 050). Here each read follows a
    // change of the cart (a line note, untimed), so every answer is priced and serialised again.
    const noteThenRead = Array.from({ length: CONNECTIONS * 2 }, (_, i) =>
      i < CONNECTIONS ? { ...spec(i, '/api/cart/saveLineNote/1', { LineNote: 'bench' }), timed: false } : spec(i - CONNECTIONS, '/api/cart/cartDetails'));
    const rebuilt = await runLoad({ base, requests: noteThenRead, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 2, pinned: true });
    let rebuiltQueries = 0;
    for (let i = 0; i < 10; i += 1) {
      await (await call(i, '/api/cart/saveLineNote/1', { method: 'POST', body: { LineNote: 'bench' } })).arrayBuffer();
      const before = counter.read();
      await (await call(i, '/api/cart/cartDetails')).arrayBuffer();
      rebuiltQueries += (counter.read() - before) / 10;
    }
    log(`${row('  after a change: answer rebuilt', rebuilt, rebuiltQueries)}  (each read follows a line note saved, untimed)`);
    cpu(rebuilt, 'a read with its untimed line note');
  }
  if (PARTS.has('submit')) await benchSubmit();
  await new Promise((resolve) => server.close(resolve));
  await handle.close().catch(() => undefined);
  return 0;

  async function benchSubmit() {
    // Submit: each connection refills its own cart with three products and reads its number (untimed), then
    // times the submission alone; request i is step i / connections mod 3 of buyer i mod connections.
    const submitFlow = Array.from({ length: CONNECTIONS * 3 }, (_, i) => {
      const buyer = i % CONNECTIONS;
      const step = Math.floor(i / CONNECTIONS);
      if (step === 0) return { ...spec(buyer, '/api/cart/addtocart?callingLocation=react', { Products: [0, 1, 2].map((k) => ({ ProductCode: codeFor(buyer, k), Quantity: 1 })) }), timed: false };
      if (step === 1) return { ...spec(buyer, '/api/cart/cartDetails'), timed: false, keep: 'OrderId' };
      const submit = spec(buyer, '/api/checkout/orders/{OrderId}/submit', { billingOptionType: 1 });
      return { ...submit, headers: { ...submit.headers, 'Idempotency-Key': 'bench-{n}' }, expectStatus: 201 };
    });
    const submitted = await runLoad({ base, requests: submitFlow, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 2, pinned: true });
    const offeredSubmits = await runLoad({ base, requests: submitFlow, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 2, pinned: true, ratePerSecond: OFFERED[2] });
    // Queries per submission, counted alone (the load above interleaves refills).
    await addOne(0, 0).then((r) => r.arrayBuffer());
    const probeCart = (await (await call(0, '/api/cart/cartDetails')).json()) as { OrderId: number };
    const before = counter.read();
    await (await call(0, `/api/checkout/orders/${probeCart.OrderId}/submit`, { method: 'POST', body: { billingOptionType: 1 }, headers: { 'Idempotency-Key': `bench-probe-${process.pid}` } })).arrayBuffer();
    const submitQueries = counter.read() - before;
    log(`load average after: ${loadAverage()}`);
    report('submit', submitted, submitQueries, 100, false, 'a submission with its untimed refill');
    report(`  offered ${OFFERED[2]} a second`, offeredSubmits, submitQueries, 100, true);
  }
}
