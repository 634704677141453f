import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { productHref } from '../../paths.ts';
import { PriceDisplay } from '../../ui/price-display.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { Rating } from '../../ui/rating.tsx';
import type { ProductDetailView } from '../../features/product/index.ts';

/** Every specification name across the products, in first-seen order, so rows line up. */
const specificationNames = (products: readonly ProductDetailView[]): string[] => [...new Set(products.flatMap((p) => p.Specifications.flatMap((tab) => tab.rows.map((row) => row.name))))];
const specificationOf = (product: ProductDetailView, name: string) => product.Specifications.flatMap((tab) => tab.rows).find((row) => row.name === name)?.value;

/**
 * Spec §2.4: product, manufacturer, rating, availability, delivery and specifications side by side;
 * a product per column, a row header per attribute.
 */
export const CompareTable = ({ products, onRemove, purchase }: { products: readonly ProductDetailView[]; onRemove: (code: string) => void; purchase: (product: ProductDetailView) => ReactNode }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const row = (label: string, cell: (product: ProductDetailView) => ReactNode) => (
    <tr key={label}>
      <th scope="row">{label}</th>
      {products.map((product) => <td key={product.ProductCode}>{cell(product)}</td>)}
    </tr>
  );
  return (
    <div className="compare-table-wrap">
      <table className="compare-table">
        <caption className="visually-hidden">{t('compare.caption', { count: products.length })}</caption>
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th key={product.ProductCode} scope="col">
                <ProductImage src={product.ImageUrl} size={120} />
                <Link to={productHref(language, product.ProductCode)}>{product.name}</Link>
                <span className="compare-table__code">{product.ProductCode}</span>
                <button type="button" className="link-button" onClick={() => onRemove(product.ProductCode)}>{t('compare.remove', { name: product.name })}</button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t('compare.manufacturer'), (product) => product.Brand ?? t('compare.notListed'))}
          {row(t('compare.price'), (product) => <><PriceDisplay price={product} />{purchase(product)}</>)}
          {row(t('compare.rating'), (product) => <Rating rating={product.ProductReview.ReviewRatings} count={product.ProductReview.ReviewCount} />)}
          {row(t('compare.availability'), (product) => product.availability)}
          {row(t('compare.delivery'), (product) => {
            // A visitor's card leaves the estimate out; the detail's own fields carry it for everyone.
            const min = product.EstimatedDeliveryMin ?? product.estimatedDeliveryTimeMin;
            const max = product.EstimatedDeliveryMax ?? product.estimatedDeliveryTimeMax;
            return min > 0 ? t('search.deliveryEstimate', { min, max }) : t('product.defaultDelivery');
          })}
          <tr><th scope="rowgroup" colSpan={products.length + 1} className="compare-table__group">{t('compare.specifications')}</th></tr>
          {specificationNames(products).map((name) => row(name, (product) => specificationOf(product, name) ?? t('compare.notListed')))}
        </tbody>
      </table>
    </div>
  );
};
