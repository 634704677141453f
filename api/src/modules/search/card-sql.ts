import { sql, type SQL } from 'drizzle-orm';
import { localDaySql, purchasedOrderSql } from '../../db/index.ts';

/** A product card's raw columns (json keys), shaped into the spec's ProductCard by product-card.ts. */
export interface CardRow {
  id: string;
  code: string;
  name_en: string;
  name_fr: string;
  short_description_en: string;
  short_description_fr: string;
  uom_en: string;
  uom_fr: string;
  brand_name: string;
  category_id: string;
  list_price: number;
  sales_multiple: number;
  minimum_quantity: number;
  is_made_in_canada: boolean;
  is_clearance_item: boolean;
  is_restricted: boolean;
  is_drop_ship: boolean;
  is_assembly: boolean;
  is_catalog: boolean;
  is_market_price: boolean;
  is_special_order: boolean;
  is_core: boolean;
  review_count: number;
  review_rating: number;
  delivery_days_min: number;
  delivery_days_max: number;
  contract_price: number | null;
  standing_offer_number: string | null;
  promotion_id: string | null;
  promotion_end_date: string | null;
  promotion_details_en: string | null;
  promotion_details_fr: string | null;
  promotion_price: number | null;
  tiers: { q: number; p: number }[] | null;
  media_id: string | null;
  stock: number;
  /** The day of the viewer's last order of it (yyyy-mm-dd, in core's DEFAULT_TIME_ZONE). */
  last_purchased: string | null;
}

/**
 * The card columns for the rows of `page` (alias pg, carrying prices from the matched set). The
 * per-row subqueries are index lookups for at most one page (25 or 50 rows).
 */
/**
 * What a product has on hand for the viewer: a buyer, their client's warehouse (the one their cart's back orders are
 * counted from); a visitor (who sees no quantity), every warehouse.
 */
export const onHandSql = (clientId: string | null): SQL =>
  sql`(select coalesce(sum(s.quantity_on_hand), 0)::int from product_stock s where s.product_id = p.id${
    clientId ? sql` and s.warehouse_no = (select warehouse_no from clients where id = ${clientId})` : sql``
  })`;

export function cardColumnsSql(viewer: { buyerId: string | null; clientId: string | null }, extraColumns?: SQL): SQL {
  const { buyerId } = viewer;
  const lastPurchased = buyerId
    ? localDaySql(sql`(select max(o.submitted_date) from order_lines ol join orders o on o.id = ol.order_id
          where ol.product_id = p.id and o.buyer_id = ${buyerId} and ${purchasedOrderSql('o')})`)
    : sql`null::text`;
  return sql`select pg.ord, p.id, p.code, p.name_en, p.name_fr, p.short_description_en, p.short_description_fr,
      p.uom_en, p.uom_fr, pg.brand_name, p.category_id, p.list_price, p.sales_multiple, p.minimum_quantity,
      p.is_made_in_canada, p.is_clearance_item, p.is_restricted, p.is_drop_ship, p.is_assembly, p.is_catalog,
      p.is_market_price, p.is_special_order, p.is_core, p.review_count, p.review_rating, p.delivery_days_min,
      p.delivery_days_max, pg.contract_price, pg.standing_offer_number, pg.promotion_id, pg.promotion_end_date,
      pg.promotion_details_en, pg.promotion_details_fr, pg.promotion_price,
      (select json_agg(json_build_object('q', t.min_quantity, 'p', t.unit_price) order by t.min_quantity)
        from price_tiers t where t.product_id = p.id) as tiers,
      (select pm.id from product_media pm where pm.product_id = p.id order by pm.position limit 1) as media_id,
      ${onHandSql(viewer.clientId)} as stock,
      ${lastPurchased} as last_purchased${extraColumns ? sql`, ${extraColumns}` : sql``}
    from page pg join products p on p.id = pg.id`;
}
