import { orderNumberWithoutPrefix } from '@comptoir/core';
import type { ExchangeContext } from './define.ts';
import { get, post, type ExchangeDefinition } from './define.ts';

/** The order a submit answered (its reference and EW number). */
const submitted = (ctx: ExchangeContext, ref: string) => ctx.body(ref) as { orderId: number; displayNumber: string };
const onOrder = (ctx: ExchangeContext) => submitted(ctx, 'checkout.submit#success-en');
const qcOrder = (ctx: ExchangeContext) => submitted(ctx, 'checkout.submit#success-fr');
const me = (logon: string) => (ctx: ExchangeContext) => ctx.buyer(logon).id;
/** The order lines (order product ids) of an order view answered earlier. */
const lineIds = (ctx: ExchangeContext, ref: string) => (ctx.body(ref) as { orderProducts: Array<{ OrderProductId: number }> }).orderProducts.map((line) => line.OrderProductId);
const NO_SUCH_ORDER = 999999;
/** The reference of buyer-on's nth seeded order awaiting approver-on (refs follow the dataset's order from 1000, migration 0005). */
const awaitingRef = (ctx: ExchangeContext, nth: number) =>
  1000 + ctx.dataset.orders.map((order, index) => ({ order, index })).filter(({ order }) => order.buyerId === ctx.buyer('buyer-on').id && order.status === 'awaitingApproval')[nth]!.index;
const decision = (ctx: ExchangeContext, approver: string, nth: number, action: 'approve' | 'reject') => `/svc/orders/approvers/${me(approver)(ctx)}/orders/${awaitingRef(ctx, nth)}/${action}`;

