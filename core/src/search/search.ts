import { productCodeKey } from './product-code.ts';

/** Spec §9: search page size 25 (50 is the alternative), first page 1 (sort code 0 is DEFAULT_SORT in sort.ts). */
export const SEARCH_PAGE_SIZE = 25;
export const SEARCH_PAGE_SIZE_LARGE = 50;
export const SEARCH_PAGE_SIZES = [SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_LARGE] as const;
export const SEARCH_FIRST_PAGE = 1;

/** The longest text auto-suggest reads (designed): a longer paste is searched, not suggested for. */
export const SUGGEST_MAX_LENGTH = 100;

/** Spec §9: sort and filter values (FilterByType). */
export const FilterByType = { coreProducts: 1, bestMatch: 2, allProducts: 3 } as const;
export type FilterByType = (typeof FilterByType)[keyof typeof FilterByType];

/** Spec §9: ShowStandingOfferProduct — standing offer 1, all products 0. */
export const StandingOfferFilter = { allProducts: 0, standingOffer: 1 } as const;

/** Spec §9 product type filter labels, as message keys. */
export const productTypeFilterKeys = ['search.allProducts', 'search.coreProducts', 'search.bestMatch', 'search.promotional', 'search.clearance', 'common.yes', 'common.no'] as const;

/** Spec §9 quick filters, with the contract explanation. */
export const quickFilters = [
  { id: 'allProducts', labelKey: 'search.quickAllProducts', filterByType: FilterByType.allProducts },
  { id: 'bestMatch', labelKey: 'search.quickBestMatch', filterByType: FilterByType.bestMatch },
  { id: 'contractProducts', labelKey: 'search.quickContractProducts', helpKey: 'search.contractProductsHelp', filterByType: FilterByType.coreProducts },
] as const;

/**
 * Spec §9: the best-match default applies when the default filter is enabled and best match is allowed;
 * otherwise, with the alternate checkout setting (enablePwgscheckout), standing-offer results default to
 * core products, and everything else to all products.
 */
export const defaultFilterByType = (settings: { defaultFilterEnabled: boolean; bestMatchAllowed: boolean; alternateCheckout: boolean; standingOffer: boolean }): FilterByType => {
  if (settings.defaultFilterEnabled && settings.bestMatchAllowed) return FilterByType.bestMatch;
  if (settings.alternateCheckout && settings.standingOffer) return FilterByType.coreProducts;
  return FilterByType.allProducts;
};

/** The least of a facet the display rules read (the contract's SearchFacet, or a facet being built). */
export interface FacetLike {
  Name: string;
  Values: ReadonlyArray<{ Name: string; Count?: number; IsSelected?: boolean }>;
}

const madeInCanadaNames = ['made in canada', 'fabriqué au canada', 'fabrique au canada'];

/** Spec §5: the 'Made in Canada' facet (or its French name) is hidden when its only value is 'false'. */
export const isHiddenFacet = (facet: FacetLike): boolean =>
  madeInCanadaNames.includes(facet.Name.trim().toLowerCase()) && facet.Values.length === 1 && facet.Values[0]?.Name.trim().toLowerCase() === 'false';

export const visibleFacets = <F extends FacetLike>(facets: readonly F[]): F[] => facets.filter((facet) => !isHiddenFacet(facet));

/** Spec §7: records are sorted so exact product-code matches come first (stable otherwise), the code typed any way ('hp64xl' is HP-64XL). */
export const exactCodeMatchesFirst = <R extends { ProductCode: string }>(records: readonly R[], keyword: string): R[] => {
  const wanted = productCodeKey(keyword);
  const isExact = (record: R) => wanted !== '' && productCodeKey(record.ProductCode) === wanted;
  return [...records.filter(isExact), ...records.filter((record) => !isExact(record))];
};

/** Spec §9 auto-suggest: 6 suggestions, 10 at most. */
export const AUTO_SUGGEST_COUNT = 6;
export const AUTO_SUGGEST_MAX = 10;

/** Spec §9: recall and flyer lists are ordered by weight, descending. */
export const byWeightDescending = <T extends { weight: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => b.weight - a.weight);
