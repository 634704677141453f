import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';

describeEachDriver('stock a buyer is shown', (testDb: () => TestDb) => {
  it("is their client's warehouse's, as their cart counts back orders, in search and product details alike", async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: { ...commerceConfig, catalogueCacheSeconds: 0 } });
    const catalogue = await createCatalogue(db);
    const shopper = await createShopper(db, catalogue);
    const product = await createProduct(db, catalogue, { listPrice: 1500, onHand: 7 });
    const scarce = await createProduct(db, catalogue, { listPrice: 1500, onHand: 0 });
    const elsewhere = `X${randomBytes(3).toString('hex').toUpperCase()}`;
    await db.insert(t.warehouses).values({ warehouseNo: elsewhere, nameEn: 'Other', nameFr: 'Autre', province: 'BC', city: 'Surrey' });
    await db.insert(t.productStock).values([{ productId: product.id, warehouseNo: elsewhere, quantityOnHand: 500 }, { productId: scarce.id, warehouseNo: elsewhere, quantityOnHand: 40 }]);
    const headers = await sessionHeaders(db, shopper.buyerId);

    const details = await app.request('/svc/search/product-details', { method: 'POST', headers, body: JSON.stringify({ language: 'en', productCodes: [product.code, scarce.code] }) });
    const cards = ((await details.json()) as { Records?: Array<{ ProductCode: string; StockQuantity: number | null; InStock: boolean | null }> }).Records ?? [];
    expect(cards.map(({ ProductCode, StockQuantity, InStock }) => ({ ProductCode, StockQuantity, InStock }))).toEqual([
      { ProductCode: product.code, StockQuantity: 7, InStock: true },
      { ProductCode: scarce.code, StockQuantity: 0, InStock: false },
    ]);

    const search = await app.request('/svc/search/Search/keyword', { method: 'POST', headers, body: JSON.stringify({ keyWord: scarce.code, language: 'en' }) });
    const found = ((await search.json()) as { Records: Array<{ ProductCode: string; StockQuantity: number | null }> }).Records.find((record) => record.ProductCode === scarce.code);
    expect(found?.StockQuantity).toBe(0);
  });
});
