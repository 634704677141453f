import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createApp } from '../../app.ts';
import { queryRows } from '../../db/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';

const CONCURRENT = 200;

describeEachDriver('add-to-cart under concurrency', (testDb: () => TestDb) => {
  it(`${CONCURRENT} concurrent adds of one product to one (not yet created) cart end as one line with the exact sum, no 5xx`, async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const shopper = await createShopper(db, catalogue);
    const product = await createProduct(db, catalogue, { listPrice: 499, salesMultiple: 2, minimumQuantity: 2 });
    const headers = await sessionHeaders(db, shopper.buyerId);
    const quantities = Array.from({ length: CONCURRENT }, (_, index) => 2 * ((index % 3) + 1));
    const statuses = await Promise.all(
      quantities.map(async (quantity) => {
        const response = await app.request('/api/cart/addtocart?callingLocation=react', { method: 'POST', headers, body: JSON.stringify({ Products: [{ ProductCode: product.code, Quantity: quantity }] }) });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const lines = await queryRows<{ quantity: number; carts: number }>(
      db,
      sql`select l.quantity, (select count(*)::int from orders where buyer_id = ${shopper.buyerId}) as carts
          from order_lines l join orders o on o.id = l.order_id where o.buyer_id = ${shopper.buyerId}`,
    );
    expect(lines).toEqual([{ quantity: quantities.reduce((sum, quantity) => sum + quantity, 0), carts: 1 }]);
  });
});
