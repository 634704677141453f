import { REJECT_REASON_MAX_LENGTH, type OrderView } from '@comptoir/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { ApprovalBudget } from './approval-budget.tsx';
import { useOrderApproval } from './use-order-approval.ts';
import '../../ui/forms.css';
import './approval-decision.css';

interface Props {
  order: Pick<OrderView, 'OrderId' | 'orderNo' | 'AwaitingApproversList' | 'buyerBudget'> & { summaryInfo: Pick<OrderView['summaryInfo'], 'orderTotal'> };
  approverId: string;
  onDecided: () => void;
}

/**
 * Approve and Reject for the approver of an order in approval (spec §4 order actions 1 and 2). Reject asks for
 * an optional reason in a native modal dialog (the page behind is inert; Cancel gets the focus first, and it
 * returns to Reject on close). While a decision is on its way the buttons are only aria-disabled, so the
 * keyboard user's focus stays where it was.
 */
export const ApprovalDecision = ({ order, approverId, onDecided }: Props) => {
  const { t } = useTranslation();
  const { deciding, approve, reject } = useOrderApproval(order, approverId, onDecided);
  const { dialog, opener, cancel, open, close } = useModalDialog();
  const [reason, setReason] = useState('');
  const confirmReject = (event: FormEvent) => {
    event.preventDefault();
    close();
    reject(reason);
  };
  return (
    <section className="approval-decision" aria-labelledby="approval-decision-title" aria-busy={deciding || undefined}>
      <h2 id="approval-decision-title">{t('orderDetails.approvalTitle')}</h2>
      <p>{t('orderDetails.approvalIntro')}</p>
      {order.buyerBudget && <ApprovalBudget budget={order.buyerBudget} orderTotal={order.summaryInfo.orderTotal} />}
      <div className="approval-decision__actions">
        <button type="button" className="button" aria-disabled={deciding || undefined} onClick={() => !deciding && approve()}>{t('orders.approve')}</button>
        <button ref={opener} type="button" className="button button--secondary" aria-disabled={deciding || undefined} onClick={() => !deciding && open()}>{t('orders.reject')}</button>
      </div>
      <p role="status" className="approval-decision__status">{deciding ? t('orderDetails.deciding') : ''}</p>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby="reject-order-title">
        <form onSubmit={confirmReject}>
          <h2 id="reject-order-title">{t('orderDetails.rejectTitle', { orderNumber: order.orderNo })}</h2>
          <div className="field">
            <label htmlFor="reject-order-reason">{t('orderDetails.rejectReason')}</label>
            <textarea id="reject-order-reason" name="reason" rows={4} maxLength={REJECT_REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} aria-describedby="reject-order-reason-hint reject-order-reason-left" />
            <p className="field__hint" id="reject-order-reason-hint">{t('orderDetails.rejectReasonHint', { max: REJECT_REASON_MAX_LENGTH })}</p>
            {/* maxLength stops typing silently at the limit: the count says why, without interrupting. */}
            <p className="field__hint" id="reject-order-reason-left" aria-live="polite">{t('orderDetails.rejectReasonLeft', { count: REJECT_REASON_MAX_LENGTH - reason.length })}</p>
          </div>
          <div className="confirm-dialog__actions">
            <button ref={cancel} type="button" className="button button--secondary" onClick={close}>{t('common.cancel')}</button>
            <button type="submit" className="button">{t('orderDetails.rejectConfirm')}</button>
          </div>
        </form>
      </dialog>
    </section>
  );
};
