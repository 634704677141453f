import { ALL_ORDERS_WINDOW } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { fetchBuyerOrders, ListingStates, ListingTable, OrderRowCells } from '../../features/orders/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, hrefWith } from '../../paths.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import '../../ui/forms.css';

/**
 * Spec §2.2 Back-ordered (/orders/back-ordered; approved: ?type=approved): the buyer's orders with items waiting for stock,
 * or only the approved ones, each opening its details.
 */
export const BackOrderedPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { signedIn, profile } = useSession();
  const buyerId = profile?.buyerId ?? null;
  const approved = useSearchParams()[0].get('type') === 'approved';
  const filters = approved ? 'backOrdered,approved' : 'backOrdered';
  const orders = useFetched(signedIn && buyerId ? `${buyerId}|${language}|${filters}` : null, (signal) => fetchBuyerOrders(buyerId ?? '', ALL_ORDERS_WINDOW, 100, filters, signal));
  const title = approved ? t('backOrdered.approvedTitle') : t('account.backOrdered');
  useDocumentTitle(title);
  if (!signedIn) return <SignInFirst />;
  // The status in the buyer's language (the order's description is the service's English word, e.g. 'Back-ordered').
  const columns = [{ label: t('orders.orderNumber') }, { label: t('orders.orderDate') }, { label: t('orders.status') }, { label: t('orders.total'), numeric: true }];

  return (
    <div className="page listing-page">
      <h1>{title}</h1>
      <p>{t('backOrdered.hint')}</p>
      <p>{approved ? <Link to={href(language, 'backOrdered')}>{t('backOrdered.showAll')}</Link> : <Link to={hrefWith(language, 'backOrdered', { type: 'approved' })}>{t('backOrdered.showApproved')}</Link>}</p>
      <ListingStates
        fetched={orders}
        empty={
          <div className="empty-state">
            <p>{t(approved ? 'backOrdered.approvedEmpty' : 'backOrdered.empty')}</p>
            <Link to={href(language, 'submittedOrders')}>{t('account.submittedOrders')}</Link>
          </div>
        }
      >
        {(records) => (
          <ListingTable
            caption={title}
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
