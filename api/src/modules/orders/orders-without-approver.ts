import { isLeftWithoutDecider, orderDisplayNumber, type GroupApprover } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/index.ts';
import { audit, type AuditEntry, type Tx } from '../../platform/audit.ts';
import { tellBuyerOfReturn } from './decision-notice.ts';
import { settleHolds } from './order-holds.ts';
import { transition } from './lifecycle.ts';
import { recordApprovalDecision } from './orders-repo.ts';

/** Who changed the approvers, as the history and audit rows name them. */
export interface ApproverChange {
  clientId: string;
  groupIds: readonly string[];
  /** The administrator whose change left the orders without an approver (the history's 'returned by'). */
  changedBy: string;
  audit: Pick<AuditEntry, 'actor' | 'onBehalfOf' | 'clientId' | 'requestId'>;
}

interface AwaitingOrder {
  id: string;
  order_no: number;
  buyer_id: string;
  client_id: string;
  is_group_order: boolean;
  group_order_number: number | null;
  approvers: GroupApprover[] | null;
}

/**
 * Run in the transaction that deactivates, deletes or removes an approver, after the change: an order awaiting one of
 * the groups' approval with no one left who may decide it (core's decidersOf: active, not its buyer) would wait for
 * good. It goes back to its buyer instead: cancelled, its history saying it was returned for want of an approver, its
 * stock given back and its card hold owed a void (decision 057: voided by the next decision or the server's sweep), the
 * approval requests dropped, the buyer told among their messages; they reorder it once an approver is named. The orders
 * are locked as a decision locks them, so an approval racing this takes turns: a decided order is no longer awaiting.
 */
export async function returnOrdersLeftWithoutApprover(tx: Tx, change: ApproverChange): Promise<string[]> {
  if (change.groupIds.length === 0) return [];
  const groups = sql`array[${sql.join(change.groupIds.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;
  const awaiting = await queryRows<AwaitingOrder & Record<string, unknown>>(
    tx,
    sql`select o.id, o.order_no::int as order_no, o.buyer_id, o.client_id, o.is_group_order, g.group_order_number::int as group_order_number,
          (select json_agg(json_build_object('buyerId', a.buyer_id, 'canDecide', b.is_active and b.deleted_at is null))
             from approval_group_approvers a join buyers b on b.id = a.buyer_id where a.approval_group_id = o.approval_group_id) as approvers
        from orders o left join group_orders g on g.id = o.group_order_id
        where o.client_id = ${change.clientId} and o.status = 'awaitingApproval' and o.approval_group_id = any(${groups})
        order by o.id
        for update of o`,
  );
  const returned = awaiting.filter((order) => isLeftWithoutDecider(order.approvers ?? [], order.buyer_id));
  for (const order of returned) {
    const next = transition('awaitingApproval', 'cancel');
    if (!next.ok) continue;
    const orderNumber = orderDisplayNumber({ orderNo: order.order_no, isGroupOrder: order.is_group_order, groupOrderNumber: order.group_order_number });
    await Promise.all([
      recordApprovalDecision(tx, { orderId: order.id, decidedBy: change.changedBy, status: next.to, decision: 'returned', reason: '' }),
      settleHolds(tx, order.id, 'cancelled'),
      tellBuyerOfReturn(tx, order, orderNumber),
    ]);
    await audit(tx, { ...change.audit, action: 'order.returnWithoutApprover', entity: 'order', entityId: order.id, before: { status: 'awaitingApproval' }, after: { status: next.to } });
  }
  return returned.map((order) => order.id);
}
