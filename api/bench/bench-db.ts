import { count } from 'drizzle-orm';
import { generateDataset } from '@comptoir/fixtures';
import { openDb, seedDatabase, type DbHandle } from '../src/db/index.ts';
import { postgresClient } from '../src/db/open-db.ts';
import { products } from '../src/db/schema/index.ts';

/**
 * The seed the bench loads when its database is empty or holds another product count. The 100,000-product
 * database of the figures in the README was loaded with `pnpm db:reset --products 100000 --no-media` (the
 * default seed, after the fixtures id fix 6079d61); the bench keeps any database already at the wanted count.
 */
export const BENCH_SEED = 7;
export const BENCH_NOW = new Date('2026-03-02T12:00:00Z');

/** Creates the database named in the URL when the server does not have it yet. */
async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`BENCH_DATABASE_URL names an unusual database: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = postgresClient(admin.toString(), { max: 1, onnotice: () => undefined });
  try {
    const found = await sql`select 1 from pg_database where datname = ${name}`;
    if (found.length === 0) await sql.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function productCountOf(handle: DbHandle): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/** Drops every table and type so the migrations run from scratch (only ever on the bench database). */
async function wipe(handle: DbHandle): Promise<void> {
  if (handle.kind !== 'postgres') return;
  await handle.client.unsafe('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE;');
}

export interface BenchDb {
  handle: DbHandle;
  productCount: number;
  reseeded: boolean;
  seedMs: number;
}

/**
 * Opens (Postgres: creating it if missing) the bench database and loads the dataset, but only when the
 * product count differs from the one wanted: a 100,000-product load takes minutes.
 */
/**
 * Fresh statistics and no dead rows before measuring: the cart bench leaves thousands of changed orders and lines
 * behind, and a server may run without autovacuum (this machine's does), where plans then drift run after run.
 */
async function vacuumAnalyze(handle: DbHandle): Promise<void> {
  if (handle.kind === 'postgres') await handle.client.unsafe('VACUUM ANALYZE');
}

export async function openBenchDb(target: { databaseUrl?: string; productCount: number; log: (line: string) => void }): Promise<BenchDb> {
  if (target.databaseUrl) await ensureDatabaseExists(target.databaseUrl);
  const handle = target.databaseUrl
    ? await openDb({ databaseUrl: target.databaseUrl, maxConnections: 10 })
    : await openDb({ inMemory: true });
  await handle.migrate();
  const existing = await productCountOf(handle);
  if (existing === target.productCount) {
    await vacuumAnalyze(handle);
    return { handle, productCount: existing, reseeded: false, seedMs: 0 };
  }
  if (existing > 0) {
    target.log(`database holds ${existing} products, ${target.productCount} wanted: reloading`);
    await wipe(handle);
    await handle.migrate();
  }
  target.log(`generating and loading ${target.productCount} products …`);
  const started = performance.now();
  const dataset = generateDataset({ productCount: target.productCount, seed: BENCH_SEED, now: BENCH_NOW });
  await seedDatabase(handle.db, dataset);
  await vacuumAnalyze(handle);
  const seedMs = Math.round(performance.now() - started);
  target.log(`loaded in ${(seedMs / 1000).toFixed(1)} s`);
  return { handle, productCount: target.productCount, reseeded: true, seedMs };
}
