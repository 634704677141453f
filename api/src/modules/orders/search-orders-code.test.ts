import { ORDER_SEARCH_MAX_LENGTH, toMessages } from '@comptoir/core';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';

describeEachDriver('order search by order number and product code', (testDb: () => TestDb) => {
  /** A shopper's submitted order of one product coded HP-64XL-<client>, a stranger, and the buyers' order search. */
  const orderedWorld = async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const shopper = await createShopper(db, catalogue);
    const stranger = await createShopper(db, catalogue);
    const ink = await createProduct(db, catalogue, { listPrice: 4599, code: `HP-64XL-${shopper.clientNo}` });
    const call = async (buyerId: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
      const init = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) };
      const response = await app.request(path, { ...init, headers: { ...(await sessionHeaders(db, buyerId)), ...extra } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    await call(shopper.buyerId, '/api/cart/addtocart', { Products: [{ ProductCode: ink.code, Quantity: 1 }] });
    const orderId = (await call(shopper.buyerId, '/api/cart/cartDetails')).body.OrderId as number;
    const submitted = await call(shopper.buyerId, `/api/checkout/orders/${orderId}/submit`, { billingOptionType: 1 }, { 'Idempotency-Key': 'code-search' });
    expect(submitted.status).toBe(201);
    const search = async (buyerId: string, text: string) => (await call(buyerId, `/svc/orders/buyers/${buyerId}/searchOrders?searchText=${encodeURIComponent(text)}`)).body as unknown as Array<{ orderId: number }>;
    return { shopper, stranger, ink, orderId, number: (submitted.body.displayNumber as string).slice(2), search, call };
  };

  it('finds the order of a product coded HP-64XL however its code is typed, whole; never another buyer\'s', async () => {
    const { shopper, stranger, ink, orderId, search } = await orderedWorld();
    const key = shopper.clientNo.replace(/[^A-Za-z0-9]/g, '');
    for (const typed of [ink.code, ink.code.toLowerCase(), `hp64xl${key}`, `HP 64XL ${shopper.clientNo}`]) {
      expect((await search(shopper.buyerId, typed)).map((order) => order.orderId), typed).toEqual([orderId]);
    }
    // A code is matched whole, as before; punctuation alone matches nothing; another buyer finds nothing of it.
    for (const typed of ['HP-64XL', '---']) expect(await search(shopper.buyerId, typed), typed).toEqual([]);
    expect(await search(stranger.buyerId, ink.code)).toEqual([]);
  });

  it("finds an order by its number with a dash between EW and the digits ('EW-4100211', an en dash, a no-break hyphen) as with a space; never another buyer's", async () => {
    const { shopper, stranger, orderId, number, search } = await orderedWorld();
    for (const typed of [`EW${number}`, `ew ${number}`, `#${number}`, `EW-${number}`, `ew – ${number}`, `EW\u2011${number}`, `#EW-${number}`]) {
      expect((await search(shopper.buyerId, typed)).map((order) => order.orderId), typed).toEqual([orderId]);
    }
    // A dash within the digits is no order number; the number is the buyer's own only.
    expect(await search(shopper.buyerId, `EW-${number.slice(0, 3)}-${number.slice(3)}`)).toEqual([]);
    expect(await search(stranger.buyerId, `EW-${number}`)).toEqual([]);
  });

  it('a search longer than the field takes (one typed into the address) is refused with its reason, in the buyer\'s language', async () => {
    const { shopper, number, call } = await orderedWorld();
    const tooLong = `EW${number} PO`.padEnd(ORDER_SEARCH_MAX_LENGTH + 1, '7');
    for (const locale of ['fr-CA', 'en-CA'] as const) {
      const refused = await call(shopper.buyerId, `/svc/orders/buyers/${shopper.buyerId}/searchOrders?searchText=${encodeURIComponent(tooLong)}`, undefined, { 'Accept-Language': locale });
      expect(refused).toEqual({ status: 400, body: { isSuccess: false, Messages: toMessages('orders.searchTooLong', locale, { max: ORDER_SEARCH_MAX_LENGTH }) } });
    }
    // Spaces around it are not counted, as before.
    expect((await call(shopper.buyerId, `/svc/orders/buyers/${shopper.buyerId}/searchOrders?searchText=${encodeURIComponent(`  EW${number}`.padEnd(ORDER_SEARCH_MAX_LENGTH + 5, ' '))}`)).status).toBe(200);
  });
});
