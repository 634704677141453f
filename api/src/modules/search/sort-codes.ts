import { sql, type SQL } from 'drizzle-orm';

/**
 * sortBy codes (spec §9: 0 is the default). The spec names the choices, not their numbers; these are
 * ours, documented in docs/decisions/006-search.md.
 */
export const SortBy = { bestMatch: 0, priceLowToHigh: 1, priceHighToLow: 2, nameAToZ: 3, nameZToA: 4, newest: 5, rating: 6 } as const;
export type SortBy = (typeof SortBy)[keyof typeof SortBy];
export const sortCodes: readonly number[] = Object.values(SortBy);

export const isSortBy = (value: number): value is SortBy => sortCodes.includes(value);

/**
 * The ORDER BY over the matched set (alias m). Exact product-code matches always come first (spec §7);
 * price sorts fall back to best match for viewers who may not see prices, so order never leaks them.
 */
export function orderBy(sort: SortBy, options: { seesPrices: boolean; contractFirst: boolean }): SQL {
  const exactFirst = sql`m.exact_code desc`;
  const best = options.contractFirst && options.seesPrices
    ? sql`(m.contract_price is not null) desc, m.score desc, m.is_core desc, m.review_count desc, m.code`
    : sql`m.score desc, m.is_core desc, m.review_count desc, m.code`;
  const by: Record<SortBy, SQL> = {
    [SortBy.bestMatch]: best,
    [SortBy.priceLowToHigh]: options.seesPrices ? sql`m.price asc, m.code` : best,
    [SortBy.priceHighToLow]: options.seesPrices ? sql`m.price desc, m.code` : best,
    [SortBy.nameAToZ]: sql`m.name_key asc, m.code`,
    [SortBy.nameZToA]: sql`m.name_key desc, m.code`,
    [SortBy.newest]: sql`m.created_date desc, m.code`,
    [SortBy.rating]: sql`m.review_rating desc, m.review_count desc, m.code`,
  };
  return sql`${exactFirst}, ${by[sort]}`;
}
