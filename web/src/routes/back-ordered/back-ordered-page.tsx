import { ALL_ORDERS_WINDOW, formatDate, formatMoney } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { fetchBuyerOrders } from '../../features/orders/index.ts';
import { useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, hrefWith, localeOf } from '../../paths.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import '../orders/order-summaries-page.css';
import '../../ui/forms.css';

/** Spec §2.2 Back-ordered (/orders/back-ordered): the buyer's orders with items waiting for stock, each opening its details. */
export const BackOrderedPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const { signedIn, profile } = useSession();
  const buyerId = profile?.buyerId ?? null;
  const orders = useFetched(signedIn && buyerId ? `${buyerId}|${language}` : null, (signal) => fetchBuyerOrders(buyerId ?? '', ALL_ORDERS_WINDOW, 100, 'backOrdered', signal));
  useDocumentTitle(t('account.backOrdered'));
  if (!signedIn) return <Navigate to={href(language, 'signIn')} replace />;

  return (
    <div className="page order-summaries">
      <h1>{t('account.backOrdered')}</h1>
      <p>{t('backOrdered.hint')}</p>
      {orders.status === 'failed' && <LoadError error={orders.error} onRetry={orders.retry} />}
      {orders.status === 'loading' && !orders.data && <Skeleton height="10rem" />}
      {orders.data && orders.data.length === 0 && (
        <div className="empty-state">
          <p>{t('backOrdered.empty')}</p>
          <Link to={href(language, 'submittedOrders')}>{t('account.submittedOrders')}</Link>
        </div>
      )}
      {orders.data && orders.data.length > 0 && (
        <table className="orders-table">
          <caption className="visually-hidden">{t('account.backOrdered')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.orderNumber')}</th>
              <th scope="col">{t('orders.orderDate')}</th>
              <th scope="col">{t('orders.description')}</th>
              <th scope="col" className="numeric">{t('orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.map((order) => (
              <tr key={order.orderId}>
                <th scope="row">
                  <Link to={hrefWith(language, 'orderDetails', { id: order.orderId })} aria-label={t('orders.viewOrder', { orderNumber: order.displayNumber })}>{order.displayNumber}</Link>
                </th>
                <td>{formatDate(order.SubmittedDate, locale)}</td>
                <td>{order.description}</td>
                <td className="numeric">{formatMoney(order.total, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};
