import { ALL_ORDERS_WINDOW, ORDER_SEARCH_RESULTS_MAX, addDays, customPromptAnswerText, orderNumberWithoutPrefix, productCodeKey, toIsoDate, type DateWindow } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/index.ts';
import type { CustomPromptOption, OrderStatus } from '../../db/schema/index.ts';
import { findLines, ok, refusedWith, type BuyerContext, type LineRow, type Result } from '../cart/index.ts';
import { currentBudget } from '../clients/index.ts';
import { toListItem, toOrder, toOrderView } from './order-view.ts';
import { approvalFacts, byOrderNo, byRef, findOrder, isApprover, listOrders, type ListFilter, type OrderRow } from './orders-repo.ts';

/**
 * designed: the `filters` of the order lists — comma-separated keys: awaitingApproval, approved,
 * backOrdered (the back-ordered page; with approved for '?type=approved'), submitted.
 */
const filterOf = (filters: string | undefined) => {
  const keys = new Set((filters ?? '').split(',').map((key) => key.trim()).filter(Boolean));
  const statuses: OrderStatus[] | null = keys.has('awaitingApproval') ? ['awaitingApproval'] : keys.has('submitted') ? ['submitted', 'processing', 'backOrdered', 'partiallyShipped'] : null;
  return { statuses, approvalState: keys.has('approved') ? 'approved' : null, backOrdered: keys.has('backOrdered') };
};

const sinceOf = (daysBack: number, now: Date): string | null => (daysBack === ALL_ORDERS_WINDOW ? null : addDays(toIsoDate(now), -daysBack));

/** Never trust ids from the client: a buyerId in the path must be the session's buyer; anything else is 404 (no existence leak). */
const sameBuyer = (ctx: BuyerContext, buyerId: string) => ctx.buyerId === buyerId;

/** GET buyers/{buyerId}/orders?daysBack&count&filters — order summaries 1 (submitted) and the back-ordered pages. */
export async function buyerOrders(db: Database, ctx: BuyerContext, buyerId: string, q: { daysBack: number; count: number; filters?: string | undefined }, now = new Date()) {
  if (!sameBuyer(ctx, buyerId)) return refusedWith('errors.notFound', ctx.locale);
  const rows = await listOrders(db, { scope: sql`o.buyer_id = ${ctx.buyerId}`, since: sinceOf(q.daysBack as DateWindow, now), ...filterOf(q.filters), search: null, limit: q.count });
  return ok(rows.map(toListItem));
}

/**
 * GET buyers/{buyerId}/searchOrders?searchText — by order number (EW/GR/# tolerated), PO number or a product's whole code
 * as search reads codes (hp64xl finds HP-64XL: product_code_key, migration 0017). The PO
 * number is the one typed in Delivery Details, or the PO number prompt's answer, with its prefix (as the order shows it) or as typed.
 */
export async function searchOrders(db: Database, ctx: BuyerContext, buyerId: string, q: { searchText: string; filters?: string | undefined }) {
  if (!sameBuyer(ctx, buyerId)) return refusedWith('errors.notFound', ctx.locale);
  const number = orderNumberWithoutPrefix(q.searchText);
  const text = q.searchText.trim();
  const codeKey = productCodeKey(text);
  const search = sql`(${/^\d{1,12}$/.test(number) ? sql`o.order_no = ${Number(number)}` : sql`false`} or lower(o.po_number) = lower(${text})
    or exists (select 1 from order_prompt_values pv join custom_prompts pp on pp.id = pv.prompt_id
      where pv.order_id = o.id and pv.order_line_id is null and pp.kind = 'poNumber' and pv.value <> ''
        and (lower(pp.prefix || pv.value) = lower(${text}) or lower(pv.value) = lower(${text})))
    or ${codeKey ? sql`exists (select 1 from order_lines sl join products sp on sp.id = sl.product_id where sl.order_id = o.id and product_code_key(sp.code) = ${codeKey})` : sql`false`})`;
  const rows = await listOrders(db, { scope: sql`o.buyer_id = ${ctx.buyerId}`, since: null, ...filterOf(q.filters), search, limit: ORDER_SEARCH_RESULTS_MAX });
  return ok(rows.map(toListItem));
}

