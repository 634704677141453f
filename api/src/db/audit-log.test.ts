import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from './schema/index.ts';
import { describeEachDriver } from './test-db.ts';

describeEachDriver('audit_log is append-only', (testDb) => {
  it('accepts inserts but the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { db } = testDb();
    const [row] = await db
      .insert(auditLog)
      .values({ prevHash: '0'.repeat(64), hash: 'a'.repeat(64), action: 'buyer.updated', entity: 'buyer', entityId: 'b1', after: { isActive: false } })
      .returning();
    expect(row?.seq).toBeGreaterThan(0);
    await expect(db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.seq, row!.seq))).rejects.toThrow(/append-only/);
    await expect(db.delete(auditLog).where(eq(auditLog.seq, row!.seq))).rejects.toThrow(/append-only/);
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow(/append-only/);
    const [kept] = await db.select().from(auditLog).where(eq(auditLog.seq, row!.seq));
    expect(kept).toMatchObject({ action: 'buyer.updated', after: { isActive: false } });
  });
});
