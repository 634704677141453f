import { summarizeCart, toMessage, type Message } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { addProductsById, auditActor, ok, refusedWith, snapshotPrice, summaryLine, type BuyerContext, type Result } from '../cart/index.ts';
import { transition } from './lifecycle.ts';
import { visibleOrder } from './orders-service.ts';

/** POST orders/{orderId}/split-Order-Summary: the selected lines' summary, contract and non-contract apart (core's summary each). */
export async function splitOrderSummary(db: Database, ctx: BuyerContext, ref: number, orderProductIds: readonly number[]) {
  const found = await visibleOrder(db, ctx, ref);
  if (!found) return refusedWith('orders.notFound', ctx.locale);
  const chosen = found.lines.filter((line) => orderProductIds.includes(line.line_number)).map((line) => summaryLine(line, snapshotPrice(line)));
  const side = (isContract: boolean) => summarizeCart({ lines: chosen.filter((line) => line.isContract === isContract), smallOrderFee: null }).priceDetails;
  return ok({ contract: side(true), nonContract: side(false) });
}

/** POST orders/{id}/template: the order's lines become one of the buyer's order templates. */
export async function saveAsTemplate(db: Database, ctx: BuyerContext, ref: number, name: string) {
  return db.transaction(async (tx) => {
    const found = await visibleOrder(tx, ctx, ref);
    if (!found) return refusedWith('orders.notFound', ctx.locale);
    const [list] = await queryRows<{ id: string }>(
      tx,
      sql`insert into shopping_lists (client_id, buyer_id, type, name_en, name_fr) values (${ctx.clientId}, ${ctx.buyerId}, 'template', ${name}, ${name}) returning id`,
    );
    const listId = (list as { id: string }).id;
    await tx.execute(sql`insert into shopping_list_items (shopping_list_id, product_id, quantity, sequence)
      select ${listId}, product_id, quantity, line_number from order_lines where order_id = ${found.order.id}`);
    await audit(tx, { ...auditActor(ctx), action: 'order.saveTemplate', entity: 'shoppingList', entityId: listId, after: { fromOrder: found.order.order_no, name } });
    return ok({ isSuccess: true, templateId: listId, Messages: [] as Message[] });
  });
}

/**
 * Reorder (and buy again): the order's lines go into the cart under today's rules and prices; lines
 * that cannot be added are reported with their messages ('Order EW{ORDER_ID} was successfully added to cart').
 */
export async function reorder(db: Database, ctx: BuyerContext, ref: number): Promise<Result<Message[]>> {
  return db.transaction(async (tx) => {
    const found = await visibleOrder(tx, ctx, ref);
    if (!found || found.order.buyer_id !== ctx.buyerId) return refusedWith('orders.notFound', ctx.locale);
    const allowed = transition(found.order.status, 'reorder');
    if (!allowed.ok) return refusedWith(allowed.reason, ctx.locale);
    const outcome = await addProductsById(tx, ctx, found.lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })));
    const missing = found.lines.filter((line) => !outcome.added.some((added) => added.productId === line.product_id) && !outcome.problems.some((problem) => problem.PrimaryMessage.includes(line.code)));
    const gone = missing.map((line) => ({ ...toMessage('quantity.notAvailable', ctx.locale), SecondaryMessages: [line.code] }));
    if (outcome.added.length === 0) return { ok: false, status: 422, messages: [...outcome.problems, ...gone] };
    return ok([toMessage('orders.reorderSuccess', ctx.locale, { ORDER_ID: found.order.order_no }), ...outcome.problems, ...gone]);
  });
}
