import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { hrefWith, productHref } from '../../paths.ts';
import { PriceDisplay } from '../../ui/price-display.tsx';
import { Rating } from '../../ui/rating.tsx';
import { ProductBadges, QuantityNotes, StockDelivery } from '../search/index.ts';
import { CompareToggle } from '../compare/index.ts';
import { DeliveryEstimate } from './delivery-estimate.tsx';
import { ProductFees } from './product-fees.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductInfoTabs } from './product-info-tabs.tsx';
import type { ProductDetailView } from './product-types.ts';
import { ProductVariants } from './product-variants.tsx';
import { TieredPrices } from './tiered-prices.tsx';
import './product-detail.css';

const AlternateFormats = ({ product }: { product: ProductDetailView }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  if (product.AlternateFormats.length === 0) return null;
  return (
    <div className="alternate-formats">
      <p className="variants__label">{t('product.alternateFormats')}</p>
      <ul className="variants__choices">
        {product.AlternateFormats.map((format) => (
          <li key={format.ProductCode}><Link className="variants__choice" to={productHref(language, format.ProductCode)}>{t('product.alternateFormat', { format: format.Format, quantity: format.Quantity })}</Link></li>
        ))}
      </ul>
    </div>
  );
};

/** The product page's body: breadcrumbs, gallery, buy box (price, rules, add), then the tabs. */
export const ProductDetail = ({ product, purchase }: { product: ProductDetailView; purchase: ReactNode }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className="product-detail" aria-labelledby="product-name">
      <nav aria-label={t('nav.breadcrumbs')} className="breadcrumbs">
        <ol>
          {product.taxonomy.map((level) => <li key={level.id}><Link to={hrefWith(language, 'category', { q: level.id })}>{level.name}</Link></li>)}
          <li><span aria-current="page">{product.name}</span></li>
        </ol>
      </nav>
      <div className="product-detail__top">
        <ProductGallery images={product.mediaImages.length > 0 ? product.mediaImages : product.ImageUrl ? [product.ImageUrl] : []} name={product.name} />
        <div className="product-detail__summary">
          <h1 id="product-name">{product.name}</h1>
          <dl className="product-detail__codes">
            {/* The colon is the language's: 'Code de produit :' in French, 'Product code:' in English. */}
            <div><dt>{t('common.term', { label: t('product.code') })}</dt><dd>{product.ProductCode}</dd></div>
            <div><dt>{t('common.term', { label: t('product.codeJda') })}</dt><dd>{product.productCodeJDA}</dd></div>
            {product.Brand ? <div><dt>{t('common.term', { label: t('product.brand') })}</dt><dd>{product.Brand}</dd></div> : null}
          </dl>
          {product.ProductReview.ShowReview ? <Rating rating={product.ProductReview.ReviewRatings} count={product.ProductReview.ReviewCount} /> : null}
          <ProductBadges card={product} />
          <ProductVariants product={product} />
          <AlternateFormats product={product} />
        </div>
        <aside className="product-detail__buy" aria-label={t('search.price')}>
          <PriceDisplay price={product} size="lg" />
          <TieredPrices product={product} />
          <StockDelivery card={product} />
          <DeliveryEstimate product={product} />
          {purchase ?? <QuantityNotes multiple={product.Multiple} minimum={product.MinimumQuantity} />}
          <ProductFees product={product} />
          <CompareToggle code={product.ProductCode} name={product.name} />
        </aside>
      </div>
      <ProductInfoTabs product={product} />
    </article>
  );
};
