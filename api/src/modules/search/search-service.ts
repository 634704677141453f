import type { ProductCard, SearchFacet } from '@comptoir/core';
import { appliedSort, FilterByType, folded, mayNamePrinterModel, type SearchKeywordRequest } from '@comptoir/core';
import type { Executor } from '../../db/index.ts';
import type { Language } from './candidate-sql.ts';
import { categorySubtree } from './category-repo.ts';
import { facetGroupIds, facetGroups, type FacetSelection } from './facet-groups.ts';
import { shapeFacets } from './facets.ts';
import { hasText, parseKeyword, withPrinterModels, type KeywordQuery } from './keyword-query.ts';
import { knownPrinterModels } from './printer-model-list.ts';
import { knownCompounds, typedCompounds, withCompounds } from './compound-words.ts';
import { toProductCard } from './product-card.ts';
import { searchProducts } from './search-repo.ts';
import { canSeePrices, hidesRestricted, type Viewer } from './viewer.ts';

/** Candidates ranked, counted and faceted per search; see docs/decisions/006-search.md. */
export const CANDIDATE_CAP = 500;
/** Letters and digits a keyword needs to search (an empty keyword lists, as browsing does). */
const MIN_KEYWORD_CHARACTERS = 2;

export interface SearchInput extends Omit<SearchKeywordRequest, 'categoryId' | 'recordPerPage'> {
  /** 25 or 50 from the search body; product-list searches choose any page size up to 50. */
  recordPerPage: number;
  /** The category variant: a category id or slug (its whole subtree is searched). */
  categoryId?: string | undefined;
  /** Promotion and product-list searches: only these products. */
  productIds?: readonly string[] | undefined;
}

export interface SearchOptions {
  /** The clock for contracts and promotions; now by default. */
  asOf?: Date;
}

export interface SearchResult {
  Records: ProductCard[];
  IsCustomProductSearch: boolean;
  TotalRecords: number;
  Facets: SearchFacet[];
  CurrentPage: number;
  RecordPerPage: number;
  TotalPages: number;
  SortBy: number;
  FilterByType: number;
}

function selectionOf(filters: SearchKeywordRequest['SelectedFacetFilter']): FacetSelection {
  const selection = new Map<string, string[]>();
  for (const { FacetId, ValueId } of filters) {
    if (!facetGroupIds.has(FacetId)) continue;
    selection.set(FacetId, [...(selection.get(FacetId) ?? []), ValueId]);
  }
  return selection;
}

const emptyResult = (input: SearchInput, sort: number): SearchResult => ({
  Records: [], IsCustomProductSearch: false, TotalRecords: 0, Facets: [], CurrentPage: input.currentPage,
  RecordPerPage: input.recordPerPage, TotalPages: 0, SortBy: sort, FilterByType: input.FilterByType,
});

/** POST /Search/keyword and its category variant: ranked, filtered, faceted, priced for the viewer. */
export async function searchCatalogue(db: Executor, viewer: Viewer, input: SearchInput, options: SearchOptions = {}): Promise<SearchResult> {
  const asOf = options.asOf ?? new Date();
  const language: Language = input.language;
  const seesPrices = canSeePrices(viewer);
  // A visitor asking for a price sort gets the default order, and the answer's SortBy says so.
  const sort = appliedSort(input.sortBy, { seesPrices });
  const buyer = viewer.kind === 'buyer' ? viewer : null;
  const categoryIds = input.categoryId ? await categorySubtree(db, input.categoryId) : null;
  if (categoryIds && categoryIds.length === 0) return emptyResult(input, sort);
  const groups = facetGroups.filter((g) => seesPrices || !g.pricesOnly);
  const selection = selectionOf(input.SelectedFacetFilter);
  const asTyped = parseKeyword(input.keyWord, language);
  const typed = withCompounds(asTyped, await knownCompounds(db, typedCompounds(asTyped)), language);
  // Text without two letters or digits ('&&&', 'a', 'é', 'x x x': a word repeated adds none) names no product: as a
  // prefix it would list hundreds at random.
  if (typed.text !== '' && [...new Set(typed.typed.map(folded))].join('').length < MIN_KEYWORD_CHARACTERS) return emptyResult(input, sort);
  const keyword = mayNamePrinterModel(typed.typed) ? withPrinterModels(typed, await knownPrinterModels(db), language) : typed;
  // Text whose every word drops out ('à à', 'a a') names no product either: without words it would browse every product.
  if (typed.text !== '' && !hasText(keyword)) return emptyResult(input, sort);
  const criteria = (searched: KeywordQuery) => ({
    language,
    keyword: searched,
    base: {
      hideRestricted: hidesRestricted(viewer, input.ShowHideRestrictions),
      coreOnly: input.FilterByType === FilterByType.coreProducts,
      standingOfferClientId: input.ShowStandingOfferProduct === 1 && buyer ? buyer.clientId : null,
      categoryIds,
      productIds: input.productIds ?? null,
      asOf,
    },
    pricing: { clientId: buyer?.clientId ?? null, isInGroupOrder: buyer?.isInGroupOrder ?? false, asOf },
    buyerId: buyer?.buyerId ?? null,
    bestMatchOnly: input.FilterByType === FilterByType.bestMatch,
    groups,
    selection,
    sort,
    seesPrices,
    contractFirst: buyer?.showContractFirst ?? false,
    offset: (input.currentPage - 1) * input.recordPerPage,
    limit: input.recordPerPage,
    cap: CANDIDATE_CAP,
  });
  const found = await searchProducts(db, criteria(keyword));
  // A maker's printers named for a thing that fits none ('paper for Lumora printer'): the words as typed, as before.
  const rows = keyword.printerMakers.length > 0 && (found.total === 0 || found.fuzzy) ? await searchProducts(db, criteria(typed)) : found;
  const cardContext = { language, seesPrices, isInGroupOrder: buyer?.isInGroupOrder ?? false };
  return {
    Records: rows.records.map((row) => toProductCard(row, cardContext)),
    IsCustomProductSearch: rows.fuzzy,
    TotalRecords: rows.total,
    Facets: shapeFacets(groups, rows.facets, selection, language),
    CurrentPage: input.currentPage,
    RecordPerPage: input.recordPerPage,
    TotalPages: Math.ceil(rows.total / input.recordPerPage),
    SortBy: sort,
    FilterByType: input.FilterByType,
  };
}
