import { decidersOf, httpStatusOf, orderDisplayNumber, toIsoDate, toMessage, toMessages, type SubmitOrderRequest } from '@comptoir/core';
import type { Database, Transaction } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Logger } from '../../platform/logger.ts';
import { Refusal, auditActor, findLines, findPrompts, invalidPrompts, lockCart, priceCart, pricingScopeOf, ok, refusable, refused, refusedWith, submissionProblems, type BuyerContext, type LinePrice, type Result } from '../cart/index.ts';
import { transition } from '../orders/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { claimKey, completeKey, releaseKey, requestHash } from './idempotency-repo.ts';
import { payStep } from './pay-step.ts';
import { releaseStock, reserveStock } from '../stock-reservations/index.ts';
import { savedCardsFor } from './saved-cards.ts';
import { budgetDecision, changedSinceReview, checkBilling, checkPoNumber, checkSchedule } from './submit-checks.ts';
import { lockBudget, spendBudget } from '../clients/index.ts';
import { applySubmission, findApprovalGroup, placeOrderRecord, useCoupon } from './submit-repo.ts';
import { dropNotifications, queueNotifications } from '../order-notifications/index.ts';
import { StepRun, type StepObserver } from './steps.ts';

export interface CheckoutDeps {
  db: Database;
  payments: PaymentProvider;
  logger?: Logger;
  /** Runs before each step (tracing; the failure-injection tests). */
  observe?: StepObserver;
}

export interface SubmitAnswer {
  status: number;
  body: unknown;
}

const stop = (result: Result<never>): never => {
  throw new Refusal(result as Extract<Result<never>, { ok: false }>);
};

/**
 * Review and submit (spec §4, issue 7) in one transaction: the cart is locked, the buyer's choices
 * applied, core's rules checked, then the steps run — reserve stock, authorise the payment, place the
 * order (EW number, snapshot), queue notifications, store the replayable answer.
 */
