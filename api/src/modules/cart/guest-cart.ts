import { QUANTITY_MAX, toMessage, type AddToCartRequest, type GuestAddToCartResponse, type GuestCartProduct, type GuestCartResponse, type Locale, type Message } from '@comptoir/core';
import type { Database, Executor } from '../../db/index.ts';
import { purgeDue, retentionRule } from '../../platform/retention.ts';
import { SESSION_LIFETIME_MS, hashToken, newToken } from '../../platform/session-token.ts';
import {
  addGuestLines,
  countGuestLines,
  deleteGuestLine,
  findGuestLine,
  findGuestLines,
  findGuestProducts,
  guestProductsHeld,
  lockGuestCart,
  setGuestLineQuantity,
  touchGuestCart,
  upsertGuestCart,
  type GuestLineRow,
} from './guest-cart-repo.ts';
import type { LineCart } from './line-cart.ts';
import { mediaUrl } from './line-pricing.ts';
import { mergeWanted, wantedProblem } from './wanted-rules.ts';

/** Products a guest cart may hold before sign-in (decision 012); each line also keeps core's 9,999 maximum. */
export const GUEST_CART_MAX_LINES = 100;
/** A guest cart untouched for the cookie's lifetime can no longer be presented: it is purged. */
export const GUEST_CART_STALE_AFTER_MS = SESSION_LIFETIME_MS;
/** Every add and change touches the cart's updated_at (and re-sets the cookie): staleness counts from there. */
export const staleGuestCarts = retentionRule('guest_carts', ['updated_at'], GUEST_CART_STALE_AFTER_MS);
/** Stale carts removed by each new guest cart: more than the one it adds, so stale carts never pile up. */
export const GUEST_CART_PURGE_BATCH = 20;

const toGuestProduct = (row: GuestLineRow, locale: Locale): GuestCartProduct => {
  const media = (row.media ?? []).map(mediaUrl);
  return {
    ProductCode: row.code,
    Quantity: row.quantity,
    Multiple: row.sales_multiple,
    MinimumQuantity: row.minimum_quantity,
    OrderProductId: row.line_id,
    ImageUrl: media[0] ?? null,
    MediaImages: media,
    Description: locale === 'fr-CA' ? row.name_fr : row.name_en,
  };
};

/** GET /api/cart/cartDetails for a guest: quantities and products, never a price (spec §6 'login for pricing'). */
export async function guestCartDetails(db: Database, token: string | null, locale: Locale): Promise<GuestCartResponse> {
  const rows = token ? await findGuestLines(db, hashToken(token)) : [];
  return { CartInfo: { Products: rows.map((row) => toGuestProduct(row, locale)), LoginForPricing: true }, Messages: [], CartMessages: [], OrderId: null };
}

/** Splits products to add into those that fit the line cap (already held, or new while there is room) and the rest. */
async function fitLineCap<T extends { productId: string }>(tx: Executor, guestCartId: string, accepted: readonly T[]): Promise<{ fits: T[]; over: T[] }> {
  const held = new Set(await guestProductsHeld(tx, guestCartId, accepted.map((item) => item.productId)));
  let room = GUEST_CART_MAX_LINES - (await countGuestLines(tx, guestCartId));
  const fits: T[] = [];
  const over: T[] = [];
  for (const item of accepted) {
    if (held.has(item.productId)) fits.push(item);
    else if (room > 0) {
      room -= 1;
      fits.push(item);
    } else over.push(item);
  }
  return { fits, over };
}

/**
 * POST /api/cart/addtocart for a guest: the same quantity rules as a buyer's cart (spec §5), into the
 * cart of the guest-cart cookie, within the line cap; a guest without one gets a new random token (only
 * its hash is stored), and each new cart purges a batch of stale ones first.
 */
/** `token` is the guest cart's, to keep in the cookie; null when nothing was added and the visitor has no cart (no cookie for no cart). */
export async function guestAddToCart(db: Database, token: string | null, request: AddToCartRequest, locale: Locale): Promise<{ token: string | null; body: GuestAddToCartResponse }> {
  const cartToken = token ?? newToken();
  if (!token) await purgeDue(db, staleGuestCarts, GUEST_CART_PURGE_BATCH);
  const wanted = mergeWanted(request.Products.map((product) => ({ productCode: product.ProductCode, quantity: product.Quantity })));
  const products = await findGuestProducts(db, wanted.map((item) => item.productCode));
  const byCode = new Map(products.map((product) => [product.code, product]));
  const problems: Message[] = [];
  const accepted: Array<{ productId: string; productCode: string; quantity: number }> = [];
  for (const item of wanted) {
    const product = byCode.get(item.productCode);
    const problem = wantedProblem(item, product, locale);
    if (problem) problems.push(problem);
    else if (product) accepted.push({ productId: product.product_id, productCode: product.code, quantity: item.quantity });
  }
  const { applied, over } =
    accepted.length === 0
      ? { applied: [], over: [] }
      : await db.transaction(async (tx) => {
          // The upsert locks the cart row, so the count below cannot change until this transaction ends.
          const cartId = await upsertGuestCart(tx, hashToken(cartToken));
          const cap = await fitLineCap(tx, cartId, accepted);
          return { applied: await addGuestLines(tx, cartId, cap.fits), over: cap.over };
        });
  const addedCodes = accepted.filter((item) => applied.includes(item.productId)).map((item) => item.productCode);
  for (const item of accepted.filter((candidate) => !applied.includes(candidate.productId))) {
    const full = over.includes(item);
    problems.push(full ? toMessage('cart.guestCartFull', locale, { max: GUEST_CART_MAX_LINES, productCode: item.productCode }) : toMessage('quantity.maximum', locale, { X: QUANTITY_MAX }));
  }
  const lines = addedCodes.length > 0 ? await findGuestLines(db, hashToken(cartToken)) : [];
  return {
    token: token ?? (accepted.length > 0 ? cartToken : null),
    body: {
      isSuccess: addedCodes.length > 0,
      Messages: problems,
      CartMessages: [...addedCodes.map((productCode) => toMessage('cart.itemAdded', locale, { productCode })), ...problems],
      AddedProducts: lines.filter((row) => addedCodes.includes(row.code)).map((row) => toGuestProduct(row, locale)),
      analytics: { indexUsed: request.IndexUsed ?? null, queryID: request.QueryID ?? null },
    },
  };
}

/** The guest cart of a cookie token as a LineCart: update, remove and the drawer work on it like on a buyer's cart. */
export const guestLineCart = (token: string | null, locale: Locale): LineCart => ({
  locale,
  async lock(tx) {
    const cart = token ? await lockGuestCart(tx, hashToken(token)) : undefined;
    if (!cart) return undefined;
    return {
      clientNo: '',
      line: (lineId) => findGuestLine(tx, cart.id, lineId),
      setQuantity: (lineId, quantity) => setGuestLineQuantity(tx, cart.id, lineId, quantity),
      remove: (lineId) => deleteGuestLine(tx, cart.id, lineId),
      // No audit row: a guest is no actor of the audit log, and an anonymous request must not take its chain lock; the merge at sign-in is audited.
      changed: () => touchGuestCart(tx, cart.id),
    };
  },
});
