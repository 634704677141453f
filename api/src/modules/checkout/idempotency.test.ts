import { toMessages } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { queryRows } from '../../db/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';

const CONCURRENT = 50;
const body = { billingOptionType: 1, poNumber: 'PO-50' };

/** A buyer whose cart holds `quantity` of one $25.00 product, with the cart's order id. */
async function cartToSubmit({ db, kind }: TestDb, quantity: number) {
  const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
  const catalogue = await createCatalogue(db);
  const shopper = await createShopper(db, catalogue);
  const product = await createProduct(db, catalogue, { listPrice: 2500 });
  const headers = await sessionHeaders(db, shopper.buyerId);
  await app.request('/api/cart/addtocart', { method: 'POST', headers, body: JSON.stringify({ Products: [{ ProductCode: product.code, Quantity: quantity }] }) });
  const orderId = ((await (await app.request('/api/cart/cartDetails', { headers })).json()) as { OrderId: number }).OrderId;
  return { db, app, shopper, headers, orderId };
}

describeEachDriver('submit with an Idempotency-Key', (testDb: () => TestDb) => {
  it(`${CONCURRENT} concurrent submits with one key create exactly one order; repeats answer the first answer or 409; another body is refused`, async () => {
    const { db, app, shopper, headers, orderId } = await cartToSubmit(testDb(), 3);
    const submit = (key: string | null, payload: unknown = body) =>
      app.request(`/api/checkout/orders/${orderId}/submit`, { method: 'POST', headers: { ...headers, ...(key ? { 'Idempotency-Key': key } : {}) }, body: JSON.stringify(payload) });

    const responses = await Promise.all(Array.from({ length: CONCURRENT }, () => submit('order-42-0')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const answers = await Promise.all(responses.filter((response) => response.status === 201).map((response) => response.json() as Promise<{ displayNumber: string }>));
    expect(new Set(answers.map((answer) => answer.displayNumber)).size).toBe(1);
    const [count] = await queryRows<{ orders: number }>(db, sql`select count(*)::int as orders from orders where buyer_id = ${shopper.buyerId} and status <> 'open'`);
    expect(count?.orders).toBe(1);

    const replay = await submit('order-42-0');
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as { displayNumber: string }).displayNumber).toBe(answers[0]?.displayNumber);
    const reused = await submit('order-42-0', { ...body, poNumber: 'PO-OTHER' });
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { Messages: Array<{ Type: string }> }).Messages[0]?.Type).toBe('checkout.idempotencyKeyReused');
    expect((await submit(null)).status).toBe(400);
    const malformed = await submit('two words');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { Messages: Array<{ PrimaryMessage: string }> }).Messages[0]?.PrimaryMessage).toContain('1 to 200 letters');
    const again = await submit('order-42-1');
    expect(again.status).toBe(404);
  });

  it('a card number sent as the payment token is refused in the request language before the key, its request hash or the order keep it', async () => {
    const { db, app, shopper, headers, orderId } = await cartToSubmit(testDb(), 1);
    for (const [billingOptionType, paymentToken] of [[1, '4242 4242 4242 4242'], [4, '4242424242424242'], [4, '5555-5555-5555-4444']] as const) {
      const response = await app.request(`/api/checkout/orders/${orderId}/submit`, {
        method: 'POST',
        headers: { ...headers, 'Accept-Language': 'fr-CA', 'Idempotency-Key': `card-${billingOptionType}-${paymentToken}` },
        body: JSON.stringify({ billingOptionType, paymentToken }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ isSuccess: false, Messages: toMessages('checkout.cardNumberNotToken', 'fr-CA') });
    }
    const [kept] = await queryRows<{ keys: number; tokens: number }>(db, sql`select (select count(*)::int from idempotency_keys where buyer_id = ${shopper.buyerId}) as keys,
      (select count(*)::int from orders where buyer_id = ${shopper.buyerId} and payment_token is not null) as tokens`);
    expect(kept).toEqual({ keys: 0, tokens: 0 });
  });
});
