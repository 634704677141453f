import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/index.ts';
import { categories } from '../../db/schema/categories.ts';
import { cmsLayouts } from '../../db/schema/content.ts';
import { promotions } from '../../db/schema/prices.ts';
import { promotionOpenSql, type PricingContext } from '../search/index.ts';
import type { LayoutCandidate } from './layout-choice.ts';

/** Every layout of these brands, without their blocks (a brand has a handful). */
export const findLayoutCandidates = (db: Executor, brands: readonly string[]): Promise<LayoutCandidate[]> =>
  db
    .select({ id: cmsLayouts.id, page: cmsLayouts.page, brandKey: cmsLayouts.brandKey, titleEn: cmsLayouts.titleEn, titleFr: cmsLayouts.titleFr, publishedAt: cmsLayouts.publishedAt, updatedAt: cmsLayouts.updatedAt })
    .from(cmsLayouts)
    .where(inArray(cmsLayouts.brandKey, [...brands]));

export const findLayoutBlocks = async (db: Executor, id: string): Promise<unknown> => {
  const [row] = await db.select({ blocks: cmsLayouts.blocks }).from(cmsLayouts).where(eq(cmsLayouts.id, id)).limit(1);
  return row?.blocks ?? [];
};

export interface TileCategory { id: string; slug: string; nameEn: string; nameFr: string }

export const findCategories = (db: Executor, ids: readonly string[]): Promise<TileCategory[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select({ id: categories.id, slug: categories.slug, nameEn: categories.nameEn, nameFr: categories.nameFr }).from(categories).where(inArray(categories.id, [...ids]));

export interface OpenPromotion { id: string; nameEn: string; nameFr: string; detailsEn: string; detailsFr: string; endDate: Date }

// promotionOpenSql speaks of the promotion as `pr`.
const pr = alias(promotions, 'pr');

/** The promotions among `ids` that are open to the viewer now (running, and for the viewer's client). */
export const findOpenPromotions = (db: Executor, ids: readonly string[], pricing: PricingContext): Promise<OpenPromotion[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: pr.id, nameEn: pr.nameEn, nameFr: pr.nameFr, detailsEn: pr.detailsEn, detailsFr: pr.detailsFr, endDate: pr.endDate })
        .from(pr)
        .where(and(inArray(pr.id, [...ids]), promotionOpenSql(pricing)));
