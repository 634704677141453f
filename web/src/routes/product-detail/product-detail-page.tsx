import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../features/api-client/index.ts';
import { AddToCartButton } from '../../features/cart/index.ts';
import { fetchAlternates, fetchProductDetails, ProductDetail, RelatedProducts } from '../../features/product/index.ts';
import { recordRecentlyViewed } from '../../features/recently-viewed/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href } from '../../paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDelayedFlag } from '../../ui/use-delayed-flag.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';

/** /product-detail/product?code=…: the product, its alternates and its upsells. */
export const ProductDetailPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const code = (useSearchParams()[0].get('code') ?? '').trim();
  const details = useFetched(code ? `${code}:${language}` : null, (signal) => fetchProductDetails([code], language, signal).then((records) => records[0] ?? null));
  const alternates = useFetched(code ? `alt:${code}:${language}` : null, (signal) => fetchAlternates(code, signal));
  const slow = useDelayedFlag(details.status === 'loading');
  const product = details.status === 'failed' ? null : (details.data ?? null);
  useDocumentTitle(product?.name ?? t('product.title'));
  useEffect(() => {
    if (product) recordRecentlyViewed(product.ProductCode);
  }, [product]);

  // A link with no code (cut, or typed by hand): nothing was discontinued, so the page says so and leads to the catalogue.
  if (!code) {
    return (
      <div className="page">
        <EmptyState headingLevel={1} title={t('product.missingCode')} hint={t('product.missingCodeHint')}>
          <Link className="button" to={href(language, 'home')}>{t('nav.categories')}</Link>
        </EmptyState>
      </div>
    );
  }
  // A code no product can have (over the contract's 40 characters, from a mangled link) is refused with a 400: not offered either.
  const missing = (details.status === 'loaded' && details.data === null) || (details.status === 'failed' && details.error instanceof ApiError && [400, 404].includes(details.error.status));
  return (
    <div className="page">
      {missing ? (
        <EmptyState headingLevel={1} title={t('product.notFound')} hint={t('product.notFoundHint')}>
          <Link className="button" to={href(language, 'home')}>{t('nav.categories')}</Link>
        </EmptyState>
      ) : details.status === 'failed' ? <LoadError error={details.error} onRetry={details.retry} />
      : product ? (
        <>
          <ProductDetail
            product={product}
            purchase={<AddToCartButton productCode={product.ProductCode} productName={product.name} rule={{ salesMultiple: product.Multiple, minimumQuantity: product.MinimumQuantity }} disabled={product.IsRestricted} />}
          />
          <RelatedProducts id="product-alternates" title={t('product.alternates')} products={alternates.data ?? []} />
          <RelatedProducts id="product-upsells" title={t('product.upsells')} products={product.UpsellProducts} />
        </>
      ) : slow ? <div aria-busy="true" aria-label={t('common.loading')}><Skeleton height="24rem" /></div> : null}
    </div>
  );
};
