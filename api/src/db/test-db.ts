import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDb, type DbHandle } from './open-db.ts';
import { createPostgresDatabase, dropPostgresDatabase, pgliteDumpOf, type TestSnapshot } from './test-snapshots.ts';

export type TestDriver = 'pglite' | 'postgres';

export type TestDb = DbHandle & {
  /** For test names: 'PGlite (in memory)' or 'PostgreSQL (TEST_DATABASE_URL)'. */
  label: string;
  /** True when it starts as the tests' world, seeded (seedWorld then only builds the app). */
  seeded: boolean;
};

export interface OpenTestDbOptions {
  driver?: TestDriver;
  /** False to get an empty, unmigrated database. */
  migrate?: boolean;
  migrationsFolder?: string;
  /** Start migrated ('migrated', the default) or migrated and seeded with the tests' world ('world'). */
  snapshot?: TestSnapshot;
  /** See OpenDbOptions.searchPath. */
  searchPath?: string;
}

/** CI sets TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres); PGlite always runs. */
export function testDrivers(): TestDriver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

const labels: Record<TestDriver, string> = {
  pglite: 'PGlite (in memory)',
  postgres: 'PostgreSQL (TEST_DATABASE_URL)',
};

/**
 * A fresh database per call: in-memory PGlite, or a `comptoir_test_<random>` database dropped by close(). Migrated
 * ones are copies of the run's snapshots (test/global-setup.ts) when the api project's global setup made them.
 */
export async function openTestDb(options: OpenTestDbOptions = {}): Promise<TestDb> {
  const driver = options.driver ?? 'pglite';
  const snapshot = options.migrate === false || options.migrationsFolder ? undefined : (options.snapshot ?? 'migrated');
  const source = snapshot ? inject('testSnapshots')?.[driver]?.[snapshot] : undefined;
  if (snapshot === 'world' && !source) throw new Error('The world snapshot is made by the api project\'s global setup (api/vitest.config.ts)');
  const folder = { ...(options.migrationsFolder ? { migrationsFolder: options.migrationsFolder } : {}), ...(options.searchPath ? { searchPath: options.searchPath } : {}) };
  const handle =
    driver === 'pglite'
      ? await openDb({ inMemory: true, ...folder, ...(source ? { pgliteDump: pgliteDumpOf(source) } : {}) })
      : await openFreshPostgres(folder, source);
  if (options.migrate !== false && !source) await handle.migrate();
  return Object.assign(handle, { label: labels[driver], seeded: snapshot === 'world' });
}

async function openFreshPostgres(folder: { migrationsFolder?: string; searchPath?: string }, template: string | undefined): Promise<DbHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `comptoir_test_${randomBytes(6).toString('hex')}`;
  const handle = await openDb({ databaseUrl: await createPostgresDatabase(adminUrl, name, template), maxConnections: 4, ...folder });
  const closeHandle = handle.close;
  handle.close = async () => {
    await closeHandle();
    await dropPostgresDatabase(adminUrl, name);
  };
  return handle;
}

/** describeEachDriver with databases that start as the tests' world, for suites that call seedWorld. */
export const describeEachWorld = (name: string, fn: (testDb: () => TestDb) => void): void => describeEachDriver(name, fn, 'world');

/**
 * Runs one suite against every available driver, one migrated database per driver for the whole
 * suite (a copy of the run's snapshot: PGlite costs 2 s to load it). `fn` receives a getter, valid inside tests and hooks.
 */
export function describeEachDriver(name: string, fn: (testDb: () => TestDb) => void, snapshot: TestSnapshot = 'migrated'): void {
  for (const driver of testDrivers()) {
    describe(`${name} [${labels[driver]}]`, () => {
      let handle: TestDb | undefined;
      beforeAll(async () => {
        handle = await openTestDb({ driver, snapshot });
      });
      afterAll(async () => {
        await handle?.close();
      });
      fn(() => {
        if (!handle) throw new Error('The test database is opened in beforeAll; use it inside tests and hooks');
        return handle;
      });
    });
  }
}
