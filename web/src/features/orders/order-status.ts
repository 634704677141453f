import type { OrderListItem } from '@comptoir/core';

const statusKey = ['orders.statusPending', 'orders.statusShipped', 'orders.statusCancelled', 'orders.statusArchived'] as const;

/** The message key of a listed order's status: 'In approval' while it awaits its approvers, else its order status (spec §4 codes). */
export const orderStatusKey = (order: Pick<OrderListItem, 'approvalStatus' | 'status'>): string =>
  order.approvalStatus === 'AWAITING' ? 'orders.inApproval' : (statusKey[order.status] ?? 'orders.statusPending');
