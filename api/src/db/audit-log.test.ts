import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from './schema/index.ts';
import { describeEachDriver } from './test-db.ts';

/** The database's own message: drizzle wraps driver errors and keeps the original as `cause`. */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
    return 'accepted';
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
}

describeEachDriver('audit_log is append-only', (testDb) => {
  it('accepts inserts but the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { db } = testDb();
    const [row] = await db
      .insert(auditLog)
      .values({ prevHash: '0'.repeat(64), hash: 'a'.repeat(64), action: 'buyer.updated', entity: 'buyer', entityId: 'b1', after: { isActive: false } })
      .returning();
    expect(row?.seq).toBeGreaterThan(0);
    expect(await refusal(db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.seq, row!.seq)))).toMatch(/append-only: UPDATE/);
    expect(await refusal(db.delete(auditLog).where(eq(auditLog.seq, row!.seq)))).toMatch(/append-only: DELETE/);
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE/);
    const [kept] = await db.select().from(auditLog).where(eq(auditLog.seq, row!.seq));
    expect(kept).toMatchObject({ action: 'buyer.updated', after: { isActive: false } });
  });
});
