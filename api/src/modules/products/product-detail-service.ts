import type { ProductDetail } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { canSeePrices, hidesRestricted, type Viewer } from '../search/index.ts';
import { findCards, type CardQuery } from './cards-repo.ts';
import { detailColumnsSql, type DetailRow } from './detail-sql.ts';
import { toProductDetail } from './product-detail.ts';

export interface DetailOptions {
  language: 'en' | 'fr';
  showHideRestrictions?: number;
  asOf?: Date;
}

export const cardQueryFor = (viewer: Viewer, options: DetailOptions): Omit<CardQuery, 'codes' | 'ids'> => {
  const buyer = viewer.kind === 'buyer' ? viewer : null;
  return {
    clientId: canSeePrices(viewer) ? viewer.clientId : null,
    buyerId: buyer?.buyerId ?? null,
    isInGroupOrder: buyer?.isInGroupOrder ?? false,
    hideRestricted: hidesRestricted(viewer, options.showHideRestrictions),
    asOf: options.asOf ?? new Date(),
  };
};

/** POST product-details: the detail read model of each code (unknown or hidden codes are left out). */
export async function productDetails(db: Executor, viewer: Viewer, codes: readonly string[], options: DetailOptions): Promise<ProductDetail[]> {
  const base = cardQueryFor(viewer, options);
  const rows = await findCards<DetailRow>(db, { ...base, codes: codes.map((c) => c.toUpperCase()) }, detailColumnsSql());
  const upsellIds = [...new Set(rows.flatMap((r) => r.upsell_ids ?? []))];
  const upsells = upsellIds.length > 0 ? await findCards(db, { ...base, hideRestricted: true, ids: upsellIds }) : [];
  const ctx = { language: options.language, seesPrices: canSeePrices(viewer), isInGroupOrder: base.isInGroupOrder };
  return rows.map((row) => toProductDetail(row, upsells.filter((u) => (row.upsell_ids ?? []).includes(u.id)), ctx));
}

/**
 * Spec: RecentlyViewedItems are recorded per buyer when they open a product page — a product they can see
 * (an unknown code, or a restricted item hidden from them, records nothing). By code, so a cached detail
 * answer still records the view.
 */
export async function recordRecentlyViewed(db: Executor, viewer: Viewer, code: string, options: Pick<DetailOptions, 'showHideRestrictions'>): Promise<void> {
  if (viewer.kind !== 'buyer') return;
  const hideRestricted = hidesRestricted(viewer, options.showHideRestrictions);
  await db.execute(sql`insert into recently_viewed (buyer_id, product_id, viewed_at)
    select ${viewer.buyerId}, id, now() from products where code = ${code.toUpperCase()} and (not is_restricted or not ${hideRestricted})
    on conflict (buyer_id, product_id) do update set viewed_at = excluded.viewed_at`);
}
