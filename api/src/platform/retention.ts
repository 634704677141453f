import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/index.ts';

/**
 * Rows the store keeps only for a while (decision 028): the table, and when one of its rows is due for
 * deletion. Each condition is answered by an index on the table, so a purge finding nothing costs little.
 */
export interface RetentionRule {
  readonly table: 'guest_carts' | 'sessions' | 'login_handoffs' | 'login_attempts';
  readonly due: SQL;
}

const olderThan = (column: SQLWrapper, ms: number) => sql`${column} < now() - ${ms}::bigint * interval '1 millisecond'`;

/** A rule for rows whose time column (`at`, `updated_at` …) is older than `keptMs`, or, for several columns, any of them. */
export const retentionRule = (table: RetentionRule['table'], columns: readonly string[], keptMs: number): RetentionRule => ({
  table,
  due: sql.join(
    columns.map((column) => olderThan(sql.identifier(column), keptMs)),
    sql` or `,
  ),
});

/**
 * Deletes up to `limit` due rows of a rule; answers how many. SKIP LOCKED: purges running at once in several
 * processes take different rows, and a row being changed right now is neither waited for nor deleted under
 * its change.
 */
export async function purgeDue(db: Executor, rule: RetentionRule, limit: number): Promise<number> {
  const table = sql.identifier(rule.table);
  const rows = await queryRows<{ id: string }>(db, sql`delete from ${table} where id in (select id from ${table} where ${rule.due} limit ${limit} for update skip locked) returning id`);
  return rows.length;
}

/** Every due row of a rule, a batch at a time (the operators' command; requests purge one small batch). */
export async function purgeAllDue(db: Executor, rule: RetentionRule, batch = 1000): Promise<number> {
  let total = 0;
  for (;;) {
    const purged = await purgeDue(db, rule, batch);
    total += purged;
    if (purged < batch) return total;
  }
}