async function placeOrder(tx: Transaction, deps: CheckoutDeps, ctx: BuyerContext, orderRef: number, input: SubmitOrderRequest, key: string, run: StepRun, now: Date): Promise<Result<SubmitAnswer>> {
  const locked = await lockCart(tx, ctx.buyerId);
  if (!locked || locked.ref !== orderRef) return stop(refusedWith('orders.notFound', ctx.locale));
  // The billing option and card are refused after the order's required fields, in the form's order (the checkout
  // machine's too): a buyer is not sent to fix a card only to hear then of the PO number left empty.
  const saved = await savedCardsFor(tx, locked, input.billingOptionType);
  const billing = checkBilling(locked, input, deps.payments, saved, toIsoDate(now), ctx.locale);
  // Statements sent together run in the order given (one round trip each here): the cart is read back after the
  // buyer's choices are written, then its lines, prompts, approval group and budget are read at once.
  const [, relocked] = await Promise.all([applySubmission(tx, locked.id, input, billing.ok ? billing.value : null), lockCart(tx, ctx.buyerId)]);
  const current = relocked ?? locked;
  const [rows, promptRows, group, budget] = await Promise.all([
    findLines(tx, current.id, pricingScopeOf(current, ctx)),
    findPrompts(tx, current.client_id, current.id),
    findApprovalGroup(tx, current.client_id, ctx.buyerId),
    lockBudget(tx, current.client_id, ctx.buyerId, toIsoDate(now)),
  ]);
  const cart = priceCart(current, rows, ctx, now);
  const { header, totals } = cart;
  // Changed in another tab since Review & Confirm: the buyer confirms what will be placed, not what was shown before.
  const promptAnswers = new Map(promptRows.map((prompt) => [prompt.sequence, prompt.value ?? '']));
  const asReviewed = { orderTotal: totals.orderTotal, shipToId: header.ship_to_id, poNumber: header.po_number, deliveryInstructions: header.delivery_instructions, deliveryService: cart.delivery.deliServOptType, promptAnswers };
  if (changedSinceReview(input, asReviewed)) stop(refusedWith('checkout.orderChanged', ctx.locale));
  // Emptied elsewhere (another tab) since Review & Confirm: said as such, not as an order to modify under the minimum.
  if (cart.rows.length === 0) stop(refusedWith('checkout.emptyCart', ctx.locale));
  const problems = submissionProblems(header, cart.rows, totals, cart.today, ctx.locale);
  if (problems[0]) stop(refused(httpStatusOf(problems[0].code), problems.map((problem) => problem.message)));
  const schedule = checkSchedule(input, header.ship_to_province, cart.today, ctx.locale);
  if (!schedule.ok) stop(schedule);
  const po = checkPoNumber(input.poNumber, promptRows, ctx.locale);
  if (!po.ok) stop(po);
  const prompts = invalidPrompts(promptRows, ctx.locale);
  if (prompts.length > 0) stop(refused(400, [toMessage('cart.customPromptsInvalid', ctx.locale), ...prompts.map((prompt) => prompt.message)]));
  if (!billing.ok) return stop(billing);
  const decision = budgetDecision(header.over_budget_policy, budget?.available_budget ?? null, totals.orderTotal, ctx.locale);
  if (decision.kind === 'blocked') stop(refused(decision.status, decision.messages));
  if (decision.kind === 'needsApproval' && !group) stop(refusedWith('checkout.overBudgetNoApprover', ctx.locale));
  const needsApproval = decision.kind === 'needsApproval' || (group !== undefined && totals.priceDetails.subTotal >= group.threshold_amount);
  // A buyer never decides their own order (decideOrder), nor does a deactivated approver (who cannot sign in): with no
  // one else to decide it, the order would wait for good.
  const others = needsApproval && group ? group.approvers.filter((approver) => approver.buyerId !== ctx.buyerId) : [];
  const approvers = needsApproval && group ? decidersOf(group.approvers, ctx.buyerId) : [];
  if (needsApproval && approvers.length === 0) stop(refusedWith(others.length === 0 ? 'checkout.noOtherApprover' : 'checkout.noActiveApprover', ctx.locale));
  const next = transition('open', needsApproval ? 'submitForApproval' : 'submit');
  if (!next.ok) stop(refusedWith(next.reason, ctx.locale));
  const status = next.ok ? next.to : 'submitted';
  if (totals.priceDetails.promoDiscount > 0 && header.coupon_code && !(await useCoupon(tx, header.coupon_code))) stop(refusedWith('cart.couponUsedUp', ctx.locale));

  await run.step('reserveStock', () => reserveStock(tx, header.id, header.warehouse_no), () => (db) => releaseStock(db, header.id));
  await payStep(tx, run, deps.payments, { ctx, orderId: header.id, paying: billing.value, amount: totals.orderTotal, idempotencyKey: `${ctx.buyerId}:${key}` });
  const spends = budget && status === 'submitted' && (decision.kind === 'within' || decision.kind === 'overWarn') ? budget : null;
  const orderNo = await run.step('placeOrder', async () => {
    const [number] = await Promise.all([
      placeOrderRecord(tx, {
        orderId: header.id, status, approvalGroupId: needsApproval && group ? group.id : null, totals, billingOption: input.billingOptionType as never, submissionKey: key,
        lines: cart.rows.map((row, index) => ({ lineId: row.line_id, price: cart.prices[index] as LinePrice })),
      }),
      spends ? spendBudget(tx, spends.id, totals.orderTotal) : undefined,
    ]);
    return number;
  });
  const displayNumber = orderDisplayNumber({ orderNo });
  await run.step('notify', () => queueNotifications(tx, [
    { orderId: header.id, recipient: ctx.buyerId, kind: 'orderSubmitted', cultureCode: ctx.locale },
    ...approvers.map((approver) => ({ orderId: header.id, recipient: approver.buyerId, kind: 'approvalRequested' as const, cultureCode: approver.cultureCode })),
  ]), () => (db) => dropNotifications(db, header.id));
  const warnings = decision.kind === 'overWarn' ? decision.messages : [];
  const body = {
    isSuccess: true as const,
    orderId: header.ref,
    displayNumber,
    status,
    orderTotal: totals.orderTotal,
    Messages: [...(needsApproval ? toMessages('checkout.awaitingApproval', ctx.locale, { orderNumber: displayNumber }) : toMessages('checkout.orderSubmitted', ctx.locale, { orderNumber: displayNumber })), ...warnings, ...cart.notices],
  };
  await run.step('recordAnswer', () => completeKey(tx, ctx.buyerId, key, 201, body));
  // Last statement: the audit chain's lock is then held only until the commit (decision 010).
  await audit(tx, { ...auditActor(ctx), action: 'order.submit', entity: 'order', entityId: header.id, before: { status: 'open' }, after: { status, orderNo, total: totals.orderTotal } });
  return ok({ status: 201, body });
}

/** POST /api/checkout/orders/{id}/submit with an Idempotency-Key (architecture §2): one order per key, whatever the repeats. */
export async function submitOrder(deps: CheckoutDeps, ctx: BuyerContext, orderRef: number, input: SubmitOrderRequest, key: string, now = new Date()): Promise<Result<SubmitAnswer>> {
  const claim = await claimKey(deps.db, ctx.buyerId, key, requestHash({ orderRef, input }));
  if (claim.kind === 'replay') return ok({ status: claim.status, body: claim.body });
  if (claim.kind === 'inProgress') return refusedWith('errors.conflict', ctx.locale);
  if (claim.kind === 'mismatch') return refusedWith('checkout.idempotencyKeyReused', ctx.locale);
  const run = new StepRun(deps.observe);
  const undo = async () => {
    await run.compensate(deps.db, (step, error) => deps.logger?.error('checkout compensation failed', { step, error, requestId: ctx.requestId }));
    await releaseKey(deps.db, ctx.buyerId, key);
  };
  try {
    const result = await refusable(() => deps.db.transaction((tx) => placeOrder(tx, deps, ctx, orderRef, input, key, run, now)));
    if (!result.ok) await undo();
    return result;
  } catch (error) {
    await undo();
    throw error;
  }
}
