import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import type { OrderStatus } from '../../db/schema/orders.ts';
import { describeEachDriver } from '../../db/test-db.ts';
import { createCatalogue, createProduct, createShopper, type Shopper } from '../../test/commerce-world.ts';
import { lastBoughtIds, recommendedIds } from './recommendations-repo.ts';

describeEachDriver('recommendations and orders that bought nothing', (testDb) => {
  it('an order refused by its approver or cancelled was never purchased: its products are neither bought together with the seed nor the buyer’s last bought', async () => {
    const { db } = testDb();
    const catalogue = await createCatalogue(db);
    const shopper = await createShopper(db, catalogue);
    const [seed, kept, refused, cancelled] = await Promise.all([1000, 1100, 1200, 1300].map((listPrice) => createProduct(db, catalogue, { listPrice })));
    if (!seed || !kept || !refused || !cancelled) throw new Error('products not created');
    const order = async (buyer: Shopper, status: OrderStatus, productIds: string[]) => {
      const [row] = await db.insert(t.orders).values({ clientId: buyer.clientId, buyerId: buyer.buyerId, shipToId: buyer.shipToId, status, submittedDate: new Date() }).returning({ id: t.orders.id });
      const orderId = (row as { id: string }).id;
      await db.insert(t.orderLines).values(productIds.map((productId, i) => ({ orderId, lineNumber: i + 1, productId, quantity: 1, unitListPrice: 1000, unitSellPrice: 1000 })));
    };
    await order(shopper, 'submitted', [seed.id, kept.id]);
    await order(shopper, 'rejected', [seed.id, refused.id]);
    await order(shopper, 'cancelled', [seed.id, cancelled.id]);
    // The partners in a category of their own: only 'bought together' can suggest them.
    const elsewhere = await createCatalogue(db);
    await db.execute(sql`update products set category_id = ${elsewhere.categoryId} where id in (${kept.id}, ${refused.id}, ${cancelled.id})`);

    const suggested = await recommendedIds(db, { seeds: [seed.id], exclude: [], contractClientId: null, asOf: new Date(), limit: 100 });
    expect(suggested).toContain(kept.id);
    expect(suggested).not.toContain(refused.id);
    expect(suggested).not.toContain(cancelled.id);
    expect(new Set(await lastBoughtIds(db, shopper.buyerId, 10))).toEqual(new Set([seed.id, kept.id]));
  });
});
