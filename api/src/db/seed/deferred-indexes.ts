import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../database.ts';

/**
 * Bulk-load recipe: foreign keys and secondary indexes are far cheaper to check and build once over
 * the loaded rows than row by row. Drops them (primary keys and unique constraints stay) and returns
 * a function that recreates each from its own catalog definition, which re-validates every row.
 * Both run inside the seed's transaction, so a failure leaves the schema untouched.
 */
export async function deferIndexesAndForeignKeys(tx: Executor): Promise<() => Promise<void>> {
  const foreignKeys = await queryRows<{ table: string; name: string; definition: string }>(
    tx,
    sql`select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace order by conrelid, conname`,
  );
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class t on t.oid = i.indrelid
        where t.relnamespace = 'public'::regnamespace
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
        order by 1`,
  );
  for (const fk of foreignKeys) await tx.execute(sql.raw(`alter table ${fk.table} drop constraint "${fk.name}"`));
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
  return async () => {
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    for (const fk of foreignKeys) {
      await tx.execute(sql.raw(`alter table ${fk.table} add constraint "${fk.name}" ${fk.definition}`));
    }
  };
}
