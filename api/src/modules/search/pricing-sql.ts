import { toIsoDate } from '@comptoir/core';
import { sql, type SQL } from 'drizzle-orm';

/** Who prices apply to: the client (null for guests) and whether promotions may apply (spec §5). */
export interface PricingContext {
  clientId: string | null;
  isInGroupOrder: boolean;
  /** The clock contracts and promotions are judged by (tests pin it to the dataset's date). */
  asOf: Date;
}

/**
 * Whether promotion `pr` is open to the viewer at `asOf`: running, and for a client only when the client
 * can receive promotions, the buyer is not in a group order and the promotion is for every client or
 * names this one; guests (no client) see only promotions for every client.
 */
export function promotionOpenSql(ctx: PricingContext): SQL {
  const { clientId } = ctx;
  const running = sql`${ctx.asOf.toISOString()}::timestamptz between pr.start_date and pr.end_date`;
  if (!clientId) return sql`${running} and ${promotionForClientSql(null)}`;
  return sql`${running} and ${!ctx.isInGroupOrder} and (select c.can_receive_promotions from clients c where c.id = ${clientId})
    and ${promotionForClientSql(clientId)}`;
}

/** Whether promotion `pr` is for the client: one for every client, or one naming it; a visitor (null) has only the former. */
export const promotionForClientSql = (clientId: string | null): SQL =>
  clientId
    ? sql`(pr.applies_to_all_clients or exists (select 1 from promotion_clients pc where pc.promotion_id = pr.id and pc.client_id = ${clientId}))`
    : sql`pr.applies_to_all_clients`;

/**
 * `contract (product_id, price, standing_offer_number)` and `promo (product_id, promotion_id, …)` CTEs.
 * Both are small per client (hundreds of rows), so joining them to the candidates is a hash join.
 * Promotions apply only when the client can receive them and not in a group order; guests see only
 * promotions open to every client (without prices).
 */
export function pricingCtes(ctx: PricingContext): SQL {
  const clientId = ctx.clientId;
  // The business day (core's DEFAULT_TIME_ZONE), as the cart prices it: not UTC's, a day ahead on Toronto evenings.
  const day = toIsoDate(ctx.asOf);
  const contract = clientId
    ? sql`select product_id, min(price) as price, min(standing_offer_number) as standing_offer_number
          from contract_prices where client_id = ${clientId} and ${day}::date between start_date and end_date group by product_id`
    : sql`select null::uuid as product_id, null::int as price, null::text as standing_offer_number where false`;
  return sql`
    contract as (${contract}),
    promo as (
      select distinct on (pp.product_id) pp.product_id, pr.id as promotion_id, pr.discount_kind, pr.discount_value,
        pr.end_date as promotion_end_date, pr.details_en as promotion_details_en, pr.details_fr as promotion_details_fr
      from promotion_products pp join promotions pr on pr.id = pp.promotion_id
      where ${promotionOpenSql(ctx)}
      order by pp.product_id, pr.discount_value desc
    )`;
}

/** The promotion's unit price (null without an applicable promotion). */
export const promotionPriceSql = sql`case pr.discount_kind
  when 'percent' then round(p.list_price::bigint * (10000 - pr.discount_value) / 10000.0)::int
  when 'amount' then greatest(p.list_price - pr.discount_value, 0) end`;

/** The unit price a buyer pays for one unit (contract, else the lower of list and promotion); sorts and price ranges use it. */
export const effectivePriceSql = sql`coalesce(c.price, least(p.list_price, ${promotionPriceSql}))`;
