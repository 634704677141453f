import { toMessage, type Message } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { auditActor, lockCart, type BuyerContext } from '../cart/index.ts';

export interface RestrictedRemoval {
  RemovedProductCodes: string[];
  Messages: Message[];
}

/**
 * GET api/products/RemoveRestrictedProducts (spec §5: 'A restricted item is automatically removed from
 * the cart due to a quantity restriction, with a message'): deletes the restricted lines of the session
 * buyer's cart in one transaction, with one audit row naming the lines removed and one message per product.
 */
export async function removeRestrictedProducts(db: Database, ctx: BuyerContext): Promise<RestrictedRemoval> {
  const removed = await db.transaction(async (tx) => {
    const cart = await lockCart(tx, ctx.buyerId);
    if (!cart) return [];
    const lines = await queryRows<{ id: string; line_number: number; code: string; quantity: number }>(
      tx,
      sql`delete from order_lines ol using products p
        where ol.order_id = ${cart.id} and p.id = ol.product_id and p.is_restricted
        returning ol.id, ol.line_number, p.code, ol.quantity`,
    );
    if (lines.length === 0) return [];
    await tx.execute(sql`update orders set version = version + 1, updated_at = now() where id = ${cart.id}`);
    const sorted = [...lines].sort((a, b) => a.line_number - b.line_number);
    await audit(tx, { ...auditActor(ctx), action: 'cart.restrictedItemsRemoved', entity: 'order', entityId: cart.id, before: { lines: sorted }, after: null });
    return sorted.map((line) => line.code);
  });
  const codes = [...new Set(removed)];
  return { RemovedProductCodes: codes, Messages: codes.map((productCode) => toMessage('cart.restrictedItemRemoved', ctx.locale, { productCode })) };
}
