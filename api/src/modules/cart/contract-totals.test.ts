import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { FlagService } from '../../platform/flags.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';

interface Line { IsContract: boolean; UnitSellPrice: number; Quantity: number }
interface Summary { PriceDetails: { subTotal: number; mobTotal: number; nonMobTotal: number }; enableContractProductTotalBreakdown: boolean }

/** The goods of the lines under contract (or not), line by line as the buyer reads them. */
const goodsOf = (lines: readonly Line[], contract: boolean) => lines.filter((line) => line.IsContract === contract).reduce((sum, line) => sum + line.UnitSellPrice * line.Quantity, 0);

describeEachDriver('contract product totals (spec §3 enableContractProductTotalBreakdown)', (testDb: () => TestDb) => {
  const world = async () => {
    const { db, kind } = testDb();
    // The admin console changes the setting through the one flag service; no cache between its change and the next answer.
    const flags = new FlagService(db, 0);
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig, flags });
    const catalogue = await createCatalogue(db);
    const shopper = await createShopper(db, catalogue);
    const contract = await createProduct(db, catalogue, { listPrice: 2_100 });
    await db.insert(t.contractPrices).values({ clientId: shopper.clientId, productId: contract.id, price: 1_799, standingOfferNumber: 'SO-41', startDate: '2000-01-01', endDate: '2100-01-01' });
    const chair = await createProduct(db, catalogue, { listPrice: 34_567 });
    const clip = await createProduct(db, catalogue, { listPrice: 1 });
    const headers = await sessionHeaders(db, shopper.buyerId);
    const call = async <T>(path: string, init: RequestInit = {}) => {
      const response = await app.request(path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
      expect(response.status).toBeLessThan(300);
      return (await response.json()) as T;
    };
    await call('/api/cart/addtocart', { method: 'POST', body: JSON.stringify({ Products: [{ ProductCode: contract.code, Quantity: 7 }, { ProductCode: chair.code, Quantity: 2 }, { ProductCode: clip.code, Quantity: 3 }] }) });
    const cart = async () => (await call<{ CartInfo: { Products: Line[]; CartSummary: Summary }; OrderId: number }>('/api/cart/cartDetails'));
    const review = async () => (await call<{ CartSummary: Summary }>('/api/checkout/delivery-details')).CartSummary;
    const setClientOverride = (value: boolean | null) => db.transaction((tx) => flags.setOverride(tx, 'enableContractProductTotalBreakdown', 'client', shopper.clientId, value));
    return { db, shopper, call, cart, review, setClientOverride };
  };

  const expectCentExact = (summary: Summary, lines: readonly Line[]) => {
    expect(summary.PriceDetails.mobTotal).toBe(7 * 1_799);
    expect(summary.PriceDetails.nonMobTotal).toBe(2 * 34_567 + 3 * 1);
    expect(summary.PriceDetails.mobTotal).toBe(goodsOf(lines, true));
    expect(summary.PriceDetails.nonMobTotal).toBe(goodsOf(lines, false));
    expect(summary.PriceDetails.mobTotal + summary.PriceDetails.nonMobTotal).toBe(summary.PriceDetails.subTotal);
  };

  it('the cart, the review and the submitted order say the client shows them, and a client override turns them off at once', async () => {
    const { cart, review, call, setClientOverride } = await world();
    const first = await cart();
    expect(first.CartInfo.CartSummary.enableContractProductTotalBreakdown).toBe(true);
    expectCentExact(first.CartInfo.CartSummary, first.CartInfo.Products);
    const reviewed = await review();
    expect(reviewed.enableContractProductTotalBreakdown).toBe(true);
    expectCentExact(reviewed, first.CartInfo.Products);

    // The client's admin turns the setting off: the cart unchanged since its answer was kept says so too.
    await setClientOverride(false);
    const off = await cart();
    expect(off.CartInfo.CartSummary.enableContractProductTotalBreakdown).toBe(false);
    expect(off.CartInfo.CartSummary.PriceDetails).toEqual(first.CartInfo.CartSummary.PriceDetails);
    expect((await review()).enableContractProductTotalBreakdown).toBe(false);
    await setClientOverride(null);
    expect((await cart()).CartInfo.CartSummary.enableContractProductTotalBreakdown).toBe(true);

    const submitted = await call<{ displayNumber: string }>(`/api/checkout/orders/${first.OrderId}/submit`, { method: 'POST', headers: { 'Idempotency-Key': 'contract-totals' }, body: JSON.stringify({ billingOptionType: 1, poNumber: 'PO-41' }) });
    expect(submitted.displayNumber).toMatch(/^EW/);
    const view = async () => call<{ orderProducts: Line[]; summaryInfo: { priceDetails: Summary['PriceDetails']; enableContractProductTotalBreakdown: boolean } }>(`/svc/orders/orders/${first.OrderId}`);
    const order = await view();
    expect(order.summaryInfo.enableContractProductTotalBreakdown).toBe(true);
    expectCentExact({ PriceDetails: order.summaryInfo.priceDetails, enableContractProductTotalBreakdown: true }, order.orderProducts);
    await setClientOverride(false);
    expect((await view()).summaryInfo.enableContractProductTotalBreakdown).toBe(false);
  });

  it('a client without the setting is told so, with the same totals', async () => {
    const { db, shopper, cart, review } = await world();
    await db.execute(sql`update clients set settings = settings || '{"enableContractProductTotalBreakdown": false}'::jsonb where id = ${shopper.clientId}`);
    const details = await cart();
    expect(details.CartInfo.CartSummary.enableContractProductTotalBreakdown).toBe(false);
    expectCentExact(details.CartInfo.CartSummary, details.CartInfo.Products);
    expect((await review()).enableContractProductTotalBreakdown).toBe(false);
  });
});
