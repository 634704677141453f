import { ALL_ORDERS_WINDOW } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchBuyerOrders, ListingStates, ListingTable, OrderRowCells } from '../../features/orders/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href } from '../../paths.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import '../../ui/forms.css';

/** Spec §2.2 Back-ordered (/orders/back-ordered): the buyer's orders with items waiting for stock, each opening its details. */
export const BackOrderedPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { signedIn, profile } = useSession();
  const buyerId = profile?.buyerId ?? null;
  const orders = useFetched(signedIn && buyerId ? `${buyerId}|${language}` : null, (signal) => fetchBuyerOrders(buyerId ?? '', ALL_ORDERS_WINDOW, 100, 'backOrdered', signal));
  useDocumentTitle(t('account.backOrdered'));
  if (!signedIn) return <SignInFirst />;
  // The status in the buyer's language (the order's description is the service's English word, e.g. 'Back-ordered').
  const columns = [{ label: t('orders.orderNumber') }, { label: t('orders.orderDate') }, { label: t('orders.status') }, { label: t('orders.total'), numeric: true }];

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
            row={(order) => <OrderRowCells order={order} />}
          />
        )}
      </ListingStates>
    </div>
  );
};
