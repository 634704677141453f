import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/index.ts';
import { describeEachDriver } from '../db/test-db.ts';
import { auditLog } from '../db/schema/index.ts';
import { audit, verifyAuditChain } from './audit.ts';
import { GENESIS_HASH, auditHash, canonicalJson, chainOf, checkChain, emptyChain, type ChainRow } from './audit-chain.ts';

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

const ACTORS = ['0a5f1c1e-0000-4000-8000-000000000001', '0a5f1c1e-0000-4000-8000-000000000002', '0a5f1c1e-0000-4000-8000-000000000003', null] as const;

/** Rows as audit() writes them: the first `legacy` in the one chain of before decision 018, the rest in their actor's chain. */
const chainedRows = (actors: ReadonlyArray<string | null>, legacy: number): ChainRow[] => {
  const heads = new Map<string | null, string>();
  return actors.map((actorId, index) => {
    const chain = index < legacy ? null : chainOf(actorId);
    const prevHash = heads.get(chain) ?? GENESIS_HASH;
    const content = { actorId, onBehalfOfId: null, clientId: null, action: 'test.append', entity: 'test', entityId: `row-${index}`, before: null, after: { index }, requestId: '', at: new Date(Date.UTC(2026, 10, 25, 0, 0, index)) };
    const hash = auditHash(prevHash, content);
    heads.set(chain, hash);
    return { ...content, seq: index + 1, chain, prevHash, hash };
  });
};

