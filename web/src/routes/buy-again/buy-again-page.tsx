import { formatDate, type QuantityRule } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { useAddToCart } from '../../features/cart/index.ts';
import { fetchBuyAgain, type BuyAgainItem } from '../../features/orders/index.ts';
import { useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, localeOf, productHref } from '../../paths.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import '../orders/order-summaries-page.css';
import '../../ui/forms.css';

/**
 * The buy-again answer carries no quantity rule, so nothing is refused here: the api checks the
 * product's own sales multiple and minimum on add, and its refusal is shown as a toast.
 */
const checkedByTheApi: QuantityRule = { salesMultiple: 1, minimumQuantity: 1 };

/** Spec §2.2 Buy again (/browse-products/buyAgain): products ordered before, most recent first, added again at the last quantity. */
export const BuyAgainPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const { signedIn, profile } = useSession();
  const buyerId = profile?.buyerId ?? null;
  const items = useFetched(signedIn && buyerId ? `${buyerId}|${language}` : null, (signal) => fetchBuyAgain(buyerId ?? '', signal));
  const { add, pending } = useAddToCart();
  useDocumentTitle(t('account.buyAgain'));
  if (!signedIn) return <Navigate to={href(language, 'signIn')} replace />;
  const addAgain = (item: BuyAgainItem) => void add([{ productCode: item.ProductCode, quantity: item.Quantity, rule: checkedByTheApi }]);

  return (
    <div className="page order-summaries">
      <h1>{t('account.buyAgain')}</h1>
      {items.status === 'failed' && <LoadError error={items.error} onRetry={items.retry} />}
      {items.status === 'loading' && !items.data && <Skeleton height="10rem" />}
      {items.data && items.data.length === 0 && (
        <div className="empty-state">
          <p>{t('buyAgain.empty')}</p>
          <Link to={href(language, 'home')}>{t('checkout.continueShopping')}</Link>
        </div>
      )}
      {items.data && items.data.length > 0 && (
        <table className="orders-table">
          <caption className="visually-hidden">{t('buyAgain.list')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cart.product')}</th>
              <th scope="col">{t('cart.productCode')}</th>
              <th scope="col">{t('buyAgain.lastPurchased')}</th>
              <th scope="col" className="numeric">{t('buyAgain.lastQuantity')}</th>
              <th scope="col"><span className="visually-hidden">{t('cart.addToCart')}</span></th>
            </tr>
          </thead>
          <tbody>
            {items.data.map((item) => (
              <tr key={item.ProductCode}>
                <th scope="row"><Link to={productHref(language, item.ProductCode)}>{item.Description}</Link></th>
                <td>{item.ProductCode}</td>
                <td>{formatDate(item.LastPurchasedDate, locale)}</td>
                <td className="numeric">{item.Quantity}</td>
                <td>
                  <button type="button" className="button button--secondary" aria-disabled={pending || undefined} onClick={() => !pending && addAgain(item)} aria-label={`${t('cart.addToCart')} — ${item.Description}`}>
                    {t('cart.addToCart')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};
