import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createCatalogue, createProduct, createShopper, tokenFor, type CatalogueIds } from '../../test/commerce-world.ts';
import { addProductsById, cartDetails } from '../cart/index.ts';
import { TestPaymentProvider, testCards } from '../payments/index.ts';
import { checkoutStepNames, type CheckoutStepName } from './steps.ts';
import { submitOrder } from './submit-service.ts';

class InjectedFailure extends Error {}

describeEachDriver('checkout compensation', (testDb: () => TestDb) => {
  let catalogue: CatalogueIds;
  beforeAll(async () => {
    catalogue = await createCatalogue(testDb().db);
  });

  for (const failing of checkoutStepNames) {
    it(`a failure at '${failing}' leaves no partial order and undoes the earlier steps; the same key then succeeds`, async () => {
      const { db } = testDb();
      const payments = new TestPaymentProvider();
      const shopper = await createShopper(db, catalogue);
      const product = await createProduct(db, catalogue, { listPrice: 4200, onHand: 10 });
      await db.transaction((tx) => addProductsById(tx, shopper.ctx, [{ productId: product.id, quantity: 4 }]));
      const ref = (await cartDetails(db, shopper.ctx)).OrderId as number;
      const input = { billingOptionType: 4, paymentToken: tokenFor(payments, testCards.visaApproved, shopper.ctx), poNumber: null, costCenter: null, deliveryInstructions: null, deliveryType: 'standard' as const, scheduledDate: null };
      const reached: CheckoutStepName[] = [];
      const observe = (step: CheckoutStepName) => {
        reached.push(step);
        if (step === failing) throw new InjectedFailure(step);
      };
      await expect(submitOrder({ db, payments, observe }, shopper.ctx, ref, input, 'retry-me')).rejects.toBeInstanceOf(InjectedFailure);
      expect(reached.at(-1)).toBe(failing);

      const [state] = await queryRows<{ open: number; placed: number; lines: number; on_hand: number; reservations: number; notes: number; auths: number; keys: number }>(
        db,
        sql`select (select count(*)::int from orders where buyer_id = ${shopper.buyerId} and status = 'open' and order_no is null) as open,
              (select count(*)::int from orders where buyer_id = ${shopper.buyerId} and status <> 'open') as placed,
              (select count(*)::int from order_lines l join orders o on o.id = l.order_id where o.buyer_id = ${shopper.buyerId}) as lines,
              (select quantity_on_hand from product_stock where product_id = ${product.id}) as on_hand,
              (select count(*)::int from stock_reservations r join orders o on o.id = r.order_id where o.buyer_id = ${shopper.buyerId}) as reservations,
              (select count(*)::int from order_notifications where recipient_buyer_id = ${shopper.buyerId}) as notes,
              (select count(*)::int from payment_authorizations where buyer_id = ${shopper.buyerId}) as auths,
              (select count(*)::int from idempotency_keys where buyer_id = ${shopper.buyerId}) as keys`,
      );
      expect(state).toEqual({ open: 1, placed: 0, lines: 1, on_hand: 10, reservations: 0, notes: 0, auths: 0, keys: 0 });
      const authorised = [...payments.ledger.values()].filter((entry) => entry.status === 'authorized');
      expect(authorised).toEqual([]);
      const authorisedEarlier = checkoutStepNames.indexOf(failing) > checkoutStepNames.indexOf('authorizePayment');
      expect([...payments.ledger.values()].map((entry) => entry.status)).toEqual(authorisedEarlier ? ['voided'] : []);

      const retried = await submitOrder({ db, payments }, shopper.ctx, ref, input, 'retry-me');
      expect(retried).toMatchObject({ ok: true, value: { status: 201 } });
      expect([...payments.ledger.values()].filter((entry) => entry.status === 'authorized')).toHaveLength(1);
    });
  }
});
