import { fitQuantity, QUANTITY_MAX, toMessage, type Message } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { newLineOf } from './add-to-cart.ts';
import { auditActor, type BuyerContext } from './buyer-context.ts';
import { findProductsById } from './cart-lines-repo.ts';
import { addLines } from './cart-mutations-repo.ts';
import { lockOrCreateCart } from './cart-repo.ts';
import { takeGuestCart } from './guest-cart-repo.ts';
import { pricingScopeOf } from './priced-cart.ts';

/**
 * Merges the guest cart of a cookie token hash into the buyer's cart, inside the caller's (sign-in)
 * transaction, then deletes it. Per product the quantities are summed and fitted to the product's rule
 * by core's fitQuantity (minimum, multiple, 9999); restricted items are dropped with their message.
 * Answers the messages for the buyer. A second sign-in with the same cookie finds nothing to merge.
 */
export async function mergeGuestCart(tx: Transaction, ctx: BuyerContext, guestTokenHash: string): Promise<Message[]> {
  const taken = await takeGuestCart(tx, guestTokenHash);
  if (taken.length === 0) return [];
  const header = await lockOrCreateCart(tx, ctx);
  const ids = taken.map((line) => line.product_id);
  const products = new Map((await findProductsById(tx, ids, pricingScopeOf(header, ctx))).map((product) => [product.product_id, product]));
  const existing = new Map(
    (await queryRows<{ product_id: string; quantity: number }>(
      tx,
      sql`select product_id, quantity from order_lines where order_id = ${header.id} and product_id = any(array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[])`,
    )).map((row) => [row.product_id, row.quantity]),
  );
  const messages: Message[] = [];
  const capped = new Set<string>();
  const lines = taken.flatMap((line) => {
    const product = products.get(line.product_id);
    if (!product) return [];
    if (product.is_restricted) {
      messages.push(toMessage('cart.restrictedItemRemoved', ctx.locale, { productCode: product.code }));
      return [];
    }
    const asked = (existing.get(line.product_id) ?? 0) + line.quantity;
    const quantity = fitQuantity(asked, { salesMultiple: product.sales_multiple, minimumQuantity: product.minimum_quantity });
    // Summed past the maximum: the buyer is told the line stopped there, not that it was all added.
    if (asked > QUANTITY_MAX) capped.add(product.code);
    return [newLineOf(header, ctx, product, quantity)];
  });
  if (lines.length === 0) return messages;
  await addLines(tx, header.id, lines, { onExisting: 'replace' });
  const before = lines.filter((line) => existing.has(line.productId)).map((line) => ({ productCode: line.productCode, quantity: existing.get(line.productId) }));
  await audit(tx, { ...auditActor(ctx), action: 'cart.mergeGuestCart', entity: 'order', entityId: header.id, before, after: lines.map((line) => ({ productCode: line.productCode, quantity: line.quantity })) });
  const told = (code: string) =>
    capped.has(code) ? toMessage('cart.itemAtMaximum', ctx.locale, { productCode: code, max: QUANTITY_MAX }) : toMessage('cart.itemAdded', ctx.locale, { productCode: code });
  return [...lines.map((line) => told(line.productCode)), ...messages];
}