/** The order service (/svc/orders) on the orders the checkout group just submitted, and the seeded history. */
export const orderExchanges: readonly ExchangeDefinition[] = [
  get('orders.buyerOrders', 'success-en', (ctx) => `/svc/orders/buyers/${me('buyer-on')(ctx)}/orders?daysBack=30&count=3`, { as: 'buyer-on' }),
  get('orders.buyerOrders', 'back-ordered-fr', (ctx) => `/svc/orders/buyers/${me('buyer-qc')(ctx)}/orders?daysBack=-1&count=3&filters=backOrdered`, { as: 'buyer-qc', lang: 'fr' }),
  get('orders.buyerOrders', 'other-buyer-en', (ctx) => `/svc/orders/buyers/${me('buyer-qc')(ctx)}/orders`, { as: 'buyer-on' }),
  get('orders.buyerOrders', 'bad-window-fr', (ctx) => `/svc/orders/buyers/${me('buyer-qc')(ctx)}/orders?daysBack=31`, { as: 'buyer-qc', lang: 'fr' }),
  get('orders.searchOrders', 'by-number-en', (ctx) => `/svc/orders/buyers/${me('buyer-on')(ctx)}/searchOrders?searchText=${onOrder(ctx).displayNumber}`, { as: 'buyer-on' }),
  get('orders.searchOrders', 'by-number-fr', (ctx) => `/svc/orders/buyers/${me('buyer-qc')(ctx)}/searchOrders?searchText=%23${orderNumberWithoutPrefix(qcOrder(ctx).displayNumber)}`, { as: 'buyer-qc', lang: 'fr' }),
  get('orders.searchOrders', 'no-text-en', (ctx) => `/svc/orders/buyers/${me('buyer-on')(ctx)}/searchOrders?searchText=`, { as: 'buyer-on' }),
  get('orders.searchOrders', 'other-buyer-fr', (ctx) => `/svc/orders/buyers/${me('buyer-on')(ctx)}/searchOrders?searchText=EW1`, { as: 'buyer-qc', lang: 'fr' }),
  get('orders.approverOrders', 'awaiting-en', (ctx) => `/svc/orders/approvers/${me('approver-on')(ctx)}/orders?count=3`, { as: 'approver-on' }),
  get('orders.approverOrders', 'approved-en', (ctx) => `/svc/orders/approvers/${me('approver-on')(ctx)}/orders?count=3&filters=approved`, { as: 'approver-on' }),
  get('orders.approverOrders', 'not-an-approver-en', (ctx) => `/svc/orders/approvers/${me('buyer-on')(ctx)}/orders`, { as: 'buyer-on' }),
  get('orders.approverOrders', 'not-an-approver-fr', (ctx) => `/svc/orders/approvers/${me('buyer-qc')(ctx)}/orders`, { as: 'buyer-qc', lang: 'fr' }),
  get('orders.byNumber', 'success-en', (ctx) => `/svc/orders/orderbynumber/${orderNumberWithoutPrefix(onOrder(ctx).displayNumber)}?includes=orderProductDetails&cultureCode=en-CA`, { as: 'buyer-on' }),
  get('orders.byNumber', 'success-fr', (ctx) => `/svc/orders/orderbynumber/${orderNumberWithoutPrefix(qcOrder(ctx).displayNumber)}?cultureCode=fr-CA`, { as: 'buyer-qc', lang: 'fr' }),
  get('orders.byNumber', 'other-buyer-en', (ctx) => `/svc/orders/orderbynumber/${orderNumberWithoutPrefix(qcOrder(ctx).displayNumber)}`, { as: 'buyer-on' }),
  get('orders.byNumber', 'unknown-fr', `/svc/orders/orderbynumber/${NO_SUCH_ORDER}`, { as: 'buyer-qc', lang: 'fr' }),
  get('orders.get', 'success-en', (ctx) => `/svc/orders/orders/${onOrder(ctx).orderId}`, { as: 'buyer-on' }),
  get('orders.get', 'success-fr', (ctx) => `/svc/orders/orders/${qcOrder(ctx).orderId}`, { as: 'buyer-qc', lang: 'fr' }),
  get('orders.get', 'approver-en', (ctx) => `/svc/orders/orders/${onOrder(ctx).orderId}`, { as: 'approver-on' }),
  get('orders.get', 'other-client-fr', (ctx) => `/svc/orders/orders/${onOrder(ctx).orderId}`, { as: 'buyer-qc', lang: 'fr' }),
  get('orders.get', 'unknown-en', `/svc/orders/orders/${NO_SUCH_ORDER}`, { as: 'buyer-on' }),
  post('orders.splitOrderSummary', 'success-en', (ctx) => `/svc/orders/orders/${onOrder(ctx).orderId}/split-Order-Summary`, (ctx) => lineIds(ctx, 'orders.get#success-en'), { as: 'buyer-on' }),
  post('orders.splitOrderSummary', 'no-lines-en', (ctx) => `/svc/orders/orders/${onOrder(ctx).orderId}/split-Order-Summary`, [], { as: 'buyer-on' }),
  post('orders.splitOrderSummary', 'unknown-fr', `/svc/orders/orders/${NO_SUCH_ORDER}/split-Order-Summary`, [1], { as: 'buyer-qc', lang: 'fr' }),
  post('orders.template', 'success-fr', (ctx) => `/svc/orders/orders/${qcOrder(ctx).orderId}/template`, { name: 'Fournitures du mois' }, { as: 'buyer-qc', lang: 'fr' }),
  post('orders.template', 'no-name-en', (ctx) => `/svc/orders/orders/${onOrder(ctx).orderId}/template`, { name: ' ' }, { as: 'buyer-on' }),
  post('orders.template', 'unknown-fr', `/svc/orders/orders/${NO_SUCH_ORDER}/template`, { name: 'x' }, { as: 'buyer-qc', lang: 'fr' }),
  post('orders.reorder', 'success-fr', (ctx) => `/svc/orders/orders/${qcOrder(ctx).orderId}/reorder`, undefined, { as: 'buyer-qc', lang: 'fr' }),
  post('orders.reorder', 'success-en', (ctx) => `/svc/orders/orders/${onOrder(ctx).orderId}/reorder`, undefined, { as: 'buyer-on' }),
  post('orders.reorder', 'not-the-buyer-en', (ctx) => `/svc/orders/orders/${onOrder(ctx).orderId}/reorder`, undefined, { as: 'approver-on' }),
  post('orders.reorder', 'unknown-fr', `/svc/orders/orders/${NO_SUCH_ORDER}/reorder`, undefined, { as: 'buyer-qc', lang: 'fr' }),
  get('orders.buyAgain', 'success-en', (ctx) => `/svc/orders/buyers/${me('buyer-on')(ctx)}/buy-again`, { as: 'buyer-on' }),
  get('orders.buyAgain', 'success-fr', (ctx) => `/svc/orders/buyers/${me('buyer-qc')(ctx)}/buy-again`, { as: 'buyer-qc', lang: 'fr' }),
  get('orders.buyAgain', 'other-buyer-en', (ctx) => `/svc/orders/buyers/${me('buyer-qc')(ctx)}/buy-again`, { as: 'buyer-on' }),
  get('orders.buyAgain', 'other-buyer-fr', (ctx) => `/svc/orders/buyers/${me('buyer-on')(ctx)}/buy-again`, { as: 'buyer-qc', lang: 'fr' }),
  // Last: they decide seeded orders awaiting approval (decision 022), which the lists above showed as awaiting.
  post('orders.approve', 'not-an-approver-en', (ctx) => decision(ctx, 'buyer-on', 0, 'approve'), {}, { as: 'buyer-on' }),
  post('orders.approve', 'success-en', (ctx) => decision(ctx, 'approver-on', 0, 'approve'), {}, { as: 'approver-on' }),
  post('orders.approve', 'already-decided-fr', (ctx) => decision(ctx, 'approver-on', 0, 'approve'), {}, { as: 'approver-on', lang: 'fr' }),
  post('orders.reject', 'reason-too-long-en', (ctx) => decision(ctx, 'approver-on', 1, 'reject'), { reason: 'x'.repeat(501) }, { as: 'approver-on' }),
  post('orders.reject', 'success-fr', (ctx) => decision(ctx, 'approver-on', 1, 'reject'), { reason: 'Veuillez commander les chaises du contrat.' }, { as: 'approver-on', lang: 'fr' }),
  post('orders.reject', 'already-decided-en', (ctx) => decision(ctx, 'approver-on', 0, 'reject'), {}, { as: 'approver-on' }),
  post('orders.reject', 'other-client-fr', (ctx) => `/svc/orders/approvers/${me('buyer-qc')(ctx)}/orders/${awaitingRef(ctx, 2)}/reject`, {}, { as: 'buyer-qc', lang: 'fr' }),
  // Then buyer-on cancels the one still awaiting (decision 056); the approved one has gone to fulfilment.
  post('orders.cancel', 'other-client-fr', (ctx) => `/svc/orders/buyers/${me('buyer-qc')(ctx)}/orders/${awaitingRef(ctx, 2)}/cancel`, {}, { as: 'buyer-qc', lang: 'fr' }),
  post('orders.cancel', 'approver-en', (ctx) => `/svc/orders/buyers/${me('approver-on')(ctx)}/orders/${awaitingRef(ctx, 2)}/cancel`, {}, { as: 'approver-on' }),
  post('orders.cancel', 'success-en', (ctx) => `/svc/orders/buyers/${me('buyer-on')(ctx)}/orders/${awaitingRef(ctx, 2)}/cancel`, {}, { as: 'buyer-on' }),
  post('orders.cancel', 'already-cancelled-fr', (ctx) => `/svc/orders/buyers/${me('buyer-on')(ctx)}/orders/${awaitingRef(ctx, 2)}/cancel`, {}, { as: 'buyer-on', lang: 'fr' }),
  post('orders.cancel', 'approved-en', (ctx) => `/svc/orders/buyers/${me('buyer-on')(ctx)}/orders/${awaitingRef(ctx, 0)}/cancel`, {}, { as: 'buyer-on' }),
];
