import { toIsoDate } from '@comptoir/core';
import { createTextLru } from '../../platform/response-cache.ts';
import type { BuyerContext } from './buyer-context.ts';
import type { CartHeader, CartStamp } from './cart-repo.ts';

/**
 * The buyer's priced cart kept as JSON (docs/decisions/050): one entry per buyer, client, language and group-order
 * standing, served only while the database says nothing it was computed from has changed. The stamp is the whole
 * header row as read now (cart version, client, ship-to, card, coupon …, the catalogue's generation, the business
 * day, the next promotion start or end) and the api's own day (taxes, suspensions). Losing it costs a miss only.
 */
export interface CartAnswerCache {
  /** The kept answer's JSON without its closing `timing` when it was computed from exactly this stamp. */
  find(ctx: BuyerContext, stamp: string): string | undefined;
  keep(ctx: BuyerContext, stamp: string, answer: string): void;
  stats(): { entries: number; size: number };
}

/** A few tens of MB per process: ~33 kB for a 30-line cart, so about a thousand carts. */
export const CART_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

const slotOf = (ctx: BuyerContext) => `${ctx.buyerId}|${ctx.clientId}|${ctx.locale}|${ctx.isInGroupOrder}`;

/** Everything the answer depends on besides the slot, as one comparable string. */
export const answerStamp = (header: CartHeader & CartStamp, now: Date): string => JSON.stringify([toIsoDate(now), header]);

export function createCartAnswerCache(maxBytes = CART_ANSWER_CACHE_BYTES): CartAnswerCache {
  const entries = createTextLru<{ text: string; stamp: string }>(maxBytes);
  return {
    find(ctx, stamp) {
      const entry = entries.get(slotOf(ctx));
      return entry?.stamp === stamp ? entry.text : undefined;
    },
    keep: (ctx, stamp, text) => entries.set(slotOf(ctx), { text, stamp }),
    stats: () => entries.stats(),
  };
}
