import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/index.ts';
import { describeEachDriver } from '../db/test-db.ts';
import { auditLog } from '../db/schema/index.ts';
import { audit, verifyAuditChain } from './audit.ts';
import { canonicalJson, checkChain, emptyChain, type ChainRow } from './audit-chain.ts';

describe('canonical JSON', () => {
  it('does not depend on key order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        return canonicalJson(object) === canonicalJson(reversed);
      }),
      { numRuns: 200 },
    );
  });
});

describeEachDriver('audit log', (testDb) => {
  const append = (entityId: string, after: unknown = { n: entityId }) =>
    testDb().db.transaction((tx) => audit(tx, { actor: null, clientId: null, action: 'test.append', entity: 'test', entityId, after, requestId: 'req-1' }));

  beforeAll(async () => {
    for (let i = 0; i < 5; i++) await append(`row-${i}`, { nested: { b: 1, a: [i, 'é'] } });
  });

  it('chains every row to the previous one and verifies', async () => {
    const result = await verifyAuditChain(testDb().db);
    expect(result).toMatchObject({ ok: true, firstBrokenSeq: null });
    expect(result.checked).toBeGreaterThanOrEqual(5);
  });

  it('keeps the chain intact under concurrent appends', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => append(`concurrent-${i}`)));
    expect((await verifyAuditChain(testDb().db)).ok).toBe(true);
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    const before = await testDb().db.$count(auditLog);
    await expect(
      testDb().db.transaction(async (tx) => {
        await audit(tx, { actor: null, clientId: null, action: 'test.rollback', entity: 'test', entityId: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await testDb().db.$count(auditLog)).toBe(before);
  });

  it('detects a rewritten row or a broken link', async () => {
    const rows: ChainRow[] = await testDb().db.select().from(auditLog).orderBy(auditLog.seq);
    const tampered = rows.map((row, index) => (index === 2 ? { ...row, after: { n: 'rewritten' } } : row));
    expect(checkChain(tampered, emptyChain)).toMatchObject({ ok: false, firstBrokenSeq: rows[2]?.seq });
    const dropped = rows.filter((_, index) => index !== 1);
    expect(checkChain(dropped, emptyChain)).toMatchObject({ ok: false, firstBrokenSeq: rows[2]?.seq });
  });

  it('is append-only in the database itself: UPDATE, DELETE and TRUNCATE are rejected', async () => {
    const { db } = testDb();
    await expect(db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [row] = await queryRows<{ forged: number }>(db, sql`select count(*)::int as forged from audit_log where action = 'forged'`);
    expect(row?.forged).toBe(0);
  });
});
