import { AddToCartResponseSchema, CartResponseSchema, SearchResponseSchema } from '@comptoir/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../../db/test-db.ts';
import { bodyOf, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

describeEachWorld("cart answers fit core's contract", (testDb) => {
  let world: World;
  let buyer: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    buyer = await signIn(world.app, 'buyer-ab');
  });
  const details = async (language: string) =>
    CartResponseSchema.parse(await bodyOf(await world.app.request('/api/cart/cartDetails', { headers: { ...buyer.headers, 'Accept-Language': language } })));

  it('cart details, empty then with a line, in both languages', async () => {
    expect((await details('en-CA')).CartInfo.Products).toEqual([]);
    const found = SearchResponseSchema.parse(await bodyOf(await world.app.request('/svc/search/Search/keyword', json('POST', { keyWord: '', language: 'en', recordPerPage: 50 }, buyer.headers))));
    const product = found.Records.find((record) => record.MinimumQuantity === 1 && record.Multiple === 1 && (record.StockQuantity ?? 0) > 5);
    expect(product).toBeDefined();
    const added = await world.app.request('/api/cart/addtocart?callingLocation=react', json('POST', { Products: [{ ProductCode: product?.ProductCode, Quantity: 2 }] }, buyer.headers));
    expect(AddToCartResponseSchema.parse(await bodyOf(added)).isSuccess).toBe(true);
    const cart = await details('fr-CA');
    expect(cart.CartInfo.Products.map((line) => [line.ProductCode, line.Quantity])).toEqual([[product?.ProductCode, 2]]);
    expect(cart.OrderId).toEqual(expect.any(Number));
  });
});
