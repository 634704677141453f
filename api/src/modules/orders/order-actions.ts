import { summarizeCart, toMessage, type Message } from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import { addLinesAgain, findCart, ok, refusable, refusableTransaction, refused, refusedWith, snapshotPrice, summaryLine, type BuyerContext, type Result } from '../cart/index.ts';
import { saveTemplate } from '../templates/index.ts';
import { transition } from './lifecycle.ts';
import { byRef, findOrder } from './orders-repo.ts';
import { visibleOrder } from './orders-service.ts';

/** POST orders/{orderId}/split-Order-Summary: the selected lines' summary, contract and non-contract apart (core's summary each). */
export async function splitOrderSummary(db: Database, ctx: BuyerContext, ref: number, orderProductIds: readonly number[]) {
  const found = await visibleOrder(db, ctx, ref);
  if (!found) return refusedWith('orders.notFound', ctx.locale);
  const chosen = found.lines.filter((line) => orderProductIds.includes(line.line_number)).map((line) => summaryLine(line, snapshotPrice(line)));
  const side = (isContract: boolean) => summarizeCart({ lines: chosen.filter((line) => line.isContract === isContract), smallOrderFee: null }).priceDetails;
  return ok({ contract: side(true), nonContract: side(false) });
}

/**
 * POST orders/{id}/template: the lines of the buyer's cart (its OrderId) or of a submitted order they can see
 * become one of their order templates (spec §2.5 Save As Template; decision 023).
 */
export async function saveAsTemplate(db: Database, ctx: BuyerContext, ref: number, name: string) {
  return refusable(() =>
    db.transaction(async (tx) => {
      const cart = await findCart(tx, ctx.buyerId);
      if (cart && cart.ref === ref) return saveTemplate(tx, ctx, { orderId: cart.id, from: 'cart' }, name);
      const found = await findOrder(tx, byRef(ref), ctx);
      if (!found) return refusedWith('orders.notFound', ctx.locale);
      return saveTemplate(tx, ctx, { orderId: found.id, from: `EW${found.order_no}` }, name);
    }),
  );
}

/**
 * Reorder (and buy again): the order's lines go into the cart under today's rules and prices; lines
 * that cannot be added are reported with their messages ('Order EW{ORDER_ID} was successfully added to cart').
 */
export async function reorder(db: Database, ctx: BuyerContext, ref: number): Promise<Result<Message[]>> {
  // Refused when nothing could be added: the cart it opened for a buyer who had none is not kept.
  return refusableTransaction(db, async (tx) => {
    const found = await visibleOrder(tx, ctx, ref);
    if (!found || found.order.buyer_id !== ctx.buyerId) return refusedWith('orders.notFound', ctx.locale);
    const allowed = transition(found.order.status, 'reorder');
    if (!allowed.ok) return refusedWith(allowed.reason, ctx.locale);
    const outcome = await addLinesAgain(tx, ctx, found.lines.map((line) => ({ productId: line.product_id, code: line.code, quantity: line.quantity })));
    if (outcome.addedCount === 0) return refused(422, outcome.problems);
    return ok([toMessage('orders.reorderSuccess', ctx.locale, { ORDER_ID: String(found.order.order_no) }), ...outcome.problems]);
  });
}
