import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDb, postgresClient, type DbHandle } from './open-db.ts';

export type TestDriver = 'pglite' | 'postgres';

export type TestDb = DbHandle & {
  /** For test names: 'PGlite (in memory)' or 'PostgreSQL (TEST_DATABASE_URL)'. */
  label: string;
};

export interface OpenTestDbOptions {
  driver?: TestDriver;
  /** False to get an empty, unmigrated database. */
  migrate?: boolean;
  migrationsFolder?: string;
}

/** CI sets TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres); PGlite always runs. */
export function testDrivers(): TestDriver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

const labels: Record<TestDriver, string> = {
  pglite: 'PGlite (in memory)',
  postgres: 'PostgreSQL (TEST_DATABASE_URL)',
};

/** A fresh database per call: in-memory PGlite, or a `comptoir_test_<random>` database dropped by close(). */
export async function openTestDb(options: OpenTestDbOptions = {}): Promise<TestDb> {
  const driver = options.driver ?? 'pglite';
  const folder = options.migrationsFolder ? { migrationsFolder: options.migrationsFolder } : {};
  const handle = driver === 'pglite' ? await openDb({ inMemory: true, ...folder }) : await openFreshPostgres(folder);
  if (options.migrate !== false) await handle.migrate();
  return Object.assign(handle, { label: labels[driver] });
}

async function openFreshPostgres(folder: { migrationsFolder?: string }): Promise<DbHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `comptoir_test_${randomBytes(6).toString('hex')}`;
  const admin = postgresClient(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), maxConnections: 4, ...folder });
  const closeHandle = handle.close;
  handle.close = async () => {
    await closeHandle();
    const dropper = postgresClient(adminUrl, { max: 1, onnotice: () => undefined });
    try {
      await dropper.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await dropper.end({ timeout: 5 });
    }
  };
  return handle;
}

/**
 * Runs one suite against every available driver, one migrated database per driver for the whole
 * suite (PGlite costs 1-2.5 s to start). `fn` receives a getter, valid inside tests and hooks.
 */
export function describeEachDriver(name: string, fn: (testDb: () => TestDb) => void): void {
  for (const driver of testDrivers()) {
    describe(`${name} [${labels[driver]}]`, () => {
      let handle: TestDb | undefined;
      beforeAll(async () => {
        handle = await openTestDb({ driver });
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
