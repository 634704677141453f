import { sql, type SQL } from 'drizzle-orm';
import { localTodaySql, queryRows, type Executor } from '../../db/index.ts';
import { promotionForClientSql, promotionPriceSql } from '../search/index.ts';
import type { BuyerContext } from './buyer-context.ts';

/** A cart or order line with every price source core needs to price it (one query for all lines). */
export interface LineRow {
  line_id: string;
  line_number: number;
  quantity: number;
  line_note: string;
  special_delivery_option: number;
  quantity_back_ordered: number;
  unit_list_price: number;
  unit_sell_price: number;
  is_contract_snapshot: boolean;
  fees_snapshot: Array<{ feeType: number; amount: number; isExemptFromAssemblyFees: boolean }>;
  product_id: string;
  code: string;
  name_en: string;
  name_fr: string;
  list_price: number;
  sales_multiple: number;
  minimum_quantity: number;
  is_special_delivery: boolean;
  is_assembly: boolean;
  is_installation: boolean;
  is_restricted: boolean;
  is_market_price: boolean;
  is_special_order: boolean;
  contract_price: number | null;
  standing_offer_number: string | null;
  promotion_price: number | null;
  promotion_details_en: string | null;
  promotion_details_fr: string | null;
  tiers: Array<{ q: number; p: number }> | null;
  fees: Array<{ t: number; a: number; x: boolean }> | null;
  media: string[] | null;
  on_hand: number | null;
}

export interface PricingScope {
  clientId: string;
  /** The client's warehouse, or the SQL that reads it. */
  warehouseNo: string | SQL;
  /** core's promotionsApply for this buyer and client, or a superset of it (core applies it again). */
  promotionsApply: boolean;
}

/**
 * The pricing scope of the session's client, without its cart's header (so both are read at once):
 * the cart is the buyer's and carries the buyer's client. Promotions are read unless the buyer is in a
 * group order; whether the client may receive them is core's to apply again from the cart's
 * eligibility (resolveUnitPrice), as it does for every price it resolves (decision 051).
 */
export const sessionPricingScope = (ctx: Pick<BuyerContext, 'clientId' | 'isInGroupOrder'>): PricingScope => ({
  clientId: ctx.clientId,
  warehouseNo: sql`(select c.warehouse_no from clients c where c.id = ${ctx.clientId})`,
  promotionsApply: !ctx.isInGroupOrder,
});

/** The price sources of products for a client: contract, tiers, the best applicable promotion, fees, media and stock. */
const productColumns = (scope: PricingScope) => sql`
  p.id as product_id, p.code, p.name_en, p.name_fr, p.list_price, p.sales_multiple, p.minimum_quantity,
  p.is_special_delivery, p.is_assembly, p.is_installation, p.is_restricted, p.is_market_price, p.is_special_order,
  cp.price as contract_price, cp.standing_offer_number,
  promo.price as promotion_price, promo.details_en as promotion_details_en, promo.details_fr as promotion_details_fr,
  (select json_agg(json_build_object('q', t.min_quantity, 'p', t.unit_price)) from price_tiers t where t.product_id = p.id) as tiers,
  (select json_agg(json_build_object('t', f.fee_type, 'a', f.amount, 'x', f.is_exempt_from_assembly_fees) order by f.fee_type)
     from product_fees f where f.product_id = p.id) as fees,
  (select json_agg(m.id order by m.position) from product_media m where m.product_id = p.id and m.kind = 'image') as media,
  (select st.quantity_on_hand from product_stock st where st.product_id = p.id and st.warehouse_no = ${scope.warehouseNo}) as on_hand`;

const pricingJoins = (scope: PricingScope) => sql`
  left join lateral (
    select c.price, c.standing_offer_number from contract_prices c
    where c.client_id = ${scope.clientId} and c.product_id = p.id and ${localTodaySql} between c.start_date and c.end_date
    order by c.price limit 1) cp on true
  left join lateral (
    select ${promotionPriceSql} as price, pr.details_en, pr.details_fr
    from promotion_products pp join promotions pr on pr.id = pp.promotion_id
    where ${scope.promotionsApply} and pp.product_id = p.id and now() between pr.start_date and pr.end_date
      and ${promotionForClientSql(scope.clientId)}
    order by 1 limit 1) promo on true`;

/** Every line of an order (or only those of some products) with its price sources, in line order. */
export async function findLines(db: Executor, orderId: string, scope: PricingScope, productIds?: readonly string[]): Promise<LineRow[]> {
  const only = productIds ? sql`and l.product_id = any(array[${sql.join(productIds.map((id) => sql`${id}`), sql`, `)}]::uuid[])` : sql``;
  return queryRows<LineRow & Record<string, unknown>>(
    db,
    sql`select l.id as line_id, l.line_number, l.quantity, l.line_note, l.special_delivery_option, l.quantity_back_ordered,
          l.unit_list_price, l.unit_sell_price, l.is_contract as is_contract_snapshot, l.fees as fees_snapshot, ${productColumns(scope)}
        from order_lines l join products p on p.id = l.product_id ${pricingJoins(scope)}
        where l.order_id = ${orderId} ${only} order by l.line_number`,
  );
}

/** The columns of the line itself; the rest of a LineRow is its product's. */
export type LineColumn = 'line_id' | 'line_number' | 'quantity' | 'line_note' | 'special_delivery_option' | 'quantity_back_ordered' | 'unit_list_price' | 'unit_sell_price' | 'is_contract_snapshot' | 'fees_snapshot';
export type ProductRow = Omit<LineRow, LineColumn>;

/** The select of products by their exact code (the unique index), with their price sources. */
export const productsByCodeSelect = (codes: readonly string[], scope: PricingScope) => {
  const wanted = sql`array[${sql.join(codes.map((code) => sql`${code}`), sql`, `)}]::text[]`;
  return sql`select ${productColumns(scope)} from products p ${pricingJoins(scope)} where p.code = any(${wanted})`;
};

/** Products by their exact code, with their price sources. */
export async function findProductsByCode(db: Executor, codes: readonly string[], scope: PricingScope): Promise<ProductRow[]> {
  if (codes.length === 0) return [];
  return queryRows<ProductRow & Record<string, unknown>>(db, productsByCodeSelect(codes, scope));
}

/** Products by id (reorder, guest-cart merge), with their price sources. */
export async function findProductsById(db: Executor, ids: readonly string[], scope: PricingScope): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const wanted = sql`array[${sql.join(ids.map((value) => sql`${value}`), sql`, `)}]::uuid[]`;
  return queryRows<ProductRow & Record<string, unknown>>(db, sql`select ${productColumns(scope)} from products p ${pricingJoins(scope)} where p.id = any(${wanted})`);
}
