import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/**
 * Rows per statement. Each batch travels as one JSON parameter, so the bind-parameter limit does not
 * apply; the cap keeps each statement's text to a few megabytes.
 */
export const ROWS_PER_STATEMENT = 5_000;

/**
 * One `INSERT … SELECT … FROM json_to_recordset($1)` per batch: building a multi-row VALUES list through
 * drizzle's query builder costs more JavaScript time than the database spends inserting. Column types
 * come from the drizzle schema; keys absent from every row are left to their column defaults.
 */
export async function runStep(db: Executor, { table, rows }: SeedStep): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = new Set<string>();
  for (const row of rows) for (const key in row) keys.add(key);
  const used = [...keys].map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column for '${key}'`);
    return { key, column };
  });
  const target = sql.join(used.map(({ column }) => sql.identifier(column.name)), sql`, `);
  const source = sql.join(used.map(({ key }) => sql.identifier(key)), sql`, `);
  const recordType = sql.raw(used.map(({ key, column }) => `"${key}" ${column.getSQLType()}`).join(', '));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT));
    await db.execute(
      sql`insert into ${table} (${target}) select ${source} from json_to_recordset(${batch}::json) as r(${recordType})`,
    );
  }
  return rows.length;
}

export const tableName = (step: SeedStep) => getTableName(step.table);

/** Dataset dates are ISO strings; timestamptz columns take Date objects, date columns 'YYYY-MM-DD'. */
export const toDate = (iso: string) => new Date(iso);
export const toDay = (iso: string) => iso.slice(0, 10);
export const toDateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));
export const toDayOrNull = (iso: string | null) => (iso === null ? null : iso.slice(0, 10));
