import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb, postgresClient, type DbHandle } from './open-db.ts';

/** What a test database starts as: migrated, or migrated and seeded with the tests' world (test-app.ts seedWorld). */
export type TestSnapshot = 'migrated' | 'world';

/**
 * A test run's snapshots, made once by the api project's global setup: PGlite data directories dumped to files,
 * and PostgreSQL databases to copy (CREATE DATABASE … TEMPLATE). Each suite then starts from a copy instead of
 * an empty cluster it migrates and seeds: on the 2-core machine that was 4-8 s a suite (PGlite's initdb alone 3-5 s).
 */
export interface TestSnapshots {
  readonly pglite: Record<TestSnapshot, string>;
  readonly postgres: Record<TestSnapshot, string> | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testSnapshots: TestSnapshots;
  }
}

type Seed = (handle: DbHandle) => Promise<unknown>;

const adminClient = (adminUrl: string) => postgresClient(adminUrl, { max: 1, onnotice: () => undefined });

/** `CREATE DATABASE name [TEMPLATE template]` on the server of `adminUrl`; answers the new database's URL. */
export async function createPostgresDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const admin = adminClient(adminUrl);
  try {
    await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = adminClient(adminUrl);
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function pgliteSnapshots(folder: string, seed: Seed): Promise<Record<TestSnapshot, string>> {
  const handle = await openDb({ inMemory: true });
  try {
    await handle.migrate();
    const dump = async (snapshot: TestSnapshot) => {
      if (handle.kind !== 'pglite') throw new Error('Expected PGlite');
      const file = path.join(folder, `${snapshot}.tar`);
      writeFileSync(file, Buffer.from(await (await handle.client.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    const migrated = await dump('migrated');
    await seed(handle);
    return { migrated, world: await dump('world') };
  } finally {
    await handle.close();
  }
}

async function postgresSnapshots(adminUrl: string, seed: Seed): Promise<Record<TestSnapshot, string>> {
  const suffix = randomBytes(4).toString('hex');
  const migrated = `comptoir_snapshot_migrated_${suffix}`;
  const world = `comptoir_snapshot_world_${suffix}`;
  const prepare = async (name: string, template: string | undefined, step: (handle: DbHandle) => Promise<unknown>) => {
    const handle = await openDb({ databaseUrl: await createPostgresDatabase(adminUrl, name, template), maxConnections: 4 });
    try {
      await step(handle);
    } finally {
      await handle.close();
    }
  };
  await prepare(migrated, undefined, (handle) => handle.migrate());
  await prepare(world, migrated, seed);
  return { migrated, world };
}

/** Makes the snapshots (PostgreSQL's only with `adminUrl`); `drop` removes them at the end of the run. */
export async function createSnapshots(seed: Seed, adminUrl: string | undefined): Promise<{ snapshots: TestSnapshots; drop: () => Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'comptoir-test-snapshots-'));
  const pglite = await pgliteSnapshots(folder, seed);
  const postgres = adminUrl ? await postgresSnapshots(adminUrl, seed) : null;
  const drop = async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl && postgres) for (const name of [postgres.world, postgres.migrated]) await dropPostgresDatabase(adminUrl, name);
  };
  return { snapshots: { pglite, postgres }, drop };
}

/** A PGlite snapshot to start an in-memory database from. */
export const pgliteDumpOf = (file: string): Blob => new Blob([readFileSync(file)]);
