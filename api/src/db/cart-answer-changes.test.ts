import { sql } from 'drizzle-orm';
import type { Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogue, createShopper, type Shopper } from '../test/commerce-world.ts';
import { otherProcessConnection } from '../test/other-process.ts';
import { CART_ANSWER_CHANGES_CHANNEL, CART_ANSWER_TABLES, cartAnswerChangesOf, changesCartAnswers } from './cart-answer-changes.ts';
import { listenForChanges, type ChangeFeed } from './change-feed.ts';
import { queryRows } from './database.ts';
import { openTestDb, testDrivers, type TestDb } from './test-db.ts';

describe('which statements change a cart answer', () => {
  it('names writes of the tables a cart is read from, the catalogue\'s among them, and nothing else', () => {
    expect(changesCartAnswers('update orders set version = version + 1, updated_at = now() where id = $1')).toBe(true);
    expect(changesCartAnswers('with l as (insert into "order_lines" ("order_id") values ($1) returning 1) select 1')).toBe(true);
    expect(changesCartAnswers('update "products" set "list_price" = $1')).toBe(true);
    expect(changesCartAnswers('DELETE FROM public.promotion_products WHERE promotion_id = $1')).toBe(true);
    expect(changesCartAnswers('select * from orders o join order_lines l on l.order_id = o.id for update of o')).toBe(false);
    expect(changesCartAnswers('insert into "audit_log" ("action") values ($1)')).toBe(false);
    expect(changesCartAnswers('update sessions set last_seen_at = $1::timestamptz where id = $2')).toBe(false);
    expect(changesCartAnswers('insert into orders_archive (id) values ($1)')).toBe(false);
  });
});

describe.runIf(testDrivers().includes('postgres'))('the cart answers\' change feed (PostgreSQL)', () => {
  let handle: TestDb;
  let feed: ChangeFeed;
  let shopper: Shopper;
  beforeAll(async () => {
    handle = await openTestDb({ driver: 'postgres' });
    feed = cartAnswerChangesOf(handle.db) as ChangeFeed;
    shopper = await createShopper(handle.db, await createCatalogue(handle.db));
  });
  afterAll(async () => handle?.close());

  const otherProcess = (callbacks: { onnotify?: () => void; onclose?: () => void } = {}) => otherProcessConnection(handle, callbacks);

  it('moves at once for a write of this process, and by notification for another process\'s, a catalogue write included', async () => {
    expect(feed.live).toBe(true);
    const epoch = feed.epoch;
    await handle.db.execute(sql`update clients set minimum_order_amount = minimum_order_amount where id = ${shopper.clientId}`);
    expect(feed.epoch).toBe(epoch + 1);
    const other = otherProcess();
    try {
      for (const change of [
        () => other`update orders set version = version + 1 where buyer_id = ${shopper.buyerId}`,
        () => other`update products set name_en = name_en where code in (select code from products limit 1)`,
      ]) {
        const before = feed.epoch;
        await change();
        await vi.waitFor(() => expect(feed.epoch).toBe(before + 1), { timeout: 5000, interval: 10 });
      }
    } finally {
      await other.end();
    }
  });

  it("is not told of this process's own writes while no other process listens, and is once one does", async () => {
    const other = otherProcess();
    try {
      // The pool's raw client writes as this process, unwatched: had it notified, that notification would come
      // before the other process's, and the epoch would move by two.
      const before = feed.epoch;
      await (handle.client as Sql)`update orders set version = version + 1 where buyer_id = ${shopper.buyerId}`;
      await other`update orders set version = version + 1 where buyer_id = ${shopper.buyerId}`;
      await vi.waitFor(() => expect(feed.epoch).toBeGreaterThan(before), { timeout: 5000, interval: 10 });
      expect(feed.epoch).toBe(before + 1);
      // Another process starts listening: from then on this process's writes are told to it.
      const listening = await listenForChanges(CART_ANSWER_CHANGES_CHANNEL, (callbacks) => otherProcess(callbacks), 'another-process');
      try {
        expect(listening.live).toBe(true);
        const seen = listening.epoch;
        await handle.db.execute(sql`update orders set version = version + 1 where buyer_id = ${shopper.buyerId}`);
        await vi.waitFor(() => expect(listening.epoch).toBe(seen + 1), { timeout: 5000, interval: 10 });
      } finally {
        await listening.close();
      }
      const [left] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from change_listeners where listener_id = 'another-process'`);
      expect(left?.count).toBe(0);
    } finally {
      await other.end();
    }
  });

  it('a new listener trusts its feed only once the transactions that could not see it registering have ended', async () => {
    const writer = otherProcess();
    let release: () => void = () => undefined;
    let updated: () => void = () => undefined;
    const wasUpdated = new Promise<void>((resolve) => (updated = resolve));
    const open = writer.begin(async (tx) => {
      await tx`update clients set minimum_order_amount = minimum_order_amount where id = ${shopper.clientId}`;
      updated();
      await new Promise<void>((resolve) => (release = resolve));
    });
    try {
      await wasUpdated;
      let ready = false;
      const listening = listenForChanges(CART_ANSWER_CHANGES_CHANNEL, (callbacks) => otherProcess(callbacks), 'a-third-process').then((feed) => ((ready = true), feed));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ready).toBe(false);
      release();
      await open;
      const feed = await listening;
      expect(feed.live).toBe(true);
      await feed.close();
    } finally {
      release();
      await writer.end();
    }
  });

  it('puts its registration back when the row goes (a reset drops the table), and forgets what it kept meanwhile', async () => {
    const before = feed.epoch;
    const other = otherProcess();
    await other`delete from change_listeners where channel = ${CART_ANSWER_CHANGES_CHANNEL}`.finally(() => other.end());
    await vi.waitFor(async () => {
      const [row] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from change_listeners where channel = ${CART_ANSWER_CHANGES_CHANNEL}`);
      expect(row?.count).toBe(1);
      expect(feed.live).toBe(true);
    }, { timeout: 5000, interval: 20 });
    expect(feed.epoch).toBeGreaterThan(before);
  });

  it('follows every table whose changes reach a cart\'s rows through a foreign key', async () => {
    const listed = `array[${CART_ANSWER_TABLES.map((table) => `'${table}'`).join(',')}]`;
    const referenced = await queryRows<{ parent: string }>(
      handle.db,
      sql`select distinct confrelid::regclass::text as parent from pg_constraint
          where contype = 'f' and conrelid::regclass::text = any(${sql.raw(listed)}) and (confdeltype in ('c', 'n', 'd') or confupdtype in ('c', 'n', 'd'))`,
    );
    for (const { parent } of referenced) expect(CART_ANSWER_TABLES).toContain(parent);
  });
});
