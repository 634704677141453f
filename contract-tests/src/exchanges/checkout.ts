import type { ExchangeContext } from './define.ts';
import { get, post, put, type ExchangeDefinition } from './define.ts';
import { plainProduct } from './lookups.ts';

/** The open order's reference as a cart-details answer gave it. */
export const orderIdOf = (ctx: ExchangeContext, ref: string): number => {
  const { OrderId } = ctx.body(ref) as { OrderId: number | null };
  if (OrderId === null) throw new Error(`${ref} answered no open order`);
  return OrderId;
};
const onCart = 'cart.cartDetails#before-checkout-en';
const qcCart = 'cart.cartDetails#before-checkout-fr';

/** An order-level prompt answer (orderProductId null), as the Delivery Details form saves it. */
const prompt = (cartRef: string, promptId: number, promptValue: string) => (ctx: ExchangeContext) => ({ orderProductId: null, pageType: 1, orderId: orderIdOf(ctx, cartRef), promptId, promptValue, sequence: 1 });
const savePrompt = (variant: string, as: string, body: (ctx: ExchangeContext) => unknown, lang: 'en' | 'fr' = 'en') =>
  post('orders.validateAndSaveDetailCustomPrompt', variant, '/api/orders/ValidateAndSaveDetailCustomPrompt', body, { as, lang });

/** The test provider's approved Visa; a fixed expiry keeps the token the same on every run. */
const visa = { cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2040, cvc: '123' };
const cardToken = (ctx: ExchangeContext) => (ctx.body('checkout.paymentToken#success-fr') as { token: string }).token;
/** buyer-on's token of the same card: bound to buyer-on, no one else's to pay with. */
const onCardToken = (ctx: ExchangeContext) => (ctx.body('checkout.paymentToken#success-en') as { token: string }).token;

/** One order per key: the checkout machine's `orderId-revision`, fixed per run so the replay is deterministic. */
const submit = (variant: string, as: string, cartRef: string, body: (ctx: ExchangeContext) => unknown, key: ((ctx: ExchangeContext) => string) | null, lang: 'en' | 'fr' = 'en'): ExchangeDefinition => ({
  call: 'checkout.submit',
  variant,
  as,
  lang,
  request: (ctx) => ({
    method: 'POST',
    path: `/api/checkout/orders/${orderIdOf(ctx, cartRef)}/submit`,
    ...(key ? { headers: { 'Idempotency-Key': key(ctx) } } : {}),
    body: body(ctx),
  }),
});
const onKey = (ctx: ExchangeContext) => `${orderIdOf(ctx, onCart)}-1`;

/**
 * Custom prompts answered, Delivery Details, a card token and Review and Submit: buyer-on (approval by
 * approver-on, on account) in English, buyer-qc (credit card mandatory) in French. Runs after the cart group.
 */
