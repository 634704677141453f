import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.ts';
import { openDb, type DbHandle } from '../../db/index.ts';
import { describeEachDriver, openTestDb, testDrivers, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createColleague, createProduct, createShopper, sessionHeaders, type CatalogueIds } from '../../test/commerce-world.ts';
import { addToCart } from './add-to-cart.ts';
import { cartDetails } from './cart-service.ts';

/** Statements sent by the driver while `run` runs (drizzle sends each through the client's query or unsafe). */
async function statementsOf(handle: Pick<TestDb, 'client' | 'kind'>, run: () => Promise<unknown>): Promise<number> {
  const client = handle.client as unknown as Record<string, (...args: unknown[]) => unknown>;
  const method = handle.kind === 'pglite' ? 'query' : 'unsafe';
  const original = client[method] as (...args: unknown[]) => unknown;
  let statements = 0;
  client[method] = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client[method] = original;
  }
  return statements;
}

const withoutTiming = ({ timing: _timing, ...rest }: Record<string, unknown>) => rest;

describeEachDriver('cartDetails answer cache through HTTP', (testDb: () => TestDb) => {
  let catalogue: CatalogueIds;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    catalogue = await createCatalogue(testDb().db);
    app = createApp({ db: testDb().db, databaseKind: testDb().kind, logger: createLogger('silent'), config: commerceConfig });
  });

  it('answers an unchanged cart from the header statement and the session statement on PGlite, from memory on PostgreSQL, with the same body and its own timing', async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue);
    const items = await Promise.all([1250, 899, 4500].map((listPrice) => createProduct(db, catalogue, { listPrice })));
    await addToCart(db, shopper.ctx, { Products: items.map((item) => ({ ProductCode: item.code, Quantity: 3 })) });
    const headers = await sessionHeaders(db, shopper.buyerId);
    const get = () => app.request('/api/cart/cartDetails', { headers });
    let first: Response | undefined;
    let second: Response | undefined;
    // The first call also records the session's last use; the miss is the header, lines and prompts statements.
    await statementsOf(testDb(), async () => (first = await get()));
    const hitStatements = await statementsOf(testDb(), async () => (second = await get()));
    const session = testDb().kind === 'postgres' ? 0 : 1;
    // PGlite: the session's statement and the header's. PostgreSQL keeps live sessions (decision 053) and, while
    // nothing they are read from has changed, cart answers (decision 055) in memory.
    expect(hitStatements).toBe(testDb().kind === 'pglite' ? 2 : 0);
    expect(first?.status).toBe(200);
    expect(second?.status).toBe(200);
    expect(second?.headers.get('content-type')).toContain('application/json');
    const [miss, hit] = [(await first?.json()) as Record<string, unknown>, (await second?.json()) as Record<string, unknown>];
    expect(typeof hit.timing).toBe('number');
    expect(withoutTiming(hit)).toEqual(withoutTiming(miss));
    expect(withoutTiming(hit)).toEqual(withoutTiming(JSON.parse(JSON.stringify(await cartDetails(db, shopper.ctx))) as Record<string, unknown>));
    // A change of the cart is a miss again (header, lines, prompts), and shows.
    await addToCart(db, shopper.ctx, { Products: [{ ProductCode: (items[0] as { code: string }).code, Quantity: 1 }] });
    let changed: Response | undefined;
    expect(await statementsOf(testDb(), async () => (changed = await get()))).toBe(3 + session);
    expect(((await changed?.json()) as { CartInfo: { Products: Array<{ Quantity: number }> } }).CartInfo.Products[0]?.Quantity).toBe(4);
  });

  it("never serves one buyer's kept answer to another, and still checks the session on every call", async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue);
    const colleague = await createColleague(db, shopper);
    const otherClient = await createShopper(db, catalogue);
    const paper = await createProduct(db, catalogue, { listPrice: 1250 });
    await addToCart(db, shopper.ctx, { Products: [{ ProductCode: paper.code, Quantity: 7 }] });
    const [mine, colleagues, others] = await Promise.all([shopper, colleague, otherClient].map((buyer) => sessionHeaders(db, buyer.buyerId)));
    const cartOf = async (headers: Record<string, string> | undefined) => (await (await app.request('/api/cart/cartDetails', { headers: headers ?? {} })).json()) as { OrderId: number | null; CartInfo: { Products: unknown[] } };
    for (let round = 0; round < 2; round += 1) {
      expect((await cartOf(mine)).CartInfo.Products).toHaveLength(1);
      expect(await cartOf(colleagues)).toMatchObject({ OrderId: null, CartInfo: { Products: [] } });
      expect(await cartOf(others)).toMatchObject({ OrderId: null, CartInfo: { Products: [] } });
    }
    await addToCart(db, colleague.ctx, { Products: [{ ProductCode: paper.code, Quantity: 2 }] });
    const [own, theirs] = [await cartOf(mine), await cartOf(colleagues)];
    expect(theirs.OrderId).not.toBe(own.OrderId);
    expect(theirs.CartInfo.Products).toMatchObject([{ Quantity: 2 }]);
    // The session ended elsewhere: the kept answer is not served.
    await db.execute(sql`delete from sessions where buyer_id = ${shopper.buyerId}`);
    expect((await app.request('/api/cart/cartDetails', { headers: mine ?? {} })).status).toBe(401);
  });
});

