import { replaceLineBreaks, toMessages, type Message } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { cartAnswerChangesOf, type Database, type Transaction } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { jsonPrefix, type JsonPrefix, type JsonWithTail } from '../../platform/json-with-tail.ts';
import { auditActor, type BuyerContext } from './buyer-context.ts';
import { answerStamp, type CartAnswerCache } from './cart-answer-cache.ts';
import { clearCart, deleteLine, setLineNote, setLineQuantity } from './cart-mutations-repo.ts';
import { findCart, findStampedCart, lockCart, touchCart, type CartHeader } from './cart-repo.ts';
import { emptyCartResponse, toCartResponse } from './cart-view.ts';
import { staleCouponNotice } from './coupons.ts';
import { findPrompts } from './custom-prompts-repo.ts';
import { findCartLine, type LineCart } from './line-cart.ts';
import { loadPricedCart } from './priced-cart.ts';
import { ok, refusable, refusedWith, type Result } from './result.ts';

/** GET /api/cart/cartDetails: the priced cart in four queries (session, header, lines, prompts), a fifth for a coupon gone stale. */
export async function cartDetails(db: Database, ctx: BuyerContext, cartMessages: Message[] = [], now = new Date()) {
  const started = performance.now();
  const header = await findCart(db, ctx.buyerId);
  if (!header) return emptyCartResponse(started, ctx.enableContractProductTotalBreakdown === true);
  return pricedCartResponse(db, ctx, header, { cartMessages, started, now });
}

async function pricedCartResponse(db: Database, ctx: BuyerContext, header: CartHeader, extra: { cartMessages?: Message[]; started: number; now: Date }) {
  const [cart, prompts, couponNotice] = await Promise.all([loadPricedCart(db, header, ctx, extra.now), findPrompts(db, header.client_id, header.id), staleCouponNotice(db, header, ctx.locale)]);
  return toCartResponse(cart, prompts, ctx.locale, { ...extra, couponNotice, enableContractProductTotalBreakdown: ctx.enableContractProductTotalBreakdown === true });
}

const withTiming = (prefix: JsonPrefix, started: number): JsonWithTail => ({ prefix, tail: `,"timing":${Math.max(0, Math.round(performance.now() - started))}}` });

/** The answer's JSON without its timing and closing brace: each call appends its own timing. */
const untimedText = ({ timing: _timing, ...answer }: { timing: number }) => JSON.stringify(answer).slice(0, -1);

/**
 * cartDetails as JSON through the answer cache (docs/decisions/050): a cart unchanged since its answer was kept costs the
 * header statement, no pricing and no serialising (nor compressing: decision 054); on PostgreSQL, while nothing it is
 * read from has changed since, not even that (decision 055). A coupon gone stale is explained from a lookup the stamp
 * does not cover, so such a cart is always computed.
 */
export async function cartDetailsJson(db: Database, ctx: BuyerContext, cache: CartAnswerCache, now = new Date()): Promise<JsonWithTail> {
  const started = performance.now();
  const changes = cartAnswerChangesOf(db);
  const epoch = changes?.live ? changes.epoch : undefined;
  const unchanged = epoch === undefined ? undefined : cache.unchanged(ctx, epoch, now.getTime());
  if (unchanged !== undefined) return withTiming(unchanged, started);
  const header = await findStampedCart(db, ctx.buyerId);
  if (!header) return withTiming(jsonPrefix(untimedText(emptyCartResponse(started, ctx.enableContractProductTotalBreakdown === true))), started);
  if (header.coupon_code && !header.coupon_usable) return withTiming(jsonPrefix(untimedText(await pricedCartResponse(db, ctx, header, { started, now }))), started);
  const stamp = answerStamp(header, now);
  // Current as of the epoch read before the header only if nothing changed while the statements ran.
  const standing = () => (epoch !== undefined && changes?.live && changes.epoch === epoch ? { epoch, until: Number(header.next_change) } : undefined);
  const kept = cache.find(ctx, stamp, standing());
  if (kept !== undefined) return withTiming(kept, started);
  const text = untimedText(await pricedCartResponse(db, ctx, header, { started, now }));
  return withTiming(cache.keep(ctx, stamp, text, standing()), started);
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

const record = (tx: Transaction, ctx: BuyerContext, cart: CartHeader, action: string, before: unknown, after: unknown) =>
  audit(tx, { ...auditActor(ctx), action, entity: 'order', entityId: cart.id, before, after });

/** The buyer's open order as a LineCart (line ids are line numbers); each change is audited. */
export const buyerLineCart = (ctx: BuyerContext): LineCart => ({
  locale: ctx.locale,
  async lock(tx) {
    const cart = await lockCart(tx, ctx.buyerId);
    if (!cart) return undefined;
    return {
      clientNo: cart.client_no,
      line: (lineNumber) => findCartLine(tx, sql`from order_lines l join products p on p.id = l.product_id where l.order_id = ${cart.id} and l.line_number = ${lineNumber}`),
      setQuantity: async (lineNumber, quantity) => void (await setLineQuantity(tx, cart.id, lineNumber, quantity)),
      remove: async (lineNumber) => void (await deleteLine(tx, cart.id, lineNumber)),
      changed: async (action, before, after) => {
        await touchCart(tx, cart.id);
        await record(tx, ctx, cart, action, before, after);
      },
    };
  },
});

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
