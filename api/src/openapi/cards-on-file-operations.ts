import type { Operation } from './operations.ts';

/** designed: cards on file (decision 045) — a buyer's profile card and, for a client admin, the account card of their client's ship-tos. */
export const cardsOnFileOperations: readonly Operation[] = [
  { method: 'get', path: '/api/buyer/profile/credit-card', service: 'storefront', summary: "The session's buyer's profile credit card (brand, last 4, expiry, cardholder; never a number), null without one", designed: true, auth: 'buyer', responses: { 200: 'ProfileCardResponse' } },
  { method: 'put', path: '/api/buyer/profile/credit-card', service: 'storefront', summary: 'Save the profile credit card from a token of POST /api/checkout/payment-tokens (replaces the one before); an unreadable token or an expired card is refused 422, a user deleted while the request ran 404', designed: true, auth: 'buyer', responses: { 200: 'SaveCardOnFileResponse' }, refusals: [404, 422] },
  { method: 'delete', path: '/api/buyer/profile/credit-card', service: 'storefront', summary: 'Remove the profile credit card (404 without one)', designed: true, auth: 'buyer', responses: { 200: 'ResultResponse' }, refusals: [404] },
  { method: 'get', path: '/api/client/ship-tos/credit-cards', service: 'storefront', summary: "Each ship-to of the admin's client with its account credit card", designed: true, auth: 'admin', responses: { 200: 'AccountCardsResponse' } },
  { method: 'put', path: '/api/client/ship-tos/{shipToId}/credit-card', service: 'storefront', summary: "Save the account credit card of a ship-to of the admin's client from a payment token; another client's ship-to is not found (404), an expired card refused 422", designed: true, auth: 'admin', responses: { 200: 'SaveCardOnFileResponse' }, refusals: [404, 422] },
  { method: 'delete', path: '/api/client/ship-tos/{shipToId}/credit-card', service: 'storefront', summary: "Remove the account credit card of a ship-to of the admin's client (404 without one, or for another client's ship-to)", designed: true, auth: 'admin', responses: { 200: 'ResultResponse' }, refusals: [404] },
];
