import type { CatalogueKey } from '../i18n/messages.ts';

/**
 * The search sortBy codes (spec §9: 0 is the default). The spec names the choices, not their numbers;
 * these are the search service's (docs/decisions/006-search.md).
 */
export const SortBy = { bestMatch: 0, priceLowToHigh: 1, priceHighToLow: 2, nameAToZ: 3, nameZToA: 4, newest: 5, rating: 6 } as const;
export type SortBy = (typeof SortBy)[keyof typeof SortBy];

/** The sort choices in the order a sort menu lists them, each with its catalogue label. */
export const sortOptions: ReadonlyArray<{ readonly code: SortBy; readonly labelKey: CatalogueKey }> = [
  { code: SortBy.bestMatch, labelKey: 'search.sortBestMatch' },
  { code: SortBy.priceLowToHigh, labelKey: 'search.sortPriceLowToHigh' },
  { code: SortBy.priceHighToLow, labelKey: 'search.sortPriceHighToLow' },
  { code: SortBy.nameAToZ, labelKey: 'search.sortNameAToZ' },
  { code: SortBy.nameZToA, labelKey: 'search.sortNameZToA' },
  { code: SortBy.newest, labelKey: 'search.sortNewest' },
  { code: SortBy.rating, labelKey: 'search.sortRating' },
];

export const isSortBy = (value: number): value is SortBy => sortOptions.some((option) => option.code === value);
