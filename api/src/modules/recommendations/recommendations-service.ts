import type { ProductCard, RecommendationsRequest } from '@comptoir/core';
import type { Executor } from '../../db/index.ts';
import { cardQueryFor, findCards } from '../products/index.ts';
import { canSeePrices, toProductCard, type Viewer } from '../search/index.ts';
import { cartProductIds, lastBoughtIds, productIdsByCode, productIdsByKeyword, recentlyViewedIds, recommendedIds } from './recommendations-repo.ts';

export interface RecommendationsResult {
  Recommendations: ProductCard[];
  RecentlyViewedItems: ProductCard[];
}

export const emptyRecommendations = (): RecommendationsResult => ({ Recommendations: [], RecentlyViewedItems: [] });

/** Products the suggestions start from when none is given. */
const FALLBACK_SEEDS = 5;

type Input = Pick<RecommendationsRequest, 'recordPerPage' | 'keyWord' | 'language' | 'ShowStandingOfferProduct' | 'ProductCodes' | 'PageType' | 'IncludeRecentlyViewed' | 'cartType'>;

const isCartPage = (input: Input) => input.cartType !== undefined || /cart/i.test(input.PageType);

/**
 * POST Recommendations (spec §7, §6): signed-in buyers only. The suggestions start from the products
 * given; without any, from the products the keyword names, the cart's products (on the cart or drawer),
 * the buyer's recently viewed and, last, recently bought products. The products given and the cart's
 * are never suggested back; restricted items never are.
 */
export async function recommendations(db: Executor, viewer: Viewer, input: Input, options: { asOf?: Date } = {}): Promise<RecommendationsResult> {
  if (viewer.kind !== 'buyer') return emptyRecommendations();
  const asOf = options.asOf ?? new Date();
  const given = await productIdsByCode(db, input.ProductCodes.map((c) => c.trim().toUpperCase()).filter(Boolean));
  const cart = isCartPage(input) ? await cartProductIds(db, viewer.buyerId) : [];
  const exclude = [...new Set([...given, ...cart])];
  const seedsOf = async (): Promise<string[]> => {
    if (given.length > 0) return given;
    const keyword = input.keyWord.trim();
    const named = keyword ? await productIdsByKeyword(db, keyword, input.language, FALLBACK_SEEDS) : [];
    if (named.length > 0) return named;
    if (cart.length > 0) return cart;
    const viewed = await recentlyViewedIds(db, { buyerId: viewer.buyerId, exclude: [], hideRestricted: true, limit: FALLBACK_SEEDS });
    return viewed.length > 0 ? viewed : lastBoughtIds(db, viewer.buyerId, FALLBACK_SEEDS);
  };
  const suggested = viewer.enableRecommendationProduct
    ? await recommendedIds(db, {
        seeds: await seedsOf(),
        exclude,
        contractClientId: input.ShowStandingOfferProduct === 1 ? viewer.clientId : null,
        asOf,
        limit: input.recordPerPage,
      })
    : [];
  const base = cardQueryFor(viewer, { language: input.language, asOf });
  const viewed = input.IncludeRecentlyViewed
    ? await recentlyViewedIds(db, { buyerId: viewer.buyerId, exclude: given, hideRestricted: base.hideRestricted, limit: input.recordPerPage })
    : [];
  const wanted = [...new Set([...suggested, ...viewed])];
  if (wanted.length === 0) return emptyRecommendations();
  const rows = await findCards(db, { ...base, hideRestricted: false, ids: wanted });
  const ctx = { language: input.language, seesPrices: canSeePrices(viewer), isInGroupOrder: base.isInGroupOrder };
  const cards = new Map(rows.map((row) => [row.id, toProductCard(row, ctx)]));
  const cardsOf = (list: string[]) => list.flatMap((id) => cards.get(id) ?? []);
  return { Recommendations: cardsOf(suggested), RecentlyViewedItems: cardsOf(viewed) };
}
