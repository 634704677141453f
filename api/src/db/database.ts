import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** The one drizzle handle type services see, whichever driver (PGlite or postgres-js) is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repos accept either, so a service can pass its transaction down. */
export type Executor = Database | Transaction;

/**
 * Raw SQL rows from either driver: PGlite answers `{ rows }`, postgres-js an array.
 * Cast bigint / numeric results in SQL (`::int`, `::float8`): the drivers parse them differently.
 */
export async function queryRows<Row extends Record<string, unknown>>(db: Executor, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}

/** The rows of an `execute` result of either driver (for statements started in a group, decision 020). */
export const rowsOf = <Row extends Record<string, unknown>>(result: unknown): Row[] => (Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows);
