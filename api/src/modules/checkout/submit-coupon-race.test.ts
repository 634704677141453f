import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { openTestDb, testDrivers, type TestDb } from '../../db/test-db.ts';
import { createCatalogue, createCoupon, createProduct, createShopper } from '../../test/commerce-world.ts';
import { addCouponCode, addProductsById, cartDetails } from '../cart/index.ts';
import { TestPaymentProvider } from '../payments/index.ts';
import { submitOrder } from './submit-service.ts';

const onAccount = { billingOptionType: 1, paymentToken: null, poNumber: 'PO-1', costCenter: null, deliveryInstructions: null, deliveryType: 'standard' as const, scheduledDate: null };

/** Two orders race for a coupon's last use: it takes two connections, so PostgreSQL only (PGlite has one). */
if (testDrivers().includes('postgres')) {
  describe('a coupon whose last use goes to another order during the submission [PostgreSQL (TEST_DATABASE_URL)]', () => {
    let testDb: TestDb;
    beforeAll(async () => {
      testDb = await openTestDb({ driver: 'postgres' });
    });
    afterAll(async () => {
      await testDb.close();
    });

    it("refuses the order with the coupon's reason in the buyer's language, and places nothing", async () => {
      const { db } = testDb;
      const catalogue = await createCatalogue(db);
      const shopper = await createShopper(db, catalogue);
      const product = await createProduct(db, catalogue, { listPrice: 10_000 });
      await db.transaction((tx) => addProductsById(tx, shopper.ctx, [{ productId: product.id, quantity: 1 }]));
      const code = await createCoupon(db, { start: '2024-01-01T17:00:00Z', end: '2999-12-31T17:00:00Z', maxUses: 1 });
      expect(await addCouponCode(db, shopper.ctx, code)).toMatchObject({ ok: true });
      const cart = await cartDetails(db, shopper.ctx);
      expect(cart.CartInfo.PromotionCouponCode).toBe(code);

      // Another order takes the last use and holds it uncommitted; the submission reads the coupon as usable,
      // then waits on that row; the other order commits.
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let taken = () => undefined as void;
      const lastUseTaken = new Promise<void>((resolve) => (taken = resolve));
      const other = db.transaction(async (tx) => {
        await tx.execute(sql`update coupons set used_count = used_count + 1 where code = ${code}`);
        taken();
        await released;
      });
      await lastUseTaken;
      const submission = submitOrder({ db, payments: new TestPaymentProvider() }, { ...shopper.ctx, locale: 'fr-CA' }, cart.OrderId as number, onAccount, 'race');
      for (let waited = 0; waited < 200; waited += 1) {
        const [waiting] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        if ((waiting?.n ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      release();
      await other;

      expect(await submission).toMatchObject({ ok: false, status: 422, messages: [{ Type: 'cart.couponUsedUp', PrimaryMessage: 'Ce code promotionnel a atteint son nombre maximal d’utilisations.' }] });
      const [state] = await queryRows<{ status: string; used: number }>(db, sql`select o.status, (select used_count from coupons where code = ${code}) as used from orders o where o.buyer_id = ${shopper.buyerId}`);
      expect(state).toEqual({ status: 'open', used: 1 });
    });
  });
}
