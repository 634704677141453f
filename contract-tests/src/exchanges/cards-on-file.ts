import type { ExchangeContext } from './define.ts';
import { del, get, post, put, type ExchangeDefinition } from './define.ts';

/** The token of the test provider's approved Visa (12/40) the checkout group tokenised for buyer-qc: deterministic. */
const visaToken = (ctx: ExchangeContext) => (ctx.body('checkout.paymentToken#success-fr') as { token: string }).token;
/** The same card tokenised in admin-on's session: the one token admin-on may keep for a ship-to. */
const adminToken = (ctx: ExchangeContext) => (ctx.body('checkout.paymentToken#admin-en') as { token: string }).token;
/** admin-on's client's first ship-to: another client's admin does not find it. */
const shipToCard = (ctx: ExchangeContext) => {
  const clientId = ctx.buyer('admin-on').clientId;
  const shipTo = ctx.dataset.shipTos.find((candidate) => candidate.clientId === clientId);
  if (!shipTo) throw new Error('admin-on has no ship-to');
  return `/api/client/ship-tos/${shipTo.id}/credit-card`;
};

/**
 * Cards on file (decision 045): a profile card saved, read and removed by buyer-qc in French, refused to buyer-bc
 * (credit cards not authorized) and to buyer-on (buyer-qc's token); an account card kept by admin-on from a card typed in
 * their own session, refused to admin-qc and to a buyer. Every card is removed again, so nothing else sees it. Runs last.
 */
export const cardsOnFileExchanges: readonly ExchangeDefinition[] = [
  get('cardsOnFile.profileCard', 'anonymous-fr', '/api/buyer/profile/credit-card', { lang: 'fr' }),
  get('cardsOnFile.profileCard', 'anonymous-en', '/api/buyer/profile/credit-card'),
  get('cardsOnFile.profileCard', 'none-en', '/api/buyer/profile/credit-card', { as: 'buyer-on' }),
  put('cardsOnFile.saveProfileCard', 'card-number-en', '/api/buyer/profile/credit-card', { paymentToken: '4242 4242 4242 4242', cardholderName: 'Olivia Chen' }, { as: 'buyer-on' }),
  put('cardsOnFile.saveProfileCard', 'name-required-fr', '/api/buyer/profile/credit-card', (ctx) => ({ paymentToken: visaToken(ctx), cardholderName: '  ' }), { as: 'buyer-qc', lang: 'fr' }),
  put('cardsOnFile.saveProfileCard', 'not-yours-en', '/api/buyer/profile/credit-card', (ctx) => ({ paymentToken: visaToken(ctx), cardholderName: 'Olivia Chen' }), { as: 'buyer-on' }),
  put('cardsOnFile.saveProfileCard', 'success-fr', '/api/buyer/profile/credit-card', (ctx) => ({ paymentToken: visaToken(ctx), cardholderName: 'Émilie Tremblay' }), { as: 'buyer-qc', lang: 'fr' }),
  get('cardsOnFile.profileCard', 'saved-fr', '/api/buyer/profile/credit-card', { as: 'buyer-qc', lang: 'fr' }),
  del('cardsOnFile.removeProfileCard', 'success-fr', '/api/buyer/profile/credit-card', undefined, { as: 'buyer-qc', lang: 'fr' }),
  del('cardsOnFile.removeProfileCard', 'none-en', '/api/buyer/profile/credit-card', undefined, { as: 'buyer-on' }),
  // buyer-bc's client does not authorize credit cards: no card is kept where it could never pay.
  get('cardsOnFile.profileCard', 'not-offered-en', '/api/buyer/profile/credit-card', { as: 'buyer-bc' }),
  put('cardsOnFile.saveProfileCard', 'not-offered-fr', '/api/buyer/profile/credit-card', (ctx) => ({ paymentToken: visaToken(ctx), cardholderName: 'Jordan Lee' }), { as: 'buyer-bc', lang: 'fr' }),
  post('checkout.paymentToken', 'admin-en', '/api/checkout/payment-tokens', { cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2040, cvc: '123' }, { as: 'admin-on' }),
  put('cardsOnFile.saveAccountCard', 'not-yours-fr', shipToCard, (ctx) => ({ paymentToken: visaToken(ctx), cardholderName: 'Comptoir Ontario Inc.' }), { as: 'admin-on', lang: 'fr' }),
  put('cardsOnFile.saveAccountCard', 'success-en', shipToCard, (ctx) => ({ paymentToken: adminToken(ctx), cardholderName: 'Comptoir Ontario Inc.' }), { as: 'admin-on' }),
  get('cardsOnFile.accountCards', 'success-en', '/api/client/ship-tos/credit-cards', { as: 'admin-on' }),
  get('cardsOnFile.accountCards', 'buyer-forbidden-en', '/api/client/ship-tos/credit-cards', { as: 'buyer-on' }),
  get('cardsOnFile.accountCards', 'buyer-forbidden-fr', '/api/client/ship-tos/credit-cards', { as: 'buyer-on', lang: 'fr' }),
  put('cardsOnFile.saveAccountCard', 'other-client-fr', shipToCard, (ctx) => ({ paymentToken: visaToken(ctx), cardholderName: 'Autre client' }), { as: 'admin-qc', lang: 'fr' }),
  del('cardsOnFile.removeAccountCard', 'other-client-fr', shipToCard, undefined, { as: 'admin-qc', lang: 'fr' }),
  del('cardsOnFile.removeAccountCard', 'success-en', shipToCard, undefined, { as: 'admin-on' }),
];
