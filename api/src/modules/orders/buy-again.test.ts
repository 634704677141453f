import { BuyAgainResponseSchema } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders, type Shopper } from '../../test/commerce-world.ts';

const YEARS = { startDate: '2000-01-01', endDate: '2100-01-01' };

async function world(testDb: TestDb) {
  const { db, kind } = testDb;
  const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
  const catalogue = await createCatalogue(db);
  let key = 0;
  /** Orders the products through the cart and checkout, then dates the order `daysAgo` back. */
  const order = async (shopper: Shopper, products: Array<{ ProductCode: string; Quantity: number }>, daysAgo: number) => {
    const headers = await sessionHeaders(db, shopper.buyerId);
    expect((await app.request('/api/cart/addtocart', { method: 'POST', headers, body: JSON.stringify({ Products: products }) })).status).toBe(200);
    const orderId = ((await (await app.request('/api/cart/cartDetails', { headers })).json()) as { OrderId: number }).OrderId;
    key += 1;
    const submitted = await app.request(`/api/checkout/orders/${orderId}/submit`, { method: 'POST', headers: { ...headers, 'Idempotency-Key': `buy-again-${key}` }, body: JSON.stringify({ billingOptionType: 1 }) });
    expect(submitted.status).toBe(201);
    await db.execute(sql`update orders set submitted_date = now() - ${daysAgo} * interval '1 day' where id = (select order_id from order_refs where ref = ${orderId})`);
  };
  const buyAgain = async (shopper: Shopper, path = shopper.buyerId, lang = 'en', as = shopper) => {
    const response = await app.request(`/svc/orders/buyers/${path}/buy-again`, { headers: { ...(await sessionHeaders(db, as.buyerId)), 'Accept-Language': `${lang}-CA` } });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return { db, catalogue, order, buyAgain, app };
}

describeEachDriver('buy again', (testDb: () => TestDb) => {
  it("answers the buyer's own products with the card the search shows them: image, contract or promotion price, quantity rule, last quantity", async () => {
    const { db, catalogue, order, buyAgain } = await world(testDb());
    const shopper = await createShopper(db, catalogue);
    const otherClient = await createShopper(db, catalogue, { province: 'QC', canReceivePromotions: false });
    const contract = await createProduct(db, catalogue, { listPrice: 3000 });
    await db.insert(t.contractPrices).values({ clientId: shopper.clientId, productId: contract.id, price: 2500, standingOfferNumber: 'SO-9', ...YEARS });
    const promoted = await createProduct(db, catalogue, { listPrice: 2000 });
    const [promotion] = await db.insert(t.promotions).values({ code: `P${promoted.code}`, nameEn: 'Spring', nameFr: 'Printemps', detailsEn: '10% off', detailsFr: '10 % de rabais', discountKind: 'percent', discountValue: 1000, startDate: new Date('2000-01-01'), endDate: new Date('2100-01-01') }).returning({ id: t.promotions.id });
    await db.insert(t.promotionProducts).values({ promotionId: promotion?.id as string, productId: promoted.id });
    const dozens = await createProduct(db, catalogue, { listPrice: 150, salesMultiple: 6, minimumQuantity: 12, tiers: [{ minQuantity: 48, unitPrice: 120 }] });
    await db.insert(t.productMedia).values({ productId: dozens.id, position: 0 });
    const restricted = await createProduct(db, catalogue, { listPrice: 100 });

    await order(shopper, [{ ProductCode: dozens.code, Quantity: 24 }, { ProductCode: contract.code, Quantity: 3 }, { ProductCode: restricted.code, Quantity: 1 }], 20);
    await order(shopper, [{ ProductCode: dozens.code, Quantity: 36 }, { ProductCode: promoted.code, Quantity: 2 }], 2);
    await order(otherClient, [{ ProductCode: contract.code, Quantity: 7 }, { ProductCode: promoted.code, Quantity: 1 }], 1);
    await db.execute(sql`update products set is_restricted = true where id = ${restricted.id}`);

    const mine = await buyAgain(shopper);
    expect(mine.status).toBe(200);
    const items = BuyAgainResponseSchema.parse(mine.body);
    // Most recent first (ties by product), each product once with the quantity of its last order; restricted left out.
    expect(items.map((item) => [item.ProductCode, item.Quantity]).slice(2)).toEqual([[contract.code, 3]]);
    expect(new Map(items.slice(0, 2).map((item) => [item.ProductCode, item.Quantity]))).toEqual(new Map([[dozens.code, 36], [promoted.code, 2]]));
    const byCode = new Map(items.map((item) => [item.ProductCode, item]));
    expect(byCode.get(contract.code)).toMatchObject({ CombinedDetailPrice: 2500, ListPrice: 3000, IsContract: true, StandingOfferNumber: 'SO-9', Multiple: 1, MinimumQuantity: 1, WasPreviouslyPurchased: true, LoginForPricing: false });
    expect(byCode.get(promoted.code)).toMatchObject({ CombinedDetailPrice: 1800, ListPrice: 2000, IsContract: false, PromotionDetailsEn: '10% off', ProductOnSale: { OnSaleEndDate: '2100-01-01' } });
    expect(byCode.get(dozens.code)).toMatchObject({ Multiple: 6, MinimumQuantity: 12, CombinedDetailPrice: 150, TieredPricing: { Prices: [{ MinQuantity: 48, Price: 120 }] }, ImageUrl: expect.stringMatching(/^\/media\/products\/.+\.svg$/) });
    expect(byCode.get(contract.code)?.LastPurchasedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The same products for a buyer of another client: that client's prices (no contract, no promotions allowed), never this buyer's history.
    const theirs = BuyAgainResponseSchema.parse((await buyAgain(otherClient, otherClient.buyerId, 'fr')).body);
    expect(theirs.map((item) => item.ProductCode).sort()).toEqual([contract.code, promoted.code].sort());
    expect(theirs.find((item) => item.ProductCode === contract.code)).toMatchObject({ Quantity: 7, CombinedDetailPrice: 3000, IsContract: false, StandingOfferNumber: null, Description: `Produit ${contract.code}` });
    expect(theirs.find((item) => item.ProductCode === promoted.code)).toMatchObject({ CombinedDetailPrice: 2000, ProductOnSale: null });

    // Another buyer's history is not there to see.
    expect((await buyAgain(shopper, otherClient.buyerId)).status).toBe(404);
    expect((await buyAgain(otherClient, shopper.buyerId, 'fr', otherClient)).status).toBe(404);
  });

  it('a buyer in a group order gets no promotion price (spec §5), and one who never ordered gets an empty list', async () => {
    const { db, catalogue, order, buyAgain } = await world(testDb());
    const shopper = await createShopper(db, catalogue);
    const promoted = await createProduct(db, catalogue, { listPrice: 2000 });
    const [promotion] = await db.insert(t.promotions).values({ code: `G${promoted.code}`, nameEn: 'Spring', nameFr: 'Printemps', discountKind: 'amount', discountValue: 500, startDate: new Date('2000-01-01'), endDate: new Date('2100-01-01') }).returning({ id: t.promotions.id });
    await db.insert(t.promotionProducts).values({ promotionId: promotion?.id as string, productId: promoted.id });
    expect((await buyAgain(shopper)).body).toEqual([]);
    await order(shopper, [{ ProductCode: promoted.code, Quantity: 1 }], 3);
    expect(BuyAgainResponseSchema.parse((await buyAgain(shopper)).body)[0]).toMatchObject({ CombinedDetailPrice: 1500 });
    await db.execute(sql`update buyers set invitee_state = 2 where id = ${shopper.buyerId}`);
    expect(BuyAgainResponseSchema.parse((await buyAgain(shopper)).body)[0]).toMatchObject({ CombinedDetailPrice: 2000, ProductOnSale: null });
  });

  it('an order refused by its approver or cancelled was never purchased: its products are not bought again, nor marked previously purchased in search', async () => {
    const { db, catalogue, order, buyAgain, app } = await world(testDb());
    const shopper = await createShopper(db, catalogue);
    const kept = await createProduct(db, catalogue, { listPrice: 1000 });
    const refused = await createProduct(db, catalogue, { listPrice: 1100 });
    const cancelled = await createProduct(db, catalogue, { listPrice: 1200 });
    await order(shopper, [{ ProductCode: kept.code, Quantity: 4 }], 20);
    await order(shopper, [{ ProductCode: kept.code, Quantity: 9 }, { ProductCode: refused.code, Quantity: 2 }], 3);
    await db.execute(sql`update orders set status = 'rejected' where buyer_id = ${shopper.buyerId} and submitted_date > now() - interval '5 days'`);
    await order(shopper, [{ ProductCode: cancelled.code, Quantity: 1 }], 1);
    await db.execute(sql`update orders set status = 'cancelled' where buyer_id = ${shopper.buyerId} and submitted_date > now() - interval '2 days'`);

    const items = BuyAgainResponseSchema.parse((await buyAgain(shopper)).body);
    // The quantity of the last order that was placed, not of the refused one.
    expect(items.map((item) => [item.ProductCode, item.Quantity])).toEqual([[kept.code, 4]]);

    const headers = await sessionHeaders(db, shopper.buyerId);
    const details = await app.request('/svc/search/product-details', { method: 'POST', headers, body: JSON.stringify({ language: 'en', productCodes: [kept.code, refused.code, cancelled.code] }) });
    const cards = ((await details.json()) as { Records: Array<{ ProductCode: string; WasPreviouslyPurchased: boolean }> }).Records;
    expect(cards.map(({ ProductCode, WasPreviouslyPurchased }) => [ProductCode, WasPreviouslyPurchased])).toEqual([
      [kept.code, true],
      [refused.code, false],
      [cancelled.code, false],
    ]);
  });
});
