import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type Database } from '../db/index.ts';
import * as t from '../db/schema/index.ts';
import { SESSION_CHANGES_CHANNEL, SESSION_TABLES, changesSessions, sessionChangesOf, type SessionChangeFeed } from '../db/session-changes.ts';
import { openTestDb, testDrivers, type TestDb } from '../db/test-db.ts';
import { createCatalogue, createColleague, createShopper, type Shopper } from '../test/commerce-world.ts';
import { otherProcessConnection } from '../test/other-process.ts';
import { findSession, revokeBuyerSessions, revokeSession, startSession } from './session-store.ts';

const MINUTE = 60_000;

/** Statements the pool's driver is sent while `run` runs (every statement goes through postgres-js `unsafe`). */
async function statementsOf(handle: TestDb, run: () => Promise<unknown>): Promise<number> {
  const client = handle.client as unknown as { unsafe: (...args: unknown[]) => unknown };
  const original = client.unsafe;
  let statements = 0;
  client.unsafe = (...args: unknown[]) => {
    statements += 1;
    return original.apply(client, args);
  };
  try {
    await run();
  } finally {
    client.unsafe = original;
  }
  return statements;
}

/** The oracle: a transaction's executor has no kept sessions, so this reads the database every time. */
const uncached = (db: Database, token: string, now: Date) => db.transaction((tx) => findSession(tx, token, now));

describe('which statements change a session', () => {
  it('names writes of the session tables, whatever their quoting, and nothing else', () => {
    expect(changesSessions('update "sessions" set "revoked_at" = $1 where "sessions"."token_hash" = $2')).toBe(true);
    expect(changesSessions('update sessions set ship_to_id = $1::uuid where id = $2')).toBe(true);
    expect(changesSessions('with gone as (delete from "ship_tos" where id = $1 returning id) select count(*) from gone')).toBe(true);
    expect(changesSessions('insert into "approval_group_approvers" ("approval_group_id", "buyer_id") values ($1, $2)')).toBe(true);
    expect(changesSessions('TRUNCATE TABLE public.buyers CASCADE')).toBe(true);
    expect(changesSessions('update "clients" set "settings" = $1')).toBe(true);
    expect(changesSessions('UPDATE ONLY public.sessions s SET revoked_at = now()')).toBe(true);
    expect(changesSessions('select * from "sessions" inner join "buyers" on true for update')).toBe(false);
    expect(changesSessions('update "orders" set "version" = "version" + 1 where "buyer_id" = $1')).toBe(false);
    expect(changesSessions('insert into "buyers_history" ("id") values ($1)')).toBe(false);
    expect(changesSessions('update sessions set last_seen_at = $1::timestamptz where id = $2')).toBe(false);
  });
});

