import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDb, socketDirectory } from './open-db.ts';
import { queryRows } from './index.ts';

describe('a DATABASE_URL naming a Unix-socket directory (libpq: ?host=/dir)', () => {
  it('takes the directory out of the URL for the driver and keeps every other parameter', () => {
    expect(socketDirectory('postgres://postgres@localhost/comptoir?host=/var/run/postgresql&application_name=api')).toEqual({
      url: 'postgres://postgres@localhost/comptoir?application_name=api',
      host: '/var/run/postgresql',
    });
    expect(socketDirectory('postgres://postgres@127.0.0.1:5432/comptoir')).toEqual({ url: 'postgres://postgres@127.0.0.1:5432/comptoir' });
    expect(socketDirectory('postgres://postgres@127.0.0.1/comptoir?host=db.example.ca')).toEqual({ url: 'postgres://postgres@127.0.0.1/comptoir?host=db.example.ca' });
  });

  const socket = '/var/run/postgresql';
  const adminUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!adminUrl || !existsSync(`${socket}/.s.PGSQL.5432`))('connects through the socket (with TEST_DATABASE_URL, where the server has one)', async () => {
    const url = new URL(adminUrl as string);
    url.searchParams.set('host', socket);
    const handle = await openDb({ databaseUrl: url.toString(), maxConnections: 1 });
    try {
      const [row] = await queryRows<{ address: string | null }>(handle.db, sql`select inet_client_addr()::text as address`);
      expect(row?.address).toBeNull();
    } finally {
      await handle.close();
    }
  });
});
