import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { productHref } from '../../paths.ts';
import { PriceDisplay } from '../../ui/price-display.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import type { ProductCardView } from '../search/index.ts';
import './related-products.css';

/** Small product cards (name linking to the product, image, price or the guests' sign-in prompt). */
export const ProductCardList = ({ products, label }: { products: readonly ProductCardView[]; label?: string }) => {
  const language = useLanguage();
  return (
    <ul className="related__list" aria-label={label}>
      {products.map((product) => (
        <li key={product.ProductCode} className="related__card">
          <ProductImage src={product.ImageUrl} size={120} />
          <Link to={productHref(language, product.ProductCode)}>{product.Description}</Link>
          <PriceDisplay price={product} />
        </li>
      ))}
    </ul>
  );
};

/** A titled strip of small product cards (upsells, alternates, recently viewed). */
export const RelatedProducts = ({ title, products, id }: { title: string; products: readonly ProductCardView[]; id: string }) => {
  if (products.length === 0) return null;
  return (
    <section className="related" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ProductCardList products={products} />
    </section>
  );
};
