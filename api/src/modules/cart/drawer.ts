import { checkDrawerQuantity, quantityBounds, toMessages, type Message } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { auditActor, type BuyerContext } from './buyer-context.ts';
import { setLineQuantity } from './cart-mutations-repo.ts';
import { lockCart, touchCart } from './cart-repo.ts';
import { ok, refusable, refused, refusedWith, type Result } from './result.ts';

/**
 * POST /api/cart/drawer/quantity (designed path, spec §7 'Add-to-cart quantity update (drawer)'):
 * below the minimum is refused with 'Minimum quantity is {X}…'; off the sales multiple with the
 * add-to-cart error the drawer turns into 'This product is sold in multiples of {X} only…' (spec §5).
 */
export async function updateDrawerQuantity(db: Database, ctx: BuyerContext, input: { orderProductId: number; quantity: number; clientNo: string }): Promise<Result<Message[]>> {
  return refusable(() =>
    db.transaction(async (tx) => {
      const cart = await lockCart(tx, ctx.buyerId);
      if (!cart || cart.client_no !== input.clientNo) return refusedWith('errors.notFound', ctx.locale);
      const [line] = await queryRows<{ code: string; sales_multiple: number; minimum_quantity: number; quantity: number }>(
        tx,
        sql`select p.code, p.sales_multiple, p.minimum_quantity, l.quantity from order_lines l join products p on p.id = l.product_id
            where l.order_id = ${cart.id} and l.line_number = ${input.orderProductId}`,
      );
      if (!line) return refusedWith('errors.notFound', ctx.locale);
      const rule = { salesMultiple: line.sales_multiple, minimumQuantity: line.minimum_quantity };
      const belowMinimum = checkDrawerQuantity(input.quantity, rule);
      if (belowMinimum) return refusedWith(belowMinimum.code, ctx.locale, belowMinimum.params);
      if (input.quantity % quantityBounds(rule).step !== 0) return refused(422, toMessages('quantity.salesMultiple', ctx.locale, { X: quantityBounds(rule).step }));
      await setLineQuantity(tx, cart.id, input.orderProductId, input.quantity);
      await touchCart(tx, cart.id);
      await audit(tx, { ...auditActor(ctx), action: 'cart.drawerQuantity', entity: 'order', entityId: cart.id, before: { line: input.orderProductId, quantity: line.quantity }, after: { line: input.orderProductId, quantity: input.quantity } });
      return ok(toMessages('cart.itemUpdated', ctx.locale, { productCode: line.code }));
    }),
  );
}
