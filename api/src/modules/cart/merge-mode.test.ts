import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { FlagService } from '../../platform/flags.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';

describeEachDriver('the merge mode of the added-to-cart drawer (spec §4, mergeProductInBasketFlag)', (testDb: () => TestDb) => {
  it("lists the added products in the order added while the client's setting is on, an administrator's override counting at once", async () => {
    const { db, kind } = testDb();
    const flags = new FlagService(db, 0);
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig, flags });
    const catalogue = await createCatalogue(db);
    const shopper = await createShopper(db, catalogue);
    const [stapler, paper] = [await createProduct(db, catalogue, { listPrice: 1_999 }), await createProduct(db, catalogue, { listPrice: 899 })];
    const headers = await sessionHeaders(db, shopper.buyerId);
    const add = async (codes: readonly string[]) => {
      const response = await app.request('/api/cart/addtocart', { method: 'POST', headers, body: JSON.stringify({ Products: codes.map((ProductCode) => ({ ProductCode, Quantity: 1 })) }) });
      expect(response.status).toBe(200);
      return ((await response.json()) as { AddedProducts: Array<{ ProductCode: string }> }).AddedProducts.map((product) => product.ProductCode);
    };
    const setClientOverride = (value: boolean | null) => db.transaction((tx) => flags.setOverride(tx, 'mergeProductInBasketFlag', 'client', shopper.clientId, value));

    // The stapler is the cart's first line; paper then stapler is the order added, the lines' order is the reverse.
    await add([stapler.code]);
    expect(await add([paper.code, stapler.code])).toEqual([paper.code, stapler.code]);
    await setClientOverride(false);
    expect(await add([paper.code, stapler.code])).toEqual([stapler.code, paper.code]);
    await setClientOverride(true);
    expect(await add([paper.code, stapler.code])).toEqual([paper.code, stapler.code]);
  });
});
