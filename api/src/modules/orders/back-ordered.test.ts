import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';

describeEachDriver('back-ordered orders', (testDb: () => TestDb) => {
  it("spec §2.2 Back-ordered: the buyer's orders whose items still wait for stock; one refused, cancelled or shipped waits for nothing; ?type=approved keeps the approved ones", async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const shopper = await createShopper(db, catalogue);
    const headers = await sessionHeaders(db, shopper.buyerId);
    const scarce = await createProduct(db, catalogue, { listPrice: 1000, onHand: 0 });
    const stocked = await createProduct(db, catalogue, { listPrice: 1000 });
    const numbers = new Map<string, number>();
    // Each order is submitted, then moved to where it now stands.
    const order = async (status: string, approvalState: string | null, code = scarce.code) => {
      expect((await app.request('/api/cart/addtocart', { method: 'POST', headers, body: JSON.stringify({ Products: [{ ProductCode: code, Quantity: 3 }] }) })).status).toBe(200);
      const orderId = ((await (await app.request('/api/cart/cartDetails', { headers })).json()) as { OrderId: number }).OrderId;
      const submitted = await app.request(`/api/checkout/orders/${orderId}/submit`, { method: 'POST', headers: { ...headers, 'Idempotency-Key': `back-ordered-${status}-${code}` }, body: JSON.stringify({ billingOptionType: 1 }) });
      expect(submitted.status).toBe(201);
      await db.execute(sql`update orders set status = ${status}, approval_state = ${approvalState} where id = (select order_id from order_refs where ref = ${orderId})`);
      numbers.set(`${status}${code === scarce.code ? '' : ' in stock'}`, orderId);
    };
    await order('submitted', null);
    await order('approved', 'approved');
    await order('partiallyShipped', null);
    await order('rejected', 'rejected');
    await order('cancelled', 'cancelled');
    await order('shipped', null);
    await order('submitted', null, stocked.code);

    const list = async (filters: string) => {
      const response = await app.request(`/svc/orders/buyers/${shopper.buyerId}/orders?daysBack=-1&count=100&filters=${filters}`, { headers });
      expect(response.status).toBe(200);
      return ((await response.json()) as Array<{ orderId: number }>).map((item) => item.orderId).sort((a, b) => a - b);
    };
    const ids = (...statuses: string[]) => statuses.map((status) => numbers.get(status)).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(await list('backOrdered')).toEqual(ids('submitted', 'approved', 'partiallyShipped'));
    expect(await list('backOrdered,approved')).toEqual(ids('approved'));
  });
});
