import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../src/db/index.ts';
import { runLoad, type LoadResult } from './load-loop.ts';

/** Statements a floor transaction awaits one after another between BEGIN and COMMIT: add-to-cart's 8 round trips. */
const ROUND_TRIPS_INSIDE = 6;

/**
 * The machine's floor for the cart's targets: the same HTTP server (Hono on node-server), the same drizzle pool
 * and load generator at the same connections, with no application code. A scenario cannot be faster at p95 than
 * the floor row with its database round trips, whatever its code does.
 */
export async function runFloor(db: Database, options: { connections: number; seconds: number }): Promise<Array<{ name: string; statements: number; result: LoadResult }>> {
  const app = new Hono()
    .get('/http', (c) => c.json({ ok: true }))
    .get('/statement', async (c) => c.json(await db.execute(sql`select ${1}::int as x`)))
    .get('/transaction', async (c) =>
      c.json(
        await db.transaction(async (tx) => {
          for (let i = 0; i < ROUND_TRIPS_INSIDE; i += 1) await tx.execute(sql`select ${i}::int as x`);
          return { ok: true };
        }),
      ),
    );
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const floors = [
    { name: 'HTTP answer alone', path: '/http', statements: 0 },
    { name: 'one statement', path: '/statement', statements: 1 },
    { name: `${ROUND_TRIPS_INSIDE + 2} round trips in a transaction`, path: '/transaction', statements: ROUND_TRIPS_INSIDE + 2 },
  ];
  const rows = [];
  for (const { name, path, statements } of floors) {
    rows.push({ name, statements, result: await runLoad({ base, requests: [{ path }], connections: options.connections, seconds: options.seconds, warmupSeconds: 2 }) });
  }
  await new Promise((resolve) => server.close(resolve));
  return rows;
}
