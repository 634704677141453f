import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './database.ts';
import { defaultMigrationsFolder } from './migrations.ts';
import { openTestDb, testDrivers } from './test-db.ts';
import { migrationsBefore } from './test-migrations.ts';

for (const driver of testDrivers()) {
  describe(`migration 0013 sign-in throttling [${driver}]`, () => {
    let folder = '';
    beforeAll(async () => {
      folder = await migrationsBefore('0013_sign-in-throttling');
    });
    afterAll(async () => {
      await rm(folder, { recursive: true, force: true });
    });

    it('purges the logon names typed before it, in login_attempts and in the sign-in counters', async () => {
      const handle = await openTestDb({ driver, migrate: false });
      try {
        await handle.migrate({ migrationsFolder: folder });
        const pasted = 'Pasted-Passw0rd!';
        await handle.db.execute(sql`insert into login_attempts (logon_name, ip_address, succeeded) values (${pasted}, '198.51.100.1', false)`);
        await handle.db.execute(sql`insert into rate_limit_counters (key, window_start, hits) values (${`signin:account:${pasted.toLowerCase()}`}, now(), 1), ('password:00000000-0000-0000-0000-000000000001', now(), 2)`);
        await handle.migrate({ migrationsFolder: defaultMigrationsFolder });
        const attempts = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from login_attempts`);
        expect(attempts[0]?.n).toBe(0);
        const keys = await queryRows<{ key: string }>(handle.db, sql`select key from rate_limit_counters`);
        expect(keys.map((row) => row.key)).toEqual(['password:00000000-0000-0000-0000-000000000001']);
        const columns = await queryRows<{ name: string }>(handle.db, sql`select column_name as name from information_schema.columns where table_name = 'login_attempts' order by 1`);
        expect(columns.map((column) => column.name)).toEqual(['account_hash', 'at', 'buyer_id', 'id', 'ip_address', 'succeeded']);
      } finally {
        await handle.close();
      }
    });
  });
}
