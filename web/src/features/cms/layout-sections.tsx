import type { CmsBlock } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../paths.ts';
import { Badge } from '../../ui/badge.tsx';
import { CategoryTileList } from '../catalogue/index.ts';
import { RelatedProducts } from '../product/index.ts';
import { RecentlyViewed } from '../recently-viewed/index.ts';
import { BannerList } from './banner-list.tsx';
import { homeSections } from './home-sections.ts';
import { PromotionBlock } from './promotion-block.tsx';
import { RichText } from './rich-text.tsx';
import './cms.css';

const Block = ({ block, language, signedIn }: { block: CmsBlock; language: Language; signedIn: boolean }) => {
  const { t } = useTranslation();
  switch (block.kind) {
    case 'promotionBlock':
      return <PromotionBlock block={block} language={language} />;
    case 'categoryTiles':
      return (
        <section aria-labelledby={`tiles-${block.id}`}>
          <h2 id={`tiles-${block.id}`} className="home__section-title">{block.title}</h2>
          {block.isDraft ? <Badge tone="warning">{t('cms.draft')}</Badge> : null}
          <CategoryTileList language={language} categories={block.categories} />
        </section>
      );
    case 'productCarousel':
      return <RelatedProducts id={`products-${block.id}`} title={block.title} products={block.products} />;
    case 'richText':
      return <RichText content={block.content} language={language} />;
    case 'recentlyViewed':
      return <RecentlyViewed signedIn={signedIn} />;
    case 'banner':
      return <BannerList banners={[block]} language={language} />;
  }
};

/** A content layout's blocks, in the layout's order, texts already in the page's language. */
export const LayoutSections = ({ blocks, language, signedIn }: { blocks: readonly CmsBlock[]; language: Language; signedIn: boolean }) => (
  <>
    {homeSections(blocks).map((section) =>
      section.kind === 'banners'
        ? <BannerList key={section.key} banners={section.banners} language={language} />
        : <Block key={section.key} block={section.block} language={language} signedIn={signedIn} />,
    )}
  </>
);
