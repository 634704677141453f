import { DEFAULT_SORT, FilterByType, SEARCH_FIRST_PAGE, SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZES, appliedSort, listViews, resultViews, type SortBy, type SortViewer } from '@comptoir/core';
import type { Language } from '../../paths.ts';
import { keywordOf } from './keyword.ts';
import type { SearchBody } from './search-api.ts';

/** Spec §9 views: the three list densities, the grid and the table. */
export const views = [...listViews, ...resultViews.filter((view) => view !== 'list')] as const;
export type ResultView = (typeof views)[number];
export const DEFAULT_VIEW: ResultView = 'lg';

export interface FacetFilter { FacetId: string; ValueId: string }

/** Everything a listing shows, read from its URL so results can be shared and bookmarked. */
export interface ListingParams {
  q: string;
  page: number;
  size: (typeof SEARCH_PAGE_SIZES)[number];
  sort: SortBy;
  filter: FilterByType;
  /** The 'Contract products' quick filter: ShowStandingOfferProduct 1 (spec §9: standing offer 1, all products 0). */
  contract: boolean;
  facets: FacetFilter[];
  view: ResultView;
}

const intOf = (value: string | null, fallback: number) => {
  const parsed = Number(value);
  return value !== null && Number.isInteger(parsed) ? parsed : fallback;
};

/** The viewer decides the sort: a visitor's typed or bookmarked price sort reads as the default (core's appliedSort). */
export const readListingParams = (search: URLSearchParams, viewer: SortViewer): ListingParams => {
  const size = intOf(search.get('size'), SEARCH_PAGE_SIZE);
  const sort = intOf(search.get('sort'), DEFAULT_SORT);
  const filter = intOf(search.get('filter'), FilterByType.allProducts);
  const view = search.get('view');
  return {
    q: keywordOf(search),
    page: Math.max(SEARCH_FIRST_PAGE, intOf(search.get('page'), SEARCH_FIRST_PAGE)),
    size: SEARCH_PAGE_SIZES.includes(size as ListingParams['size']) ? (size as ListingParams['size']) : SEARCH_PAGE_SIZE,
    sort: appliedSort(sort, viewer),
    filter: (Object.values(FilterByType) as number[]).includes(filter) ? (filter as FilterByType) : FilterByType.allProducts,
    contract: search.get('so') === '1',
    facets: search.getAll('f').flatMap((entry) => {
      const at = entry.indexOf(':');
      return at > 0 ? [{ FacetId: entry.slice(0, at), ValueId: entry.slice(at + 1) }] : [];
    }).slice(0, 50),
    view: (views as readonly string[]).includes(view ?? '') ? (view as ResultView) : DEFAULT_VIEW,
  };
};

/** The query string of a listing: defaults are left out so shared links stay short. */
export const writeListingParams = (params: ListingParams): string => {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  for (const { FacetId, ValueId } of params.facets) search.append('f', `${FacetId}:${ValueId}`);
  if (params.filter !== FilterByType.allProducts) search.set('filter', String(params.filter));
  if (params.contract) search.set('so', '1');
  if (params.sort !== DEFAULT_SORT) search.set('sort', String(params.sort));
  if (params.size !== SEARCH_PAGE_SIZE) search.set('size', String(params.size));
  if (params.view !== DEFAULT_VIEW) search.set('view', params.view);
  if (params.page !== SEARCH_FIRST_PAGE) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** A change of filters, sort or size starts again at page 1; only paging keeps the page. */
export const withChange = (params: ListingParams, change: Partial<Omit<ListingParams, 'page'>>): ListingParams => ({ ...params, ...change, page: SEARCH_FIRST_PAGE });

export const toggleFacet = (params: ListingParams, facetId: string, valueId: string): ListingParams => {
  const selected = params.facets.some((f) => f.FacetId === facetId && f.ValueId === valueId);
  return withChange(params, {
    facets: selected ? params.facets.filter((f) => !(f.FacetId === facetId && f.ValueId === valueId)) : [...params.facets, { FacetId: facetId, ValueId: valueId }],
  });
};

/** The search service body (spec §7) for a keyword listing or a category listing. */
export const searchBodyOf = (params: ListingParams, language: Language, kind: 'keyword' | 'category'): SearchBody => ({
  currentPage: params.page,
  recordPerPage: params.size,
  sortBy: params.sort,
  FilterByType: params.filter,
  SelectedFacetFilter: params.facets,
  ShowStandingOfferProduct: params.contract ? 1 : 0,
  keyWord: kind === 'keyword' ? params.q : '',
  language,
  ...(kind === 'category' ? { categoryId: params.q } : {}),
});
