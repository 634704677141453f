import { toIsoDate, type CmsBlock, type ProductCard, type RichTextNode, type RichTextRun } from '@comptoir/core';
import { categoryUrl } from '../catalogue/index.ts';
import { mediaUrl } from '../search/index.ts';
import type { OpenPromotion, TileCategory } from './layout-repo.ts';
import type { StoredBlock, StoredRichText, StoredRun } from './stored-blocks.ts';

type Language = 'en' | 'fr';
interface Bilingual { en: string; fr: string }

/** What the blocks point at, read once for the whole layout and already scoped to the viewer. */
export interface References {
  readonly categories: ReadonlyMap<string, TileCategory>;
  /** Only the promotions open to the viewer. */
  readonly promotions: ReadonlyMap<string, OpenPromotion>;
  /** Cards priced for the viewer (guests: none); restricted products the viewer does not see are absent. */
  readonly cards: ReadonlyMap<string, ProductCard>;
}

const inLanguage = (text: Bilingual, language: Language) => (language === 'fr' ? text.fr : text.en);

const runOf = (run: StoredRun, language: Language): RichTextRun => ({
  text: inLanguage(run.text, language),
  strong: run.strong === true,
  href: run.href ?? null,
});

const richText = (body: StoredRichText, language: Language): RichTextNode[] =>
  body.map((node): RichTextNode => {
    if (node.type === 'heading') return { type: 'heading', text: inLanguage(node.text, language) };
    if (node.type === 'paragraph') return { type: 'paragraph', runs: node.runs.map((run) => runOf(run, language)) };
    return { type: 'list', items: node.items.map((item) => item.map((run) => runOf(run, language))) };
  });

/**
 * One stored block as the viewer gets it, texts in their language; none when there is nothing to show
 * (a promotion not open to the viewer, tiles or a product strip whose items are all gone).
 */
export const shapeBlock = (block: StoredBlock, refs: References, language: Language): CmsBlock[] => {
  const base = { id: block.id, isDraft: block.draft === true };
  const cardsOf = (ids: readonly string[]) => ids.flatMap((id) => refs.cards.get(id) ?? []);
  switch (block.kind) {
    case 'banner': {
      const url = block.image ? mediaUrl(block.image.mediaId) : null;
      const image = block.image && url ? { url, alt: inLanguage(block.image.alt, language) } : null;
      const texts = { title: inLanguage(block.title, language), subtitle: inLanguage(block.subtitle, language), ctaLabel: inLanguage(block.ctaLabel, language) };
      return [{ kind: 'banner', ...base, ...texts, href: block.href, colour: block.colour, image }];
    }
    case 'promotionBlock': {
      const promotion = refs.promotions.get(block.promotionId);
      if (!promotion) return [];
      const details = language === 'fr' ? promotion.detailsFr : promotion.detailsEn;
      const endDate = toIsoDate(promotion.endDate);
      return [{ kind: 'promotionBlock', ...base, promotionId: promotion.id, title: inLanguage(block.title, language), details, endDate, products: cardsOf(block.productIds) }];
    }
    case 'categoryTiles': {
      const tiles = block.categoryIds.flatMap((id) => {
        const category = refs.categories.get(id);
        return category ? [{ Id: category.id, Name: language === 'fr' ? category.nameFr : category.nameEn, Url: categoryUrl(category.slug) }] : [];
      });
      return tiles.length > 0 ? [{ kind: 'categoryTiles', ...base, title: inLanguage(block.title, language), categories: tiles }] : [];
    }
    case 'productCarousel': {
      const products = cardsOf(block.productIds);
      return products.length > 0 ? [{ kind: 'productCarousel', ...base, title: inLanguage(block.title, language), products }] : [];
    }
    case 'richText':
      return [{ kind: 'richText', ...base, content: richText(block.body, language) }];
    case 'recentlyViewed':
      return [{ kind: 'recentlyViewed', ...base }];
  }
};
