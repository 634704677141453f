import { sql } from 'drizzle-orm';
import type { Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './database.ts';
import { preparingClient } from './prepared-statements.ts';
import { openTestDb, testDrivers, type TestDb } from './test-db.ts';

/** A stand-in for postgres-js that records what each statement was sent with. */
const recordingClient = () => {
  const sent: Array<{ query: string; prepare: boolean | undefined; inTransaction: boolean }> = [];
  const make = (inTransaction: boolean): Record<string, unknown> => ({
    unsafe: (query: string, _parameters: unknown[], options: { prepare?: boolean }) => sent.push({ query, prepare: options.prepare, inTransaction }),
    begin: (mode: string, body: (tx: unknown) => unknown) => body(make(true)),
    savepoint: (body: (tx: unknown) => unknown) => body(make(true)),
  });
  return { client: make(false) as unknown as Sql, sent };
};

describe('preparing client', () => {
  it('prepares parameterised statements, also inside transactions and savepoints, up to the cap of distinct texts', async () => {
    const { client, sent } = recordingClient();
    const wrapped = preparingClient(client, 2) as unknown as Record<string, (...args: unknown[]) => unknown>;
    wrapped.unsafe?.('select $1', [1]);
    wrapped.unsafe?.('select 1', []);
    await wrapped.begin?.('read write', (tx: Record<string, (...args: unknown[]) => unknown>) => {
      tx.unsafe?.('select $1 + 1', [1]);
      return tx.savepoint?.((inner: Record<string, (...args: unknown[]) => unknown>) => inner.unsafe?.('select $1 + 2', [1]));
    });
    wrapped.unsafe?.('select $1', [2]);
    expect(sent).toEqual([
      { query: 'select $1', prepare: true, inTransaction: false },
      { query: 'select 1', prepare: false, inTransaction: false },
      { query: 'select $1 + 1', prepare: true, inTransaction: true },
      { query: 'select $1 + 2', prepare: false, inTransaction: true },
      { query: 'select $1', prepare: true, inTransaction: false },
    ]);
  });
});

describe.runIf(testDrivers().includes('postgres'))('prepared statements on PostgreSQL', () => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await openTestDb({ driver: 'postgres' });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('keeps a parameterised statement prepared on its connection', async () => {
    const prepared = await handle.db.transaction(async (tx) => {
      await queryRows(tx, sql`select ${41}::int + 1 as prepared_probe`);
      return queryRows<{ n: number }>(tx, sql`select count(*)::int as n from pg_prepared_statements where statement like ${'%prepared_probe%'}`);
    });
    expect(prepared[0]?.n).toBe(1);
  });
});
