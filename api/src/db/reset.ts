import { sql } from 'drizzle-orm';
import type { DbHandle } from './open-db.ts';
import { migrationsSchema } from './migrations.ts';

/**
 * Drops everything the migrations created (schema public, with the extensions installed in it, and
 * drizzle's bookkeeping schema), then migrates from scratch. Works the same on PGlite and Postgres.
 */
export async function resetDatabase(handle: DbHandle): Promise<void> {
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`DROP SCHEMA IF EXISTS ${sql.identifier(migrationsSchema)} CASCADE`);
    await tx.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
    await tx.execute(sql`CREATE SCHEMA public`);
  });
  await handle.migrate();
}
