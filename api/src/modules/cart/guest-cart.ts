import { QUANTITY_MAX, toMessage, type AddToCartRequest, type GuestAddToCartResponse, type GuestCartProduct, type GuestCartResponse, type Locale, type Message } from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import { hashToken, newToken } from '../../platform/session-token.ts';
import { addGuestLines, findGuestLines, findGuestProducts, upsertGuestCart, type GuestLineRow } from './guest-cart-repo.ts';
import { mediaUrl } from './line-pricing.ts';
import { mergeWanted, wantedProblem } from './wanted-rules.ts';

const toGuestProduct = (row: GuestLineRow, locale: Locale): GuestCartProduct => {
  const media = (row.media ?? []).map(mediaUrl);
  return {
    ProductCode: row.code,
    Quantity: row.quantity,
    Multiple: row.sales_multiple,
    MinimumQuantity: row.minimum_quantity,
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

/**
 * POST /api/cart/addtocart for a guest: the same quantity rules as a buyer's cart (spec §5), into the
 * cart of the guest-cart cookie; a guest without one gets a new random token (only its hash is stored).
 */
export async function guestAddToCart(db: Database, token: string | null, request: AddToCartRequest, locale: Locale): Promise<{ token: string; body: GuestAddToCartResponse }> {
  const cartToken = token ?? newToken();
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
  const applied = accepted.length === 0 ? [] : await db.transaction(async (tx) => addGuestLines(tx, await upsertGuestCart(tx, hashToken(cartToken)), accepted));
  const addedCodes = accepted.filter((item) => applied.includes(item.productId)).map((item) => item.productCode);
  problems.push(...accepted.filter((item) => !applied.includes(item.productId)).map(() => toMessage('quantity.maximum', locale, { X: QUANTITY_MAX })));
  const lines = addedCodes.length > 0 ? await findGuestLines(db, hashToken(cartToken)) : [];
  return {
    token: cartToken,
    body: {
      isSuccess: addedCodes.length > 0,
      Messages: problems,
      CartMessages: [...addedCodes.map((productCode) => toMessage('cart.itemAdded', locale, { productCode })), ...problems],
      AddedProducts: lines.filter((row) => addedCodes.includes(row.code)).map((row) => toGuestProduct(row, locale)),
      analytics: { indexUsed: request.IndexUsed ?? null, queryID: request.QueryID ?? null },
    },
  };
}
