import { DASHBOARD_APPROVAL_COUNT, DASHBOARD_ORDER_COUNT, DASHBOARD_RECENT_ORDERS_DAYS } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { fetchApproverOrders, fetchBuyerOrders, OrderSearchForm } from '../../features/orders/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, orderSearchHref } from '../../paths.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { BudgetTile } from './budget-tile.tsx';
import { HelpMessage } from './help-message.tsx';
import { MessagesTile } from './messages-tile.tsx';
import { OrderListTile } from './order-list-tile.tsx';
import { TemplatesTile } from './templates-tile.tsx';
import '../../ui/forms.css';
import './dashboard-page.css';

/**
 * Spec §2.3 Dashboard: the order search and its 'Find your order' fallback, then the tiles — budget calculator, the
 * buyer's recent orders, an approver's orders awaiting approval, messages, order templates — each loading (and
 * failing) on its own, and the sales representative's e-mail.
 */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { signedIn, profile } = useSession();
  useDocumentTitle(t('nav.dashboard'));
  if (!signedIn || !profile) return <SignInFirst />;
  const { buyerId } = profile;
  return (
    <div className="page dashboard">
      <h1>{t('nav.dashboard')}</h1>
      <div className="dashboard__search">
        <OrderSearchForm active={null} onSearch={(searchText) => navigate(orderSearchHref(language, searchText))} />
        <p><Link to={href(language, 'findOrder')}>{t('dashboard.findYourOrder')}</Link></p>
      </div>
      <div className="dashboard__tiles">
        <BudgetTile />
        <OrderListTile
          title={t('dashboard.ordersTile')}
          fetchKey={`${buyerId}|${language}`}
          load={(signal) => fetchBuyerOrders(buyerId, DASHBOARD_RECENT_ORDERS_DAYS, DASHBOARD_ORDER_COUNT, undefined, signal)}
          empty={t('dashboard.noOrders')}
          all={{ href: href(language, 'submittedOrders'), label: t('dashboard.allOrders') }}
        />
        {/* Every order awaiting approval is in approval: in the tile's width, whose it is says more than its status. */}
        {profile.isApprover && (
          <OrderListTile
            title={t('dashboard.approvalsTile')}
            fetchKey={`${buyerId}|${language}`}
            load={(signal) => fetchApproverOrders(buyerId, undefined, signal, DASHBOARD_APPROVAL_COUNT)}
            empty={t('dashboard.noApprovals')}
            all={{ href: href(language, 'approvalOrders'), label: t('dashboard.allApprovals') }}
            shown={{ orderedBy: true, status: false }}
          />
        )}
        <MessagesTile />
        <TemplatesTile buyerId={buyerId} />
      </div>
      <HelpMessage clientId={profile.client?.clientId ?? null} />
    </div>
  );
};
