import { provinces, type Province } from '@comptoir/core';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createCatalogue, createProduct, createShopper, type CatalogueIds } from '../../test/commerce-world.ts';
import { submitOrder } from '../checkout/index.ts';
import { TestPaymentProvider } from '../payments/index.ts';
import { addProductsById } from './add-to-cart.ts';
import { cartDetails } from './cart-service.ts';
import { computeTotals } from './cart-totals.ts';
import { snapshotPrice, summaryLine } from './line-pricing.ts';
import type { LineRow } from './cart-lines-repo.ts';

/** The oracle: rates written out by hand (2026), tax rounded half up per kind on the whole taxable base. */
const rates: Record<Province, { gst: number; pst: number; hst: number }> = {
  AB: { gst: 5, pst: 0, hst: 0 }, BC: { gst: 5, pst: 7, hst: 0 }, MB: { gst: 5, pst: 7, hst: 0 }, NB: { gst: 0, pst: 0, hst: 15 },
  NL: { gst: 0, pst: 0, hst: 15 }, NS: { gst: 0, pst: 0, hst: 14 }, NT: { gst: 5, pst: 0, hst: 0 }, NU: { gst: 5, pst: 0, hst: 0 },
  ON: { gst: 0, pst: 0, hst: 13 }, PE: { gst: 0, pst: 0, hst: 15 }, QC: { gst: 5, pst: 9.975, hst: 0 }, SK: { gst: 5, pst: 6, hst: 0 }, YT: { gst: 5, pst: 0, hst: 0 },
};
const tax = (base: number, percent: number) => Math.round((base * percent * 1000) / 100_000);

