import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres, { type Sql } from 'postgres';
import type { Database } from './database.ts';
import { DatabaseUnavailableError, MigrationError, describeConnectionError, redactUrl } from './errors.ts';
import { defaultMigrationsFolder, migrationsSchema, migrationsTable } from './migrations.ts';
import { preparingClient } from './prepared-statements.ts';
import { CART_ANSWER_CHANGES_CHANNEL, changesCartAnswers } from './cart-answer-changes.ts';
import { listenForChanges, registerChangeFeed } from './change-feed.ts';
import { SESSION_CHANGES_CHANNEL, changesSessions } from './session-changes.ts';
import { watchingClient } from './statement-watch.ts';
import * as schema from './schema/index.ts';

/** <repo>/.data: git-ignored home of the embedded database and generated media. */
export const defaultDataDir = fileURLToPath(new URL('../../../.data', import.meta.url));

export interface OpenDbOptions {
  /** postgres://… — use real Postgres through postgres-js. Otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of an empty cluster (tests' snapshots). */
  pgliteDump?: Blob;
  /** PGlite only: data directory; defaults to <repo>/.data/pglite. */
  pgliteDir?: string;
  migrationsFolder?: string;
  /** postgres-js pool size. */
  maxConnections?: number;
  /** Tests only: where unqualified names are looked up, on every connection (a test clock's now() ahead of pg_catalog's). */
  searchPath?: string;
}

interface HandleBase {
  db: Database;
  /** Where the data lives, without secrets: a directory, 'memory' or a redacted URL. */
  location: string;
  /** Apply pending migrations in one transaction; on failure nothing is applied and MigrationError is thrown. */
  migrate(options?: { migrationsFolder?: string }): Promise<void>;
  close(): Promise<void>;
}
export type DbHandle =
  | (HandleBase & { kind: 'pglite'; client: PGlite })
  | (HandleBase & { kind: 'postgres'; client: Sql });

export async function openDb(options: OpenDbOptions = {}): Promise<DbHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

const migrationConfig = (options: { migrationsFolder?: string | undefined }) => ({
  migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder,
  migrationsSchema,
  migrationsTable,
});

async function wrapMigration(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    throw new MigrationError(describeConnectionError(cause), { cause: error });
  }
}

async function openPglite(options: OpenDbOptions): Promise<DbHandle> {
  const dataDir = options.inMemory ? undefined : (options.pgliteDir ?? `${defaultDataDir}/pglite`);
  const location = dataDir ?? 'memory';
  let client: PGlite;
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    // Extensions can only be loaded through the constructor; CREATE EXTENSION (migration 0000) then installs them.
    client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}) });
  } catch (error) {
    throw new DatabaseUnavailableError(location, describeConnectionError(error), { cause: error });
  }
  if (options.searchPath) await client.exec(`set search_path = ${options.searchPath}`);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: 'pglite',
    client,
    db,
    location,
    migrate: (run) =>
      wrapMigration(() => migratePglite(drizzlePglite({ client, schema }), migrationConfig({ ...options, ...run }))),
    close: () => client.close(),
  };
}

/**
 * libpq's `?host=/var/run/postgresql` names a Unix-socket directory; postgres-js would send it to the server as a
 * setting. Moved into the driver's own host option, so one URL works for psql and the api alike.
 */
export function socketDirectory(databaseUrl: string): { url: string; host?: string } {
  const url = new URL(databaseUrl);
  const host = url.searchParams.get('host');
  if (!host?.startsWith('/')) return { url: databaseUrl };
  url.searchParams.delete('host');
  return { url: url.toString(), host };
}

/** A postgres-js client for a DATABASE_URL, over TCP or the Unix socket its `host` parameter names. */
export function postgresClient(databaseUrl: string, options: postgres.Options<Record<string, postgres.PostgresType>>): Sql {
  const socket = socketDirectory(databaseUrl);
  return postgres(socket.url, { ...(socket.host ? { host: socket.host } : {}), ...options });
}

async function openPostgres(databaseUrl: string, options: OpenDbOptions): Promise<DbHandle> {
  const location = redactUrl(databaseUrl);
  // The triggers of migration 0022 tell other processes of this pool's writes, not this one (decision 055).
  const listenerId = randomUUID();
  const client = postgresClient(databaseUrl, {
    max: options.maxConnections ?? 10,
    connect_timeout: 10,
    onnotice: () => undefined,
    // Every statement here is short OLTP work. PostgreSQL's JIT starts on the planner's cost estimate, and the
    // skewed per-product tables (media, tiers) push a 30-line cart's pricing statement past it: 24 ms compiling
    // what runs in 1 ms (EXPLAIN ANALYZE on the bench database). Off per connection, whatever the server's default.
    connection: { jit: 'off', 'comptoir.own_listener': listenerId, ...(options.searchPath ? { search_path: options.searchPath } : {}) },
  });
  try {
    await client`select 1`;
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => undefined);
    throw new DatabaseUnavailableError(location, describeConnectionError(error), { cause: error });
  }
  const listen = (channel: string, registerAs: string) =>
    listenForChanges(
      channel,
      ({ onnotify, onclose }) =>
        // postgres-js calls onnotify for any client's notifications; its types name it only on listen().
        postgresClient(databaseUrl, { max: 1, max_lifetime: null, connect_timeout: 10, fetch_types: false, onnotice: () => undefined, onclose, ...({ onnotify } as object) }),
      registerAs,
    );
  const [sessionChanges, cartAnswerChanges] = await Promise.all([listen(SESSION_CHANGES_CHANNEL, listenerId), listen(CART_ANSWER_CHANGES_CHANNEL, listenerId)]);
  const watched = watchingClient(watchingClient(preparingClient(client), changesSessions, sessionChanges.changed), changesCartAnswers, cartAnswerChanges.changed);
  const db = drizzlePostgres({ client: watched, schema }) as unknown as Database;
  registerChangeFeed(db, SESSION_CHANGES_CHANNEL, sessionChanges);
  registerChangeFeed(db, CART_ANSWER_CHANGES_CHANNEL, cartAnswerChanges);
  return {
    kind: 'postgres',
    client,
    db,
    location,
    migrate: (run) =>
      wrapMigration(() => migratePostgres(drizzlePostgres({ client, schema }), migrationConfig({ ...options, ...run }))),
    close: async () => {
      await Promise.all([sessionChanges.close(), cartAnswerChanges.close()]);
      await client.end({ timeout: 5 });
    },
  };
}
