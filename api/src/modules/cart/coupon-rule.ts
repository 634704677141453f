import { sql, type SQL } from 'drizzle-orm';

/**
 * When a coupon can be used (spec §5), as SQL over a `coupons` row aliased `cp`: the one statement of the rule
 * for the cart's header (is the coupon on the cart usable?), the coupon lookup (why is it not?) and its use at
 * submission (the last use taken once).
 */
export const couponRule = {
  expired: sql`now() > cp.end_date`,
  notStarted: sql`now() < cp.start_date`,
  usedUp: sql`cp.used_count >= cp.max_uses`,
  /** A coupon restricted to other clients does not exist for this one. */
  forClient: (clientId: SQL) => sql`(cp.applies_to_all_clients or exists (select 1 from coupon_clients cc where cc.coupon_id = cp.id and cc.client_id = ${clientId}))`,
};

/** The coupon row `cp` is usable now by the client. */
export const couponUsable = (clientId: SQL) =>
  sql`(cp.id is not null and not (${couponRule.expired}) and not (${couponRule.notStarted}) and not (${couponRule.usedUp}) and ${couponRule.forClient(clientId)})`;
