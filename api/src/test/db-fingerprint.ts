import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/index.ts';

/** Bookkeeping a refused request is meant to move: sign-in attempts and the request limits' counters. */
const MEANT_TO_MOVE = new Set(['login_attempts', 'rate_limit_counters', 'rate_limit_paces']);

/**
 * Every application table's row count and content hash, one query: what a refused request must leave as it was.
 * Reading every table costs a few milliseconds on the tests' world; it spares each test from guessing which
 * tables a route could write (a route that writes one nobody thought of is the case worth catching).
 */
export async function databaseFingerprint(db: Executor): Promise<Record<string, string>> {
  const tables = (await queryRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`))
    .map((row) => row.name)
    .filter((name) => !MEANT_TO_MOVE.has(name));
  // Every insert or update writes a row version stamped with its transaction (xmin), and a delete lowers the count:
  // the count and the newest stamp move on any write, without reading a row's text (a hash of every row costs 30 times more).
  const parts = tables.map((name) => `select '${name}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as sum from "${name}"`);
  const rows = await queryRows<{ name: string; sum: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/** The tables whose fingerprint differs: [] when nothing changed. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]).sort();