describe('audit chains per actor', () => {
  const logs = fc.record({ actors: fc.array(fc.constantFrom(...ACTORS), { minLength: 2, maxLength: 40 }), legacy: fc.nat({ max: 10 }) });

  it('verifies any interleaving of actors, after rows of the one legacy chain', () => {
    fc.assert(
      fc.property(logs, ({ actors, legacy }) => {
        const rows = chainedRows(actors, legacy);
        expect(checkChain(rows, emptyChain)).toMatchObject({ ok: true, checked: rows.length, lastHash: rows.at(-1)?.hash });
        // Verified in batches of any size, the result is the same.
        const split = Math.floor(rows.length / 2);
        expect(checkChain(rows.slice(split), checkChain(rows.slice(0, split), emptyChain)).ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('finds a rewritten row, a row moved to another chain, and a removed row that its chain goes on from', () => {
    fc.assert(
      fc.property(logs, fc.nat(), (log, pick) => {
        const rows = chainedRows(log.actors, log.legacy);
        const at = pick % rows.length;
        const victim = rows[at] as ChainRow;
        const rewritten = rows.map((row, index) => (index === at ? { ...row, after: { forged: true } } : row));
        expect(checkChain(rewritten, emptyChain)).toMatchObject({ ok: false, firstBrokenSeq: victim.seq });
        const otherChain = victim.actorId === null ? chainOf(ACTORS[0]) : 'system';
        const moved = rows.map((row, index) => (index === at ? { ...row, chain: otherChain } : row));
        expect(checkChain(moved, emptyChain)).toMatchObject({ ok: false, firstBrokenSeq: victim.seq });
        const next = rows.findIndex((row, index) => index > at && row.chain === victim.chain);
        if (next >= 0) expect(checkChain(rows.filter((_, index) => index !== at), emptyChain)).toMatchObject({ ok: false, firstBrokenSeq: rows[next]?.seq });
      }),
      { numRuns: 300 },
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

  it('keeps every chain intact when many actors append at once, each to their own chain', async () => {
    const { db } = testDb();
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        db.transaction((tx) => audit(tx, { actor: ACTORS[i % ACTORS.length] ?? null, clientId: null, action: 'test.actors', entity: 'test', entityId: `actor-${i}`, requestId: 'req-2' })),
      ),
    );
    const rows = await queryRows<{ chain: string; actor_id: string | null }>(db, sql`select chain, actor_id from audit_log where action = 'test.actors'`);
    expect(rows.every((row) => row.chain === chainOf(row.actor_id))).toBe(true);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, firstBrokenSeq: null });
  });

  it('reads the head only once the chain is locked: an append that waited links to the row committed meanwhile', async () => {
    const { db } = testDb();
    const actor = ACTORS[0] ?? null;
    let appended!: () => void;
    const firstAppended = new Promise<void>((resolve) => (appended = resolve));
    const first = db.transaction(async (tx) => {
      await audit(tx, { actor, clientId: null, action: 'test.wait', entity: 'test', entityId: 'first' });
      appended();
      // Holds the chain's lock while the second append starts: it must wait, then see this row.
      await tx.execute(sql`select pg_sleep(0.2)`);
    });
    await firstAppended;
    const second = db.transaction((tx) => audit(tx, { actor, clientId: null, action: 'test.wait', entity: 'test', entityId: 'second' }));
    await Promise.all([first, second]);
    const rows = await queryRows<{ entity_id: string; hash: string; prev_hash: string }>(db, sql`select entity_id, hash, prev_hash from audit_log where action = 'test.wait' order by seq`);
    expect(rows.map((row) => row.entity_id)).toEqual(['first', 'second']);
    expect(rows[1]?.prev_hash).toBe(rows[0]?.hash);
  });

  it('hashes in the database exactly what the check re-computes, whatever the text (accents, emoji, quotes, escapes)', async () => {
    const { db } = testDb();
    const content = fc.record({ entityId: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), after: fc.jsonValue({ maxDepth: 2, stringUnit: 'grapheme' }) });
    await fc.assert(
      fc.asyncProperty(content, async ({ entityId, after }) => {
        await db.transaction((tx) => audit(tx, { actor: ACTORS[1] ?? null, clientId: null, action: 'test.text', entity: 'test', entityId, after, requestId: 'req-« é »' }));
        const [row] = await db.select().from(auditLog).where(sql`action = 'test.text'`).orderBy(sql`seq desc`).limit(1);
        expect(row && auditHash(row.prevHash, row)).toBe(row?.hash);
      }),
      { numRuns: 40 },
    );
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, firstBrokenSeq: null });
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

describeEachDriver("audit verify for one client's admin", (testDb) => {
  const CLIENT_A = '0c11e4a0-0000-4000-8000-00000000000a';
  const CLIENT_B = '0c11e4a0-0000-4000-8000-00000000000b';
  const append = (actor: string | null, clientId: string, entityId: string) =>
    testDb().db.transaction((tx) => audit(tx, { actor, clientId, action: 'test.client', entity: 'test', entityId }));

  it("walks only the client's actors' chains, and names a rewritten row only to the client it belongs to", async () => {
    const { db } = testDb();
    const [buyerA, buyerB] = [ACTORS[0], ACTORS[1]];
    for (const [actor, client, id] of [[buyerA, CLIENT_A, 'a1'], [buyerB, CLIENT_B, 'b1'], [buyerA, CLIENT_A, 'a2'], [null, CLIENT_A, 'system'], [buyerB, CLIENT_B, 'b2']] as const) {
      await append(actor, client, id);
    }
    expect(await verifyAuditChain(db, CLIENT_A)).toMatchObject({ ok: true, checked: 2, firstBrokenSeq: null });
    expect(await verifyAuditChain(db, CLIENT_B)).toMatchObject({ ok: true, checked: 2, firstBrokenSeq: null });
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, checked: 5 });

    // An operator with table rights rewrites one of client B's rows behind the append-only trigger.
    await db.execute(sql`alter table audit_log disable trigger user`);
    const [rewritten] = await queryRows<{ seq: number }>(db, sql`update audit_log set action = 'test.rewritten' where entity_id = 'b1' returning seq::int as seq`);
    await db.execute(sql`alter table audit_log enable trigger user`);
    expect(await verifyAuditChain(db, CLIENT_A)).toMatchObject({ ok: true, checked: 2, firstBrokenSeq: null });
    expect(await verifyAuditChain(db, CLIENT_B)).toMatchObject({ ok: false, firstBrokenSeq: rewritten?.seq });
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, firstBrokenSeq: rewritten?.seq });
  });
});
