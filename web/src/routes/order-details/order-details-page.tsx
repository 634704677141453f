import { ApproverStateKey, OrderAction, billingOptionLabelKey, formatDate, type BillingOption } from '@comptoir/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { OrderTotals } from '../../features/cart/index.ts';
import { ApprovalDecision, CancelOrderButton, OrderLines, fetchOrderViewOf, lastDecisionOf, orderSummaryOf, orderViewStatusKey, useReorder } from '../../features/orders/index.ts';
import { useSession } from '../../features/session/index.ts';
import { SaveTemplateButton } from '../../features/templates/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, localeOf, signInHref } from '../../paths.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { useFocusWhenLoaded } from '../../ui/use-focus-when-loaded.ts';
import { OrderFacts } from './order-facts.tsx';
import { OrderLoadError } from './order-load-error.tsx';
import './order-details-page.css';
import '../../ui/forms.css';

/** Spec §2.2 Order details (/orders/submitted): lines, each fee and tax, status, ship-to, PO, instructions, payment, Reorder. */
export const OrderDetailsPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const { signedIn, profile } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const idText = params.get('id');
  const id = idText && /^\d+$/.test(idText) ? Number(idText) : null;
  const number = params.get('ewayorderno');
  const key = id !== null || number ? `${id ?? ''}|${number ?? ''}|${language}` : null;
  const view = useFetched(signedIn ? key : null, (signal) => fetchOrderViewOf(id, number, signal));
  const { reorder, pending } = useReorder();
  const heading = useRef<HTMLHeadingElement>(null);
  const order = view.data;
  useDocumentTitle(order ? t('orders.orderTitle', { orderNumber: order.orderNo }) : t('orderDetails.title'));
  useFocusWhenLoaded(view.status, language, heading);

  if (!signedIn) return <Navigate to={signInHref(language, `${location.pathname}${location.search}`)} replace />;
  if (key === null) return <Navigate to={href(language, 'submittedOrders')} replace />;
  if (view.status === 'failed' && !order) return <div className="page"><h1>{t('orderDetails.title')}</h1><OrderLoadError error={view.error} onRetry={view.retry} /></div>;
  if (!order) return <div className="page" aria-busy="true"><h1>{t('orderDetails.title')}</h1><Skeleton height="16rem" /></div>;

  const info = order.summaryInfo;
  const awaiting = order.AwaitingApproversList;
  const decision = lastDecisionOf(order);
  // Spec §4 view context 'in approval' (1): the order's approver, while the order still awaits a decision.
  const approverId = order.userRole === 'approver' && order.buttonsStateInfo[OrderAction.approve] === true ? (profile?.buyerId ?? null) : null;
  // Spec §4 order action cancel (3): the buyer's own order while it awaits approval (decision 056).
  const cancellingBuyerId = order.userRole === 'buyer' && order.buttonsStateInfo[OrderAction.cancel] === true ? (profile?.buyerId ?? null) : null;
  const payment = info.paymentMethod && info.paymentMethod in billingOptionLabelKey ? t(billingOptionLabelKey[info.paymentMethod as BillingOption]) : null;
  return (
    <div className="page order-details">
      <p className="order-details__back">
        {/* An approver came from the orders to approve, not from their own submitted orders. */}
        {order.userRole === 'approver' ? <Link to={href(language, 'approvalOrders')}>{t('orderDetails.backToApprovals')}</Link> : <Link to={href(language, 'submittedOrders')}>{t('orderDetails.backToOrders')}</Link>}
      </p>
      <div className="order-details__head">
        <h1 ref={heading} tabIndex={-1}>{t('orders.orderTitle', { orderNumber: order.orderNo })}</h1>
        {order.buttonsStateInfo['reorder'] && (
          <button type="button" className="button" aria-disabled={pending !== null || undefined} onClick={() => void reorder(order.OrderId)}>{t('orders.reorder')}</button>
        )}
        {order.userRole === 'buyer' && <SaveTemplateButton orderId={order.OrderId} text={t('templates.saveOrderText', { orderNumber: order.orderNo })} />}
        {cancellingBuyerId && <CancelOrderButton order={order} buyerId={cancellingBuyerId} onChanged={view.retry} />}
      </div>
      {approverId && <ApprovalDecision key={order.OrderId} order={order} approverId={approverId} onDecided={view.retry} />}
      <OrderFacts
        facts={[
          // An order waiting for its approvers is 'In approval', as the submitted orders list says, and names them.
          [t('orders.status'), t(orderViewStatusKey(order))],
          ...(awaiting.length > 0 ? [[t('orderDetails.awaitingApprovers'), awaiting.map((approver) => approver.name).join(', ')] as [string, string]] : []),
          ...(decision && awaiting.length === 0 ? [[t(decision.state === ApproverStateKey.canceled ? 'orderDetails.cancelledBy' : 'orderDetails.decidedBy'), `${decision.name}, ${formatDate(decision.date, locale)}`] as [string, string]] : []),
          ...(decision?.rejected && decision.reason ? [[t('orderDetails.rejectionReason'), decision.reason] as [string, string]] : []),
          // Cancelled for the buyer when no one was left to approve it: why, and what to do.
          ...(decision?.state === ApproverStateKey.canceled && decision.reason ? [[t('orderDetails.cancellationReason'), decision.reason] as [string, string]] : []),
          [t('orders.orderDate'), formatDate(info.orderDate, locale)],
          [t('orders.orderedBy'), info.orderedBy],
          [t('orderDetails.accountNumber'), info.accountNumber],
          ...(info.scheduledDate ? [[t('checkout.scheduledDate'), formatDate(info.scheduledDate, locale)] as [string, string]] : []),
          ...(info.costCenter ? [[t('fields.costCenter'), info.costCenter] as [string, string]] : []),
          [t('fields.poNumber'), info.poNumber ?? t('orderDetails.none')],
          // French agrees 'none' with the noun: Aucune (instructions), Aucun (numéro, mode).
          [t('fields.deliveryInstructions'), info.deliveryInstructions ?? t('orderDetails.noDeliveryInstructions')],
          [t('checkout.paymentMethod'), payment ?? t('orderDetails.none')],
        ]}
        address={info.shippingAddress}
      />
      <div className="order-details__layout">
        <section aria-labelledby="order-lines-title">
          <h2 id="order-lines-title">{t('orderDetails.lines')}</h2>
          <OrderLines lines={order.orderProducts} locale={locale} labelledBy="order-lines-title" />
        </section>
        <aside className="order-details__summary" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title">{t('orderDetails.summary')}</h2>
          <OrderTotals summary={orderSummaryOf(order)} locale={locale} />
        </aside>
      </div>
    </div>
  );
};
