import { sql } from 'drizzle-orm';
import type { Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogue, createShopper, type Shopper } from '../test/commerce-world.ts';
import { CART_ANSWER_TABLES, cartAnswerChangesOf, changesCartAnswers } from './cart-answer-changes.ts';
import type { ChangeFeed } from './change-feed.ts';
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
  const raw = () => handle.client as Sql;

  it('moves at once for a write of this process, and by notification for another connection\'s, a catalogue write included', async () => {
    expect(feed.live).toBe(true);
    let epoch = feed.epoch;
    await handle.db.execute(sql`update clients set minimum_order_amount = minimum_order_amount where id = ${shopper.clientId}`);
    expect(feed.epoch).toBeGreaterThan(epoch);
    // The raw client is not watched: only the notification of migration 0022's triggers tells.
    for (const change of [
      () => raw()`update orders set version = version + 1 where buyer_id = ${shopper.buyerId}`,
      () => raw()`update products set name_en = name_en where code in (select code from products limit 1)`,
    ]) {
      await vi.waitFor(() => expect(feed.epoch).toBeGreaterThan(epoch), { timeout: 5000, interval: 10 });
      epoch = feed.epoch;
      await change();
      await vi.waitFor(() => expect(feed.epoch).toBeGreaterThan(epoch), { timeout: 5000, interval: 10 });
    }
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
