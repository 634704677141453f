import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, verifyAuditChain } from '../platform/audit.ts';
import { GENESIS_HASH, auditHash, chainOf } from '../platform/audit-chain.ts';
import { queryRows } from './database.ts';
import { defaultMigrationsFolder } from './migrations.ts';
import { auditLog } from './schema/index.ts';
import { openTestDb, testDrivers } from './test-db.ts';
import { migrationsBefore } from './test-migrations.ts';

const ACTORS = ['7f1c2a5e-0000-4000-8000-000000000001', '7f1c2a5e-0000-4000-8000-000000000002'];

for (const driver of testDrivers()) {
  describe(`migration 0018 audit chain heads [${driver}]`, () => {
    let folder = '';
    beforeAll(async () => {
      folder = await migrationsBefore('0018_audit-chain-heads');
    });
    afterAll(async () => {
      await rm(folder, { recursive: true, force: true });
    });

    it("takes each chain's last row as its head, so the next append links to it and the log still verifies", async () => {
      const handle = await openTestDb({ driver, migrate: false });
      try {
        await handle.migrate({ migrationsFolder: folder });
        // Rows as the advisory-lock append wrote them: three links on the first actor's chain, one on the second's.
        const heads = new Map<string, string>();
        for (const [index, actor] of [ACTORS[0], ACTORS[1], ACTORS[0], ACTORS[0]].entries()) {
          const chain = chainOf(actor ?? null);
          const row = { actorId: actor ?? null, onBehalfOfId: null, clientId: null, action: 'test.before', entity: 'test', entityId: `row-${index}`, before: null, after: { index }, requestId: '', at: new Date() };
          const prevHash = heads.get(chain) ?? GENESIS_HASH;
          const hash = auditHash(prevHash, row);
          await handle.db.insert(auditLog).values({ ...row, chain, prevHash, hash });
          heads.set(chain, hash);
        }
        await handle.migrate({ migrationsFolder: defaultMigrationsFolder });

        const stored = await queryRows<{ chain: string; hash: string }>(handle.db, sql`select chain, hash from audit_chain_heads order by chain`);
        expect(new Map(stored.map((head) => [head.chain, head.hash]))).toEqual(heads);
        await handle.db.transaction((tx) => audit(tx, { actor: ACTORS[0] ?? null, clientId: null, action: 'test.after', entity: 'test', entityId: 'next' }));
        const [next] = await queryRows<{ prev_hash: string }>(handle.db, sql`select prev_hash from audit_log where action = 'test.after'`);
        expect(next?.prev_hash).toBe(heads.get(chainOf(ACTORS[0] ?? null)));
        expect(await verifyAuditChain(handle.db)).toMatchObject({ ok: true, checked: 5, firstBrokenSeq: null });
      } finally {
        await handle.close();
      }
    });
  });
}
