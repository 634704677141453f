import { checkDrawerQuantity, checkLineQuantity, quantityBounds, toMessages, type Message, type OutcomeCode } from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import type { LineCart, LockedLines } from './line-cart.ts';
import { ok, refusable, refused, refusedWith, type Result } from './result.ts';

/** Runs a change on the locked cart; no cart means the line asked for is not there (`gone`). */
async function onLockedLines<T>(db: Database, cart: LineCart, gone: OutcomeCode, change: (lines: LockedLines) => Promise<Result<T>>): Promise<Result<T>> {
  return refusable(() =>
    db.transaction(async (tx) => {
      const lines = await cart.lock(tx);
      return lines ? change(lines) : refusedWith(gone, cart.locale);
    }),
  );
}

/** POST api/cart/updateProduct/{id}: a new quantity under core's rules; 0 removes the line. */
export async function updateProduct(db: Database, cart: LineCart, lineId: number, quantity: number): Promise<Result<Message[]>> {
  if (quantity === 0) return removeProduct(db, cart, lineId);
  return onLockedLines(db, cart, 'cart.lineNotFound', async (lines) => {
    const line = await lines.line(lineId);
    if (!line) return refusedWith('cart.lineNotFound', cart.locale);
    const problem = checkLineQuantity(quantity, line.rule, line.productCode);
    if (problem) return refusedWith(problem.code, cart.locale, problem.params);
    await lines.setQuantity(lineId, quantity);
    await lines.changed('cart.updateProduct', { line: lineId, quantity: line.quantity }, { line: lineId, quantity });
    return ok(toMessages('cart.itemUpdated', cart.locale, { productCode: line.productCode }));
  });
}

/** GET api/cart/removeProduct/{id}. */
export async function removeProduct(db: Database, cart: LineCart, lineId: number): Promise<Result<Message[]>> {
  return onLockedLines(db, cart, 'cart.lineNotFound', async (lines) => {
    const line = await lines.line(lineId);
    if (!line) return refusedWith('cart.lineNotFound', cart.locale);
    await lines.remove(lineId);
    await lines.changed('cart.removeProduct', { line: lineId, productCode: line.productCode, quantity: line.quantity }, null);
    return ok(toMessages('cart.itemRemoved', cart.locale, { productCode: line.productCode }));
  });
}

/**
 * POST /api/cart/drawer/quantity (designed path, spec §7 'Add-to-cart quantity update (drawer)'):
 * below the minimum is refused with 'Minimum quantity is {X}…'; off the sales multiple with the
 * add-to-cart error the drawer turns into 'This product is sold in multiples of {X} only…' (spec §5).
 */
export async function updateDrawerQuantity(db: Database, cart: LineCart, input: { orderProductId: number; quantity: number; clientNo: string }): Promise<Result<Message[]>> {
  return onLockedLines(db, cart, 'errors.notFound', async (lines) => {
    const line = lines.clientNo === input.clientNo ? await lines.line(input.orderProductId) : undefined;
    if (!line) return refusedWith('errors.notFound', cart.locale);
    const belowMinimum = checkDrawerQuantity(input.quantity, line.rule);
    if (belowMinimum) return refusedWith(belowMinimum.code, cart.locale, belowMinimum.params);
    const { step } = quantityBounds(line.rule);
    if (input.quantity % step !== 0) return refused(422, toMessages('quantity.salesMultiple', cart.locale, { X: step }));
    await lines.setQuantity(input.orderProductId, input.quantity);
    await lines.changed('cart.drawerQuantity', { line: input.orderProductId, quantity: line.quantity }, { line: input.orderProductId, quantity: input.quantity });
    return ok(toMessages('cart.itemUpdated', cart.locale, { productCode: line.productCode }));
  });
}
