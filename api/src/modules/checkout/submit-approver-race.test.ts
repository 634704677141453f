import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { openTestDb, testDrivers, type TestDb } from '../../db/test-db.ts';
import { createApprovalGroup, createCatalogue, createColleague, createProduct, createShopper } from '../../test/commerce-world.ts';
import { addProductsById, cartDetails } from '../cart/index.ts';
import { TestPaymentProvider } from '../payments/index.ts';
import { submitOrder } from './index.ts';

const onAccount = { billingOptionType: 1, paymentToken: null, poNumber: null, costCenter: null, deliveryInstructions: null, deliveryType: 'standard' as const, scheduledDate: null };

/** A deactivation under way while the buyer submits: it takes two connections, so PostgreSQL only (PGlite has one). */
if (testDrivers().includes('postgres')) {
  describe('a submission that comes while the only approver is being deactivated [PostgreSQL (TEST_DATABASE_URL)]', () => {
    let testDb: TestDb;
    beforeAll(async () => {
      testDb = await openTestDb({ driver: 'postgres' });
    });
    afterAll(async () => {
      await testDb.close();
    });

    it('waits for the deactivation, then refuses in the buyer’s language (422) rather than placing an order no one can decide', async () => {
      const { db } = testDb;
      const catalogue = await createCatalogue(db);
      const product = await createProduct(db, catalogue, { listPrice: 2500, onHand: 20 });
      const shopper = await createShopper(db, catalogue);
      const approver = await createColleague(db, shopper);
      await createApprovalGroup(db, shopper, [shopper], [approver]);
      await db.transaction((tx) => addProductsById(tx, shopper.ctx, [{ productId: product.id, quantity: 4 }]));
      const ref = (await cartDetails(db, shopper.ctx)).OrderId as number;

      // The admin's deactivation holds the approver's row, uncommitted; the submission starts meanwhile.
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = () => undefined as void;
      const deactivatedUncommitted = new Promise<void>((resolve) => (held = resolve));
      const deactivation = db.transaction(async (tx) => {
        await tx.execute(sql`update buyers set is_active = false where id = ${approver.buyerId}`);
        held();
        await released;
      });
      await deactivatedUncommitted;
      const submission = submitOrder({ db, payments: new TestPaymentProvider() }, { ...shopper.ctx, locale: 'fr-CA' }, ref, onAccount, 'approver-race');
      for (let waited = 0; waited < 200; waited += 1) {
        const [waiting] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        if ((waiting?.n ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      release();
      await deactivation;

      expect(await submission).toMatchObject({ ok: false, status: 422, messages: [{ Type: 'checkout.noActiveApprover' }] });
      const [order] = await queryRows<{ status: string }>(db, sql`select o.status from orders o join order_refs r on r.order_id = o.id where r.ref = ${ref}`);
      expect(order?.status).toBe('open');
    });
  });
}
