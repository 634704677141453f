import { promotionsApply, toMessages, type Message } from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { auditActor, type BuyerContext } from './buyer-context.ts';
import { findCoupon, setCoupon } from './cart-mutations-repo.ts';
import { lockOrCreateCart } from './cart-repo.ts';
import { eligibilityOf } from './priced-cart.ts';
import { ok, refusedWith, type Result } from './result.ts';

/** POST /api/cart/add-coupon-code: only when the client can receive promotions and not in a group order (spec §5). */
export async function addCouponCode(db: Database, ctx: BuyerContext, code: string): Promise<Result<Message[]>> {
  return db.transaction(async (tx) => {
    const cart = await lockOrCreateCart(tx, ctx);
    if (!promotionsApply(eligibilityOf(cart, ctx))) return refusedWith('cart.promotionsNotAllowed', ctx.locale);
    const coupon = await findCoupon(tx, code, cart.client_id);
    if (!coupon?.usable) return refusedWith('cart.couponInvalid', ctx.locale, { code });
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
