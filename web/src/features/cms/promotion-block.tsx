import { formatDate, type CmsBlock } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { localeOf, type Language } from '../../paths.ts';
import { Badge } from '../../ui/badge.tsx';
import { ProductCardList } from '../product/index.ts';

type PromotionBlockData = Extract<CmsBlock, { kind: 'promotionBlock' }>;

/** A promotion open to the viewer: its name, terms, end date and a few of its products (guests: no prices). */
export const PromotionBlock = ({ block, language }: { block: PromotionBlockData; language: Language }) => {
  const { t } = useTranslation();
  const headingId = `promotion-${block.id}`;
  return (
    <section className="promotion" aria-labelledby={headingId}>
      <div className="promotion__head">
        <h2 id={headingId}>{block.title}</h2>
        {block.isDraft ? <Badge tone="warning">{t('cms.draft')}</Badge> : null}
        <Badge tone="sale">{t('cms.promotionEnds', { date: formatDate(block.endDate, localeOf(language)) })}</Badge>
      </div>
      {block.details ? <p>{block.details}</p> : null}
      {block.products.length > 0 ? <ProductCardList products={block.products} label={t('cms.promotionProducts', { promotion: block.title })} /> : null}
    </section>
  );
};
