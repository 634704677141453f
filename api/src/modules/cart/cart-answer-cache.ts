import { toIsoDate } from '@comptoir/core';
import type { GzipPrefix } from '../../platform/gzip-prefix.ts';
import { jsonPrefix, type JsonPrefix } from '../../platform/json-with-tail.ts';
import { createTextLru } from '../../platform/response-cache.ts';
import type { BuyerContext } from './buyer-context.ts';
import type { CartHeader, CartStamp } from './cart-repo.ts';

/**
 * The buyer's priced cart kept as JSON (docs/decisions/050): one entry per buyer, client, language, group-order
 * standing and contract-totals setting (a flag override is in no stamp), served only while the database says nothing it was computed from has changed. The stamp is the whole
 * header row as read now (cart version, client, ship-to, card, coupon …, the catalogue's generation, the business
 * day, the next promotion start or end) and the api's own day (taxes, suspensions). Losing it costs a miss only.
 */
export interface CartAnswerCache {
  /**
   * The kept answer's JSON without its closing `timing` when it was computed from exactly this stamp. Its gzip
   * (decision 054) is made at the first call that asks for it and kept beside the text. `standing`, when given,
   * replaces the kept answer's.
   */
  find(ctx: BuyerContext, stamp: string, standing?: Standing): JsonPrefix | undefined;
  keep(ctx: BuyerContext, stamp: string, answer: string, standing?: Standing): JsonPrefix;
  /** The kept answer known current at the change feed's `epoch`, while the clock is before its standing's end (decision 055). */
  unchanged(ctx: BuyerContext, epoch: number, at: number): JsonPrefix | undefined;
  stats(): { entries: number; size: number };
}

/**
 * When a kept answer is current without asking the database (decision 055): the change feed's epoch at which its stamp
 * was read, and the instant (milliseconds) the clock alone may change it (the stamp's next_change).
 */
export interface Standing {
  readonly epoch: number;
  readonly until: number;
}

/** A few tens of MB per process: ~33 kB for a 30-line cart and its gzip, so about a thousand carts. */
export const CART_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

const slotOf = (ctx: BuyerContext) => `${ctx.buyerId}|${ctx.clientId}|${ctx.locale}|${ctx.isInGroupOrder}|${ctx.enableContractProductTotalBreakdown === true}`;

/** Everything the answer depends on besides the slot, as one comparable string. */
export const answerStamp = (header: CartHeader & CartStamp, now: Date): string => JSON.stringify([toIsoDate(now), header]);

interface Entry {
  readonly text: string;
  readonly stamp: string;
  readonly gzip?: GzipPrefix;
  standing?: Standing;
}

/** The budget counts the text and, once made, its compressed stream. */
const sizeOf = (entry: Entry) => entry.text.length + (entry.gzip?.head.length ?? 0);

export function createCartAnswerCache(maxBytes = CART_ANSWER_CACHE_BYTES): CartAnswerCache {
  const entries = createTextLru<Entry>(maxBytes, sizeOf);
  // A gzip made for a kept entry replaces it (so its size is counted), unless a newer answer has taken the slot since.
  const served = (slot: string, entry: Entry): JsonPrefix =>
    jsonPrefix(entry.text, { made: entry.gzip, onGzip: (gzip) => {
      if (entries.get(slot) === entry) entries.set(slot, { ...entry, gzip });
    } });
  return {
    find(ctx, stamp, standing) {
      const slot = slotOf(ctx);
      const entry = entries.get(slot);
      if (entry?.stamp !== stamp) return undefined;
      entry.standing = standing;
      return served(slot, entry);
    },
    keep(ctx, stamp, text, standing) {
      const slot = slotOf(ctx);
      const entry = { text, stamp, standing };
      entries.set(slot, entry);
      return served(slot, entry);
    },
    unchanged(ctx, epoch, at) {
      const slot = slotOf(ctx);
      const entry = entries.get(slot);
      return entry?.standing && entry.standing.epoch === epoch && at < entry.standing.until ? served(slot, entry) : undefined;
    },
    stats: () => entries.stats(),
  };
}