describeEachDriver('cent-exact totals', (testDb: () => TestDb) => {
  let catalogue: CatalogueIds;
  beforeAll(async () => {
    catalogue = await createCatalogue(testDb().db);
  });

  it('every province x every fee kind x contract and non-contract lines, to the cent', async () => {
    const { db } = testDb();
    for (const province of provinces) {
      const shopper = await createShopper(db, catalogue, { province });
      const lines = [
        { spec: { listPrice: 1999, fees: [{ feeType: 1, amount: 17 }, { feeType: 9, amount: 23 }] }, quantity: 7, contract: 1799 },
        { spec: { listPrice: 34_567, isSpecialDelivery: true, isAssembly: true, fees: [{ feeType: 4, amount: 4999 }, { feeType: 5, amount: 7501 }, { feeType: 2, amount: 333 }] }, quantity: 2, contract: null },
        { spec: { listPrice: 1, fees: [{ feeType: 3, amount: 199 }, { feeType: 6, amount: 250 }, { feeType: 7, amount: 75 }, { feeType: 8, amount: 5 }] }, quantity: 3, contract: null },
      ];
      const items: Array<{ productId: string; quantity: number }> = [];
      for (const line of lines) {
        const product = await createProduct(db, catalogue, line.spec);
        if (line.contract !== null) await db.insert(t.contractPrices).values({ clientId: shopper.clientId, productId: product.id, price: line.contract, standingOfferNumber: 'SO-1', startDate: '2000-01-01', endDate: '2100-01-01' });
        items.push({ productId: product.id, quantity: line.quantity });
      }
      await db.transaction((tx) => addProductsById(tx, shopper.ctx, items));
      await db.execute(sql`update orders set deli_serv_opt_type = 2 where buyer_id = ${shopper.buyerId} and status = 'open'`);
      const summary = (await cartDetails(db, shopper.ctx)).CartInfo.CartSummary;
      const expected = {
        mobTotal: 7 * 1799, nonMobTotal: 2 * 34_567 + 3 * 1, subTotal: 7 * 1799 + 2 * 34_567 + 3, promoDiscount: 0,
        environmentalFee: 7 * 17, tariffFee: 7 * 23, assemblyFee: 2 * 4999, deliveryAndInstallFee: 2 * 7501, handlingFee: 2 * 333,
        transactionalFee: 3 * (199 + 250 + 75 + 5), freightFee: 0, smallOrderFee: 0,
      };
      const total = expected.subTotal + expected.environmentalFee + expected.tariffFee + expected.assemblyFee + expected.deliveryAndInstallFee + expected.handlingFee + expected.transactionalFee;
      expect(summary.PriceDetails, province).toEqual({ ...expected, total });
      const r = rates[province];
      const taxes = { federalTaxTotal: tax(total, r.gst), provincialTaxTotal: tax(total, r.pst), hSTTaxTotal: tax(total, r.hst) };
      expect(summary.Taxes, province).toMatchObject({ ...taxes, taxesTotal: taxes.federalTaxTotal + taxes.provincialTaxTotal + taxes.hSTTaxTotal });
      expect(summary.OrderTotal).toBe(total + summary.Taxes.taxesTotal);
    }
  });

  it('property: recomputing the summary from the stored lines of a submitted order always equals its stored snapshot', async () => {
    const { db } = testDb();
    const payments = new TestPaymentProvider();
    const line = fc.record({
      listPrice: fc.integer({ min: 1, max: 250_000 }),
      quantity: fc.integer({ min: 1, max: 60 }),
      contractPrice: fc.option(fc.integer({ min: 1, max: 250_000 }), { nil: null }),
      fees: fc.uniqueArray(fc.record({ feeType: fc.integer({ min: 1, max: 9 }), amount: fc.integer({ min: 0, max: 9_999 }) }), { selector: (fee) => fee.feeType, maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...provinces), fc.array(line, { minLength: 1, maxLength: 4 }), async (province, specs) => {
        const shopper = await createShopper(db, catalogue, { province });
        const items: Array<{ productId: string; quantity: number }> = [];
        for (const spec of specs) {
          const product = await createProduct(db, catalogue, { listPrice: spec.listPrice, fees: spec.fees, isAssembly: true });
          if (spec.contractPrice !== null) await db.insert(t.contractPrices).values({ clientId: shopper.clientId, productId: product.id, price: spec.contractPrice, standingOfferNumber: 'SO', startDate: '2000-01-01', endDate: '2100-01-01' });
          items.push({ productId: product.id, quantity: spec.quantity });
        }
        await db.transaction((tx) => addProductsById(tx, shopper.ctx, items));
        const ref = (await cartDetails(db, shopper.ctx)).OrderId as number;
        const result = await submitOrder({ db, payments }, shopper.ctx, ref, { billingOptionType: 1, paymentToken: null, poNumber: null, costCenter: null, deliveryInstructions: null, deliveryType: 'standard', scheduledDate: null }, `p-${ref}`);
        expect(result.ok).toBe(true);
        const [order] = await queryRows<{ id: string; price_details: unknown; gst_total: number; pst_total: number; hst_total: number; total: number; day: string; promo_discount: number }>(
          db, sql`select o.id, o.price_details, o.gst_total, o.pst_total, o.hst_total, o.total, o.promo_discount, to_char(o.submitted_date at time zone 'America/Toronto', 'YYYY-MM-DD') as day from orders o join order_refs r on r.order_id = o.id where r.ref = ${ref}`);
        const stored = await queryRows<LineRow & Record<string, unknown>>(db, sql`select l.*, l.is_contract as is_contract_snapshot, l.fees as fees_snapshot, p.is_special_delivery from order_lines l join products p on p.id = l.product_id where l.order_id = ${order?.id}`);
        const again = computeTotals(stored.map((row) => summaryLine(row, snapshotPrice(row))), null, province, order?.day as string);
        expect(again.priceDetails).toEqual(order?.price_details);
        expect([again.taxes.federalTaxTotal, again.taxes.provincialTaxTotal, again.taxes.hSTTaxTotal, again.orderTotal]).toEqual([order?.gst_total, order?.pst_total, order?.hst_total, order?.total]);
      }),
      { numRuns: 25 },
    );
  });
});