describe.runIf(testDrivers().includes('postgres'))('live sessions kept in memory (PostgreSQL)', () => {
  let handle: TestDb;
  let db: Database;
  let feed: SessionChangeFeed;
  let shopper: Shopper;
  let colleague: Shopper;
  beforeAll(async () => {
    handle = await openTestDb({ driver: 'postgres' });
    db = handle.db;
    feed = sessionChangesOf(db) as SessionChangeFeed;
    const catalogue = await createCatalogue(db);
    shopper = await createShopper(db, catalogue);
    colleague = await createColleague(db, shopper);
  });
  afterAll(async () => handle?.close());
  /** The pool's own client, which the statement watch does not see. */
  const raw = () => handle.client as Sql;

  const open = async (buyer: Shopper, adminUserId: string | null = null) =>
    (await startSession(db, { buyerId: buyer.buyerId, shipToId: buyer.shipToId, userAgent: 'test', ipAddress: '127.0.0.1', adminUserId })).token;

  it('answers a session read again from memory, and reads it anew once a session row changed', async () => {
    const token = await open(shopper);
    const now = new Date();
    expect(await statementsOf(handle, () => findSession(db, token, now))).toBe(1);
    expect(await statementsOf(handle, () => findSession(db, token, now))).toBe(0);
    await db.update(t.clients).set({ brandKey: 'changed' }).where(eq(t.clients.id, shopper.clientId));
    let read: Awaited<ReturnType<typeof findSession>> = null;
    expect(await statementsOf(handle, async () => (read = await findSession(db, token, now)))).toBe(1);
    expect(read).toMatchObject({ client: { brandKey: 'changed' } });
    // Refreshing last_seen_at after five minutes is a read and a write, and forgets no one.
    const later = new Date(now.getTime() + 6 * MINUTE);
    const epoch = feed.epoch;
    expect(await statementsOf(handle, () => findSession(db, token, later))).toBe(2);
    expect(feed.epoch).toBe(epoch);
    expect(await statementsOf(handle, () => findSession(db, token, later))).toBe(0);
    // Past its expiry a kept session is no session.
    const expired = new Date(((read as unknown as { expiresAt: Date }).expiresAt).getTime() + 1);
    expect(await findSession(db, token, expired)).toBeNull();
  });

  it('forgets a session another connection changed, once the notification arrives', async () => {
    const token = await open(shopper);
    expect(await findSession(db, token)).not.toBeNull();
    // Another process's write: only the database's notification can tell the kept session is gone.
    const other = otherProcessConnection(handle);
    await other`update sessions set revoked_at = now() where buyer_id = ${shopper.buyerId} and revoked_at is null`.finally(() => other.end());
    await vi.waitFor(async () => expect(await findSession(db, token)).toBeNull(), { timeout: 5000, interval: 20 });
  });

  it('serves nothing from memory while its listener is down, and again once it listens', async () => {
    const token = await open(colleague);
    await findSession(db, token);
    expect(feed.live).toBe(true);
    await raw()`select pg_terminate_backend(backend_pid) from change_listeners where channel = ${SESSION_CHANGES_CHANNEL}`;
    await vi.waitFor(() => expect(feed.live).toBe(false), { timeout: 5000, interval: 10 });
    expect(await statementsOf(handle, () => findSession(db, token))).toBe(1);
    expect(await statementsOf(handle, () => findSession(db, token))).toBe(1);
    await vi.waitFor(() => expect(feed.live).toBe(true), { timeout: 10_000, interval: 50 });
    await findSession(db, token);
    expect(await statementsOf(handle, () => findSession(db, token))).toBe(0);
  });

  it('follows every table whose deletes reach a session row through a foreign key', async () => {
    const referenced = await queryRows<{ child: string; parent: string }>(
      db,
      sql`select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint
          where contype = 'f' and conrelid::regclass::text = any(${sql.raw(`array['sessions','buyers','clients','approval_group_approvers']`)})
          and (confdeltype in ('c', 'n', 'd') or confupdtype in ('c', 'n', 'd'))`,
    );
    expect(referenced.length).toBeGreaterThan(0);
    for (const { parent } of referenced) expect(SESSION_TABLES).toContain(parent);
  });

  type Change = (ctx: { tokens: string[]; buyers: Shopper[]; groupId: string; spareShipToId: string }) => Promise<unknown>;
  const changes: Record<string, fc.Arbitrary<Change>> = {
    revoke: fc.nat(3).map((i) => ({ tokens }) => revokeSession(db, tokens[i] as string)),
    revokeBuyer: fc.nat(1).map((i) => ({ buyers }) => revokeBuyerSessions(db, (buyers[i] as Shopper).buyerId)),
    activate: fc.tuple(fc.nat(1), fc.boolean()).map(([i, active]) => ({ buyers }) => db.update(t.buyers).set({ isActive: active }).where(eq(t.buyers.id, (buyers[i] as Shopper).buyerId))),
    language: fc.tuple(fc.nat(1), fc.constantFrom('en-CA', 'fr-CA')).map(([i, cultureCode]) => ({ buyers }) => db.update(t.buyers).set({ cultureCode }).where(eq(t.buyers.id, (buyers[i] as Shopper).buyerId))),
    admin: fc.tuple(fc.nat(1), fc.boolean()).map(([i, isAdmin]) => ({ buyers }) => db.update(t.buyers).set({ isAdmin }).where(eq(t.buyers.id, (buyers[i] as Shopper).buyerId))),
    settings: fc.integer().map((n) => ({ buyers }) => db.execute(sql`update clients set settings = settings || ${JSON.stringify({ sessionCacheProbe: n })}::jsonb where id = ${(buyers[0] as Shopper).clientId}`)),
    approver: fc.tuple(fc.nat(1), fc.boolean()).map(([i, add]) => ({ buyers, groupId }) => {
      const buyerId = (buyers[i] as Shopper).buyerId;
      return add
        ? db.insert(t.approvalGroupApprovers).values({ approvalGroupId: groupId, buyerId }).onConflictDoNothing()
        : db.delete(t.approvalGroupApprovers).where(eq(t.approvalGroupApprovers.buyerId, buyerId));
    }),
    shipTo: fc.tuple(fc.nat(3), fc.boolean()).map(([i, spare]) => ({ tokens, buyers, spareShipToId }) =>
      db.execute(sql`update sessions set ship_to_id = ${spare ? spareShipToId : (buyers[0] as Shopper).shipToId}::uuid where token_hash = encode(sha256(convert_to(${tokens[i] as string}, 'UTF8')), 'hex')`)),
    // In a transaction, seen when it commits; the statement itself rolls back half the time.
    inTransaction: fc.tuple(fc.nat(1), fc.boolean()).map(([i, commit]) => ({ buyers }) =>
      db.transaction(async (tx) => {
        await tx.update(t.buyers).set({ firstPageType: commit ? 2 : 3 }).where(eq(t.buyers.id, (buyers[i] as Shopper).buyerId));
        if (!commit) tx.rollback();
      }).catch(() => undefined)),
    readLater: fc.constant(async () => undefined),
  };

  it('always answers what the database holds, whatever changed between reads (property)', async () => {
    const catalogue = await createCatalogue(db);
    const first = await createShopper(db, catalogue);
    const buyers = [first, await createColleague(db, first)];
    const [group] = await db.insert(t.approvalGroups).values({ clientId: first.clientId, nameEn: 'Group', nameFr: 'Groupe' }).returning({ id: t.approvalGroups.id });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.oneof(...Object.values(changes)), fc.nat(3), fc.nat(12)), { minLength: 1, maxLength: 10 }), async (steps) => {
        await db.update(t.buyers).set({ isActive: true, isAdmin: false }).where(eq(t.buyers.clientId, first.clientId));
        const [spare] = await db.insert(t.shipTos).values({ clientId: first.clientId, shipToNo: `S${Math.random().toString(36).slice(2, 8)}`, name: 'Spare', line1: '2 Main St', city: 'Town', province: 'ON', postalCode: 'K1A 0B1', deliveryZone: 'Z1' }).returning({ id: t.shipTos.id });
        const spareShipToId = (spare as { id: string }).id;
        // Four sessions: each buyer's own, and the first buyer acted for by the second as an admin.
        await db.update(t.buyers).set({ isAdmin: true }).where(eq(t.buyers.id, (buyers[1] as Shopper).buyerId));
        const tokens = [await open(buyers[0] as Shopper), await open(buyers[1] as Shopper), await open(buyers[0] as Shopper, (buyers[1] as Shopper).buyerId), await open(buyers[1] as Shopper)];
        const ctx = { tokens, buyers, groupId: (group as { id: string }).id, spareShipToId };
        const start = Date.now();
        for (const token of tokens) await findSession(db, token, new Date(start));
        for (const [change, read, minutes] of steps) {
          await change(ctx);
          const now = new Date(start + minutes * MINUTE);
          const token = tokens[read] as string;
          expect(await findSession(db, token, now)).toEqual(await uncached(db, token, now));
        }
        // The spare ship-to goes, clearing the sessions that held it.
        await db.delete(t.shipTos).where(eq(t.shipTos.id, spareShipToId));
        for (const token of tokens) expect(await findSession(db, token, new Date(start))).toEqual(await uncached(db, token, new Date(start)));
      }),
      { numRuns: 25 },
    );
    // A group's delete takes its approvers with it.
    await db.insert(t.approvalGroupApprovers).values({ approvalGroupId: (group as { id: string }).id, buyerId: first.buyerId }).onConflictDoNothing();
    await db.update(t.buyers).set({ isActive: true }).where(eq(t.buyers.id, first.buyerId));
    const token = await open(first);
    expect(await findSession(db, token)).toMatchObject({ buyer: { isApprover: true } });
    await db.delete(t.approvalGroups).where(eq(t.approvalGroups.id, (group as { id: string }).id));
    expect(await findSession(db, token)).toMatchObject({ buyer: { isApprover: false } });
  });
});
