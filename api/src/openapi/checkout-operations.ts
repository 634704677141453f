import type { Operation } from './operations.ts';

/** designed: the checkout steps under /api/checkout (spec §4, decision 007). The PUT and token bodies are the api's own schemas, not yet in core. */
export const checkoutOperations: readonly Operation[] = [
  { method: 'get', path: '/api/checkout/delivery-details', service: 'storefront', summary: 'The Delivery Details step: ship-tos, delivery type, billing options, prompts, summary', designed: true, auth: 'buyer', responses: { 200: 'DeliveryDetailsResponse' }, refusals: [404] },
  { method: 'put', path: '/api/checkout/delivery-details', service: 'storefront', summary: 'Save ship-to, delivery type and date (a business day up to 90 days ahead), special delivery options, PO number (only without a PO number prompt: up to 40 letters, digits, spaces and - _ / . #) and instructions; 400 or 422 with the reason otherwise, nothing saved', designed: true, auth: 'buyer', responses: { 200: 'ResultResponse' }, refusals: [404, 422] },
  { method: 'post', path: '/api/checkout/payment-tokens', service: 'storefront', summary: "A card's payment token from the test provider (the card number goes no further), bound to the session's buyer: no one else can pay with it or keep it on file", designed: true, auth: 'buyer', responses: { 200: 'PaymentTokenResponse' }, refusals: [422] },
  { method: 'post', path: '/api/checkout/orders/{id}/submit', service: 'storefront', summary: "Review and Submit with an Idempotency-Key: one order per key, a repeat answers the same, a concurrent repeat 409; a card typed in another buyer's session, or a ship-to's account card the buyer may no longer order for, is refused 403 with nothing changed", designed: true, auth: 'buyer', responses: { 201: 'SubmitOrderResponse' }, refusals: [403, 404, 409, 422] },
];
