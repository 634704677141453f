import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../database.ts';

/** Rows for one table, inserted in dataset order; steps run in foreign-key order. */
export interface SeedStep {
  table: PgTable;
  rows: Record<string, unknown>[];
}

/** Type-checks the rows against the table, then erases the type so steps fit in one list. */
export function step<T extends PgTable>(table: T, rows: T['$inferInsert'][]): SeedStep {
  return { table, rows: rows as Record<string, unknown>[] };
}

/** Postgres accepts at most 65,535 bind parameters per statement. */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS_PER_STATEMENT = 5_000;

export function batchSize(table: PgTable): number {
  const columns = Object.keys(getTableColumns(table)).length;
  return Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_PARAMETERS / columns)));
}

/** Multi-row INSERTs; returns the number of rows written. */
export async function runStep(db: Executor, { table, rows }: SeedStep): Promise<number> {
  const size = batchSize(table);
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
  return rows.length;
}

export const tableName = (step: SeedStep) => getTableName(step.table);

/** Dataset dates are ISO strings; timestamptz columns take Date objects, date columns 'YYYY-MM-DD'. */
export const toDate = (iso: string) => new Date(iso);
export const toDay = (iso: string) => iso.slice(0, 10);
export const toDateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));
export const toDayOrNull = (iso: string | null) => (iso === null ? null : iso.slice(0, 10));