export const checkoutExchanges: readonly ExchangeDefinition[] = [
  get('checkout.deliveryDetails', 'anonymous-fr', '/api/checkout/delivery-details', { lang: 'fr' }),
  get('checkout.deliveryDetails', 'anonymous-en', '/api/checkout/delivery-details'),
  post('cart.addtocart', 'before-checkout-en', '/api/cart/addtocart', (ctx) => ({ Products: [{ ProductCode: plainProduct(ctx.dataset).code, Quantity: 2 }] }), { as: 'buyer-on' }),
  get('cart.cartDetails', 'before-checkout-en', '/api/cart/cartDetails', { as: 'buyer-on' }),
  get('cart.cartDetails', 'before-checkout-fr', '/api/cart/cartDetails', { as: 'buyer-qc', lang: 'fr' }),
  savePrompt('success-en', 'buyer-on', prompt(onCart, 1, 'CC-2200')),
  savePrompt('not-an-option-en', 'buyer-on', prompt(onCart, 1, 'CC-9999')),
  savePrompt('too-long-fr', 'buyer-qc', prompt(qcCart, 1, '4500123456789'), 'fr'),
  savePrompt('po-number-en', 'buyer-on', prompt(onCart, 2, 'A1234')),
  savePrompt('success-fr', 'buyer-qc', prompt(qcCart, 1, '4500123'), 'fr'),
  post('orders.validateCustomPrompts', 'success-en', (ctx) => `/api/orders/validateCustomPrompts?orderId=${orderIdOf(ctx, onCart)}`, undefined, { as: 'buyer-on' }),
  post('orders.validateCustomPrompts', 'success-fr', '/api/orders/validateCustomPrompts', undefined, { as: 'buyer-qc', lang: 'fr' }),
  get('checkout.deliveryDetails', 'success-en', '/api/checkout/delivery-details', { as: 'buyer-on' }),
  get('checkout.deliveryDetails', 'success-fr', '/api/checkout/delivery-details', { as: 'buyer-qc', lang: 'fr' }),
  // buyer-on's client has a PO number prompt (answered above): that is where its PO number goes, not in Delivery Details.
  put('checkout.saveDeliveryDetails', 'po-number-from-prompt-en', '/api/checkout/delivery-details', { deliveryType: 'standard', poNumber: 'A1234', deliveryInstructions: 'Dock 2' }, { as: 'buyer-on' }),
  put('checkout.saveDeliveryDetails', 'success-en', '/api/checkout/delivery-details', { deliveryType: 'standard', deliveryInstructions: 'Dock 2' }, { as: 'buyer-on' }),
  put('checkout.saveDeliveryDetails', 'too-late-fr', '/api/checkout/delivery-details', { deliveryType: 'scheduled', scheduledDate: '9999-12-31' }, { as: 'buyer-qc', lang: 'fr' }),
  put('checkout.saveDeliveryDetails', 'past-date-fr', '/api/checkout/delivery-details', { deliveryType: 'scheduled', scheduledDate: '2020-01-06' }, { as: 'buyer-qc', lang: 'fr' }),
  put('checkout.saveDeliveryDetails', 'bad-input-en', '/api/checkout/delivery-details', { deliveryType: 'by-drone' }, { as: 'buyer-on' }),
  post('checkout.paymentToken', 'success-fr', '/api/checkout/payment-tokens', visa, { as: 'buyer-qc', lang: 'fr' }),
  post('checkout.paymentToken', 'success-en', '/api/checkout/payment-tokens', visa, { as: 'buyer-on' }),
  post('checkout.paymentToken', 'expired-en', '/api/checkout/payment-tokens', { ...visa, expiryYear: 2020 }, { as: 'buyer-on' }),
  post('checkout.paymentToken', 'invalid-card-fr', '/api/checkout/payment-tokens', { ...visa, cardNumber: '4242 4242 4242 4241' }, { as: 'buyer-qc', lang: 'fr' }),
  submit('missing-key-en', 'buyer-on', onCart, () => ({ billingOptionType: 1 }), null),
  submit('success-en', 'buyer-on', onCart, () => ({ billingOptionType: 1 }), onKey),
  submit('same-key-replayed-en', 'buyer-on', onCart, () => ({ billingOptionType: 1 }), onKey),
  submit('same-key-other-body-en', 'buyer-on', onCart, () => ({ billingOptionType: 1, poNumber: 'OTHER' }), onKey),
  submit('card-missing-fr', 'buyer-qc', qcCart, () => ({ billingOptionType: 4 }), (ctx) => `${orderIdOf(ctx, qcCart)}-1`, 'fr'),
  submit('card-not-yours-fr', 'buyer-qc', qcCart, (ctx) => ({ billingOptionType: 4, paymentToken: onCardToken(ctx) }), (ctx) => `${orderIdOf(ctx, qcCart)}-3`, 'fr'),
  submit('success-fr', 'buyer-qc', qcCart, (ctx) => ({ billingOptionType: 4, paymentToken: cardToken(ctx) }), (ctx) => `${orderIdOf(ctx, qcCart)}-2`, 'fr'),
];
