import { toIsoDate } from '@comptoir/core';
import { sql, type SQL } from 'drizzle-orm';
import { purchasedOrderSql, queryRows, type Executor } from '../../db/index.ts';

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
const textArray = (values: readonly string[]): SQL =>
  values.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
const uuidArray = (values: readonly string[]): SQL =>
  values.length === 0 ? sql`'{}'::uuid[]` : sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::uuid[]`;

/** The products given by code (unknown codes are left out). */
export const productIdsByCode = async (db: Executor, codes: readonly string[]): Promise<string[]> =>
  codes.length === 0 ? [] : ids(await queryRows<{ id: string }>(db, sql`select id from products where code = any(${textArray(codes)})`));

/** A few products named by the keyword (name or code words), best ranked of an unordered sample. */
export const productIdsByKeyword = async (db: Executor, keyword: string, language: 'en' | 'fr', limit: number): Promise<string[]> => {
  const lang = sql.raw(language);
  return ids(await queryRows<{ id: string }>(db, sql`with q as (select plainto_tsquery('comptoir_${lang}'::regconfig, ${keyword}) as q),
    sample as (select p.id, p.search_${lang} as v from products p, q where p.search_${lang} @@ q.q and not p.is_restricted limit 200)
    select s.id from sample s, q order by ts_rank('{0, 0, 0.2, 1}'::float4[], s.v, q.q) desc, s.id limit ${limit}`));
};

/** The products of the buyer's cart (the open order). */
export const cartProductIds = async (db: Executor, buyerId: string): Promise<string[]> =>
  ids(await queryRows<{ id: string }>(db, sql`select distinct ol.product_id as id from order_lines ol join orders o on o.id = ol.order_id
    where o.buyer_id = ${buyerId} and o.status = 'open'`));

/** The buyer's most recently bought products (orders that bought them: not refused nor cancelled, decision 057). */
export const lastBoughtIds = async (db: Executor, buyerId: string, limit: number): Promise<string[]> =>
  ids(await queryRows<{ id: string }>(db, sql`select product_id as id from (
      select ol.product_id, max(o.submitted_date) as at from order_lines ol join orders o on o.id = ol.order_id
      where o.buyer_id = ${buyerId} and ${purchasedOrderSql('o')} group by ol.product_id) b
    order by at desc nulls last, product_id limit ${limit}`));

/** The buyer's recently viewed products, newest first, without the excluded ones. */
export const recentlyViewedIds = async (db: Executor, q: { buyerId: string; exclude: readonly string[]; hideRestricted: boolean; limit: number }): Promise<string[]> =>
  ids(await queryRows<{ id: string }>(db, sql`select rv.product_id as id from recently_viewed rv join products p on p.id = rv.product_id
    where rv.buyer_id = ${q.buyerId} and rv.product_id <> all(${uuidArray(q.exclude)}) ${q.hideRestricted ? sql`and not p.is_restricted` : sql``}
    order by rv.viewed_at desc, rv.product_id limit ${q.limit}`));

export interface RecommendationQuery {
  seeds: readonly string[];
  /** Products never recommended (the ones given, the cart's). */
  exclude: readonly string[];
  /** ShowStandingOfferProduct 1: only products under this client's contract on `asOf`. */
  contractClientId: string | null;
  asOf: Date;
  limit: number;
}

/** Weights of the three signals: bought together outweighs an upsell, which outweighs the same category. */
const BOUGHT_TOGETHER = 3;
const UPSELL = 2;
const SAME_CATEGORY = 1;
/** Best products of the seeds' categories considered for category affinity. */
const CATEGORY_CANDIDATES = 60;

/**
 * 'Our experts suggest' (one statement): products bought on the same orders as the seeds (weighted by the
 * number of orders; refused and cancelled orders bought nothing), the seeds' upsells, and the best products (core, most reviewed,
 * best rated) of the seeds' categories. Restricted and excluded products never appear; ties break on
 * reviews and code, so the answer is the same for the same data.
 */
export async function recommendedIds(db: Executor, q: RecommendationQuery): Promise<string[]> {
  if (q.seeds.length === 0) return [];
  const seeds = uuidArray(q.seeds);
  const contract = q.contractClientId
    ? sql`and exists (select 1 from contract_prices cp where cp.product_id = p.id and cp.client_id = ${q.contractClientId}
        and ${toIsoDate(q.asOf)}::date between cp.start_date and cp.end_date)`
    : sql``;
  return ids(await queryRows<{ id: string }>(db, sql`with
    bought_together as (
      select other.product_id as id, count(distinct other.order_id) * ${BOUGHT_TOGETHER}::float8 as score
      from order_lines seed join orders o on o.id = seed.order_id and ${purchasedOrderSql('o')}
      join order_lines other on other.order_id = seed.order_id
      where seed.product_id = any(${seeds}) group by other.product_id
    ),
    upsells as (
      select r.related_product_id as id, ${UPSELL}::float8 - least(r.sequence, 9) * 0.1 as score
      from product_relations r where r.product_id = any(${seeds}) and r.kind = 'upsell'
    ),
    same_category as (
      select p.id, ${SAME_CATEGORY}::float8 as score from products p
      where p.category_id in (select category_id from products where id = any(${seeds})) and not p.is_restricted
      order by p.is_core desc, p.review_count desc, p.review_rating desc, p.code limit ${CATEGORY_CANDIDATES}
    ),
    scored as (
      select id, sum(score) as score from (select * from bought_together union all select * from upsells union all select * from same_category) s
      group by id
    )
    select s.id from scored s join products p on p.id = s.id
    where not p.is_restricted and s.id <> all(${seeds}) and s.id <> all(${uuidArray(q.exclude)}) ${contract}
    order by s.score desc, p.review_count desc, p.code limit ${q.limit}`));
}
