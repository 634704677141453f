import type { ExchangeContext } from './define.ts';
import { GUEST, get, post, type ExchangeDefinition } from './define.ts';
import { multipleProduct, plainProduct, secondProduct } from './lookups.ts';

/** The first line of the cart as an earlier exchange answered it. */
const lineId = (ctx: ExchangeContext, ref: string): number => {
  const body = ctx.body(ref) as { CartInfo?: { Products?: Array<{ OrderProductId: number }> } };
  const line = body.CartInfo?.Products?.[0];
  if (!line) throw new Error(`${ref} answered no cart line`);
  return line.OrderProductId;
};
const add = (code: (ctx: ExchangeContext) => string, Quantity: number, Language: 'en' | 'fr') => (ctx: ExchangeContext) => ({ Products: [{ ProductCode: code(ctx), Quantity }], Language });
const clientNo = (ctx: ExchangeContext, logon: string) => ctx.dataset.clients.find((client) => client.id === ctx.buyer(logon).clientId)?.clientNo ?? '';
const plain = (ctx: ExchangeContext) => plainProduct(ctx.dataset).code;
const multiple = (ctx: ExchangeContext) => multipleProduct(ctx.dataset).code;

/** The storefront's cart (buyer-on in English, buyer-qc in French, a guest's without prices): add, change, note, coupons, prompts, clear. */
export const cartExchanges: readonly ExchangeDefinition[] = [
  get('cart.cartDetails', 'empty-en', '/api/cart/cartDetails', { as: 'buyer-on' }),
  get('cart.cartDetails', 'guest-empty-fr', '/api/cart/cartDetails', { lang: 'fr' }),
  post('cart.addtocart', 'guest-en', '/api/cart/addtocart?callingLocation=react', add(plain, 2, 'en'), { as: GUEST }),
  post('cart.addtocart', 'guest-wrong-multiple-fr', '/api/cart/addtocart?callingLocation=react', (ctx) => add(multiple, multipleProduct(ctx.dataset).salesMultiple + 1, 'fr')(ctx), { as: GUEST, lang: 'fr' }),
  get('cart.cartDetails', 'guest-one-line-fr', '/api/cart/cartDetails', { as: GUEST, lang: 'fr' }),
  post('cart.updateProduct', 'guest-success-en', (ctx) => `/api/cart/updateProduct/${lineId(ctx, 'cart.cartDetails#guest-one-line-fr')}`, { Quantity: 3, Language: 'en' }, { as: GUEST }),
  post('cart.drawerQuantity', 'guest-below-minimum-fr', '/api/cart/drawer/quantity', (ctx) => ({ language: 'fr', orderProductId: lineId(ctx, 'cart.cartDetails#guest-one-line-fr'), quantity: 0, clientNo: '' }), { as: GUEST, lang: 'fr' }),
  post('cart.updateProduct', 'no-guest-cart-fr', (ctx) => `/api/cart/updateProduct/${lineId(ctx, 'cart.cartDetails#guest-one-line-fr')}`, { Quantity: 2 }, { lang: 'fr' }),
  get('cart.removeProduct', 'guest-success-fr', (ctx) => `/api/cart/removeProduct/${lineId(ctx, 'cart.cartDetails#guest-one-line-fr')}`, { as: GUEST, lang: 'fr' }),
  post('cart.addtocart', 'success-en', '/api/cart/addtocart?callingLocation=react', add(plain, 2, 'en'), { as: 'buyer-on' }),
  post('cart.addtocart', 'success-fr', '/api/cart/addtocart?callingLocation=react', add(plain, 3, 'fr'), { as: 'buyer-qc', lang: 'fr' }),
  post('cart.addtocart', 'wrong-multiple-en', '/api/cart/addtocart?callingLocation=react', (ctx) => add(multiple, multipleProduct(ctx.dataset).salesMultiple + 1, 'en')(ctx), { as: 'buyer-on' }),
  post('cart.addtocart', 'wrong-multiple-fr', '/api/cart/addtocart?callingLocation=react', (ctx) => add(multiple, multipleProduct(ctx.dataset).salesMultiple + 1, 'fr')(ctx), { as: 'buyer-qc', lang: 'fr' }),
  post('cart.addtocart', 'unknown-product', '/api/cart/addtocart', add(() => 'NO-SUCH-CODE', 1, 'en'), { as: 'buyer-on' }),
  post('cart.addtocart', 'bad-input', '/api/cart/addtocart', { Products: [] }, { as: 'buyer-on' }),
  get('cart.cartDetails', 'one-line-en', '/api/cart/cartDetails', { as: 'buyer-on' }),
  get('cart.cartDetails', 'one-line-fr', '/api/cart/cartDetails', { as: 'buyer-qc', lang: 'fr' }),
  // The same cart as the session's order (spec §7 Buyer and client), with each line's details.
  get('buyers.sessionOrder', 'one-line-fr', (ctx) => `/svc/buyers/buyers/${ctx.buyer('buyer-qc').id}/sessions/${ctx.session('buyer-qc').sessionId}/order?includes=orderProductDetails`, { as: 'buyer-qc', lang: 'fr' }),
  post('cart.addtocart', 'one-item-bc', '/api/cart/addtocart', add(plain, 1, 'en'), { as: 'buyer-bc' }),
  get('cart.cartDetails', 'under-minimum-en', '/api/cart/cartDetails', { as: 'buyer-bc' }),
  post('cart.updateProduct', 'success', (ctx) => `/api/cart/updateProduct/${lineId(ctx, 'cart.cartDetails#one-line-en')}`, { Quantity: 5, Language: 'en' }, { as: 'buyer-on' }),
  post('cart.updateProduct', 'too-many-en', (ctx) => `/api/cart/updateProduct/${lineId(ctx, 'cart.cartDetails#one-line-en')}`, { Quantity: 10000, Language: 'en' }, { as: 'buyer-on' }),
  post('cart.updateProduct', 'success-fr', (ctx) => `/api/cart/updateProduct/${lineId(ctx, 'cart.cartDetails#one-line-en')}`, { Quantity: 1, Language: 'fr' }, { as: 'buyer-qc', lang: 'fr' }),
  post('cart.drawerQuantity', 'success-fr', '/api/cart/drawer/quantity', (ctx) => ({ language: 'fr', orderProductId: lineId(ctx, 'cart.cartDetails#one-line-fr'), quantity: 4, clientNo: clientNo(ctx, 'buyer-qc') }), { as: 'buyer-qc', lang: 'fr' }),
  post('cart.drawerQuantity', 'wrong-multiple-en', '/api/cart/drawer/quantity', (ctx) => ({ language: 'en', orderProductId: lineId(ctx, 'cart.cartDetails#one-line-en'), quantity: 0, clientNo: clientNo(ctx, 'buyer-on') }), { as: 'buyer-on' }),
  post('cart.drawerQuantity', 'bad-input', '/api/cart/drawer/quantity', { language: 'en', orderProductId: 0, quantity: 1, clientNo: '' }, { as: 'buyer-on' }),
  post('cart.saveLineNote', 'success', (ctx) => `/api/cart/saveLineNote/${lineId(ctx, 'cart.cartDetails#one-line-en')}`, { LineNote: 'Leave at reception' }, { as: 'buyer-on' }),
  post('cart.saveLineNote', 'too-long-fr', (ctx) => `/api/cart/saveLineNote/${lineId(ctx, 'cart.cartDetails#one-line-fr')}`, { LineNote: 'x'.repeat(251) }, { as: 'buyer-qc', lang: 'fr' }),
  post('cart.addCouponCode', 'unknown-en', '/api/cart/add-coupon-code', { CouponCode: 'NOSUCHCOUPON' }, { as: 'buyer-on' }),
  post('cart.addCouponCode', 'unknown-fr', '/api/cart/add-coupon-code', { CouponCode: 'NOSUCHCOUPON' }, { as: 'buyer-qc', lang: 'fr' }),
  post('cart.addCouponCode', 'success', '/api/cart/add-coupon-code', (ctx) => ({ CouponCode: ctx.dataset.coupons[0]?.code }), { as: 'buyer-on' }),
  post('cart.removeCouponCode', 'success', '/api/cart/remove-coupon-code', (ctx) => ({ CouponCode: ctx.dataset.coupons[0]?.code }), { as: 'buyer-on' }),
  post('cart.removeCouponCode', 'bad-input', '/api/cart/remove-coupon-code', {}, { as: 'buyer-on' }),
  post('orders.validateCustomPrompts', 'mandatory-missing-en', '/api/orders/validateCustomPrompts', undefined, { as: 'buyer-on' }),
  post('orders.validateCustomPrompts', 'mandatory-missing-fr', '/api/orders/validateCustomPrompts', undefined, { as: 'buyer-qc', lang: 'fr' }),
  post('orders.validateCustomPrompts', 'anonymous-fr', '/api/orders/validateCustomPrompts', undefined, { lang: 'fr' }),
  post('orders.validateAndSaveDetailCustomPrompt', 'unknown-prompt', '/api/orders/ValidateAndSaveDetailCustomPrompt', { orderProductId: null, pageType: 1, orderId: 1, promptId: 999999, promptValue: 'x', sequence: 0 }, { as: 'buyer-on' }),
  post('orders.validateAndSaveDetailCustomPrompt', 'bad-input', '/api/orders/ValidateAndSaveDetailCustomPrompt', { promptValue: 'x' }, { as: 'buyer-on' }),
  get('cart.removeProduct', 'success', (ctx) => `/api/cart/removeProduct/${lineId(ctx, 'cart.cartDetails#one-line-en')}`, { as: 'buyer-on' }),
  get('cart.removeProduct', 'already-removed-en', (ctx) => `/api/cart/removeProduct/${lineId(ctx, 'cart.cartDetails#one-line-en')}`, { as: 'buyer-on' }),
  get('cart.removeProduct', 'bad-id-fr', '/api/cart/removeProduct/abc', { as: 'buyer-qc', lang: 'fr' }),
  post('cart.addtocart', 'two-products-en', '/api/cart/addtocart', (ctx) => ({ Products: [{ ProductCode: plain(ctx), Quantity: 1 }, { ProductCode: secondProduct(ctx.dataset).code, Quantity: 1 }] }), { as: 'buyer-on' }),
  post('cart.clearOrder', 'success', '/api/cart/clearOrder', undefined, { as: 'buyer-on' }),
  post('cart.clearOrder', 'anonymous-en', '/api/cart/clearOrder', undefined),
];
