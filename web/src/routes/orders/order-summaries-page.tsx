import { DATE_WINDOWS, ORDER_LIST_MAX, ORDER_SEARCH_RESULTS_MAX } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { fetchBuyerOrders, ListingCapped, ListingStates, ListingTable, OrderRowCells, OrderSearchForm, searchBuyerOrders, useReorder } from '../../features/orders/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, hrefWith, ORDER_SEARCH_PARAMETER } from '../../paths.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import './order-summaries-page.css';
import '../../ui/forms.css';

/** The query parameter of the date window (spec §7 orders' daysBack); absent for the first, 30 days. */
const WINDOW_PARAMETER = 'daysBack';
const windowOf = (value: string | null): number => DATE_WINDOWS.find((days) => String(days) === value) ?? DATE_WINDOWS[0];

/** Spec §2.2 Submitted orders (/orders/summaries/1): the buyer's orders by date window or by search, each with Reorder. */
export const OrderSummariesPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { signedIn, profile } = useSession();
  // The search and the date window are in the address, so the dashboard's order search lands here with it, Back returns to
  // the full list, and a reload or the other language keeps the window chosen.
  const [params, setParams] = useSearchParams();
  const searchText = params.get(ORDER_SEARCH_PARAMETER)?.trim() || null;
  const setSearchText = (text: string | null) => setParams(text === null ? {} : { [ORDER_SEARCH_PARAMETER]: text });
  const daysBack = windowOf(params.get(WINDOW_PARAMETER));
  const setDaysBack = (days: number) => setParams(days === DATE_WINDOWS[0] ? {} : { [WINDOW_PARAMETER]: String(days) });
  const { reorder, pending } = useReorder();
  useDocumentTitle(t('account.submittedOrders'));
  const buyerId = profile?.buyerId ?? null;
  const orders = useFetched(buyerId ? JSON.stringify([buyerId, daysBack, searchText]) : null, (signal) =>
    searchText === null ? fetchBuyerOrders(buyerId ?? '', daysBack, ORDER_LIST_MAX, undefined, signal) : searchBuyerOrders(buyerId ?? '', searchText, signal),
  );

  if (!signedIn) return <SignInFirst />;
  // The most orders the api answers, the newest: the list and a search each say when they may hold back older ones.
  const capped = searchText === null ? { max: ORDER_LIST_MAX, key: 'orders.listCapped' } : { max: ORDER_SEARCH_RESULTS_MAX, key: 'orders.searchCapped' };
  const columns = [{ label: t('orders.orderNumber') }, { label: t('orders.orderDate') }, { label: t('orders.status') }, { label: t('orders.total'), numeric: true }, { label: t('orders.reorder'), action: true }];
  const empty =
    searchText === null ? (
      <div className="empty-state">
        <p>{t('orders.noOrders')}</p>
        <Link to={href(language, 'buyAgain')}>{t('account.buyAgain')}</Link>
      </div>
    ) : (
      <div className="empty-state" role="status">
        <p>{t('dashboard.noMatches')}</p>
        <p>
          {t('dashboard.findYourOrderHint')} <Link to={hrefWith(language, 'findOrder', { number: searchText })}>{t('dashboard.findYourOrder')}</Link>
        </p>
      </div>
    );
  return (
    <div className="page listing-page">
      <h1>{t('account.submittedOrders')}</h1>
      <OrderSearchForm key={searchText ?? ''} active={searchText} onSearch={setSearchText} />
      <div className="field order-summaries__window" hidden={searchText !== null}>
        <label htmlFor="orders-window">{t('orders.window')}</label>
        <select id="orders-window" name="daysBack" value={daysBack} onChange={(event) => setDaysBack(Number(event.target.value))}>
          {DATE_WINDOWS.map((days) => <option key={days} value={days}>{days === -1 ? t('orders.allOrders') : t('orders.lastDays', { count: days })}</option>)}
        </select>
      </div>
      <ListingStates fetched={orders} empty={empty}>
        {(records) => (
          <>
            <ListingTable
              caption={t('orders.list')}
              columns={columns}
              records={records}
              keyOf={(order) => order.orderId}
              row={(order) => (
                <>
                  <OrderRowCells order={order} />
                  <td>
                    <button type="button" className="button button--secondary" aria-disabled={pending !== null || undefined} onClick={() => void reorder(order.orderId)} aria-label={t('orders.reorderOrder', { orderNumber: order.displayNumber })}>
                      {t('orders.reorder')}
                    </button>
                  </td>
                </>
              )}
            />
            <ListingCapped shown={records.length} max={capped.max}>{t(capped.key, { count: capped.max })}</ListingCapped>
          </>
        )}
      </ListingStates>
    </div>
  );
};
