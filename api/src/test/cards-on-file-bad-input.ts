import { SaveCardOnFileRequestSchema, ShipToCardParamsSchema } from '@comptoir/core';
import fc from 'fast-check';
import { TestPaymentProvider, testCards } from '../modules/payments/index.ts';
import type { BadInputTarget } from './bad-input.ts';
import { tokenFor } from './commerce-world.ts';

/** A real-looking ship-to id: the fuzzed part is the body. */
const SOME_SHIP_TO = '00000000-0000-4000-8000-000000000001';
/** Whose token it is does not matter here: every body below is refused by its schema before the token is read. */
const token = tokenFor(new TestPaymentProvider(), testCards.visaApproved, { clientId: SOME_SHIP_TO, buyerId: SOME_SHIP_TO });
/** Bodies the rules refuse: a card number where the token goes, a blank, long, hidden-character or card-number name, members no one may set. */
const badCards = fc.oneof(
  fc.constantFrom(testCards.visaApproved, '4242 4242 4242 4242', '5555-5555-5555-4444').map((paymentToken) => ({ paymentToken, cardholderName: 'Alex Tremblay' })),
  fc.constantFrom('', '   ', 'Alex\u200bTremblay', 'Alex \u202eTremblay', 'Pay 4242 4242 4242 4242').map((cardholderName) => ({ paymentToken: token, cardholderName })),
  fc.string({ minLength: 101, maxLength: 140 }).filter((name) => name.trim().length > 100).map((cardholderName) => ({ paymentToken: token, cardholderName })),
  fc.constantFrom('buyerId', 'shipToId', 'cardNumber', 'last4', 'brand', 'clientId').map((member) => ({ paymentToken: token, cardholderName: 'Alex Tremblay', [member]: 'x' })),
  fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string())).map((cardholderName) => ({ paymentToken: token, cardholderName })),
);

/** Cards on file (decision 045), spread into the bad-input fuzz targets. */
export const cardsOnFileBadInputTargets: BadInputTarget[] = [
  { name: 'profile card body', method: 'PUT', persona: 'buyer', part: 'json', schema: SaveCardOnFileRequestSchema, url: () => '/api/buyer/profile/credit-card' },
  { name: 'profile card: card number, name', method: 'PUT', persona: 'buyer', part: 'json', schema: SaveCardOnFileRequestSchema, values: badCards, url: () => '/api/buyer/profile/credit-card' },
  { name: 'account card body', method: 'PUT', persona: 'admin', part: 'json', schema: SaveCardOnFileRequestSchema, values: badCards, url: () => `/api/client/ship-tos/${SOME_SHIP_TO}/credit-card` },
  { name: 'account card ship-to id', method: 'PUT', persona: 'admin', part: 'param', schema: ShipToCardParamsSchema.shape.shipToId, url: (value) => `/api/client/ship-tos/${encodeURIComponent(value)}/credit-card` },
  { name: 'remove account card ship-to id', method: 'DELETE', persona: 'admin', part: 'param', schema: ShipToCardParamsSchema.shape.shipToId, url: (value) => `/api/client/ship-tos/${encodeURIComponent(value)}/credit-card` },
];
