import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/index.ts';

/** Bookkeeping a refused request is meant to move: sign-in attempts and the request limits' counters. */
const MEANT_TO_MOVE = new Set(['login_attempts', 'rate_limit_counters', 'rate_limit_paces']);

/**
 * Columns a signed-in request moves whatever it asks: a session's last use is written at most every 5 minutes
 * (session-store), so a suite running longer than that saw its first request after the mark 'change' sessions.
 */
export const movedByUse: ReadonlyMap<string, string> = new Map([['sessions', 'last_seen_at']]);

/** A row of `table` as text, without the column use moves. */
export const rowText = (table: string, alias = 't'): string => (movedByUse.has(table) ? `(to_jsonb(${alias}) - '${movedByUse.get(table)}')::text` : `${alias}::text`);

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
  // A table with a column moved by use is hashed without it (its rows' stamps move with that column).
  const parts = tables.map((name) =>
    movedByUse.has(name)
      ? `select '${name}' as name, count(*) || ':' || coalesce(md5(string_agg(${rowText(name)}, '|' order by ${rowText(name)})), '') as sum from "${name}" t`
      : `select '${name}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as sum from "${name}"`,
  );
  const rows = await queryRows<{ name: string; sum: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/** The tables whose fingerprint differs: [] when nothing changed. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]).sort();

/** Columns no request body may set: who owns a row, who may do what, its state and its prices. */
const PROTECTED_COLUMN = /^(id|client_id|buyer_id|is_admin|is_active|status|password_hash|logon_name|deleted_at|administered_by)$|price/;

/** A hash of every protected column of every table, by table: a body's extra members must leave it as it was. */
export async function protectedColumnsFingerprint(db: Executor): Promise<Record<string, string>> {
  const columns = await queryRows<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) if (PROTECTED_COLUMN.test(column)) byTable.set(table, [...(byTable.get(table) ?? []), `"${column}"`]);
  const parts = [...byTable].map(([table, names]) => `select '${table}' as name, coalesce(md5(string_agg(row(${names.join(', ')})::text, '|' order by row(${names.join(', ')})::text)), '') as sum from "${table}"`);
  const rows = await queryRows<{ name: string; sum: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/** The next transaction id: it moves only when a transaction that writes (or rolls back a write) begins. */
export const nextTransactionId = async (db: Executor): Promise<string> =>
  (await queryRows<{ xid: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`))[0]?.xid ?? '';

/**
 * The tables with rows committed by transactions from `xid` on (inserted or updated; a rolled-back write leaves none):
 * what one request changed, without a fingerprint taken before it. A delete leaves no row to see, nor does a write
 * to a table with a column moved by use (its stamps move with every use): the fingerprint around a run of requests
 * catches those.
 */
export async function tablesWrittenSince(db: Executor, xid: string): Promise<string[]> {
  const tables = (await queryRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`))
    .map((row) => row.name)
    .filter((name) => !MEANT_TO_MOVE.has(name) && !movedByUse.has(name));
  const parts = tables.map((name) => `select '${name}' as name from "${name}" where xmin::text::bigint >= ${BigInt(xid)} having count(*) > 0`);
  return (await queryRows<{ name: string }>(db, sql.raw(parts.join(' union all ')))).map((row) => row.name).sort();
}
