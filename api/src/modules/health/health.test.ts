import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { defaultMigrationsFolder } from '../../db/index.ts';
import { describeEachDriver, openTestDb, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';

const latestTag = (): string => {
  const journal = JSON.parse(readFileSync(path.join(defaultMigrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.at(-1)?.tag ?? '';
};

describeEachDriver('GET /api/health', (testDb: () => TestDb) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    const { db, kind } = testDb();
    app = createApp({ db, databaseKind: kind, logger: createLogger('silent') });
  });

  it('reports the database kind, the latest migration and the product count', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: testDb().kind, migration: latestTag(), products: 0 });
  });
});

it('answers 503 with the database kind when the database is gone, and logs why', async () => {
  const handle = await openTestDb();
  await handle.close();
  const lines: string[] = [];
  const app = createApp({ db: handle.db, databaseKind: handle.kind, logger: createLogger('info', {}, (line) => lines.push(line)) });
  const response = await app.request('/api/health');
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ status: 'unavailable', database: 'pglite' });
  const warning = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((record) => record.level === 'warn');
  expect(warning).toMatchObject({ msg: 'health check could not read the database', requestId: response.headers.get('X-Request-Id') });
});
