import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './database.ts';
import { defaultMigrationsFolder } from './migrations.ts';
import { openTestDb, testDrivers } from './test-db.ts';
import { migrationsBefore } from './test-migrations.ts';

const clientId = '00000000-0000-4000-8000-0000000000c1';
const adminId = '00000000-0000-4000-8000-0000000000a1';
/** Each buyer's password events, oldest first: [action, acted by an admin for them]. */
const histories: Record<string, Array<[string, boolean]>> = {
  created: [['admin.user.create', false]],
  copied: [['admin.user.copy', false]],
  changedAfterReset: [['admin.user.create', false], ['admin.user.resetPassword', false], ['auth.passwordChanged', false]],
  resetAfterChange: [['auth.passwordChanged', false], ['admin.user.resetPassword', false]],
  changedByAdminForThem: [['auth.passwordChanged', true]],
  seeded: [],
};
const mustChange = ['changedByAdminForThem', 'copied', 'created', 'resetAfterChange'];

for (const driver of testDrivers()) {
  describe(`migration 0015 password change required [${driver}]`, () => {
    let folder = '';
    beforeAll(async () => {
      folder = await migrationsBefore('0015_password-change-required');
    });
    afterAll(async () => {
      await rm(folder, { recursive: true, force: true });
    });

    it('asks for a change from the buyers whose last password was set by an administrator, by the audit log; seeded passwords stay', async () => {
      const handle = await openTestDb({ driver, migrate: false });
      try {
        await handle.migrate({ migrationsFolder: folder });
        await handle.db.execute(sql`insert into clients (id, client_no, name, province, division_code, warehouse_no, credit_card_mandatory_type, settings) values (${clientId}, 'C-0015', 'Migration', 'ON', 'D1', 'W1', 'optional', '{}')`);
        const names = ['admin', ...Object.keys(histories)];
        for (const [index, name] of names.entries()) {
          const id = name === 'admin' ? adminId : `00000000-0000-4000-8000-0000000000b${index}`;
          await handle.db.execute(sql`insert into buyers (id, client_id, logon_name, first_name, last_name, email_address, is_admin) values (${id}, ${clientId}, ${name}, ${name}, 'Buyer', ${`${name}@example.ca`}, ${name === 'admin'})`);
          for (const [step, [action, byAdmin]] of (histories[name] ?? []).entries()) {
            const actor = action.startsWith('admin.') || byAdmin ? adminId : id;
            await handle.db.execute(sql`insert into audit_log (prev_hash, hash, actor_id, on_behalf_of_id, client_id, action, entity, entity_id, at) values ('', ${`${name}-${step}`}, ${actor}, ${byAdmin ? id : null}, ${clientId}, ${action}, 'buyer', ${id}, now())`);
          }
        }
        await handle.migrate({ migrationsFolder: defaultMigrationsFolder });
        const flagged = await queryRows<{ name: string }>(handle.db, sql`select logon_name as name from buyers where password_change_required`);
        expect(flagged.map((row) => row.name).sort()).toEqual(mustChange);
      } finally {
        await handle.close();
      }
    });
  });
}
