import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../i18n/use-language.ts';
import { productHref } from '../../../paths.ts';
import { PriceDisplay } from '../../../ui/price-display.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import type { ProductCardView } from '../search-types.ts';
import { QuantityNotes } from './quantity-notes.tsx';
import { StockDelivery } from './stock-delivery.tsx';
import { CompareToggle } from '../../compare/index.ts';
import '../../../ui/stacked-table.css';

/**
 * The table view (spec §9): one dense row per product, for buyers who order by code. On a phone each row is a card, each
 * cell a line under its column's name (ui/stacked-table.css), so the quantity box and Add are on screen, not scrolled to.
 */
export const ResultsTable = ({ cards, caption, purchase }: { cards: readonly ProductCardView[]; caption: string; purchase: (card: ProductCardView) => ReactNode }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="results-table-wrap">
      <table className="results-table stacked-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('search.product')}</th>
            <th scope="col">{t('search.brand')}</th>
            <th scope="col">{t('search.availability')}</th>
            <th scope="col">{t('search.price')}</th>
            <th scope="col">{t('search.quantityAndAdd')}</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.ProductCode}>
              <th scope="row">
                <div className="results-table__product">
                  <ProductImage src={card.ImageUrl} size={48} />
                  <div>
                    <Link to={productHref(language, card.ProductCode)}>{card.Description}</Link>
                    <div className="product-row__meta">{t('search.productCode', { code: card.ProductCode })}</div>
                    <CompareToggle code={card.ProductCode} name={card.Description} />
                  </div>
                </div>
              </th>
              <td data-label={t('search.brand')}>{card.Brand}</td>
              <td data-label={t('search.availability')}><StockDelivery card={card} /></td>
              <td data-label={t('search.price')}><PriceDisplay price={card} /></td>
              <td data-label={t('search.quantityAndAdd')}>
                {purchase(card) ?? <QuantityNotes multiple={card.Multiple} minimum={card.MinimumQuantity} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
