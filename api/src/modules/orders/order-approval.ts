import { formatMoney, toIsoDate, toMessages, type ApprovalDecisionResponse } from '@comptoir/core';
import { audit } from '../../platform/audit.ts';
import { auditActor, ok, refusedWith, type BuyerContext, type Result } from '../cart/index.ts';
import { lockBudget, spendBudget } from '../clients/index.ts';
import { approvalStatusOf, statusDescriptionOf, transition } from './lifecycle.ts';
import type { HeldAuthorization } from './authorizations-repo.ts';
import { tellBuyerOfDecision } from './decision-notice.ts';
import { settleHolds, voidHolds, type HoldsDeps } from './order-holds.ts';
import { displayNumberOf } from './order-view.ts';
import { lockOrderForApprover, recordApprovalDecision } from './orders-repo.ts';

/** Spec §4 order actions approve (1) and reject (2); a rejection may say why (shown to the buyer). */
export type ApprovalDecision = { event: 'approve'; expectedAvailableBudget?: number } | { event: 'reject'; reason: string };

/**
 * An approval made on a page that showed the budget covering the order, when it no longer does (another approval spent
 * it meanwhile): refused, so no order is charged past the budget unseen (decision 022: knowingly). An approver who was
 * shown the order over the budget already approves it knowingly.
 */
const budgetChangedUnder = (decision: ApprovalDecision, budget: { available_budget: number } | undefined, total: number): boolean =>
  decision.event === 'approve' && decision.expectedAvailableBudget !== undefined && budget !== undefined && decision.expectedAvailableBudget >= total && total > budget.available_budget;

/**
 * POST approvers/{approverId}/orders/{orderId}/approve | reject (decision 022), in one transaction: the order
 * is locked, the lifecycle's guard decides, then the new status, the approval history row, the budget (an
 * approved order spends it now: submit spent nothing while it awaited approval), the order's holds settled
 * (settleHolds: a rejected order gives back its stock and its card authorisation is voided after the commit),
 * the buyer's message of the decision and the audit row.
 * Outside the approver's approval groups and client the order does not exist (404); the buyer who placed it
 * never decides on it, even as an approver of its group (403).
 */
export async function decideOrder(deps: HoldsDeps, ctx: BuyerContext, approverId: string, ref: number, decision: ApprovalDecision, now = new Date()): Promise<Result<ApprovalDecisionResponse>> {
  if (approverId !== ctx.buyerId) return refusedWith('orders.notFound', ctx.locale);
  const decided = await deps.db.transaction(async (tx): Promise<Result<{ held: HeldAuthorization[]; answer: ApprovalDecisionResponse }>> => {
    const order = await lockOrderForApprover(tx, ref, ctx);
    if (!order) return refusedWith('orders.notFound', ctx.locale);
    const orderNumber = displayNumberOf(order);
    if (order.buyer_id === ctx.buyerId) return refusedWith('orders.ownOrderApproval', ctx.locale);
    const next = transition(order.status, decision.event);
    if (!next.ok) return refusedWith('orders.notAwaitingApproval', ctx.locale, { orderNumber });
    const outcome = decision.event === 'approve' ? 'approved' : 'rejected';
    const reason = decision.event === 'reject' ? decision.reason : '';
    // Locked before anything is written: two approvals spending one budget take turns, and the second reads what is left.
    const budget = outcome === 'approved' ? await lockBudget(tx, order.client_id, order.buyer_id, toIsoDate(now)) : undefined;
    if (budget && budgetChangedUnder(decision, budget, order.total)) {
      const money = (cents: number) => formatMoney(cents, ctx.locale);
      return refusedWith('orders.budgetChanged', ctx.locale, { orderNumber, available: money(Math.max(0, budget.available_budget)), over: money(order.total - Math.max(0, budget.available_budget)) });
    }
    const [, held] = await Promise.all([
      recordApprovalDecision(tx, { orderId: order.id, decidedBy: ctx.buyerId, status: next.to, decision: outcome, reason }),
      settleHolds(tx, order.id, outcome),
    ]);
    if (budget) await spendBudget(tx, budget.id, order.total);
    await tellBuyerOfDecision(tx, order, orderNumber, outcome, reason);
    // Last statement: the audit chain's lock is then held only until the commit (decision 010).
    await audit(tx, { ...auditActor(ctx), action: `order.${decision.event}`, entity: 'order', entityId: order.id, before: { status: order.status }, after: { status: next.to, ...(reason ? { reason } : {}) } });
    return ok({
      held,
      answer: {
        isSuccess: true as const,
        orderId: order.ref,
        displayNumber: orderNumber,
        approvalStatus: approvalStatusOf(next.to, outcome) as 'OPEN' | 'REFUSED',
        description: statusDescriptionOf(next.to, outcome),
        Messages: toMessages(`orders.${outcome}`, ctx.locale, { orderNumber }),
      },
    });
  });
  if (!decided.ok) return decided;
  await voidHolds(deps, decided.value.held, ctx.requestId);
  return ok(decided.value.answer);
}
