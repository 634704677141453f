import type { SpecCall } from './types.ts';

/**
 * The checkout steps (spec §4 Delivery Details, Review and Submit). §7 shows none of their paths:
 * designed under /api/checkout (decision 007), submit with an Idempotency-Key (architecture §2).
 */
export const checkoutCalls: readonly SpecCall[] = [
  { id: 'checkout.deliveryDetails', service: 'storefront', spec: 'The Delivery Details step (§4): ship-tos, delivery type, billing options, prompts, summary', route: 'GET /api/checkout/delivery-details', designed: true },
  { id: 'checkout.saveDeliveryDetails', service: 'storefront', spec: "Save the Delivery Details step's choices (§4)", route: 'PUT /api/checkout/delivery-details', designed: true },
  { id: 'checkout.paymentToken', service: 'storefront', spec: "A card's payment token (§4 credit card; what the provider's hosted field does)", route: 'POST /api/checkout/payment-tokens', designed: true },
  { id: 'checkout.submit', service: 'storefront', spec: 'Review and Submit (§4), one order per Idempotency-Key', route: 'POST /api/checkout/orders/:id/submit', designed: true },
];
