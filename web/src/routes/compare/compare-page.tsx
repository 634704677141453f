import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AddToCartButton } from '../../features/cart/index.ts';
import { COMPARE_MAX, COMPARE_MIN, compareReturnTo, fetchComparison, removeCompared } from '../../features/compare/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, hrefWith } from '../../paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { CompareTable } from './compare-table.tsx';
import './compare-page.css';

/** The listing compared from, in the page's language (the shopper may have switched since). */
const listingBack = (url: string | null, language: 'en' | 'fr'): string | null => (url && /^\/(en|fr)\//.test(url) ? `/${language}${url.slice(3)}` : null);

/** /compare-products?codes=A,B,C (spec §2.4): the codes are in the URL, so a comparison can be shared. */
export const ComparePage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const codes = [...new Set((useSearchParams()[0].get('codes') ?? '').split(',').map((code) => code.trim().toUpperCase()).filter(Boolean))].slice(0, COMPARE_MAX);
  const enough = codes.length >= COMPARE_MIN;
  const comparison = useFetched(enough ? `${codes.join(',')}:${language}` : null, (signal) => fetchComparison(codes, signal));
  useDocumentTitle(t('compare.title'));
  const back = <Link to={listingBack(compareReturnTo(), language) ?? href(language, 'home')} className="compare-back">{t('compare.backToList')}</Link>;
  const remove = (code: string) => {
    removeCompared(code);
    navigate(hrefWith(language, 'compare', { codes: codes.filter((item) => item !== code).join(',') }), { replace: true });
  };
  return (
    <div className="page compare-page">
      {back}
      <h1>{t('compare.title')}</h1>
      {!enough ? <EmptyState title={t('compare.notEnough')} hint={t('compare.notEnoughHint')} /> : comparison.status === 'failed' ? (
        <LoadError error={comparison.error} onRetry={comparison.retry} />
      ) : comparison.data ? (
        <>
          {/* A shared or old comparison may name products the buyer cannot see (discontinued, restricted, another client's). */}
          {comparison.data.length < codes.length ? <p className="compare-page__unavailable" role="status">{t('compare.unavailable', { count: codes.length - comparison.data.length })}</p> : null}
          {comparison.data.length < COMPARE_MIN ? <EmptyState title={t('compare.notEnough')} hint={t('compare.notEnoughHint')} /> : (
            <CompareTable
              products={comparison.data}
              onRemove={remove}
              purchase={(product) => (product.LoginForPricing ? null : <AddToCartButton productCode={product.ProductCode} productName={product.name} rule={{ salesMultiple: product.Multiple, minimumQuantity: product.MinimumQuantity }} disabled={product.IsRestricted} />)}
            />
          )}
        </>
      ) : <div aria-busy="true" aria-label={t('common.loading')}><Skeleton height="20rem" /></div>}
    </div>
  );
};