/** GET approvers/{approverId}/orders?count&filters — summaries 2 (awaiting, the default) and 3 (recently approved: filters=approved). */
export async function approverOrders(db: Database, ctx: BuyerContext, approverId: string, q: { count: number; filters?: string | undefined }) {
  if (!sameBuyer(ctx, approverId) || !(await isApprover(db, ctx.buyerId))) return refusedWith('errors.notFound', ctx.locale);
  const filter = filterOf(q.filters);
  // The approver's own orders are theirs to follow in summaries 1, never to decide (decideOrder).
  const scope = sql`o.approval_group_id in (select approval_group_id from approval_group_approvers where buyer_id = ${ctx.buyerId}) and o.buyer_id <> ${ctx.buyerId}`;
  const statuses: OrderStatus[] | null = filter.approvalState ? null : (filter.statuses ?? ['awaitingApproval']);
  const rows = await listOrders(db, { scope, since: null, ...filter, statuses, search: null, limit: q.count } satisfies ListFilter);
  return ok(rows.map(toListItem));
}

const linesOf = (db: Executor, order: OrderRow): Promise<LineRow[]> => findLines(db, order.id, { clientId: order.client_id, warehouseNo: '', promotionsApply: false });

/** GET orderbynumber/{number without EW}: spec §3 'Order'. */
export async function orderByNumber(db: Database, ctx: BuyerContext, number: string): Promise<Result<ReturnType<typeof toOrder>>> {
  const order = await findOrder(db, byOrderNo(Number(number)), ctx);
  if (!order) return refusedWith('orders.notFound', ctx.locale);
  return ok(toOrder(order, await linesOf(db, order)));
}

/** A visible order by its OrderId with its lines (actions and views). */
export async function visibleOrder(db: Executor, ctx: BuyerContext, ref: number): Promise<{ order: OrderRow; lines: LineRow[] } | null> {
  const order = await findOrder(db, byRef(ref), ctx);
  return order ? { order, lines: await linesOf(db, order) } : null;
}

/**
 * What an approver deciding an order reads of its buyer's budget: the one the approval would spend today (decideOrder), so
 * an order over what is left is approved knowingly. Nobody else is shown a colleague's budget.
 */
async function budgetToDecideOn(db: Database, order: OrderRow, viewerId: string, now: Date) {
  if (order.buyer_id === viewerId || order.status !== 'awaitingApproval') return null;
  const budget = await currentBudget(db, order.client_id, order.buyer_id, toIsoDate(now));
  return budget && { totalBudget: budget.totalBudget, availableBudget: budget.availableBudget, beginDate: budget.beginDate, endDate: budget.endDate };
}

/** GET orders/{id}: spec §3 'Order view' with the summary and taxes. */
export async function orderView(db: Database, ctx: BuyerContext, ref: number, now = new Date()) {
  const found = await visibleOrder(db, ctx, ref);
  if (!found) return refusedWith('orders.notFound', ctx.locale);
  const [facts, prompts] = await Promise.all([
    approvalFacts(db, found.order),
    queryRows<{ kind: string; prefix: string; options: CustomPromptOption[]; value: string }>(
      db,
      sql`select p.kind, p.prefix, p.options, v.value from order_prompt_values v join custom_prompts p on p.id = v.prompt_id where v.order_id = ${found.order.id} and p.kind in ('costCentre', 'poNumber') and v.order_line_id is null`,
    ),
  ]);
  // As Review & Confirm showed them: the cost centre chosen by its name (Finance, not CC-2200); the PO number, saved
  // without its prompt's prefix, with it.
  const answer = (kind: string) => {
    const prompt = prompts.find((candidate) => candidate.kind === kind && candidate.value !== '');
    return prompt ? customPromptAnswerText(prompt, prompt.value) : null;
  };
  const costCenter = answer('costCentre');
  const poNumber = answer('poNumber');
  const buyerBudget = await budgetToDecideOn(db, found.order, ctx.buyerId, now);
  return ok(toOrderView(found.order, found.lines, { ...facts, viewerId: ctx.buyerId, costCenter, poNumber, buyerBudget }, ctx.locale, ctx.enableContractProductTotalBreakdown === true));
}

