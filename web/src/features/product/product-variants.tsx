import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { productHref } from '../../paths.ts';
import type { ProductDetailView } from './product-types.ts';

/** Variants (e.g. colour): each choice is the page of its own product code; the current one is marked. */
export const ProductVariants = ({ product }: { product: ProductDetailView }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  if (product.variants.length === 0) return null;
  return (
    <div className="variants">
      {product.variants.map((variant) => (
        <div key={variant.variantType} role="group" aria-labelledby={`variant-${variant.variantType}`}>
          <p className="variants__label" id={`variant-${variant.variantType}`}>{variant.variantType === 'colour' ? t('product.variantColour') : t('product.variantTypeOther')}</p>
          <ul className="variants__choices">
            {variant.products.map((choice) => (
              <li key={choice.ProductCode}>
                {choice.ProductCode === product.ProductCode
                  ? <span aria-current="true" className="variants__choice variants__choice--current">{choice.value}</span>
                  : <Link className="variants__choice" to={productHref(language, choice.ProductCode)}>{choice.value}</Link>}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
};
