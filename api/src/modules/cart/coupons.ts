import { formatDate, promotionsApply, toMessages, type Locale, type Message } from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { auditActor, type BuyerContext } from './buyer-context.ts';
import { findCoupon, setCoupon, type CouponStanding } from './cart-mutations-repo.ts';
import { lockOrCreateCart } from './cart-repo.ts';
import { eligibilityOf } from './priced-cart.ts';
import { ok, refusedWith, type Result } from './result.ts';

/** The buyer is told why a coupon their client may use is refused; an unknown code gets the generic answer. */
const couponRefusal = (coupon: CouponStanding, locale: Locale): Result<never> | null => {
  switch (coupon.refusal) {
    case 'expired': return refusedWith('cart.couponExpired', locale, { date: formatDate(coupon.endDate, locale) });
    case 'notYetValid': return refusedWith('cart.couponNotYetValid', locale, { date: formatDate(coupon.startDate, locale) });
    case 'usedUp': return refusedWith('cart.couponUsedUp', locale);
    case null: return null;
  }
};

/** POST /api/cart/add-coupon-code: only when the client can receive promotions and not in a group order (spec §5). */
export async function addCouponCode(db: Database, ctx: BuyerContext, code: string): Promise<Result<Message[]>> {
  return db.transaction(async (tx) => {
    const cart = await lockOrCreateCart(tx, ctx);
    if (!promotionsApply(eligibilityOf(cart, ctx))) return refusedWith('cart.promotionsNotAllowed', ctx.locale);
    const coupon = await findCoupon(tx, code, cart.client_id);
    if (!coupon) return refusedWith('cart.couponInvalid', ctx.locale, { code });
    const refusal = couponRefusal(coupon, ctx.locale);
    if (refusal) return refusal;
    await setCoupon(tx, cart.id, coupon.code);
    await audit(tx, { ...auditActor(ctx), action: 'cart.addCoupon', entity: 'order', entityId: cart.id, before: { coupon: cart.coupon_code }, after: { coupon: coupon.code } });
    return ok(toMessages('cart.couponApplied', ctx.locale, { code: coupon.code }));
  });
}

/** POST /api/cart/remove-coupon-code: the code must be the one on the cart. */
export async function removeCouponCode(db: Database, ctx: BuyerContext, code: string): Promise<Result<Message[]>> {
  return db.transaction(async (tx) => {
    const cart = await lockOrCreateCart(tx, ctx);
    if (!cart.coupon_code || cart.coupon_code.toUpperCase() !== code.toUpperCase()) return refusedWith('cart.couponInvalid', ctx.locale, { code });
    await setCoupon(tx, cart.id, null);
    await audit(tx, { ...auditActor(ctx), action: 'cart.removeCoupon', entity: 'order', entityId: cart.id, before: { coupon: cart.coupon_code }, after: { coupon: null } });
    return ok(toMessages('cart.couponRemoved', ctx.locale, { code: cart.coupon_code }));
  });
}
