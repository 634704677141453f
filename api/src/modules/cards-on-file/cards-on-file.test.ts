import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createProduct, type Shopper } from '../../test/commerce-world.ts';
import { cardsWorld, tokenOf } from '../../test/cards-world.ts';
import { changedTables, databaseFingerprint } from '../../test/db-fingerprint.ts';
import type { AnyBody } from '../../test/test-app.ts';
import { testCards } from '../payments/index.ts';

/** A token the built-in provider never gave: its payload written by hand, unsealed (a buyer can send anything as a token). */
const forged = (payload: unknown) => `tok_test_${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
/** A Visa that expired in January 2020, tokenised while it was still good. */
const expiredToken = (owner: Shopper) => tokenOf(owner, testCards.visaApproved, 1, 2020, new Date('2019-06-01T12:00:00Z'));

describeEachDriver('cards on file (decision 045)', (testDb: () => TestDb) => {
  const setUp = () => cardsWorld(testDb());

  it("a buyer saves, reads, replaces and removes their own profile card: only the token and what may be shown are kept, each change audited", async () => {
    const { db, shopper, admin, headersOf, call } = await setUp();
    const buyer = await headersOf(shopper);
    expect(await call('GET', '/api/buyer/profile/credit-card', buyer)).toEqual({ status: 200, body: { CreditCard: null, Offered: true } });
    // The card goes to the tokenisation endpoint, the token to the profile.
    const tokenised = await call('POST', '/api/checkout/payment-tokens', buyer, { cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123' });
    const saved = await call('PUT', '/api/buyer/profile/credit-card', buyer, { paymentToken: tokenised.body.token, cardholderName: '  Alex Tremblay ' });
    expect(saved).toEqual({ status: 200, body: { isSuccess: true, CreditCard: { brand: 'visa', last4: '4242', expiry: '12/99', cardholderName: 'Alex Tremblay' }, Messages: [expect.objectContaining({ Type: 'cardsOnFile.saved', PrimaryMessage: 'The credit card was saved.' })] } });
    expect(await call('GET', '/api/buyer/profile/credit-card', buyer)).toEqual({ status: 200, body: { CreditCard: { brand: 'visa', last4: '4242', expiry: '12/99', cardholderName: 'Alex Tremblay' }, Offered: true } });
    // A colleague (even their admin) has a profile of their own.
    expect((await call('GET', '/api/buyer/profile/credit-card', await headersOf(admin))).body).toEqual({ CreditCard: null, Offered: true });

    const replaced = await call('PUT', '/api/buyer/profile/credit-card', buyer, { paymentToken: tokenOf(shopper, testCards.mastercardApproved, 3, 2031), cardholderName: 'Alex Tremblay' });
    expect(replaced.body.CreditCard).toMatchObject({ brand: 'mastercard', last4: '4444', expiry: '03/31' });
    const stored = await queryRows<Record<string, string>>(db, sql`select * from profile_cards where buyer_id = ${shopper.buyerId}`);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toMatch(/5555555555554444|4242424242424242/);
    expect(stored[0]?.payment_token).toMatch(/^tok_test_/);

    const removed = await call('DELETE', '/api/buyer/profile/credit-card', { ...buyer, 'Accept-Language': 'fr-CA' });
    expect(removed).toMatchObject({ status: 200, body: { isSuccess: true, Messages: [{ Type: 'cardsOnFile.removed', PrimaryMessage: 'La carte de crédit a été retirée.' }] } });
    expect(await call('DELETE', '/api/buyer/profile/credit-card', buyer)).toMatchObject({ status: 404, body: { Messages: [{ Type: 'errors.notFound' }] } });
    const audit = await queryRows<{ action: string; before: unknown; after: unknown }>(db, sql`select action, before, after from audit_log where entity_id = ${shopper.buyerId} and action like 'profileCard.%' order by seq`);
    expect(audit).toEqual([
      { action: 'profileCard.save', before: null, after: { brand: 'visa', last4: '4242', expiry: '12/99' } },
      { action: 'profileCard.save', before: { brand: 'visa', last4: '4242', expiry: '12/99' }, after: { brand: 'mastercard', last4: '4444', expiry: '03/31' } },
      { action: 'profileCard.remove', before: { brand: 'mastercard', last4: '4444', expiry: '03/31' }, after: null },
    ]);
    expect(JSON.stringify(audit)).not.toContain('tok_test_');
  });

  it('refuses an expired card, an unreadable token, a card number and a bad cardholder name in the buyer\'s language, and keeps nothing', async () => {
    const { db, shopper, headersOf, call } = await setUp();
    const fr = await headersOf(shopper, 'fr-CA');
    const before = await databaseFingerprint(db);
    const refusals: Array<[unknown, number, string, string?]> = [
      [{ paymentToken: expiredToken(shopper), cardholderName: 'Alex' }, 422, 'payments.cardExpired', 'Cette carte est expirée.'],
      [{ paymentToken: 'tok_test_nothing', cardholderName: 'Alex' }, 422, 'payments.invalidToken'],
      // What a token says of its card is what is kept and shown: one that says no card (no brand or expiry, a number as the brand) is unreadable.
      [{ paymentToken: forged({ last4: '4242' }), cardholderName: 'Alex' }, 422, 'payments.invalidToken'],
      [{ paymentToken: forged({ brand: 'visa', last4: '4242', expiry: 1299 }), cardholderName: 'Alex' }, 422, 'payments.invalidToken'],
      [{ paymentToken: forged({ brand: 'visa', last4: '4242', expiry: '13/99' }), cardholderName: 'Alex' }, 422, 'payments.invalidToken'],
      [{ paymentToken: forged({ brand: '4242424242424242', last4: '4242', expiry: '12/99', behaviour: 'approve' }), cardholderName: 'Alex' }, 422, 'payments.invalidToken'],
      [{ paymentToken: forged(null), cardholderName: 'Alex' }, 422, 'payments.invalidToken'],
      [{ paymentToken: '4242 4242 4242 4242', cardholderName: 'Alex' }, 400, 'checkout.cardNumberNotToken'],
      [{ paymentToken: tokenOf(shopper, testCards.visaApproved), cardholderName: '  ' }, 400, 'cardsOnFile.cardholderNameRequired', 'Entrez le nom du titulaire tel qu’il figure sur la carte.'],
      [{ paymentToken: tokenOf(shopper, testCards.visaApproved), cardholderName: 'x'.repeat(101) }, 400, 'cardsOnFile.cardholderNameTooLong'],
      [{ paymentToken: tokenOf(shopper, testCards.visaApproved), cardholderName: 'Alex 4242 4242 4242 4242' }, 400, 'cardsOnFile.cardholderNameInvalid'],
      [{ paymentToken: tokenOf(shopper, testCards.visaApproved), cardholderName: 'Alex', last4: '0000' }, 400, 'errors.badRequest'],
    ];
    for (const [body, status, code, text] of refusals) {
      const answer = await call('PUT', '/api/buyer/profile/credit-card', fr, body);
      expect(answer, code).toMatchObject({ status, body: { isSuccess: false, Messages: [{ Type: code, ...(text ? { PrimaryMessage: text } : {}) }] } });
    }
    expect(changedTables(before, await databaseFingerprint(db))).toEqual([]);
  });

  it("a client admin keeps the account card of their own client's ship-tos; another client's ship-to is not found and a buyer is forbidden", async () => {
    const { db, shopper, admin, other, otherAdmin, headersOf, call } = await setUp();
    const adminHeaders = await headersOf(admin);
    const body = { paymentToken: tokenOf(admin, testCards.amexApproved, 8, 2030), cardholderName: 'Comptoir Test Inc.' };
    const path = `/api/client/ship-tos/${shopper.shipToId}/credit-card`;
    expect(await call('PUT', path, adminHeaders, body)).toMatchObject({ status: 200, body: { CreditCard: { brand: 'amex', last4: '0005', expiry: '08/30', cardholderName: 'Comptoir Test Inc.' } } });
    const listed = await call('GET', '/api/client/ship-tos/credit-cards', adminHeaders);
    expect(listed).toMatchObject({ status: 200, body: { Offered: true, shipTos: [{ shipToId: shopper.shipToId, shipToNo: '001', CreditCard: { last4: '0005' } }] } });

    const otherHeaders = await headersOf(otherAdmin, 'fr-CA');
    const buyerHeaders = await headersOf(shopper);
    const before = await databaseFingerprint(db);
    expect(await call('PUT', path, otherHeaders, body)).toMatchObject({ status: 404, body: { Messages: [{ Type: 'errors.notFound' }] } });
    expect(await call('DELETE', path, otherHeaders)).toMatchObject({ status: 404 });
    expect((await call('GET', '/api/client/ship-tos/credit-cards', otherHeaders)).body.shipTos.map((row: AnyBody) => row.shipToId)).toEqual([other.shipToId]);
    expect(await call('PUT', path, buyerHeaders, body)).toMatchObject({ status: 403, body: { Messages: [{ Type: 'auth.forbidden' }] } });
    expect(await call('PUT', `/api/client/ship-tos/${shopper.shipToId}/credit-card`, adminHeaders, { ...body, paymentToken: expiredToken(admin) })).toMatchObject({ status: 422, body: { Messages: [{ Type: 'payments.cardExpired' }] } });
    expect(changedTables(before, await databaseFingerprint(db))).toEqual([]);

    expect(await call('DELETE', path, adminHeaders)).toMatchObject({ status: 200, body: { Messages: [{ Type: 'cardsOnFile.removed' }] } });
    expect(await call('DELETE', path, adminHeaders)).toMatchObject({ status: 404 });
    const audit = await queryRows<{ action: string; actor_id: string; client_id: string }>(db, sql`select action, actor_id, client_id from audit_log where entity_id = ${shopper.shipToId} order by seq`);
    expect(audit).toEqual([
      { action: 'accountCard.save', actor_id: admin.buyerId, client_id: shopper.clientId },
      { action: 'accountCard.remove', actor_id: admin.buyerId, client_id: shopper.clientId },
    ]);
  });

  it('keeps no card the client does not offer paying with (credit cards not authorized, or the option off): 403 in the buyer\'s language, nothing kept; one kept before may still be removed', async () => {
    const { db, shopper, admin, headersOf, call } = await setUp();
    const buyer = await headersOf(shopper, 'fr-CA');
    const adminHeaders = await headersOf(admin);
    const body = { paymentToken: tokenOf(shopper, testCards.visaApproved), cardholderName: 'Alex Tremblay' };
    const adminBody = { ...body, paymentToken: tokenOf(admin, testCards.visaApproved) };
    const shipToPath = `/api/client/ship-tos/${shopper.shipToId}/credit-card`;
    expect((await call('PUT', '/api/buyer/profile/credit-card', buyer, body)).status).toBe(200);
    expect((await call('PUT', shipToPath, adminHeaders, adminBody)).status).toBe(200);

    for (const terms of [{ creditCardMandatoryType: 'notAuthorized' as const }, { allowProfileCreditCard: false, allowAccountCreditCard: false }]) {
      await db.update(t.clients).set({ creditCardMandatoryType: 'optional', allowProfileCreditCard: true, allowAccountCreditCard: true, ...terms }).where(sql`id = ${shopper.clientId}`);
      expect((await call('GET', '/api/buyer/profile/credit-card', buyer)).body).toMatchObject({ Offered: false, CreditCard: { last4: '4242' } });
      expect((await call('GET', '/api/client/ship-tos/credit-cards', adminHeaders)).body).toMatchObject({ Offered: false, shipTos: [{ CreditCard: { last4: '4242' } }] });
      const before = await databaseFingerprint(db);
      expect(await call('PUT', '/api/buyer/profile/credit-card', buyer, body)).toMatchObject({
        status: 403,
        body: { isSuccess: false, Messages: [{ Type: 'cardsOnFile.notOffered', PrimaryMessage: 'Le compte de votre entreprise n’offre pas le paiement avec cette carte au dossier. Elle ne peut donc pas être enregistrée.' }] },
      });
      expect(await call('PUT', shipToPath, adminHeaders, adminBody)).toMatchObject({ status: 403, body: { Messages: [{ Type: 'cardsOnFile.notOffered' }] } });
      expect(changedTables(before, await databaseFingerprint(db))).toEqual([]);
    }
    expect((await call('DELETE', '/api/buyer/profile/credit-card', buyer)).status).toBe(200);
    expect((await call('DELETE', shipToPath, adminHeaders)).status).toBe(200);
    // The profile option alone offered: the profile card may be kept, the ship-tos' may not.
    await db.update(t.clients).set({ creditCardMandatoryType: 'mandatory', allowProfileCreditCard: true, allowAccountCreditCard: false }).where(sql`id = ${shopper.clientId}`);
    expect((await call('PUT', '/api/buyer/profile/credit-card', buyer, body)).status).toBe(200);
    expect((await call('PUT', shipToPath, adminHeaders, body)).status).toBe(403);
  });

  it('checkout: Delivery Details shows the saved cards; submit with the profile or account card authorises its token and stores no number', async () => {
    const { db, catalogue, shopper, admin, headersOf, call } = await setUp();
    const buyer = await headersOf(shopper);
    const paper = await createProduct(db, catalogue, { listPrice: 1999, onHand: 50 });
    const add = () => call('POST', '/api/cart/addtocart', buyer, { Products: [{ ProductCode: paper.code, Quantity: 2 }] });
    await add();
    const noCards = (await call('GET', '/api/checkout/delivery-details', buyer)).body;
    expect(noCards.ProfileCard).toBeNull();
    expect(noCards.shipTos[0].AccountCard).toBeNull();
    const refused = await call('POST', `/api/checkout/orders/${noCards.OrderId}/submit`, { ...buyer, 'Accept-Language': 'fr-CA' }, { billingOptionType: 3 });
    expect(refused).toMatchObject({ status: 422, body: { Messages: [{ Type: 'checkout.noProfileCard' }] } });
    expect((await call('POST', `/api/checkout/orders/${noCards.OrderId}/submit`, buyer, { billingOptionType: 2 })).body.Messages[0].Type).toBe('checkout.noAccountCard');

    const profileToken = tokenOf(shopper, testCards.visaApproved, 11, 2030);
    await call('PUT', '/api/buyer/profile/credit-card', buyer, { paymentToken: profileToken, cardholderName: 'Alex Tremblay' });
    const accountToken = tokenOf(admin, testCards.mastercardApproved, 6, 2031);
    await call('PUT', `/api/client/ship-tos/${shopper.shipToId}/credit-card`, await headersOf(admin), { paymentToken: accountToken, cardholderName: 'Comptoir Test Inc.' });
    const details = (await call('GET', '/api/checkout/delivery-details', buyer)).body;
    expect(details.ProfileCard).toEqual({ brand: 'visa', last4: '4242', expiry: '11/30', cardholderName: 'Alex Tremblay' });
    expect(details.shipTos[0].AccountCard).toEqual({ brand: 'mastercard', last4: '4444', expiry: '06/31', cardholderName: 'Comptoir Test Inc.' });
    expect(JSON.stringify(details)).not.toContain('tok_test_');

    // The profile card pays: a token sent with it is not the one authorised.
    const byProfile = await call('POST', `/api/checkout/orders/${details.OrderId}/submit`, buyer, { billingOptionType: 3, paymentToken: tokenOf(shopper, testCards.declined) });
    expect(byProfile.status).toBe(201);
    await add();
    const second = (await call('GET', '/api/checkout/delivery-details', buyer)).body.OrderId;
    expect((await call('POST', `/api/checkout/orders/${second}/submit`, buyer, { billingOptionType: 2 })).status).toBe(201);
    const paid = await queryRows<{ order_ref: number; payment_token: string; last4: string; brand: string }>(db, sql`select r.ref as order_ref, a.payment_token, c.last4, c.brand from payment_authorizations a
      join order_refs r on r.order_id = a.order_id join order_payment_cards c on c.order_id = a.order_id where a.buyer_id = ${shopper.buyerId} order by r.ref`);
    // The account card pays with the token the provider bound to the ship-to when the administrator saved it.
    const [kept] = await queryRows<{ payment_token: string }>(db, sql`select payment_token from account_cards where ship_to_id = ${shopper.shipToId}`);
    expect(kept?.payment_token).not.toBe(accountToken);
    expect(paid).toEqual([
      { order_ref: details.OrderId, payment_token: profileToken, last4: '4242', brand: 'visa' },
      { order_ref: second, payment_token: kept?.payment_token, last4: '4444', brand: 'mastercard' },
    ]);
    const orders = await queryRows<Record<string, unknown>>(db, sql`select * from orders where buyer_id = ${shopper.buyerId}`);
    expect(JSON.stringify(orders)).not.toMatch(/4242424242424242|5555555555554444/);
  });

  it('a saved card the provider declines is declined at submit (422 in the buyer\'s language) and the order stays open', async () => {
    const { db, catalogue, shopper, headersOf, call } = await setUp();
    const buyer = await headersOf(shopper, 'fr-CA');
    const paper = await createProduct(db, catalogue, { listPrice: 1999, onHand: 50 });
    await call('POST', '/api/cart/addtocart', buyer, { Products: [{ ProductCode: paper.code, Quantity: 2 }] });
    expect((await call('PUT', '/api/buyer/profile/credit-card', buyer, { paymentToken: tokenOf(shopper, testCards.declined), cardholderName: 'Alex Tremblay' })).status).toBe(200);
    const orderId = (await call('GET', '/api/checkout/delivery-details', buyer)).body.OrderId;
    expect(await call('POST', `/api/checkout/orders/${orderId}/submit`, buyer, { billingOptionType: 3 })).toMatchObject({ status: 422, body: { Messages: [{ Type: 'payments.declined' }] } });
    expect(await queryRows(db, sql`select 1 from payment_authorizations where buyer_id = ${shopper.buyerId}`)).toEqual([]);
    expect(await queryRows(db, sql`select 1 from orders where buyer_id = ${shopper.buyerId} and status <> 'open'`)).toEqual([]);
  });

  it('checkout refuses a saved card that has expired since, with a clear message, and places nothing', async () => {
    const { db, catalogue, shopper, headersOf, call } = await setUp();
    const buyer = await headersOf(shopper, 'fr-CA');
    const paper = await createProduct(db, catalogue, { listPrice: 1999, onHand: 50 });
    await call('POST', '/api/cart/addtocart', buyer, { Products: [{ ProductCode: paper.code, Quantity: 2 }] });
    await db.insert(t.profileCards).values({ buyerId: shopper.buyerId, paymentToken: expiredToken(shopper), brand: 'visa', last4: '4242', expiry: '01/20', cardholderName: 'Alex Tremblay' });
    const details = (await call('GET', '/api/checkout/delivery-details', buyer)).body;
    expect(details.ProfileCard).toMatchObject({ expiry: '01/20' });
    const refused = await call('POST', `/api/checkout/orders/${details.OrderId}/submit`, buyer, { billingOptionType: 3 });
    expect(refused).toMatchObject({ status: 422, body: { Messages: [{ Type: 'checkout.cardOnFileExpired', PrimaryMessage: 'La carte de crédit au dossier est expirée. Enregistrez une nouvelle carte ou choisissez un autre mode de facturation.' }] } });
    expect(await queryRows(db, sql`select 1 from orders where buyer_id = ${shopper.buyerId} and status <> 'open'`)).toEqual([]);
  });
});
