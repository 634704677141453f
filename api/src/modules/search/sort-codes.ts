import { SortBy } from '@comptoir/core';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The ORDER BY over the matched set (alias m) for the sort applied (core's appliedSort: never a price sort
 * for a viewer who sees no price, so order never leaks prices). Exact product-code matches always come first (spec §7).
 */
export function orderBy(sort: SortBy, options: { seesPrices: boolean; contractFirst: boolean; kindFirst?: boolean }): SQL {
  // Then, in a sort other than best match, the products of the kind typed (search-repo's `of_kind`).
  const exactFirst = options.kindFirst && sort !== SortBy.bestMatch ? sql`m.exact_code desc, m.of_kind desc` : sql`m.exact_code desc`;
  const best = options.contractFirst && options.seesPrices
    ? sql`(m.contract_price is not null) desc, m.score desc, m.is_core desc, m.review_count desc, m.code`
    : sql`m.score desc, m.is_core desc, m.review_count desc, m.code`;
  const by: Record<SortBy, SQL> = {
    [SortBy.bestMatch]: best,
    [SortBy.priceLowToHigh]: sql`m.price asc, m.code`,
    [SortBy.priceHighToLow]: sql`m.price desc, m.code`,
    [SortBy.nameAToZ]: sql`m.name_key asc, m.code`,
    [SortBy.nameZToA]: sql`m.name_key desc, m.code`,
    [SortBy.newest]: sql`m.created_date desc, m.code`,
    [SortBy.rating]: sql`m.review_rating desc, m.review_count desc, m.code`,
  };
  return sql`${exactFirst}, ${by[sort]}`;
}
