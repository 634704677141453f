import type { CmsLayout, Locale } from '@comptoir/core';
import type { Executor } from '../../db/index.ts';
import { cardQueryFor, findCards } from '../products/index.ts';
import { canSeePrices, toProductCard, type Viewer } from '../search/index.ts';
import { shapeBlock, type References } from './block-shapes.ts';
import { chooseLayout, DEFAULT_BRAND } from './layout-choice.ts';
import { findCategories, findLayoutBlocks, findLayoutCandidates, findOpenPromotions } from './layout-repo.ts';
import { readBlocks, type StoredBlock } from './stored-blocks.ts';

export interface LayoutInput {
  readonly viewer: Viewer;
  /** The session client's brand, else the visitor's ?branding=, else the default brand. */
  readonly brand: string;
  /** Drafts included: only ever true for an admin of the brand's client (the route decides). */
  readonly preview: boolean;
  readonly title?: string | undefined;
  readonly locale: Locale;
  /** The clock publication and promotions are judged by (tests pin it to the dataset's date). */
  readonly asOf?: Date;
}

const idsOf = (blocks: readonly StoredBlock[], pick: (block: StoredBlock) => readonly string[]) => [...new Set(blocks.flatMap(pick))];

/** Everything the blocks point at, in three reads whatever the number of blocks, scoped to the viewer. */
async function references(db: Executor, blocks: readonly StoredBlock[], viewer: Viewer, language: 'en' | 'fr', asOf: Date): Promise<References> {
  const base = cardQueryFor(viewer, { language, asOf });
  const productIds = idsOf(blocks, (b) => (b.kind === 'promotionBlock' || b.kind === 'productCarousel' ? b.productIds : []));
  const [categories, promotions, rows] = await Promise.all([
    findCategories(db, idsOf(blocks, (b) => (b.kind === 'categoryTiles' ? b.categoryIds : []))),
    findOpenPromotions(db, idsOf(blocks, (b) => (b.kind === 'promotionBlock' ? [b.promotionId] : [])), { clientId: base.clientId, isInGroupOrder: base.isInGroupOrder, asOf }),
    productIds.length > 0 ? findCards(db, { ...base, ids: productIds }) : Promise.resolve([]),
  ]);
  const ctx = { language, seesPrices: canSeePrices(viewer), isInGroupOrder: base.isInGroupOrder };
  return {
    categories: new Map(categories.map((c) => [c.id, c])),
    promotions: new Map(promotions.map((p) => [p.id, p])),
    cards: new Map(rows.map((row) => [row.id, toProductCard(row, ctx)])),
  };
}

/**
 * GET {cms}/cms/layout (spec §7): the layout for the request's brand in its language, published blocks
 * only unless previewing. Null when there is no such layout (or it is a draft and this is no preview).
 */
export async function cmsLayout(db: Executor, input: LayoutInput): Promise<CmsLayout | null> {
  const now = input.asOf ?? new Date();
  const language = input.locale === 'fr-CA' ? 'fr' : 'en';
  const candidates = await findLayoutCandidates(db, [...new Set([input.brand, DEFAULT_BRAND])]);
  const chosen = chooseLayout(candidates, { brand: input.brand, title: input.title, includeDrafts: input.preview, now });
  if (!chosen) return null;
  const { blocks } = readBlocks(await findLayoutBlocks(db, chosen.id), input.preview);
  const refs = await references(db, blocks, input.viewer, language, now);
  return {
    title: language === 'fr' ? chosen.titleFr : chosen.titleEn,
    page: chosen.page,
    isPreview: input.preview,
    publishedDate: chosen.publishedAt?.toISOString() ?? null,
    blocks: blocks.flatMap((block) => shapeBlock(block, refs, language)),
  };
}
