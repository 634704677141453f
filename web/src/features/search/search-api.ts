import type { Language, SearchKeywordRequest } from '@comptoir/core';
import { api } from '../api-client/index.ts';
import type { SearchResultView, SuggestionView } from './search-types.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The listing answer must carry records, facets and a count; anything else is a failure. */
export const parseSearchResult = (body: unknown): SearchResultView => {
  if (!isRecord(body) || !Array.isArray(body.Records) || !Array.isArray(body.Facets) || typeof body.TotalRecords !== 'number') {
    throw new Error('search answered an unexpected shape');
  }
  return body as unknown as SearchResultView;
};

/** The body of POST /Search/keyword (spec §7), with the category of the category variant (an id or a slug). */
export type SearchBody = Pick<SearchKeywordRequest, 'currentPage' | 'recordPerPage' | 'sortBy' | 'FilterByType' | 'SelectedFacetFilter' | 'ShowStandingOfferProduct' | 'keyWord'> & {
  language: Language;
  categoryId?: string;
};

/** POST /svc/search/Search/keyword, or /Search/category when a category is given. */
export const searchProducts = (body: SearchBody, signal?: AbortSignal): Promise<SearchResultView> =>
  api.post(`/svc/search/Search/${body.categoryId ? 'category' : 'keyword'}`, body, { signal, parse: parseSearchResult });

/** GET /svc/search/Search/suggest: products and categories for what the shopper is typing. */
export const fetchSuggestions = async (q: string, language: Language, signal?: AbortSignal): Promise<SuggestionView[]> => {
  const body = await api.get<{ Suggestions: SuggestionView[] }>('/svc/search/Search/suggest', { query: { q, language }, signal });
  return Array.isArray(body?.Suggestions) ? body.Suggestions : [];
};
