import { sql } from 'drizzle-orm';
import { localTodaySql, localTomorrowStartSql, queryRows, type Executor } from '../../db/index.ts';
import { couponUsable } from './coupon-rule.ts';
import type { ClientSettings, CreditCardMandatoryType, OverBudgetPolicy } from '../../db/schema/index.ts';

/** The open order (cart) with what its rules need: client, ship-to, card and coupon. One query. */
export interface CartHeader {
  id: string;
  ref: number;
  buyer_id: string;
  client_id: string;
  version: number;
  coupon_code: string | null;
  deli_serv_opt_type: number;
  is_deli_opt_set: boolean;
  delivery_type: 'standard' | 'scheduled';
  scheduled_date: string | null;
  po_number: string;
  delivery_instructions: string;
  billing_option_type: string | null;
  payment_token: string | null;
  ship_to_id: string | null;
  ship_to_name: string | null;
  ship_to_line1: string | null;
  ship_to_line2: string | null;
  ship_to_city: string | null;
  ship_to_province: string | null;
  ship_to_postal_code: string | null;
  delivery_zone: string | null;
  assembly_available: boolean;
  installation_available: boolean;
  billing_name: string | null;
  billing_line1: string | null;
  billing_line2: string | null;
  billing_city: string | null;
  billing_province: string | null;
  billing_postal_code: string | null;
  client_no: string;
  client_province: string;
  warehouse_no: string;
  can_receive_promotions: boolean;
  credit_card_mandatory_type: CreditCardMandatoryType;
  allow_account_credit_card: boolean;
  allow_profile_credit_card: boolean;
  allow_checkout_credit_card: boolean;
  minimum_order_amount: number;
  suspended_date_from: string | null;
  suspended_date_until: string | null;
  over_budget_policy: OverBudgetPolicy;
  settings: ClientSettings;
  merge_product_in_basket: boolean;
  prefered_billing_option_type: number;
  card_brand: string | null;
  card_last4: string | null;
  card_expiry: string | null;
  coupon_id: string | null;
  coupon_kind: 'percent' | 'amount' | null;
  coupon_value: number | null;
  coupon_minimum_subtotal: number | null;
  coupon_usable: boolean | null;
  first_order_pending: boolean;
}

/**
 * What else the priced cart depends on (docs/decisions/050), read in the header's statement so that the answer
 * cache can tell a kept answer is current at no extra round trip: the catalogue's generation, the business day
 * (contract dates) and the next instant the clock alone may change the answer (decision 055), in milliseconds: a
 * promotion or the cart's coupon starts or ends (both are compared with now()), or the business day ends.
 */
export interface CartStamp {
  catalogue_generation: string;
  local_today: string;
  next_change: string;
}

const openCart = (buyerId: string) => sql`o.buyer_id = ${buyerId} and o.status = 'open' and o.group_order_id is null`;

const headerColumns = sql`
  o.id, r.ref, o.buyer_id, o.client_id, o.version, o.coupon_code, o.deli_serv_opt_type, o.is_deli_opt_set, o.delivery_type,
    o.scheduled_date::text as scheduled_date, o.po_number, o.delivery_instructions, o.billing_option_type, o.payment_token,
    s.id as ship_to_id, s.name as ship_to_name, s.line1 as ship_to_line1, s.line2 as ship_to_line2, s.city as ship_to_city,
    s.province as ship_to_province, s.postal_code as ship_to_postal_code, s.delivery_zone,
    coalesce(s.assembly_available, false) as assembly_available, coalesce(s.installation_available, false) as installation_available,
    bs.name as billing_name, bs.line1 as billing_line1, bs.line2 as billing_line2, bs.city as billing_city,
    bs.province as billing_province, bs.postal_code as billing_postal_code,
    c.client_no, c.province as client_province, c.warehouse_no, c.can_receive_promotions, c.credit_card_mandatory_type,
    c.allow_account_credit_card, c.allow_profile_credit_card, c.allow_checkout_credit_card, c.minimum_order_amount,
    c.suspended_date_from::text as suspended_date_from, c.suspended_date_until::text as suspended_date_until,
    c.over_budget_policy, c.settings, b.merge_product_in_basket, b.prefered_billing_option_type,
    pc.brand as card_brand, pc.last4 as card_last4, pc.expiry as card_expiry,
    cp.id as coupon_id, cp.discount_kind as coupon_kind, cp.discount_value as coupon_value, cp.minimum_subtotal as coupon_minimum_subtotal,
    ${couponUsable(sql`o.client_id`)} as coupon_usable,
    (b.is_waiting_for_co_activation and exists (
      select 1 from orders x where x.client_id = o.client_id and x.status in ('submitted', 'awaitingApproval', 'approved'))) as first_order_pending`;

