import { checkAddQuantity, replaceLineBreaks, toMessages, type Message } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { auditActor, type BuyerContext } from './buyer-context.ts';
import { clearCart, deleteLine, findLineRef, setLineNote, setLineQuantity } from './cart-mutations-repo.ts';
import { findCart, lockCart, touchCart, type CartHeader } from './cart-repo.ts';
import { emptyCartResponse, toCartResponse } from './cart-view.ts';
import { findPrompts } from './custom-prompts-repo.ts';
import { loadPricedCart } from './priced-cart.ts';
import { ok, refusable, refusedWith, type Result } from './result.ts';

/** GET /api/cart/cartDetails: the priced cart in four queries (session, header, lines, prompts). */
export async function cartDetails(db: Database, ctx: BuyerContext, cartMessages: Message[] = []) {
  const started = performance.now();
  const header = await findCart(db, ctx.buyerId);
  if (!header) return emptyCartResponse(started);
  const [cart, prompts] = await Promise.all([loadPricedCart(db, header, ctx), findPrompts(db, header.client_id, header.id)]);
  return toCartResponse(cart, prompts, ctx.locale, { cartMessages, started });
}

const lineGone = (ctx: BuyerContext) => refusedWith('cart.lineNotFound', ctx.locale);

/** Runs a change on the locked cart of the buyer; no cart means the line asked for is not there. */
async function onLockedCart<T>(db: Database, ctx: BuyerContext, change: (tx: Transaction, cart: CartHeader) => Promise<Result<T>>): Promise<Result<T>> {
  return refusable(() =>
    db.transaction(async (tx) => {
      const cart = await lockCart(tx, ctx.buyerId);
      if (!cart) return lineGone(ctx);
      return change(tx, cart);
    }),
  );
}

const productCodeOf = async (tx: Transaction, productId: string): Promise<string> => {
  const [row] = await queryRows<{ code: string }>(tx, sql`select code from products where id = ${productId}`);
  return row?.code ?? '';
};

const record = (tx: Transaction, ctx: BuyerContext, cart: CartHeader, action: string, before: unknown, after: unknown) =>
  audit(tx, { ...auditActor(ctx), action, entity: 'order', entityId: cart.id, before, after });

/** POST api/cart/updateProduct/{id}: a new quantity under core's rules; 0 removes the line. */
export async function updateProduct(db: Database, ctx: BuyerContext, lineNumber: number, quantity: number): Promise<Result<Message[]>> {
  if (quantity === 0) return removeProduct(db, ctx, lineNumber);
  return onLockedCart(db, ctx, async (tx, cart) => {
    const line = await findLineRef(tx, cart.id, lineNumber);
    if (!line) return lineGone(ctx);
    const [product] = await queryRows<{ code: string; sales_multiple: number; minimum_quantity: number }>(
      tx,
      sql`select code, sales_multiple, minimum_quantity from products where id = ${line.product_id}`,
    );
    if (!product) return lineGone(ctx);
    const problem = checkAddQuantity(quantity, { salesMultiple: product.sales_multiple, minimumQuantity: product.minimum_quantity }, product.code);
    if (problem) return refusedWith(problem.code, ctx.locale, problem.params);
    await setLineQuantity(tx, cart.id, lineNumber, quantity);
    await touchCart(tx, cart.id);
    await record(tx, ctx, cart, 'cart.updateProduct', { line: lineNumber, quantity: line.quantity }, { line: lineNumber, quantity });
    return ok(toMessages('cart.itemUpdated', ctx.locale, { productCode: product.code }));
  });
}

/** GET api/cart/removeProduct/{id}. */
export async function removeProduct(db: Database, ctx: BuyerContext, lineNumber: number): Promise<Result<Message[]>> {
  return onLockedCart(db, ctx, async (tx, cart) => {
    const line = await findLineRef(tx, cart.id, lineNumber);
    if (!line) return lineGone(ctx);
    const productCode = await productCodeOf(tx, line.product_id);
    await deleteLine(tx, cart.id, lineNumber);
    await touchCart(tx, cart.id);
    await record(tx, ctx, cart, 'cart.removeProduct', { line: lineNumber, productCode, quantity: line.quantity }, null);
    return ok(toMessages('cart.itemRemoved', ctx.locale, { productCode }));
  });
}

/** POST api/cart/saveLineNote/{id}: line breaks become spaces (spec §5). */
export async function saveLineNote(db: Database, ctx: BuyerContext, lineNumber: number, note: string): Promise<Result<Message[]>> {
  return onLockedCart(db, ctx, async (tx, cart) => {
    const text = replaceLineBreaks(note).trim();
    if (!(await setLineNote(tx, cart.id, lineNumber, text))) return lineGone(ctx);
    await touchCart(tx, cart.id);
    await record(tx, ctx, cart, 'cart.saveLineNote', null, { line: lineNumber, note: text });
    return ok([]);
  });
}

/** POST api/cart/clearOrder. An absent cart is already clear. */
export async function clearOrder(db: Database, ctx: BuyerContext): Promise<Result<Message[]>> {
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, ctx.buyerId);
    if (cart) {
      const removed = await clearCart(tx, cart.id);
      await record(tx, ctx, cart, 'cart.clear', { lines: removed }, { lines: 0 });
    }
    return ok(toMessages('cart.cleared', ctx.locale));
  });
}
