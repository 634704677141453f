import type { CmsBlock } from '@comptoir/core';

export type BannerBlock = Extract<CmsBlock, { kind: 'banner' }>;

/** What the home page draws, in order: banners side by side, every other block on its own. */
export type HomeSection = { kind: 'banners'; key: string; banners: BannerBlock[] } | { kind: 'block'; key: string; block: CmsBlock };

const known: ReadonlySet<string> = new Set<CmsBlock['kind']>(['banner', 'promotionBlock', 'categoryTiles', 'productCarousel', 'richText', 'recentlyViewed']);
const RECENTLY_VIEWED_KEY = 'recently-viewed';

/**
 * The layout's blocks as sections: consecutive banners grouped (one row of offers, never a rotating
 * carousel), kinds this storefront does not know yet left out, and recently viewed always there
 * (spec §2 home), where the layout puts it or last.
 */
export const homeSections = (blocks: readonly CmsBlock[]): HomeSection[] => {
  const sections: HomeSection[] = [];
  for (const block of blocks) {
    if (!known.has(block.kind)) continue;
    const last = sections.at(-1);
    if (block.kind === 'banner' && last?.kind === 'banners') last.banners.push(block);
    else if (block.kind === 'banner') sections.push({ kind: 'banners', key: block.id, banners: [block] });
    else sections.push({ kind: 'block', key: block.kind === 'recentlyViewed' ? RECENTLY_VIEWED_KEY : block.id, block });
  }
  const viewed = sections.filter((section) => section.key === RECENTLY_VIEWED_KEY);
  const others = sections.filter((section) => section.key !== RECENTLY_VIEWED_KEY);
  if (viewed.length === 1) return sections;
  // None, or (a layout's mistake) several: once, last.
  return [...others, { kind: 'block', key: RECENTLY_VIEWED_KEY, block: { kind: 'recentlyViewed', id: RECENTLY_VIEWED_KEY, isDraft: false } }];
};
