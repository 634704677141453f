import { testCards } from '../modules/payments/index.ts';
import { adminsOnly, signedIn, type Expectation, type MatrixRow, type RowContext } from './authorization-matrix.ts';
import { appPaymentProvider, tokenFor } from './commerce-world.ts';
import { subjectShipTo } from './cross-client-matrix.ts';

const payments = appPaymentProvider();

/**
 * A card on file's body: a token of the app's provider tokenised in the caller's own session (what POST
 * /api/checkout/payment-tokens answers them), so each persona meets the rule on the object, not on the token.
 */
const cardBody = ({ world, caller }: RowContext) => {
  const owner = world.dataset.buyers.find((buyer) => buyer.id === caller?.buyerId);
  return { paymentToken: owner ? tokenFor(payments, testCards.visaApproved, { clientId: owner.clientId, buyerId: owner.id }) : 'tok_test_anonymous', cardholderName: 'Alex Tremblay' };
};
/** The subject client's admin reaches its ship-to's card; another client's admin does not find the ship-to. */
const ownClientAdmin: Expectation = { anonymous: 401, buyer: 403, otherClientBuyer: 403, approver: 403, admin: 200, otherClientAdmin: 404 };
const shipToCard = (c: RowContext) => `/api/client/ship-tos/${subjectShipTo(c)}/credit-card`;

/** Cards on file (decision 045), spread into the authorization matrix: each buyer's own profile card; the account card of a ship-to for its client's admins. */
export const cardsOnFileRows = (): MatrixRow[] => [
  // Built when called: the matrix's shorthands are defined once authorization-matrix.ts has loaded (it imports this file).
  { method: 'GET', route: '/api/buyer/profile/credit-card', url: () => '/api/buyer/profile/credit-card', expect: signedIn(200) },
  { method: 'PUT', route: '/api/buyer/profile/credit-card', url: () => '/api/buyer/profile/credit-card', body: cardBody, expect: signedIn(200) },
  { method: 'DELETE', route: '/api/buyer/profile/credit-card', url: () => '/api/buyer/profile/credit-card', expect: signedIn(200) },
  { method: 'GET', route: '/api/client/ship-tos/credit-cards', url: () => '/api/client/ship-tos/credit-cards', expect: adminsOnly() },
  { method: 'PUT', route: '/api/client/ship-tos/:shipToId/credit-card', url: shipToCard, body: cardBody, expect: ownClientAdmin },
  { method: 'DELETE', route: '/api/client/ship-tos/:shipToId/credit-card', url: shipToCard, expect: ownClientAdmin },
];
