import { ApproverStateKey, OrderStatusCode, type OrderListItem, type OrderView } from '@comptoir/core';

const statusKey = ['orders.statusPending', 'orders.statusShipped', 'orders.statusCancelled', 'orders.statusArchived'] as const;

/**
 * The message key of a listed order's status: 'In approval' while it awaits its approvers, 'Rejected' once
 * refused, 'Approved' while an approved order is still pending, else its order status (spec §4 codes).
 */
export const orderStatusKey = (order: Pick<OrderListItem, 'approvalStatus' | 'status' | 'description'>): string => {
  if (order.approvalStatus === 'AWAITING') return 'orders.inApproval';
  if (order.approvalStatus === 'REFUSED') return 'orders.statusRejected';
  if (order.description === 'Approved' && order.status === OrderStatusCode.pending) return 'orders.statusApproved';
  return statusKey[order.status] ?? 'orders.statusPending';
};

/** The approvers' last decision on an order (OrderApproversHistory), with the reason they posted, if any. */
export const lastDecisionOf = (order: Pick<OrderView, 'OrderApproversHistory' | 'postedComments'>) => {
  const decision = order.OrderApproversHistory.at(-1);
  if (!decision) return null;
  const comment = order.postedComments.findLast((posted) => posted.author === decision.name && posted.date === decision.date);
  return { ...decision, rejected: decision.state === ApproverStateKey.refused, reason: comment?.text ?? null };
};

/** The order view's status in the listings' words: its approvers' decision while it is pending or refused. */
export const orderViewStatusKey = (order: Pick<OrderView, 'AwaitingApproversList' | 'OrderApproversHistory' | 'postedComments' | 'orderStatus'>): string => {
  const decision = lastDecisionOf(order);
  const approvalStatus = order.AwaitingApproversList.length > 0 ? 'AWAITING' : decision?.rejected ? 'REFUSED' : null;
  return orderStatusKey({ approvalStatus, status: order.orderStatus, description: decision?.state === ApproverStateKey.open ? 'Approved' : '' });
};
