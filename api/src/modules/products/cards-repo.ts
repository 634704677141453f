import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import { cardColumnsSql, pricingCtes, promotionPriceSql, type CardRow } from '../search/index.ts';

export interface CardQuery {
  /** Products by code (kept in the order asked) or by id. */
  codes?: readonly string[];
  ids?: readonly string[];
  clientId: string | null;
  buyerId: string | null;
  isInGroupOrder: boolean;
  hideRestricted: boolean;
  asOf: Date;
}

const textArray = (values: readonly string[], type: 'text' | 'uuid'): SQL =>
  values.length === 0 ? sql.raw(`'{}'::${type}[]`) : sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::${sql.raw(type)}[]`;

/** Cards (and, with `extra`, more columns) for a few products, priced for the viewer; one statement. */
export async function findCards<Row extends CardRow = CardRow>(db: Executor, q: CardQuery, extra?: SQL): Promise<Row[]> {
  const byCode = q.codes !== undefined;
  const keys = textArray(byCode ? (q.codes ?? []) : (q.ids ?? []), byCode ? 'text' : 'uuid');
  const key = byCode ? sql`p.code` : sql`p.id`;
  const rows = await queryRows<{ records: Row[] | null }>(
    db,
    sql`with ${pricingCtes({ clientId: q.clientId, isInGroupOrder: q.isInGroupOrder, asOf: q.asOf })},
    page as (
      select p.id, array_position(${keys}, ${key}) as ord, b.name as brand_name, c.price as contract_price, c.standing_offer_number,
        pr.promotion_id, pr.promotion_end_date, pr.promotion_details_en, pr.promotion_details_fr, ${promotionPriceSql} as promotion_price
      from products p join product_brands b on b.id = p.brand_id
      left join contract c on c.product_id = p.id left join promo pr on pr.product_id = p.id
      where ${key} = any(${keys}) ${q.hideRestricted ? sql`and not p.is_restricted` : sql``}
    )
    select (select json_agg(r order by r.ord) from (${cardColumnsSql({ buyerId: q.buyerId, clientId: q.clientId }, extra)}) r) as records`,
  );
  return rows[0]?.records ?? [];
}
