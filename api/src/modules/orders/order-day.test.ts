import { BuyAgainResponseSchema, OrderViewSchema, OrdersResponseSchema, addDays, toIsoDate } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createColleague, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';

// 21:30 in Toronto on 26 November 2026 is already 27 November in UTC (and in a database session kept in UTC).
const EVENING = '2026-11-27T02:30:00Z';
const TORONTO_DAY = '2026-11-26';

/** A buyer who orders one product through the cart and checkout; each order is then dated at the instant given. */
async function world(testDb: TestDb) {
  const { db, kind } = testDb;
  const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
  const catalogue = await createCatalogue(db);
  const product = await createProduct(db, catalogue, { listPrice: 1500 });
  const shopper = await createShopper(db, catalogue);
  const headers = { ...(await sessionHeaders(db, shopper.buyerId)), 'Accept-Language': 'fr-CA' };
  const get = async (path: string) => (await app.request(path, { headers })).json();
  const orderAt = async (instant: string) => {
    expect((await app.request('/api/cart/addtocart', { method: 'POST', headers, body: JSON.stringify({ Products: [{ ProductCode: product.code, Quantity: 2 }] }) })).status).toBe(200);
    const ref = ((await get('/api/cart/cartDetails')) as { OrderId: number }).OrderId;
    const submitted = await app.request(`/api/checkout/orders/${ref}/submit`, { method: 'POST', headers: { ...headers, 'Idempotency-Key': `order-day-${ref}` }, body: JSON.stringify({ billingOptionType: 1 }) });
    expect(submitted.status).toBe(201);
    await db.execute(sql`update orders set submitted_date = ${instant}::timestamptz where id = (select order_id from order_refs where ref = ${ref})`);
    return ref;
  };
  return { db, app, product, shopper, headers, get, orderAt };
}

describeEachDriver('the day of an order', (testDb: () => TestDb) => {
  it('an order placed in the Canadian evening is dated that day in the lists, the order, its approval history, buy again and the product card (UTC had the next day)', async () => {
    const { db, app, product, shopper, headers, get, orderAt } = await world(testDb());
    const approver = await createColleague(db, shopper);
    const ref = await orderAt(EVENING);
    await db.execute(sql`insert into approval_history (order_id, approver_id, action, comment, at)
      select order_id, ${approver.buyerId}, 'approved', 'OK', ${EVENING}::timestamptz from order_refs where ref = ${ref}`);

    const listed = OrdersResponseSchema.parse(await get(`/svc/orders/buyers/${shopper.buyerId}/orders?daysBack=-1&count=10`));
    expect(listed.map((order) => order.SubmittedDate)).toEqual([TORONTO_DAY]);
    const view = OrderViewSchema.parse(await get(`/svc/orders/orders/${ref}`));
    expect(view.summaryInfo.orderDate).toBe(TORONTO_DAY);
    expect(view.OrderApproversHistory.map((entry) => entry.date)).toEqual([TORONTO_DAY]);
    expect(view.postedComments.map((comment) => comment.date)).toEqual([TORONTO_DAY]);
    expect(BuyAgainResponseSchema.parse(await get(`/svc/orders/buyers/${shopper.buyerId}/buy-again`)).map((item) => item.LastPurchasedDate)).toEqual([TORONTO_DAY]);
    const card = (await (await app.request('/svc/search/Search/keyword', { method: 'POST', headers, body: JSON.stringify({ keyWord: product.code, language: 'fr' }) })).json()) as { Records: Array<{ ProductCode: string; LastPurchasedDate: string | null }> };
    expect(card.Records.find((record) => record.ProductCode === product.code)?.LastPurchasedDate).toBe(TORONTO_DAY);
  });

  it("a window of days starts at midnight in Toronto: an order of the evening before the window's first day is outside it", async () => {
    const { shopper, get, orderAt } = await world(testDb());
    const first = addDays(toIsoDate(new Date()), -30);
    // 21:00 in Toronto the day before the window (02:00 UTC on its first day), then 00:30 in Toronto on its first day.
    await orderAt(`${first}T02:00:00Z`);
    const inside = await orderAt(`${first}T05:30:00Z`);
    const listed = OrdersResponseSchema.parse(await get(`/svc/orders/buyers/${shopper.buyerId}/orders?daysBack=30&count=10`));
    expect(listed.map((order) => [order.orderId, order.SubmittedDate])).toEqual([[inside, first]]);
  });
});
