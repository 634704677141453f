import { randomBytes } from 'node:crypto';
import { openDb, type DbHandle } from '@comptoir/api';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; real Postgres too when TEST_DATABASE_URL names a server (as the api's own suites do). */
export const drivers = (): Driver[] => (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

export const driverLabel: Record<Driver, string> = { pglite: 'PGlite (in memory)', postgres: 'PostgreSQL (TEST_DATABASE_URL)' };

const adminStatement = async (adminUrl: string, statement: string): Promise<void> => {
  const admin = await openDb({ databaseUrl: adminUrl, maxConnections: 1 });
  try {
    if (admin.kind === 'postgres') await admin.client.unsafe(statement);
  } finally {
    await admin.close();
  }
};

/** A fresh, migrated database: in-memory PGlite, or a `comptoir_contract_<random>` Postgres database dropped by close(). */
export async function openFreshDb(driver: Driver): Promise<DbHandle> {
  if (driver === 'pglite') {
    const handle = await openDb({ inMemory: true });
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `comptoir_contract_${randomBytes(6).toString('hex')}`;
  await adminStatement(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), maxConnections: 4 });
  const close = handle.close;
  handle.close = async () => {
    await close();
    await adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  await handle.migrate();
  return handle;
}
