import { BillingOption, isCardExpired, toIsoDate, toMessages, type CardOnFile, type Message, type SaveCardOnFileRequest } from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { auditActor, ok, refusedWith, type BuyerContext, type Result } from '../cart/index.ts';
import { buyerCustomer, shipToCustomer, type PaymentProvider } from '../payments/index.ts';
import { offersCardOption } from './card-terms.ts';
import { cardOnFileOf, deleteCard, findProfileCard, lockClientShipTo, lockLiveBuyer, shipToCards, upsertCard, type StoredCard } from './cards-repo.ts';

export interface CardsDeps {
  db: Database;
  payments: PaymentProvider;
}

/** What the audit row keeps of a card: what the buyer sees of it, never its token. */
const audited = (card: CardOnFile | null) => (card ? { brand: card.brand, last4: card.last4, expiry: card.expiry } : null);

/**
 * The card a token of the provider stands for, with the cardholder's name: only a token the session's buyer tokenised
 * (another buyer's, of this client or another, is theirs alone); refused when the provider cannot read it or it has expired.
 */
const cardFrom = (payments: PaymentProvider, input: SaveCardOnFileRequest, ctx: BuyerContext, now: Date): Result<StoredCard> => {
  const reading = payments.describe(input.paymentToken, buyerCustomer(ctx));
  if (!reading.ok) return refusedWith(`payments.${reading.reason}`, ctx.locale);
  if (isCardExpired(reading.card.expiry, toIsoDate(now))) return refusedWith('payments.cardExpired', ctx.locale);
  return ok({ paymentToken: input.paymentToken, ...reading.card, cardholderName: input.cardholderName });
};

type Saved = { CreditCard: CardOnFile; Messages: Message[] };

/** designed: GET /api/buyer/profile/credit-card — the session's buyer's own card, never another's, and whether their client offers paying with it. */
export async function profileCard(db: Database, ctx: BuyerContext): Promise<Result<{ CreditCard: CardOnFile | null; Offered: boolean }>> {
  const [card, offered] = await Promise.all([findProfileCard(db, ctx.buyerId), offersCardOption(db, ctx.clientId, BillingOption.profileCreditCard)]);
  return ok({ CreditCard: card ? cardOnFileOf(card) : null, Offered: offered });
}

/** A card is kept only where the client offers paying with it; removing one stays open (the client's terms may have changed since). */
const notOffered = async (db: Database, ctx: BuyerContext, option: BillingOption): Promise<Result<never> | null> =>
  (await offersCardOption(db, ctx.clientId, option)) ? null : refusedWith('cardsOnFile.notOffered', ctx.locale);

/** designed: PUT /api/buyer/profile/credit-card — one profile card per buyer: a new one replaces the one before. */
export async function saveProfileCard(deps: CardsDeps, ctx: BuyerContext, input: SaveCardOnFileRequest, now = new Date()): Promise<Result<Saved>> {
  const refused = await notOffered(deps.db, ctx, BillingOption.profileCreditCard);
  if (refused) return refused;
  const card = cardFrom(deps.payments, input, ctx, now);
  if (!card.ok) return card;
  return deps.db.transaction(async (tx) => {
    if (!(await lockLiveBuyer(tx, ctx.buyerId))) return refusedWith('errors.notFound', ctx.locale);
    const before = await upsertCard(tx, 'profile', ctx.buyerId, card.value, ctx.adminUserId ?? ctx.buyerId);
    await audit(tx, { ...auditActor(ctx), action: 'profileCard.save', entity: 'buyer', entityId: ctx.buyerId, before: audited(before), after: audited(card.value) });
    return ok({ CreditCard: cardOnFileOf(card.value), Messages: toMessages('cardsOnFile.saved', ctx.locale) });
  });
}

export async function removeProfileCard(db: Database, ctx: BuyerContext): Promise<Result<Message[]>> {
  return db.transaction(async (tx) => {
    const removed = await deleteCard(tx, 'profile', ctx.buyerId);
    if (!removed) return refusedWith('errors.notFound', ctx.locale);
    await audit(tx, { ...auditActor(ctx), action: 'profileCard.remove', entity: 'buyer', entityId: ctx.buyerId, before: audited(removed), after: null });
    return ok(toMessages('cardsOnFile.removed', ctx.locale));
  });
}

/** designed: GET /api/client/ship-tos/credit-cards — the admin's own client's ship-tos, each with its account card. */
export async function accountCards(db: Database, ctx: BuyerContext) {
  const [rows, offered] = await Promise.all([shipToCards(db, ctx.clientId), offersCardOption(db, ctx.clientId, BillingOption.accountCreditCard)]);
  return ok({
    Offered: offered,
    shipTos: rows.map((row) => ({
      shipToId: row.ship_to_id,
      shipToNo: row.ship_to_no,
      address: row.address,
      CreditCard: row.brand && row.last4 && row.expiry ? { brand: row.brand, last4: row.last4, expiry: row.expiry, cardholderName: row.cardholder_name ?? '' } : null,
    })),
  });
}

/** designed: PUT /api/client/ship-tos/{shipToId}/credit-card — one account card per ship-to; another client's ship-to is not found. */
export async function saveAccountCard(deps: CardsDeps, ctx: BuyerContext, shipToId: string, input: SaveCardOnFileRequest, now = new Date()): Promise<Result<Saved>> {
  const refused = await notOffered(deps.db, ctx, BillingOption.accountCreditCard);
  if (refused) return refused;
  return deps.db.transaction(async (tx) => {
    if (!(await lockClientShipTo(tx, ctx.clientId, shipToId))) return refusedWith('errors.notFound', ctx.locale);
    const card = cardFrom(deps.payments, input, ctx, now);
    if (!card.ok) return card;
    // The administrator's card becomes the ship-to's: every buyer ordering for it pays with it, no one else.
    const paymentToken = deps.payments.attach(card.value.paymentToken, buyerCustomer(ctx), shipToCustomer(ctx.clientId, shipToId));
    if (!paymentToken) return refusedWith('payments.invalidToken', ctx.locale);
    const before = await upsertCard(tx, 'account', shipToId, { ...card.value, paymentToken }, ctx.adminUserId ?? ctx.buyerId);
    await audit(tx, { ...auditActor(ctx), action: 'accountCard.save', entity: 'shipTo', entityId: shipToId, before: audited(before), after: audited(card.value) });
    return ok({ CreditCard: cardOnFileOf(card.value), Messages: toMessages('cardsOnFile.saved', ctx.locale) });
  });
}

export async function removeAccountCard(db: Database, ctx: BuyerContext, shipToId: string): Promise<Result<Message[]>> {
  return db.transaction(async (tx) => {
    const removed = (await lockClientShipTo(tx, ctx.clientId, shipToId)) ? await deleteCard(tx, 'account', shipToId) : null;
    if (!removed) return refusedWith('errors.notFound', ctx.locale);
    await audit(tx, { ...auditActor(ctx), action: 'accountCard.remove', entity: 'shipTo', entityId: shipToId, before: audited(removed), after: null });
    return ok(toMessages('cardsOnFile.removed', ctx.locale));
  });
}
