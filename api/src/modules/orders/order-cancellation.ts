import { toMessages, type OrderCancellationResponse } from '@comptoir/core';
import { audit } from '../../platform/audit.ts';
import { auditActor, ok, refusedWith, type BuyerContext, type Result } from '../cart/index.ts';
import type { HeldAuthorization } from './authorizations-repo.ts';
import { tellApproversOfCancellation } from './decision-notice.ts';
import { settleHolds, voidHolds, type HoldsDeps } from './order-holds.ts';
import { approvalStatusOf, statusDescriptionOf, transition } from './lifecycle.ts';
import { displayNumberOf } from './order-view.ts';
import { lockOwnOrder, recordApprovalDecision } from './orders-repo.ts';

/**
 * POST buyers/{buyerId}/orders/{orderId}/cancel (spec §4 order action cancel 3; decision 056): the buyer withdraws
 * their own order while it awaits approval, in one transaction. The order is locked as an approver's decision locks
 * it, so a cancel and an approve or reject take turns and exactly one wins; the lifecycle's guard decides. Then the
 * status and approval history ('cancelled': approver state 3), the order's holds settled (settleHolds: stock given
 * back, approval requests not yet sent dropped, card authorisations voided after the commit), the approvers told
 * among their messages, and the audit row. The budget is left alone: an order awaiting approval never spent
 * it (decision 022). Another buyer's or client's order, even one the caller approves for, does not exist (404).
 */
export async function cancelOrder(deps: HoldsDeps, ctx: BuyerContext, buyerId: string, ref: number): Promise<Result<OrderCancellationResponse>> {
  if (buyerId !== ctx.buyerId) return refusedWith('orders.notFound', ctx.locale);
  const outcome = await deps.db.transaction(async (tx): Promise<Result<{ held: HeldAuthorization[]; answer: OrderCancellationResponse }>> => {
    const order = await lockOwnOrder(tx, ref, ctx);
    if (!order) return refusedWith('orders.notFound', ctx.locale);
    const orderNumber = displayNumberOf(order);
    if (order.status === 'cancelled') return refusedWith('orders.alreadyCancelled', ctx.locale, { orderNumber });
    const next = transition(order.status, 'cancel');
    if (!next.ok) return refusedWith('orders.notCancellable', ctx.locale, { orderNumber });
    const [, held] = await Promise.all([
      recordApprovalDecision(tx, { orderId: order.id, decidedBy: ctx.buyerId, status: next.to, decision: 'cancelled', reason: '' }),
      settleHolds(tx, order.id, 'cancelled'),
      tellApproversOfCancellation(tx, order, orderNumber),
    ]);
    // Last statement: the audit chain's lock is then held only until the commit (decision 010).
    await audit(tx, { ...auditActor(ctx), action: 'order.cancel', entity: 'order', entityId: order.id, before: { status: order.status }, after: { status: next.to } });
    return ok({
      held,
      answer: {
        isSuccess: true as const,
        orderId: order.ref,
        displayNumber: orderNumber,
        approvalStatus: approvalStatusOf(next.to, 'cancelled') as 'CANCELED',
        description: statusDescriptionOf(next.to, 'cancelled'),
        Messages: toMessages('orders.cancelled', ctx.locale, { orderNumber }),
      },
    });
  });
  if (!outcome.ok) return outcome;
  await voidHolds(deps, outcome.value.held, ctx.requestId);
  return ok(outcome.value.answer);
}
