import { ORDER_LIST_MAX } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchApproverOrders, ListingCapped, ListingStates, ListingTable, orderListColumns, OrderRowCells } from '../../features/orders/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href } from '../../paths.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import '../../ui/forms.css';

/** The two approver listings: orders awaiting the approver (spec §2.2 summaries/2) and those recently approved (summaries/3). */
export type ApprovalListing = 'awaiting' | 'recentlyApproved';

const listing = {
  awaiting: { title: 'account.approvalOrders', other: 'recentlyApproved', route: 'approvalOrders', filters: undefined, empty: 'dashboard.noApprovals', capped: 'orders.awaitingCapped' },
  recentlyApproved: { title: 'account.recentApprovals', other: 'awaiting', route: 'recentApprovals', filters: 'approved', empty: 'orders.noRecentApprovals', capped: 'orders.recentApprovalsCapped' },
} as const;

/** An approver's orders of the approval groups they approve for, each opening its order details. */
export const ApprovalOrdersPage = ({ view }: { view: ApprovalListing }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { signedIn, profile } = useSession();
  const shown = listing[view];
  const other = listing[shown.other];
  useDocumentTitle(t(shown.title));
  // Only an approver has approval orders: anyone else is told why the listing is not theirs, not sent a failure to retry.
  const approverId = profile?.isApprover ? profile.buyerId : null;
  const orders = useFetched(approverId ? JSON.stringify([approverId, view]) : null, (signal) => fetchApproverOrders(approverId ?? '', shown.filters, signal));

  if (!signedIn) return <SignInFirst />;
  if (profile && !profile.isApprover) {
    return (
      <div className="page listing-page">
        <h1>{t(shown.title)}</h1>
        <div className="empty-state">
          <p>{t('orders.notAnApprover')}</p>
          <p><Link to={href(language, 'submittedOrders')}>{t('dashboard.allOrders')}</Link></p>
        </div>
      </div>
    );
  }
  // An approver decides on a colleague's order: whose it is reads in each row.
  const columns = orderListColumns(t, { orderedBy: true });
  return (
    <div className="page listing-page">
      <h1>{t(shown.title)}</h1>
      <p><Link to={href(language, other.route)}>{t(other.title)}</Link></p>
      <ListingStates fetched={orders} empty={<div className="empty-state"><p>{t(shown.empty)}</p></div>}>
        {(records) => (
          <>
            <ListingTable
              caption={t(shown.title)}
              columns={columns}
              records={records}
              keyOf={(order) => order.orderId}
              row={(order) => <OrderRowCells order={order} shown={{ orderedBy: true }} />}
            />
            <ListingCapped shown={records.length} max={ORDER_LIST_MAX}>{t(shown.capped, { count: ORDER_LIST_MAX })}</ListingCapped>
          </>
        )}
      </ListingStates>
    </div>
  );
};
