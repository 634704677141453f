import { OrderStatusCode, type OrderApprovalStatus, type OutcomeCode } from '@comptoir/core';
import type { OrderStatus } from '../../db/schema/index.ts';

/** The order events this api performs; approval screens and fulfilment add theirs to the same table. */
export type OrderEvent = 'submit' | 'submitForApproval' | 'approve' | 'reject' | 'cancel' | 'reorder';

/** Vendure-style transition table: from which statuses an event may go, and where it leads (null: stays). */
const transitions: Readonly<Record<OrderEvent, { from: readonly OrderStatus[]; to: OrderStatus | null }>> = {
  submit: { from: ['open'], to: 'submitted' },
  submitForApproval: { from: ['open'], to: 'awaitingApproval' },
  approve: { from: ['awaitingApproval'], to: 'approved' },
  reject: { from: ['awaitingApproval'], to: 'rejected' },
  // Only while it awaits approval (decision 056): a submitted or approved order has gone to fulfilment, which no call
  // here can recall; its stock, budget and payment are no longer the buyer's to undo online.
  cancel: { from: ['awaitingApproval'], to: 'cancelled' },
  reorder: {
    from: ['awaitingApproval', 'approved', 'rejected', 'submitted', 'processing', 'backOrdered', 'partiallyShipped', 'shipped', 'delivered', 'cancelled'],
    to: null,
  },
};

export type TransitionResult = { ok: true; to: OrderStatus } | { ok: false; reason: OutcomeCode };

/** The guard: the next status, or the reason code (a message key) why the event is not allowed. */
export const transition = (status: OrderStatus, event: OrderEvent): TransitionResult => {
  const rule = transitions[event];
  if (!rule.from.includes(status)) return { ok: false, reason: 'orders.notAllowed' };
  return { ok: true, to: rule.to ?? status };
};

/** Spec §4 'Order status codes' of a stored status. */
export const statusCodeOf = (status: OrderStatus): OrderStatusCode => {
  if (status === 'shipped' || status === 'delivered') return OrderStatusCode.shipped;
  if (status === 'cancelled' || status === 'rejected') return OrderStatusCode.cancelled;
  return OrderStatusCode.pending;
};

/** Spec §4 'Order approval statuses' of a stored status; null for orders that never needed approval and are still open. */
export const approvalStatusOf = (status: OrderStatus, approvalState: string | null): OrderApprovalStatus | null => {
  if (status === 'awaitingApproval') return 'AWAITING';
  if (status === 'rejected') return 'REFUSED';
  if (status === 'cancelled') return 'CANCELED';
  if (status === 'shipped' || status === 'delivered') return 'SHIPPED';
  return approvalState === null && status === 'open' ? null : 'OPEN';
};

/** The description a list row carries; core's submittedOrderCategory reads it (spec §4). */
export const statusDescriptionOf = (status: OrderStatus, approvalState: string | null): string => {
  if (status === 'awaitingApproval') return 'Awaiting Approval';
  if (status === 'rejected') return 'Rejected';
  if (status === 'cancelled') return 'Cancelled';
  if (approvalState === 'approved') return 'Approved';
  return status === 'backOrdered' ? 'Back-ordered' : 'Submitted';
};
