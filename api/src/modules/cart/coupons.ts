import { formatDate, promotionsApply, toMessage, toMessages, type Locale, type Message, type OutcomeCode } from '@comptoir/core';
import type { Database, Executor } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { auditActor, type BuyerContext } from './buyer-context.ts';
import { findCoupon, setCoupon, type CouponStanding } from './cart-mutations-repo.ts';
import { lockOrCreateCart, type CartHeader } from './cart-repo.ts';
import { eligibilityOf } from './priced-cart.ts';
import { ok, refusableTransaction, refusedWith, type Result } from './result.ts';

/** Why a coupon their client may use is refused, told to the buyer; an unknown code gets the generic answer. */
const couponRefusal = (coupon: CouponStanding, locale: Locale): { code: OutcomeCode; params?: Record<string, string> } | null => {
  switch (coupon.refusal) {
    case 'expired': return { code: 'cart.couponExpired', params: { date: formatDate(coupon.endDate, locale) } };
    case 'notYetValid': return { code: 'cart.couponNotYetValid', params: { date: formatDate(coupon.startDate, locale) } };
    case 'usedUp': return { code: 'cart.couponUsedUp' };
    case null: return null;
  }
};

/**
 * A coupon left on the cart that no longer applies (it expired, ran out of uses, or is gone since it was
 * added): the cart says why, so its discount does not vanish unexplained. Only such carts pay the lookup.
 */
export async function staleCouponNotice(db: Executor, header: CartHeader, locale: Locale): Promise<Message | null> {
  if (!header.coupon_code || header.coupon_usable) return null;
  const coupon = await findCoupon(db, header.coupon_code, header.client_id);
  const refusal = coupon ? couponRefusal(coupon, locale) : { code: 'cart.couponInvalid' as const, params: { code: header.coupon_code } };
  return refusal ? toMessage(refusal.code, locale, refusal.params) : null;
}

/** POST /api/cart/add-coupon-code: only when the client can receive promotions and not in a group order (spec §5). */
export async function addCouponCode(db: Database, ctx: BuyerContext, code: string): Promise<Result<Message[]>> {
  return refusableTransaction(db, async (tx) => {
    const cart = await lockOrCreateCart(tx, ctx);
    if (!promotionsApply(eligibilityOf(cart, ctx))) return refusedWith('cart.promotionsNotAllowed', ctx.locale);
    const coupon = await findCoupon(tx, code, cart.client_id);
    if (!coupon) return refusedWith('cart.couponInvalid', ctx.locale, { code });
    const refusal = couponRefusal(coupon, ctx.locale);
    if (refusal) return refusedWith(refusal.code, ctx.locale, refusal.params);
    await setCoupon(tx, cart.id, coupon.code);
    await audit(tx, { ...auditActor(ctx), action: 'cart.addCoupon', entity: 'order', entityId: cart.id, before: { coupon: cart.coupon_code }, after: { coupon: coupon.code } });
    return ok(toMessages('cart.couponApplied', ctx.locale, { code: coupon.code }));
  });
}

/** POST /api/cart/remove-coupon-code: the code must be the one on the cart. */
export async function removeCouponCode(db: Database, ctx: BuyerContext, code: string): Promise<Result<Message[]>> {
  return refusableTransaction(db, async (tx) => {
    const cart = await lockOrCreateCart(tx, ctx);
    if (!cart.coupon_code || cart.coupon_code.toUpperCase() !== code.toUpperCase()) return refusedWith('cart.couponInvalid', ctx.locale, { code });
    await setCoupon(tx, cart.id, null);
    await audit(tx, { ...auditActor(ctx), action: 'cart.removeCoupon', entity: 'order', entityId: cart.id, before: { coupon: cart.coupon_code }, after: { coupon: null } });
    return ok(toMessages('cart.couponRemoved', ctx.locale, { code: cart.coupon_code }));
  });
}
