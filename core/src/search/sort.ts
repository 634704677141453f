import type { CatalogueKey } from '../i18n/messages.ts';

/**
 * The search sortBy codes (spec §9: 0 is the default). The spec names the choices, not their numbers;
 * these are the search service's (docs/decisions/006-search.md).
 */
export const SortBy = { bestMatch: 0, priceLowToHigh: 1, priceHighToLow: 2, nameAToZ: 3, nameZToA: 4, newest: 5, rating: 6 } as const;
export type SortBy = (typeof SortBy)[keyof typeof SortBy];

/** Spec §9: sort code 0 is the default. */
export const DEFAULT_SORT: SortBy = SortBy.bestMatch;

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

export const isPriceSort = (code: SortBy): boolean => code === SortBy.priceLowToHigh || code === SortBy.priceHighToLow;

/** Who is sorting: spec §6, guests see a login-for-pricing prompt and only buyers who see prices may sort by them. */
export interface SortViewer { readonly seesPrices: boolean }

/**
 * The sorts a viewer is offered. A price sort for someone who sees no price orders by numbers they cannot
 * see (it looks random and hints at prices), so visitors are offered only the others.
 */
export const sortOptionsFor = (viewer: SortViewer): typeof sortOptions => (viewer.seesPrices ? sortOptions : sortOptions.filter((option) => !isPriceSort(option.code)));

/**
 * The sort really applied for a requested code (a typed or bookmarked URL, a search body): an unknown code,
 * or a price sort for a viewer who sees no price, is the default sort.
 */
export const appliedSort = (requested: number, viewer: SortViewer): SortBy =>
  sortOptionsFor(viewer).find((option) => option.code === requested)?.code ?? DEFAULT_SORT;
