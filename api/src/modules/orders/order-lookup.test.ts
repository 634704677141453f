import { OrderViewSchema, orderTotals, toIsoDate, type Province } from '@comptoir/core';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createColleague, createProduct, createShopper, sessionHeaders, type CatalogueIds, type Shopper } from '../../test/commerce-world.ts';

type App = ReturnType<typeof createApp>;
type Headers = Record<string, string>;

const call = async (app: App, path: string, headers: Headers, init: { method?: string; body?: unknown; extra?: Headers } = {}) => {
  const response = await app.request(path, { method: init.method ?? 'GET', headers: { ...headers, ...init.extra }, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A shopper's order submitted through the api: its OrderId and its number without EW. */
const submitOrder = async (app: App, headers: Headers, productCode: string, quantity: number, key: string) => {
  await call(app, '/api/cart/addtocart', headers, { method: 'POST', body: { Products: [{ ProductCode: productCode, Quantity: quantity }] } });
  const orderId = (await call(app, '/api/cart/cartDetails', headers)).body.OrderId as number;
  const submitted = await call(app, `/api/checkout/orders/${orderId}/submit`, headers, { method: 'POST', body: { billingOptionType: 1 }, extra: { 'Idempotency-Key': key } });
  expect(submitted.status).toBe(201);
  return { orderId, number: (submitted.body.displayNumber as string).slice(2) };
};

const shopperIn = async (db: TestDb['db'], catalogue: CatalogueIds, province: Province): Promise<Shopper & { headers: Headers }> => {
  const shopper = await createShopper(db, catalogue, { province });
  return { ...shopper, headers: await sessionHeaders(db, shopper.buyerId) };
};

describeEachDriver('order lookup and the order view taxes', (testDb: () => TestDb) => {
  it("spec §3 Tax totals: GET orders/{id} carries each tax of the ship-to's province on its own line, cent-exact with core's taxes", async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    // An odd price with an eco fee, so rounding happens on every line.
    const product = await createProduct(db, catalogue, { listPrice: 1999, fees: [{ feeType: 1, amount: 37 }] });
    const expected: Record<string, string[]> = { QC: ['GST', 'QST'], NS: ['HST'], BC: ['GST', 'PST'], AB: ['GST'] };
    for (const province of ['QC', 'NS', 'BC', 'AB'] as const) {
      const shopper = await shopperIn(db, catalogue, province);
      const { orderId } = await submitOrder(app, shopper.headers, product.code, 7, `tax-${province}`);
      const view = await call(app, `/svc/orders/orders/${orderId}`, shopper.headers);
      expect(view.status).toBe(200);
      const { summaryInfo } = OrderViewSchema.parse(view.body);
      const { taxes } = summaryInfo;
      expect(taxes.lines.map((line) => line.kind), province).toEqual(expected[province]);
      expect(taxes.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(taxes.taxesTotal);
      const core = orderTotals(summaryInfo.priceDetails, province, toIsoDate(new Date()));
      expect(taxes.lines, province).toEqual(core.lines.map(({ kind: tax, rate, amount }) => ({ kind: tax, rate, amount })));
      expect(summaryInfo.orderTotal).toBe(core.orderTotal);
    }
  });

  it('orderbynumber finds only what the buyer may see: own orders and, within the client, their approval groups; never a colleague or another client', async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const product = await createProduct(db, catalogue, { listPrice: 1000 });
    const shopper = await shopperIn(db, catalogue, 'ON');
    const colleague = await createColleague(db, shopper);
    const approver = await createColleague(db, shopper);
    const outsider = await shopperIn(db, catalogue, 'ON');
    const [group] = await db.insert(t.approvalGroups).values({ clientId: shopper.clientId, nameEn: 'G', nameFr: 'G', thresholdAmount: 50_000 }).returning();
    const groupId = group?.id as string;
    await db.insert(t.approvalGroupMembers).values({ approvalGroupId: groupId, buyerId: shopper.buyerId });
    // The approver of the group, and (wrongly) a buyer of another client listed as one: the client scope still hides the order.
    await db.insert(t.approvalGroupApprovers).values([{ approvalGroupId: groupId, buyerId: approver.buyerId }, { approvalGroupId: groupId, buyerId: outsider.buyerId, sequence: 2 }]);
    const { orderId, number } = await submitOrder(app, shopper.headers, product.code, 80, 'lookup-1');

    const byNumber = (path: string, headers: Headers, extra: Headers = {}) => call(app, `/svc/orders/orderbynumber/${path}`, headers, { extra });
    expect((await byNumber(number, shopper.headers)).body).toMatchObject({ orderId, EwayOrderNo: number });
    expect((await byNumber(number, await sessionHeaders(db, approver.buyerId))).body).toMatchObject({ orderId });
    for (const other of [await sessionHeaders(db, colleague.buyerId), outsider.headers]) {
      const refused = await byNumber(number, other);
      expect(refused).toEqual({ status: 404, body: { isSuccess: false, Messages: [expect.objectContaining({ Type: 'orders.notFound' })] } });
      expect((await call(app, `/svc/orders/orders/${orderId}`, other)).status).toBe(404);
    }

    const unknown = await byNumber('999999999', shopper.headers, { 'Accept-Language': 'fr-CA' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Messages).toMatchObject([{ Type: 'orders.notFound', PrimaryMessage: 'Nous n’avons pas trouvé cette commande.' }]);
    // The path takes the digits only (spec §7: the number without its EW prefix).
    expect((await byNumber(`EW${number}`, shopper.headers)).status).toBe(400);
    expect((await call(app, `/svc/orders/orderbynumber/${number}`, {})).status).toBe(401);
  });
});
