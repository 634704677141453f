import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, hrefWith } from '../../paths.ts';
import { TextWithElement } from '../../ui/text-with-element.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
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
 */
export const ConfirmationPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const orderNumber = params.get('ewayorderno');
  const orderId = params.get('orderId');
  const state = useLocation().state as ConfirmationState | null;
  const awaitingApproval = state?.awaitingApproval === true;
  const poNumber = typeof state?.poNumber === 'string' ? state.poNumber : '';
  const { signedIn, profile } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('checkout.confirmationTitle'));
  useEffect(() => heading.current?.focus(), []);
  // Come back to through the history once signed out, or by the next buyer of the tab: none of the order is shown.
  if (!signedIn) return <SignInFirst />;
  if (!orderNumber || (state?.buyerId !== undefined && state.buyerId !== profile?.buyerId)) return <Navigate to={href(language, 'submittedOrders')} replace />;
  // The order's OrderId when checkout gave it; else the spec's ewayorderno, which the details page also reads.
  const orderDetailsHref = orderId && /^\d+$/.test(orderId) ? hrefWith(language, 'orderDetails', { id: orderId }) : hrefWith(language, 'orderDetails', { ewayorderno: orderNumber });
  return (
    <div className="page confirmation">
      <h1 ref={heading} tabIndex={-1}>{t('checkout.confirmationTitle')}</h1>
      <p role="status" className="confirmation__message">
        <TextWithElement
          text={(placeholder) => t(awaitingApproval ? 'checkout.awaitingApproval' : 'checkout.orderSubmitted', { orderNumber: placeholder })}
          element={<Link to={orderDetailsHref}>{orderNumber}</Link>}
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
