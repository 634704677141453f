import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../i18n/use-language.ts';
import { productHref } from '../../../paths.ts';
import { PriceDisplay } from '../../../ui/price-display.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import { Rating } from '../../../ui/rating.tsx';
import { CompareToggle } from '../../compare/index.ts';
import { dataTest } from '../../shell-params/index.ts';
import type { ResultView } from '../listing-params.ts';
import type { ProductCardView } from '../search-types.ts';
import { ProductBadges } from './product-badges.tsx';
import { QuantityNotes } from './quantity-notes.tsx';
import { StockDelivery } from './stock-delivery.tsx';

const imageSize: Record<Exclude<ResultView, 'table'>, number> = { xl: 160, lg: 112, normal: 64, grid: 160 };

/**
 * One result in a list density or the grid: everything needed to order without opening the product
 * page — price per UOM, contract badge, stock and delivery, quantity rules and the add button.
 */
export const ProductRow = ({ card, view, purchase }: { card: ProductCardView; view: Exclude<ResultView, 'table'>; purchase: ReactNode }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const link = productHref(language, card.ProductCode);
  return (
    <article className={`product-row product-row--${view}`} aria-labelledby={`product-${card.ProductCode}`} {...dataTest(`product-row-${card.ProductCode}`)}>
      <Link to={link} className="product-row__image" tabIndex={-1} aria-hidden="true">
        <ProductImage src={card.ImageUrl} size={imageSize[view]} />
      </Link>
      <div className="product-row__main">
        <h3 className="product-row__name" id={`product-${card.ProductCode}`}>
          <Link to={link}>{card.Description}</Link>
        </h3>
        <p className="product-row__meta">
          <span>{t('search.productCode', { code: card.ProductCode })}</span>
          {card.Brand ? <span>{card.Brand}</span> : null}
        </p>
        {view === 'xl' && card.ShortDescription ? <p className="product-row__short">{card.ShortDescription}</p> : null}
        {card.ProductReview.ShowReview ? <Rating rating={card.ProductReview.ReviewRatings} count={card.ProductReview.ReviewCount} /> : null}
        {view !== 'normal' ? <ProductBadges card={card} /> : null}
        <StockDelivery card={card} />
      </div>
      <div className="product-row__buy">
        <PriceDisplay price={card} />
        {purchase ?? <QuantityNotes multiple={card.Multiple} minimum={card.MinimumQuantity} />}
        <CompareToggle code={card.ProductCode} name={card.Description} />
      </div>
    </article>
  );
};
