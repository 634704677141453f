import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { fetchOrderViewOf } from '../../features/orders/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, hrefWith } from '../../paths.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextWithElement } from '../../ui/text-with-element.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { OrderLoadError } from '../order-details/order-load-error.tsx';
import '../../ui/forms.css';

/** What checkout leaves in the confirmation's history entry. */
interface ConfirmationState {
  awaitingApproval?: boolean;
  /** The order's PO number (typed, or the PO number prompt's answer); '' or absent for none. */
  poNumber?: string;
  /** The buyer who submitted it: the entry stays in the tab's history after they sign out. */
  buyerId?: string;
}

/**
 * The confirmation after submit (spec §2.2 'confirmation'): the EW number from the ewayorderno parameter,
 * linked to its order details, and its PO number; an order routed to an approver says it was sent for approval.
 * Reached with no history entry (a typed URL, a bookmark, a new tab), it reads them from the order view.
 */
export const ConfirmationPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const orderNumber = params.get('ewayorderno');
  const orderId = params.get('orderId');
  const id = orderId && /^\d+$/.test(orderId) ? Number(orderId) : null;
  const state = useLocation().state as ConfirmationState | null;
  const fromCheckout = typeof state?.awaitingApproval === 'boolean';
  const { signedIn, profile } = useSession();
  // Read through the session: the order view answers 404 for an order that is not the buyer's.
  const view = useFetched(signedIn && orderNumber && !fromCheckout ? `${id ?? ''}|${orderNumber}` : null, (signal) => fetchOrderViewOf(id, orderNumber, signal));
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('checkout.confirmationTitle'));
  useEffect(() => heading.current?.focus(), []);
  // Come back to through the history once signed out, or by the next buyer of the tab: none of the order is shown.
  if (!signedIn) return <SignInFirst />;
  if (!orderNumber || (state?.buyerId !== undefined && state.buyerId !== profile?.buyerId)) return <Navigate to={href(language, 'submittedOrders')} replace />;
  const title = <h1 ref={heading} tabIndex={-1}>{t('checkout.confirmationTitle')}</h1>;
  const order = view.data;
  if (!fromCheckout && view.status === 'failed' && !order) return <div className="page confirmation">{title}<OrderLoadError error={view.error} onRetry={view.retry} /></div>;
  if (!fromCheckout && !order) return <div className="page confirmation" aria-busy="true">{title}<Skeleton height="4rem" /></div>;
  const awaitingApproval = order ? order.AwaitingApproversList.length > 0 : state?.awaitingApproval === true;
  const shownNumber = order?.orderNo ?? orderNumber;
  const poNumber = order ? (order.summaryInfo.poNumber ?? '') : typeof state?.poNumber === 'string' ? state.poNumber : '';
  // The order's OrderId when checkout gave it; else the spec's ewayorderno, which the details page also reads.
  const orderDetailsHref = id !== null ? hrefWith(language, 'orderDetails', { id: String(id) }) : hrefWith(language, 'orderDetails', { ewayorderno: shownNumber });
  return (
    <div className="page confirmation">
      {title}
      <p role="status" className="confirmation__message">
        <TextWithElement
          text={(placeholder) => t(awaitingApproval ? 'checkout.awaitingApproval' : 'checkout.orderSubmitted', { orderNumber: placeholder })}
          element={<Link to={orderDetailsHref}>{shownNumber}</Link>}
        />
      </p>
      {poNumber !== '' && (
        <dl className="confirmation__details">
          <dt>{t('fields.poNumber')}</dt>
          <dd>{poNumber}</dd>
        </dl>
      )}
      <p className="confirmation__links">
        <Link to={href(language, 'submittedOrders')}>{t('checkout.viewSubmittedOrders')}</Link>
        {' · '}
        <Link to={href(language, 'home')}>{t('checkout.continueShopping')}</Link>
      </p>
    </div>
  );
};