describe.runIf(testDrivers().includes('postgres'))('cartDetails kept by two api processes on one database (decision 055)', () => {
  let first: TestDb;
  let second: DbHandle;
  beforeAll(async () => {
    first = await openTestDb({ driver: 'postgres' });
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${(first.client as unknown as { options: { database: string } }).options.database}`;
    second = await openDb({ databaseUrl: url.toString(), maxConnections: 2 });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("each answers from memory until the other changes the cart or the catalogue, then the change shows", async () => {
    const catalogue = await createCatalogue(first.db);
    const shopper = await createShopper(first.db, catalogue);
    const item = await createProduct(first.db, catalogue, { listPrice: 1250 });
    await addToCart(first.db, shopper.ctx, { Products: [{ ProductCode: item.code, Quantity: 2 }] });
    const headers = await sessionHeaders(first.db, shopper.buyerId);
    const apps = [first, second].map(({ db, kind }) => createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig }));
    type Answer = { CartInfo: { Products: Array<{ Quantity: number }> } };
    const read = async (index: number) => (await (await (apps[index] as ReturnType<typeof createApp>).request('/api/cart/cartDetails', { headers })).json()) as Answer;
    const quantityIn = async (index: number) => (await read(index)).CartInfo.Products[0]?.Quantity;
    // Both keep the answer: read again, neither sends a statement.
    for (const [index, handle] of [first, second].entries()) {
      await read(index);
      expect(await statementsOf(handle, () => read(index))).toBe(0);
    }
    // The first process changes the cart: the second is told, and answers the new quantity.
    await addToCart(first.db, shopper.ctx, { Products: [{ ProductCode: item.code, Quantity: 1 }] });
    expect(await quantityIn(0)).toBe(3);
    await vi.waitFor(async () => expect(await quantityIn(1)).toBe(3), { timeout: 5000, interval: 20 });
    // The second changes the catalogue: the first is told.
    const untimed = async (index: number) => withoutTiming((await read(index)) as unknown as Record<string, unknown>);
    const before = await untimed(0);
    await second.db.execute(sql`update products set list_price = 1999 where code = ${item.code}`);
    await vi.waitFor(async () => expect(await untimed(0)).not.toEqual(before), { timeout: 5000, interval: 20 });
    expect(await untimed(0)).toEqual(await untimed(1));
    expect(await untimed(1)).toEqual(withoutTiming(JSON.parse(JSON.stringify(await cartDetails(first.db, shopper.ctx))) as Record<string, unknown>));
  });
});
