import type { Locale, ProductCard } from '@comptoir/core';
import type { Executor } from '../../db/index.ts';
import { toProductCard } from '../search/index.ts';
import { findCards } from './cards-repo.ts';

/** Who sees the cards: a signed-in buyer of a client (the cart's BuyerContext fits). */
export interface CardBuyer {
  buyerId: string;
  clientId: string;
  isInGroupOrder: boolean;
  locale: Locale;
}

/**
 * The cards the search shows a signed-in buyer for some products, by product id (buy again, a template's
 * products): image, the buyer's contract or promotion price today, tiers, quantity rule and restriction.
 */
export async function buyerCards(db: Executor, buyer: CardBuyer, ids: readonly string[], options: { hideRestricted: boolean; asOf?: Date }): Promise<Map<string, ProductCard>> {
  if (ids.length === 0) return new Map();
  const rows = await findCards(db, { ids, clientId: buyer.clientId, buyerId: buyer.buyerId, isInGroupOrder: buyer.isInGroupOrder, hideRestricted: options.hideRestricted, asOf: options.asOf ?? new Date() });
  const cardContext = { language: buyer.locale === 'fr-CA' ? ('fr' as const) : ('en' as const), seesPrices: true, isInGroupOrder: buyer.isInGroupOrder };
  return new Map(rows.map((row) => [row.id, toProductCard(row, cardContext)]));
}
