import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { openTestDb, testDrivers, type TestDb } from '../../db/test-db.ts';
import { createApprovalGroup, createCatalogue, createColleague, createProduct, createShopper } from '../../test/commerce-world.ts';
import { addProductsById, cartDetails } from '../cart/index.ts';
import { submitOrder } from '../checkout/index.ts';
import { TestPaymentProvider } from '../payments/index.ts';
import { cancelOrder } from './order-cancellation.ts';
import { lockOrderForApprover, recordApprovalDecision } from './orders-repo.ts';

const onAccount = { billingOptionType: 1, paymentToken: null, poNumber: null, costCenter: null, deliveryInstructions: null, deliveryType: 'standard' as const, scheduledDate: null };

/** An approval holding the order while the buyer cancels it: it takes two connections, so PostgreSQL only (PGlite has one). */
if (testDrivers().includes('postgres')) {
  describe('a cancellation that comes while an approver is deciding the order [PostgreSQL (TEST_DATABASE_URL)]', () => {
    let testDb: TestDb;
    beforeAll(async () => {
      testDb = await openTestDb({ driver: 'postgres' });
    });
    afterAll(async () => {
      await testDb.close();
    });

    it("waits for the decision, then refuses in the buyer's language (409) and changes nothing: the approval stands, its stock held", async () => {
      const { db } = testDb;
      const catalogue = await createCatalogue(db);
      const product = await createProduct(db, catalogue, { listPrice: 2500, onHand: 20 });
      const shopper = await createShopper(db, catalogue);
      const approver = await createColleague(db, shopper);
      await createApprovalGroup(db, shopper, [shopper], [approver]);
      const payments = new TestPaymentProvider();
      await db.transaction((tx) => addProductsById(tx, shopper.ctx, [{ productId: product.id, quantity: 4 }]));
      const ref = (await cartDetails(db, shopper.ctx)).OrderId as number;
      expect(await submitOrder({ db, payments }, shopper.ctx, ref, onAccount, 'race')).toMatchObject({ ok: true, value: { body: { status: 'awaitingApproval' } } });

      // The approver's decision locks the order and approves it, uncommitted; the cancellation starts meanwhile.
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let decided = () => undefined as void;
      const approvedUncommitted = new Promise<void>((resolve) => (decided = resolve));
      const approval = db.transaction(async (tx) => {
        const order = await lockOrderForApprover(tx, ref, approver.ctx);
        await recordApprovalDecision(tx, { orderId: order?.id as string, decidedBy: approver.buyerId, status: 'approved', decision: 'approved', reason: '' });
        decided();
        await released;
      });
      await approvedUncommitted;
      const cancellation = cancelOrder({ db, payments }, { ...shopper.ctx, locale: 'fr-CA' }, shopper.buyerId, ref);
      for (let waited = 0; waited < 200; waited += 1) {
        const [waiting] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        if ((waiting?.n ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      release();
      await approval;

      expect(await cancellation).toMatchObject({ ok: false, status: 409, messages: [{ Type: 'orders.notCancellable', PrimaryMessage: expect.stringContaining('n’est plus en attente d’approbation') }] });
      const [state] = await queryRows<{ status: string; on_hand: number; history: string[] }>(
        db,
        sql`select o.status, (select quantity_on_hand from product_stock where product_id = ${product.id}) as on_hand,
              (select array_agg(h.action) from approval_history h where h.order_id = o.id) as history
            from orders o join order_refs r on r.order_id = o.id where r.ref = ${ref}`,
      );
      expect(state).toEqual({ status: 'approved', on_hand: 16, history: ['approved'] });
    });
  });
}
