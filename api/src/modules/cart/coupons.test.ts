import { beforeAll, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { sql } from 'drizzle-orm';
import { createCatalogue, createCoupon, createProduct, createShopper, type CatalogueIds, type Shopper } from '../../test/commerce-world.ts';
import { addProductsById } from './add-to-cart.ts';
import { cartDetails } from './cart-service.ts';
import { addCouponCode, removeCouponCode } from './coupons.ts';

const refusal = async (db: Database, shopper: Shopper, code: string, locale: 'en-CA' | 'fr-CA') => {
  const answer = await addCouponCode(db, { ...shopper.ctx, locale }, code);
  return answer.ok ? answer : { status: answer.status, type: answer.messages[0]?.Type, text: answer.messages[0]?.PrimaryMessage };
};

describeEachDriver('coupon codes', (testDb: () => TestDb) => {
  let catalogue: CatalogueIds;
  beforeAll(async () => {
    catalogue = await createCatalogue(testDb().db);
  });

  it("an expired, not yet started or used-up coupon is refused with its reason in the buyer's language", async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue);
    // Noon Eastern on each day, so the day shown is the same whatever the server's zone.
    const expired = await createCoupon(db, { start: '2024-01-01T17:00:00Z', end: '2024-03-15T17:00:00Z' });
    const future = await createCoupon(db, { start: '2999-06-01T16:00:00Z', end: '2999-12-31T17:00:00Z' });
    const usedUp = await createCoupon(db, { start: '2024-01-01T17:00:00Z', end: '2999-12-31T17:00:00Z', maxUses: 3, usedCount: 3 });

    expect(await refusal(db, shopper, expired, 'en-CA')).toEqual({ status: 422, type: 'cart.couponExpired', text: 'This promotion code expired on March 15, 2024.' });
    expect(await refusal(db, shopper, expired, 'fr-CA')).toEqual({ status: 422, type: 'cart.couponExpired', text: 'Ce code promotionnel a expiré le 15 mars 2024.' });
    expect(await refusal(db, shopper, future, 'en-CA')).toEqual({ status: 422, type: 'cart.couponNotYetValid', text: 'This promotion code can be used from June 01, 2999.' });
    expect(await refusal(db, shopper, future, 'fr-CA')).toEqual({ status: 422, type: 'cart.couponNotYetValid', text: 'Ce code promotionnel peut être utilisé à partir du 01 juin 2999.' });
    expect(await refusal(db, shopper, usedUp, 'en-CA')).toEqual({ status: 422, type: 'cart.couponUsedUp', text: 'This promotion code has reached its maximum number of uses.' });
    expect(await refusal(db, shopper, usedUp, 'fr-CA')).toEqual({ status: 422, type: 'cart.couponUsedUp', text: 'Ce code promotionnel a atteint son nombre maximal d’utilisations.' });
  });

  it("a coupon restricted to other clients answers exactly like an unknown code, whatever its dates or uses", async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue);
    const other = await createShopper(db, catalogue);
    const theirs = await createCoupon(db, { start: '2024-01-01T17:00:00Z', end: '2024-03-15T17:00:00Z', onlyFor: other.clientId });
    const theirsUsedUp = await createCoupon(db, { start: '2024-01-01T17:00:00Z', end: '2999-12-31T17:00:00Z', maxUses: 1, usedCount: 1, onlyFor: other.clientId });
    const ours = await createCoupon(db, { start: '2024-01-01T17:00:00Z', end: '2024-03-15T17:00:00Z', onlyFor: shopper.clientId });

    for (const code of [theirs, theirsUsedUp, 'NOSUCHCOUPON']) {
      const unknown = { status: 422, type: 'cart.couponInvalid', text: `Promotion code ${code} is not valid.` };
      expect(await refusal(db, shopper, code, 'en-CA')).toEqual(unknown);
    }
    expect(await refusal(db, shopper, ours, 'en-CA')).toMatchObject({ type: 'cart.couponExpired' });
    expect(await refusal(db, other, theirsUsedUp, 'en-CA')).toMatchObject({ type: 'cart.couponUsedUp' });
  });

  // A refusal leaves nothing behind: the cart these calls open for a buyer who had none was kept, empty, after the 422.
  it('a refused coupon, added or removed, leaves a buyer who had no cart without one', async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue);
    const carts = async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders where buyer_id = ${shopper.buyerId}`))[0]?.n;
    expect(await carts()).toBe(0);
    expect(await refusal(db, shopper, 'NO-SUCH-CODE', 'fr-CA')).toMatchObject({ status: 422, type: 'cart.couponInvalid' });
    const removed = await removeCouponCode(db, { ...shopper.ctx, locale: 'fr-CA' }, 'NO-SUCH-CODE');
    expect(removed.ok ? 200 : removed.status).toBe(422);
    expect(await carts()).toBe(0);
  });

  it('a coupon in its dates with uses left is applied', async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue);
    const code = await createCoupon(db, { start: '2024-01-01T17:00:00Z', end: '2999-12-31T17:00:00Z', onlyFor: shopper.clientId });
    expect(await addCouponCode(db, shopper.ctx, code)).toMatchObject({ ok: true, value: [{ Type: 'cart.couponApplied' }] });
  });

  it('a coupon that stops applying while on the cart is shown with the reason, in the buyer\'s language, and no discount', async () => {
    const { db } = testDb();
    const product = await createProduct(db, catalogue, { listPrice: 10_000 });
    const stale = async (change: (code: string) => ReturnType<typeof sql>) => {
      const shopper = await createShopper(db, catalogue);
      await db.transaction((tx) => addProductsById(tx, shopper.ctx, [{ productId: product.id, quantity: 1 }]));
      const code = await createCoupon(db, { start: '2024-01-01T17:00:00Z', end: '2999-12-31T17:00:00Z', maxUses: 5 });
      await addCouponCode(db, shopper.ctx, code);
      const before = await cartDetails(db, shopper.ctx);
      expect(before.CartInfo.CartSummary.PriceDetails.promoDiscount).toBe(1000);
      await db.execute(change(code));
      const after = await cartDetails(db, { ...shopper.ctx, locale: 'fr-CA' });
      return { code, discount: after.CartInfo.CartSummary.PriceDetails.promoDiscount, shown: after.CartInfo.PromotionCouponCode, notices: after.Messages.filter((message) => message.Type?.startsWith('cart.coupon')).map((message) => message.PrimaryMessage) };
    };
    const expired = await stale((code) => sql`update coupons set end_date = '2025-02-03T17:00:00Z' where code = ${code}`);
    expect(expired).toEqual({ code: expired.code, discount: 0, shown: expired.code, notices: ['Ce code promotionnel a expiré le 03 février 2025.'] });
    const usedUp = await stale((code) => sql`update coupons set used_count = max_uses where code = ${code}`);
    expect(usedUp).toEqual({ code: usedUp.code, discount: 0, shown: usedUp.code, notices: ['Ce code promotionnel a atteint son nombre maximal d’utilisations.'] });
    const gone = await stale((code) => sql`delete from coupons where code = ${code}`);
    expect(gone).toEqual({ code: gone.code, discount: 0, shown: gone.code, notices: [`Le code promotionnel ${gone.code} n’est pas valide.`] });
    const fine = await stale((code) => sql`update coupons set max_uses = 6 where code = ${code}`);
    expect(fine).toEqual({ code: fine.code, discount: 1000, shown: fine.code, notices: [] });
  });

  it('a coupon whose minimum the cart no longer reaches says how much to add, in the buyer\'s language, rather than showing as applied with no discount', async () => {
    const { db } = testDb();
    const product = await createProduct(db, catalogue, { listPrice: 3000 });
    const shopper = await createShopper(db, catalogue);
    await db.transaction((tx) => addProductsById(tx, shopper.ctx, [{ productId: product.id, quantity: 2 }]));
    const code = await createCoupon(db, { start: '2024-01-01T17:00:00Z', end: '2999-12-31T17:00:00Z' });
    await db.execute(sql`update coupons set minimum_subtotal = 5000 where code = ${code}`);
    await addCouponCode(db, shopper.ctx, code);
    const noticesOf = async (locale: 'en-CA' | 'fr-CA') => {
      const cart = await cartDetails(db, { ...shopper.ctx, locale });
      return { discount: cart.CartInfo.CartSummary.PriceDetails.promoDiscount, shown: cart.CartInfo.PromotionCouponCode, notices: cart.Messages.filter((message) => message.Type?.startsWith('cart.coupon')).map((message) => message.PrimaryMessage) };
    };
    expect(await noticesOf('en-CA')).toEqual({ discount: 600, shown: code, notices: [] });
    await db.execute(sql`update order_lines set quantity = 1 where order_id = (select id from orders where buyer_id = ${shopper.buyerId} and status = 'open')`);
    expect(await noticesOf('en-CA')).toEqual({ discount: 0, shown: code, notices: [`Promotion code ${code} applies to orders of $50.00 or more: add $20.00 in items to get its discount.`] });
    expect(await noticesOf('fr-CA')).toEqual({ discount: 0, shown: code, notices: [`Le code promotionnel ${code} s’applique aux commandes de 50,00\u00a0$ ou plus\u00a0: ajoutez 20,00\u00a0$ d’articles pour obtenir le rabais.`] });
  });
});
