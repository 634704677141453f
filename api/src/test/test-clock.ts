import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';

/**
 * A database clock for tests: with this search path (OpenTestDbOptions.searchPath), every unqualified now() — in the
 * repos' SQL, the migrations' defaults excepted — is test_clock.now(), which answers the instant set here (the real
 * clock while none is set). Both drivers, no change to the code under test.
 */
export const TEST_CLOCK_SEARCH_PATH = 'test_clock, pg_catalog, public';

/** Installs the clock (before any statement that calls now() is prepared) and answers its setter. */
export async function installTestClock(db: Database): Promise<(at: Date | null) => Promise<void>> {
  await db.execute(sql`create schema if not exists test_clock`);
  await db.execute(sql`create table if not exists test_clock.instant (at timestamptz)`);
  await db.execute(sql`insert into test_clock.instant select null where not exists (select 1 from test_clock.instant)`);
  await db.execute(sql.raw('create or replace function test_clock.now() returns timestamptz language sql stable as $$ select coalesce((select at from test_clock.instant), pg_catalog.now()) $$'));
  return async (at) => {
    await db.execute(sql`update test_clock.instant set at = ${at?.toISOString() ?? null}::timestamptz`);
  };
}
