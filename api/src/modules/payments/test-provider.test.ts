import { securityCodeLength } from '@comptoir/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyerCustomer, shipToCustomer, type PaymentCustomer } from './payment-provider.ts';
import { TestPaymentProvider, testCards } from './test-provider.ts';

const SECRET = 'a-secret-every-replica-shares-0123456789';
const card = (cardNumber: string) => ({ cardNumber, expiryMonth: 12, expiryYear: 2099, cvc: '1234'.slice(0, securityCodeLength(cardNumber)) });
const tokenize = (provider: TestPaymentProvider, cardNumber: string, owner: PaymentCustomer) => {
  const result = provider.tokenize(card(cardNumber), owner);
  if (!result.ok) throw new Error(`${cardNumber} did not tokenise`);
  return result.token;
};
const authorize = (provider: TestPaymentProvider, token: string, customer: PaymentCustomer) =>
  provider.authorize({ token, customer, amount: 1000, currency: 'CAD', reference: 'order', idempotencyKey: `${Math.random()}` });

/** A buyer or a ship-to, of one client or another. */
const customers = fc.oneof(
  fc.record({ clientId: fc.uuid(), buyerId: fc.uuid() }),
  fc.record({ clientId: fc.uuid(), shipToId: fc.uuid() }),
);
const sameCustomer = (a: PaymentCustomer, b: PaymentCustomer) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
const cards = fc.constantFrom(...Object.values(testCards));

describe('the test payment provider binds each token to the customer whose session tokenised it', () => {
  it('a token describes and pays for its customer only: any other buyer or ship-to, of the client or another, is refused as not theirs', async () => {
    const provider = new TestPaymentProvider({ secret: SECRET });
    await fc.assert(
      fc.asyncProperty(cards, customers, customers, async (cardNumber, owner, other) => {
        const token = tokenize(provider, cardNumber, owner);
        expect(provider.describe(token, owner)).toMatchObject({ ok: true, card: { last4: cardNumber.slice(-4) } });
        fc.pre(!sameCustomer(owner, other));
        expect(provider.describe(token, other)).toEqual({ ok: false, reason: 'cardNotYours' });
        expect(await authorize(provider, token, other)).toEqual({ ok: false, reason: 'cardNotYours' });
      }),
    );
    // The same buyer id under another client, the same id as a ship-to: other customers too.
    const owner = buyerCustomer({ clientId: 'c1', buyerId: 'b1' });
    const token = tokenize(provider, testCards.visaApproved, owner);
    for (const other of [buyerCustomer({ clientId: 'c2', buyerId: 'b1' }), shipToCustomer('c1', 'b1')]) expect(provider.describe(token, other)).toEqual({ ok: false, reason: 'cardNotYours' });
  });

  it('a token changed anywhere (its card, its seal or the mark of its customer) pays for no one', () => {
    const provider = new TestPaymentProvider({ secret: SECRET });
    fc.assert(
      fc.property(cards, customers, fc.nat(), fc.constantFrom(...'AZaz09-_.'), (cardNumber, owner, at, replacement) => {
        const token = tokenize(provider, cardNumber, owner);
        const index = 'tok_test_'.length + (at % (token.length - 'tok_test_'.length));
        const changed = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
        fc.pre(changed !== token);
        expect(provider.describe(changed, owner).ok).toBe(false);
      }),
    );
  });

  it('keeps neither the card number nor whose it is in the token; another replica with the secret reads it, a provider without it does not', () => {
    const provider = new TestPaymentProvider({ secret: SECRET });
    fc.assert(
      fc.property(cards, customers, (cardNumber, owner) => {
        const token = tokenize(provider, cardNumber, owner);
        for (const kept of [cardNumber, ...Object.values(owner)]) expect(token).not.toContain(kept);
        // Within what the contract takes where a token goes (a submission's or a card on file's paymentToken).
        expect(token.length).toBeLessThanOrEqual(200);
        expect(Buffer.from(token.slice('tok_test_'.length).split('.')[0] ?? '', 'base64url').toString()).not.toMatch(new RegExp(`${cardNumber}|${Object.values(owner).join('|')}`));
        expect(new TestPaymentProvider({ secret: SECRET }).describe(token, owner).ok).toBe(true);
        expect(new TestPaymentProvider({ secret: `${SECRET}-other` }).describe(token, owner)).toEqual({ ok: false, reason: 'invalidToken' });
      }),
    );
    // A token as the provider wrote them before they were sealed (decision 045) is no token of it now.
    const unsealed = `tok_test_${Buffer.from(JSON.stringify({ brand: 'visa', last4: '4242', expiry: '12/99', behaviour: 'approve' })).toString('base64url')}`;
    expect(provider.describe(unsealed, buyerCustomer({ clientId: 'c1', buyerId: 'b1' }))).toEqual({ ok: false, reason: 'invalidToken' });
  });

  it("attaches an administrator's card to a ship-to: then the ship-to's alone, and only the card's own customer can attach it", async () => {
    const provider = new TestPaymentProvider({ secret: SECRET });
    const admin = buyerCustomer({ clientId: 'c1', buyerId: 'admin' });
    const shipTo = shipToCustomer('c1', 's1');
    const token = tokenize(provider, testCards.mastercardApproved, admin);
    const attached = provider.attach(token, admin, shipTo);
    expect(attached).toMatch(/^tok_test_/);
    expect(provider.describe(attached as string, shipTo)).toEqual({ ok: true, card: { brand: 'mastercard', last4: '4444', expiry: '12/99' } });
    expect(await authorize(provider, attached as string, shipTo)).toMatchObject({ ok: true });
    for (const other of [admin, shipToCustomer('c1', 's2'), shipToCustomer('c2', 's1')]) expect(provider.describe(attached as string, other)).toEqual({ ok: false, reason: 'cardNotYours' });
    expect(provider.attach(token, buyerCustomer({ clientId: 'c1', buyerId: 'someone-else' }), shipTo)).toBeNull();
    expect(provider.attach('tok_test_nothing', admin, shipTo)).toBeNull();
  });
});

describe('the test provider reads the security code as a real one does', () => {
  it('American Express takes the 4 digits on its front, the other brands the 3 on their back: any other code is an invalid card', () => {
    const provider = new TestPaymentProvider({ secret: SECRET });
    const owner = buyerCustomer({ clientId: 'c1', buyerId: 'b1' });
    const tokenise = (cardNumber: string, cvc: string) => provider.tokenize({ ...card(cardNumber), cvc }, owner);
    expect(tokenise(testCards.amexApproved, '1234')).toMatchObject({ ok: true, brand: 'amex' });
    expect(tokenise(testCards.amexApproved, '123')).toEqual({ ok: false, reason: 'invalidCard' });
    expect(tokenise(testCards.visaApproved, '1234')).toEqual({ ok: false, reason: 'invalidCard' });
    expect(tokenise(testCards.mastercardApproved, '12')).toEqual({ ok: false, reason: 'invalidCard' });
  });
});