// An end at now() is still running (between is inclusive): the instant after it changes the answer, so it counts.
// Floored to the millisecond, so that a time before it is always before the change.
const stampColumns = sql`
  (select sum(g.generation)::text from catalogue_generation g) as catalogue_generation,
  (${localTodaySql})::text as local_today,
  floor(extract(epoch from least(
    (select min(pr.start_date) from promotions pr where pr.start_date > now()),
    (select min(pr.end_date) from promotions pr where pr.end_date >= now()),
    case when now() < cp.start_date then cp.start_date when now() <= cp.end_date then cp.end_date end,
    ${localTomorrowStartSql})) * 1000)::bigint::text as next_change`;

const headerFrom = sql`
  from orders o
  join order_refs r on r.order_id = o.id
  join clients c on c.id = o.client_id
  join buyers b on b.id = o.buyer_id
  left join ship_tos s on s.id = o.ship_to_id
  left join lateral (select * from ship_tos d where d.client_id = o.client_id order by d.is_default desc, d.ship_to_no limit 1) bs on true
  left join order_payment_cards pc on pc.order_id = o.id
  left join coupons cp on cp.code = o.coupon_code`;

/** The select of the buyer's cart header (findCart's, and part of add-to-cart's one read: cart-and-products-repo.ts). */
export const cartHeaderSelect = (buyerId: string) => sql`select ${headerColumns} ${headerFrom} where ${openCart(buyerId)}`;

/** The buyer's cart, or undefined when they have none yet. */
export async function findCart(db: Executor, buyerId: string): Promise<CartHeader | undefined> {
  const [row] = await queryRows<CartHeader & Record<string, unknown>>(db, cartHeaderSelect(buyerId));
  return row;
}

/** The buyer's cart with its stamp (the answer cache's read; other readers need not pay for the stamp's columns). */
export async function findStampedCart(db: Executor, buyerId: string): Promise<(CartHeader & CartStamp) | undefined> {
  const [row] = await queryRows<CartHeader & CartStamp & Record<string, unknown>>(db, sql`select ${headerColumns}, ${stampColumns} ${headerFrom} where ${openCart(buyerId)}`);
  return row;
}

/** The buyer's cart, locked for the rest of the transaction (every cart change queues here). */
export async function lockCart(tx: Executor, buyerId: string): Promise<CartHeader | undefined> {
  const [row] = await queryRows<CartHeader & Record<string, unknown>>(tx, sql`select ${headerColumns} ${headerFrom} where ${openCart(buyerId)} for update of o`);
  return row;
}

/**
 * Creates the buyer's cart unless one exists. The partial unique index (one open order per buyer)
 * settles a creation race: the loser's insert does nothing and it locks the winner's cart.
 */
export async function createCart(tx: Executor, cart: { buyerId: string; clientId: string; shipToId: string | null }): Promise<void> {
  await tx.execute(sql`
    insert into orders (client_id, buyer_id, ship_to_id, minimum_order_amount, shipping_postal_code, delivery_zone)
    select ${cart.clientId}, ${cart.buyerId}, s.id, c.minimum_order_amount, s.postal_code, s.delivery_zone
    from clients c
    left join ship_tos s on s.id = coalesce(${cart.shipToId}::uuid, (select default_ship_to_id from buyers where id = ${cart.buyerId}))
      and s.client_id = c.id
    where c.id = ${cart.clientId}
    on conflict (buyer_id) where status = 'open' and group_order_id is null do nothing`);
}

/** Locks the buyer's cart, creating it first when needed. */
export async function lockOrCreateCart(tx: Executor, cart: { buyerId: string; clientId: string; shipToId: string | null }): Promise<CartHeader> {
  const existing = await lockCart(tx, cart.buyerId);
  if (existing) return existing;
  await createCart(tx, cart);
  const created = await lockCart(tx, cart.buyerId);
  if (!created) throw new Error('cart could not be created');
  return created;
}

/** Marks a change: optimistic version for several tabs, and updated_at for 'cart refresh by timestamp' (spec §4). */
export async function touchCart(tx: Executor, orderId: string, set = sql``): Promise<void> {
  await tx.execute(sql`update orders set version = version + 1, updated_at = now() ${set} where id = ${orderId}`);
}
