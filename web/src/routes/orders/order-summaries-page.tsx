import { DATE_WINDOWS, formatDate, formatMoney, type OrderListItem } from '@comptoir/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { fetchBuyerOrders, searchBuyerOrders, useReorder } from '../../features/orders/index.ts';
import { useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, hrefWith, localeOf } from '../../paths.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { OrderSearchForm } from './order-search-form.tsx';
import './order-summaries-page.css';
import '../../ui/forms.css';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; orders: OrderListItem[] };
const statusKey = ['orders.statusPending', 'orders.statusShipped', 'orders.statusCancelled', 'orders.statusArchived'] as const;

/** Spec §2.2 Submitted orders (/orders/summaries/1): the buyer's orders by date window or by search, each with Reorder. */
export const OrderSummariesPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const { signedIn, profile } = useSession();
  const [daysBack, setDaysBack] = useState<number>(DATE_WINDOWS[0]);
  const [searchText, setSearchText] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const { reorder, pending } = useReorder();
  useDocumentTitle(t('account.submittedOrders'));
  const buyerId = profile?.buyerId;
  useEffect(() => {
    if (!buyerId) return;
    let live = true;
    setLoad({ status: 'loading' });
    (searchText === null ? fetchBuyerOrders(buyerId, daysBack) : searchBuyerOrders(buyerId, searchText)).then(
      (orders) => live && setLoad({ status: 'ready', orders }),
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [buyerId, daysBack, searchText]);

  if (!signedIn) return <Navigate to={href(language, 'signIn')} replace />;
  return (
    <div className="page order-summaries">
      <h1>{t('account.submittedOrders')}</h1>
      <OrderSearchForm active={searchText} onSearch={setSearchText} />
      <div className="field order-summaries__window" hidden={searchText !== null}>
        <label htmlFor="orders-window">{t('orders.window')}</label>
        <select id="orders-window" name="daysBack" value={daysBack} onChange={(event) => setDaysBack(Number(event.target.value))}>
          {DATE_WINDOWS.map((days) => <option key={days} value={days}>{days === -1 ? t('orders.allOrders') : t('orders.lastDays', { count: days })}</option>)}
        </select>
      </div>
      {load.status === 'failed' && <p className="alert" role="alert">{t('errors.generic')}</p>}
      {load.status === 'loading' && <Skeleton height="10rem" />}
      {load.status === 'ready' && load.orders.length === 0 && searchText !== null && (
        <div className="empty-state" role="status">
          <p>{t('dashboard.noMatches')}</p>
          <p>
            {t('dashboard.findYourOrderHint')} <Link to={hrefWith(language, 'findOrder', { number: searchText })}>{t('dashboard.findYourOrder')}</Link>
          </p>
        </div>
      )}
      {load.status === 'ready' && load.orders.length === 0 && searchText === null && (
        <div className="empty-state">
          <p>{t('orders.noOrders')}</p>
          <Link to={href(language, 'buyAgain')}>{t('account.buyAgain')}</Link>
        </div>
      )}
      {load.status === 'ready' && load.orders.length > 0 && (
        <table className="orders-table">
          <caption className="visually-hidden">{t('orders.list')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.orderNumber')}</th>
              <th scope="col">{t('orders.orderDate')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col" className="numeric">{t('orders.total')}</th>
              <th scope="col"><span className="visually-hidden">{t('orders.reorder')}</span></th>
            </tr>
          </thead>
          <tbody>
            {load.orders.map((order) => (
              <tr key={order.orderId}>
                <th scope="row"><Link to={hrefWith(language, 'orderDetails', { id: order.orderId })} aria-label={t('orders.viewOrder', { orderNumber: order.displayNumber })}>{order.displayNumber}</Link></th>
                <td>{formatDate(order.SubmittedDate, locale)}</td>
                <td>{order.approvalStatus === 'AWAITING' ? t('orders.inApproval') : t(statusKey[order.status] ?? 'orders.statusPending')}</td>
                <td className="numeric">{formatMoney(order.total, locale)}</td>
                <td>
                  <button type="button" className="button button--secondary" disabled={pending !== null} onClick={() => void reorder(order.orderId)} aria-label={t('orders.reorderOrder', { orderNumber: order.displayNumber })}>
                    {t('orders.reorder')}
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
