import { ALL_ORDERS_WINDOW, formatDate, formatMoney } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchBuyerOrders, ListingStates, ListingTable } from '../../features/orders/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, hrefWith, localeOf } from '../../paths.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
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
  if (!signedIn) return <SignInFirst />;
  const columns = [{ label: t('orders.orderNumber') }, { label: t('orders.orderDate') }, { label: t('orders.description') }, { label: t('orders.total'), numeric: true }];

  return (
    <div className="page listing-page">
      <h1>{t('account.backOrdered')}</h1>
      <p>{t('backOrdered.hint')}</p>
      <ListingStates
        fetched={orders}
        empty={
          <div className="empty-state">
            <p>{t('backOrdered.empty')}</p>
            <Link to={href(language, 'submittedOrders')}>{t('account.submittedOrders')}</Link>
          </div>
        }
      >
        {(records) => (
          <ListingTable
            caption={t('account.backOrdered')}
            columns={columns}
            records={records}
            keyOf={(order) => order.orderId}
            row={(order) => (
              <>
                <th scope="row">
                  <Link to={hrefWith(language, 'orderDetails', { id: order.orderId })} aria-label={t('orders.viewOrder', { orderNumber: order.displayNumber })}>{order.displayNumber}</Link>
                </th>
                <td>{formatDate(order.SubmittedDate, locale)}</td>
                <td>{order.description}</td>
                <td className="numeric">{formatMoney(order.total, locale)}</td>
              </>
            )}
          />
        )}
      </ListingStates>
    </div>
  );
};
