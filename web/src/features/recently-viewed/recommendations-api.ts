import type { Language } from '../../paths.ts';
import { api } from '../api-client/index.ts';
import type { ProductCardView } from '../search/index.ts';

export interface HomeRecommendations { Recommendations: ProductCardView[]; RecentlyViewedItems: ProductCardView[] }

/**
 * POST /svc/search/Recommendations for the home page: the buyer's recently viewed products (recorded
 * by the api when a product page opens, so they follow the buyer across devices) and suggestions.
 */
export const fetchHomeRecommendations = async (language: Language, signal?: AbortSignal): Promise<HomeRecommendations> => {
  const body = await api.post<Partial<HomeRecommendations>>('/svc/search/Recommendations', { PageType: 'home', IncludeRecentlyViewed: true, recordPerPage: 8, language }, { signal });
  return { Recommendations: body?.Recommendations ?? [], RecentlyViewedItems: body?.RecentlyViewedItems ?? [] };
};
