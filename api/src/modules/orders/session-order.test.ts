import { CartResponseSchema, SessionOrderResponseSchema } from '@comptoir/core';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { describeEachDriver } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { cookieNames } from '../../platform/session-cookies.ts';
import { startSession } from '../../platform/session-store.ts';
import { COMMERCE_ORIGIN, commerceConfig, createCatalogue, createProduct, createShopper, type Shopper } from '../../test/commerce-world.ts';

describeEachDriver('GET buyers/{buyerId}/sessions/{sessionId}/order (spec §7 Buyer and client)', (testDb) => {
  let app: ReturnType<typeof createApp>;
  let shopper: Shopper;
  let other: Shopper;
  let products: Array<{ code: string }>;

  const signedIn = async (who: Shopper, lang = 'en') => {
    const { token, sessionId } = await startSession(testDb().db, { buyerId: who.buyerId, shipToId: null, userAgent: 'test', ipAddress: '127.0.0.1' });
    const headers = { Cookie: `${cookieNames.session}=${token}`, Origin: COMMERCE_ORIGIN, 'Content-Type': 'application/json', 'Accept-Language': `${lang}-CA` };
    const get = (path: string) => app.request(path, { headers });
    const orderOf = (query = '', buyerId = who.buyerId, session = sessionId) => get(`/svc/buyers/buyers/${buyerId}/sessions/${session}/order${query}`);
    return { headers, sessionId, get, orderOf };
  };

  beforeAll(async () => {
    const { db, kind } = testDb();
    app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    shopper = await createShopper(db, catalogue, { province: 'QC', minimumOrderAmount: 100_00 });
    other = await createShopper(db, catalogue);
    products = [await createProduct(db, catalogue, { listPrice: 12_34, fees: [{ feeType: 2, amount: 50 }] }), await createProduct(db, catalogue, { listPrice: 5_00 })];
  });

  it('answers an empty order for a buyer without a cart, then the cart priced as cartDetails prices it', async () => {
    const buyer = await signedIn(shopper);
    const empty = SessionOrderResponseSchema.parse(await (await buyer.orderOf('?includes=orderProducts&calledFrom=header')).json());
    expect(empty).toMatchObject({ orderId: 0, EwayOrderNo: '', submittedDate: null, total: 0, orderProducts: [], isUnderMinimumOrderAmount: false });

    const added = await app.request('/api/cart/addtocart?callingLocation=react', {
      method: 'POST',
      headers: buyer.headers,
      body: JSON.stringify({ Products: [{ ProductCode: products[0]?.code, Quantity: 3 }, { ProductCode: products[1]?.code, Quantity: 2 }] }),
    });
    expect(added.status).toBe(200);
    const cart = CartResponseSchema.parse(await (await buyer.get('/api/cart/cartDetails')).json());
    const order = SessionOrderResponseSchema.parse(await (await buyer.orderOf()).json());
    expect(order.orderId).toBe(cart.OrderId);
    expect(order.EwayOrderNo).toBe('');
    expect(order.subTotal).toBe(cart.CartInfo.CartSummary.PriceDetails.subTotal);
    expect(order.promoDiscount).toBe(cart.CartInfo.CartSummary.PriceDetails.promoDiscount);
    expect(order.total).toBe((cart.CartInfo.CartSummary as { OrderTotal: number }).OrderTotal);
    expect(order.orderProducts.map((line) => [line.ProductCode, line.quantity, line.unitSellPrice])).toEqual(
      cart.CartInfo.Products.map((product) => [product.ProductCode, product.Quantity, product.UnitSellPrice]),
    );
    // $47.02 of goods against the client's $100 minimum: the order says so, with the cart's message.
    expect(order).toMatchObject({ minimumOrderAmount: 100_00, isUnderMinimumOrderAmount: true, isGroupOrder: false, shipToClientId: shopper.shipToId });
    expect(order.cartMessages.length).toBeGreaterThan(0);
    expect(order.orderProductDetails).toBeUndefined();
  });

  it('with includes=orderProductDetails carries each line as the cart shows it, in the buyer language', async () => {
    const buyer = await signedIn(shopper, 'fr');
    const order = SessionOrderResponseSchema.parse(await (await buyer.orderOf('?includes=orderProductDetails')).json());
    expect(order.orderProductDetails?.map((product) => product.ProductCode)).toEqual(order.orderProducts.map((line) => line.ProductCode));
    expect(order.orderProductDetails?.[0]?.Description).toMatch(/^Produit /);
  });

  it("is only the caller's own session: another buyer, another session or bad parameters find nothing and change nothing", async () => {
    const buyer = await signedIn(shopper);
    const stranger = await signedIn(other, 'fr');
    expect((await stranger.orderOf('', shopper.buyerId, buyer.sessionId)).status).toBe(404);
    expect((await stranger.orderOf('', other.buyerId, buyer.sessionId)).status).toBe(404);
    expect((await buyer.orderOf('', shopper.buyerId, stranger.sessionId)).status).toBe(404);
    const refused = await stranger.orderOf('?includes=everything');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).not.toMatch(/Invalid|expected/);
    expect((await buyer.orderOf('?calledFrom=%3Cscript%3E')).status).toBe(400);
    expect((await buyer.orderOf('?unknown=1')).status).toBe(400);
    expect((await app.request(`/svc/buyers/buyers/${shopper.buyerId}/sessions/${buyer.sessionId}/order`)).status).toBe(401);
  });
});
