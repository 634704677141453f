import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from './database.ts';
import { MigrationError } from './errors.ts';
import { defaultMigrationsFolder, migrationVersion } from './migrations.ts';
import { describeEachDriver, openTestDb, testDrivers } from './test-db.ts';

const journal = JSON.parse(await readFile(path.join(defaultMigrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};
const latestTag = journal.entries.at(-1)?.tag;

const publicTables = async (db: Database) =>
  (await queryRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).map(
    (r) => r.name,
  );

describeEachDriver('migrations', (testDb) => {
  it('apply every committed migration and create the schema', async () => {
    const version = await migrationVersion(testDb().db);
    expect(version).toMatchObject({ tag: latestTag, applied: journal.entries.length });
    expect(await publicTables(testDb().db)).toEqual(expect.arrayContaining(['products', 'orders', 'audit_log', 'buyers']));
  });

  it('re-running migrate is a no-op', async () => {
    const before = await publicTables(testDb().db);
    await testDb().migrate();
    expect(await publicTables(testDb().db)).toEqual(before);
    expect((await migrationVersion(testDb().db))?.applied).toBe(journal.entries.length);
  });

  it('give the search columns accent-insensitive, stemmed vectors in both languages', async () => {
    const [row] = await queryRows<{ fr: string; en: string; trgm: number }>(
      testDb().db,
      sql`select to_tsvector('comptoir_fr', 'Chaises pivotantes ergonomiques') @@ plainto_tsquery('comptoir_fr', 'chaise ergonomique') as fr,
                 to_tsvector('comptoir_en', 'Crème-coloured folders') @@ plainto_tsquery('comptoir_en', 'creme folder') as en,
                 similarity(immutable_unaccent('Agrafeuse électrique'), 'agrafeuse electriqe')::float8 as trgm`,
    );
    expect(row).toMatchObject({ fr: true, en: true });
    expect(row?.trgm).toBeGreaterThan(0.5);
  });

  it('draw order numbers from a sequence', async () => {
    const numbers = await queryRows<{ n: number }>(testDb().db, sql`select nextval('order_no_seq')::int as n from generate_series(1, 2)`);
    expect(numbers[1]!.n - numbers[0]!.n).toBe(1);
  });
});

/** The committed migrations plus one that creates a table and then fails. */
async function brokenMigrationsFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'comptoir-broken-migrations-'));
  await cp(defaultMigrationsFolder, folder, { recursive: true });
  const tag = '9999_broken';
  await writeFile(
    path.join(folder, `${tag}.sql`),
    'CREATE TABLE broken_probe (id integer);\n--> statement-breakpoint\nSELECT no_such_function();\n',
  );
  const last = journal.entries.at(-1)!;
  const entries = [...journal.entries, { ...last, idx: journal.entries.length, when: last.when + 1000, tag }];
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

for (const driver of testDrivers()) {
  describe(`a failing migration [${driver}]`, () => {
    let folder = '';
    beforeAll(async () => {
      folder = await brokenMigrationsFolder();
    });
    afterAll(async () => {
      await rm(folder, { recursive: true, force: true });
    });

    it('on a fresh database, rolls back every migration of the run', async () => {
      const handle = await openTestDb({ driver, migrate: false, migrationsFolder: folder });
      try {
        await expect(handle.migrate()).rejects.toBeInstanceOf(MigrationError);
        expect(await publicTables(handle.db)).toEqual([]);
        expect(await migrationVersion(handle.db, folder)).toBeNull();
      } finally {
        await handle.close();
      }
    });

    it('on a migrated database, leaves schema and version as they were', async () => {
      const handle = await openTestDb({ driver });
      try {
        const tables = await publicTables(handle.db);
        const version = await migrationVersion(handle.db);
        await expect(handle.migrate({ migrationsFolder: folder })).rejects.toThrow(/no_such_function/);
        expect(await publicTables(handle.db)).toEqual(tables);
        expect(await migrationVersion(handle.db)).toEqual(version);
      } finally {
        await handle.close();
      }
    });
  });
}
