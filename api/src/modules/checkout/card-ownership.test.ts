import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { appPaymentProvider, createColleague, createProduct, type Shopper } from '../../test/commerce-world.ts';
import { cardsWorld, tokenOf } from '../../test/cards-world.ts';
import { changedTables, databaseFingerprint } from '../../test/db-fingerprint.ts';
import { buyerCustomer, shipToCustomer, testCards } from '../payments/index.ts';
import { savedCardsFor } from './saved-cards.ts';

const notYours = { en: 'This card was entered by another user, so it cannot be used with your account. Enter your card details again.', fr: 'Cette carte a été entrée par un autre utilisateur\u00a0: elle ne peut pas être utilisée avec votre compte. Entrez de nouveau les renseignements de votre carte.' };
const shipToTakenAway = 'Vous ne pouvez plus commander pour ce compte de livraison\u00a0; sa carte de crédit au dossier ne peut donc pas être utilisée. Choisissez un autre compte de livraison à l’étape «\u00a0Détails de livraison\u00a0» ou un autre mode de facturation.';

describeEachDriver('cards pay only for whom they were entered (decision 045, addendum)', (testDb: () => TestDb) => {
  const setUp = async () => {
    const world = await cardsWorld(testDb());
    const paper = await createProduct(world.db, world.catalogue, { listPrice: 1999, onHand: 1000 });
    const cartOf = async (who: Shopper, headers: Record<string, string>) => {
      await world.call('POST', '/api/cart/addtocart', headers, { Products: [{ ProductCode: paper.code, Quantity: 2 }] });
      return (await world.call('GET', '/api/checkout/delivery-details', headers)).body.OrderId as number;
    };
    const placed = (who: Shopper) => queryRows(world.db, sql`select 1 from orders where buyer_id = ${who.buyerId} and status <> 'open'`);
    return { ...world, cartOf, placed };
  };

  it("a card typed in one buyer's session pays for and is kept by no one else: a colleague, another client's buyer or admin gets 403 in their language, nothing changes", async () => {
    const { db, shopper, admin, other, otherAdmin, headersOf, call, cartOf, placed } = await setUp();
    const colleague = await createColleague(db, shopper);
    const own = await headersOf(shopper);
    const tokenised = await call('POST', '/api/checkout/payment-tokens', own, { cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123' });
    const token = tokenised.body.token as string;
    const someoneElse: Array<[string, Shopper, 'en' | 'fr']> = [['a colleague', colleague, 'fr'], ['the admin of the client', admin, 'en'], ["another client's buyer", other, 'en'], ["another client's admin", otherAdmin, 'fr']];
    const callers = await Promise.all(
      someoneElse.map(async ([name, who, language]) => {
        const headers = await headersOf(who, language === 'fr' ? 'fr-CA' : 'en-CA');
        return { name, who, language, headers, orderId: await cartOf(who, headers) };
      }),
    );
    const before = await databaseFingerprint(db);
    for (const { name, language, headers, orderId } of callers) {
      const refusal = { status: 403, body: { isSuccess: false, Messages: [{ Type: 'payments.cardNotYours', PrimaryMessage: notYours[language] }] } };
      expect(await call('POST', `/api/checkout/orders/${orderId}/submit`, headers, { billingOptionType: 4, paymentToken: token }), name).toMatchObject(refusal);
      expect(await call('PUT', '/api/buyer/profile/credit-card', headers, { paymentToken: token, cardholderName: 'Alex Tremblay' }), name).toMatchObject(refusal);
    }
    // An administrator keeps for a ship-to only a card typed in their own session: the buyer's is refused, as it is to another client's admin for theirs.
    const adminHeaders = callers[1]?.headers ?? {};
    const otherAdminHeaders = callers[3]?.headers ?? {};
    expect(await call('PUT', `/api/client/ship-tos/${shopper.shipToId}/credit-card`, adminHeaders, { paymentToken: token, cardholderName: 'Comptoir Test Inc.' })).toMatchObject({ status: 403, body: { Messages: [{ Type: 'payments.cardNotYours' }] } });
    expect(await call('PUT', `/api/client/ship-tos/${other.shipToId}/credit-card`, otherAdminHeaders, { paymentToken: token, cardholderName: 'Autre client' })).toMatchObject({ status: 403, body: { Messages: [{ Type: 'payments.cardNotYours' }] } });
    expect(changedTables(before, await databaseFingerprint(db))).toEqual([]);
    for (const { who } of callers) expect(await placed(who)).toEqual([]);

    // Its own buyer pays with it.
    const orderId = await cartOf(shopper, own);
    expect(await call('POST', `/api/checkout/orders/${orderId}/submit`, own, { billingOptionType: 4, paymentToken: token })).toMatchObject({ status: 201, body: { isSuccess: true } });
  });

  it("an account card is the ship-to's: kept from the admin's own card, it pays for a buyer ordering for the ship-to, for no one once that buyer's access is taken away, and only while the client offers it", async () => {
    const { db, shopper, admin, headersOf, call, cartOf, placed } = await setUp();
    const adminHeaders = await headersOf(admin);
    const adminToken = tokenOf(admin, testCards.mastercardApproved, 6, 2031);
    expect((await call('PUT', `/api/client/ship-tos/${shopper.shipToId}/credit-card`, adminHeaders, { paymentToken: adminToken, cardholderName: 'Comptoir Test Inc.' })).status).toBe(200);
    const [kept] = await queryRows<{ payment_token: string }>(db, sql`select payment_token from account_cards where ship_to_id = ${shopper.shipToId}`);
    const payments = appPaymentProvider();
    expect(payments.describe(kept?.payment_token ?? '', shipToCustomer(shopper.clientId, shopper.shipToId))).toMatchObject({ ok: true, card: { last4: '4444' } });
    expect(payments.describe(kept?.payment_token ?? '', buyerCustomer(admin))).toEqual({ ok: false, reason: 'cardNotYours' });

    // The buyer orders for the ship-to (their default); an administrator then gives them another default and takes the first away.
    const buyer = await headersOf(shopper, 'fr-CA');
    const orderId = await cartOf(shopper, buyer);
    const [depot] = await db.insert(t.shipTos).values({ clientId: shopper.clientId, shipToNo: '002', name: 'Dépôt', line1: '2 rue Principale', city: 'Gatineau', province: 'ON', postalCode: 'K1A 0B2', deliveryZone: 'Z1' }).returning({ id: t.shipTos.id });
    const moved = await call('PATCH', `/admin-api/users/${shopper.buyerId}`, adminHeaders, { defaultShipToId: depot?.id });
    expect(moved.status).toBe(200);
    const details = (await call('GET', '/api/checkout/delivery-details', buyer)).body;
    expect(details.shipTos.map((choice: { shipToId: string }) => choice.shipToId)).toEqual([depot?.id]);
    expect(details.defaultBillingOption).not.toBe(2);
    // The cart left the ship-to with the change (decision 052): Dépôt has no account card, so none pays.
    const cartShipTo = async () => (await queryRows<{ ship_to_id: string }>(db, sql`select o.ship_to_id from orders o join order_refs r on r.order_id = o.id where r.ref = ${orderId}`))[0]?.ship_to_id;
    expect(await cartShipTo()).toBe(depot?.id);
    expect(await call('POST', `/api/checkout/orders/${orderId}/submit`, buyer, { billingOptionType: 2 })).toMatchObject({ status: 422, body: { Messages: [{ Type: 'checkout.noAccountCard' }] } });
    // A cart at a ship-to the buyer may no longer use (set by hand here, as a change racing the administrator's could) is still refused at submit.
    await db.execute(sql`update orders o set ship_to_id = ${shopper.shipToId} from order_refs r where r.order_id = o.id and r.ref = ${orderId}`);
    const before = await databaseFingerprint(db);
    expect(await call('POST', `/api/checkout/orders/${orderId}/submit`, buyer, { billingOptionType: 2 })).toMatchObject({
      status: 403,
      body: { isSuccess: false, Messages: [{ Type: 'checkout.accountCardShipToNotAllowed', PrimaryMessage: shipToTakenAway }] },
    });
    expect(changedTables(before, await databaseFingerprint(db))).toEqual([]);
    expect(await placed(shopper)).toEqual([]);

    // Given the ship-to back, the buyer pays with its card; once the client stops offering the option, no one does.
    await db.insert(t.buyerShipTos).values({ buyerId: shopper.buyerId, shipToId: shopper.shipToId });
    await db.update(t.clients).set({ allowAccountCreditCard: false }).where(sql`id = ${shopper.clientId}`);
    const unchanged = await databaseFingerprint(db);
    expect(await call('POST', `/api/checkout/orders/${orderId}/submit`, buyer, { billingOptionType: 2 })).toMatchObject({ status: 422, body: { Messages: [{ Type: 'checkout.billingOptionUnavailable' }] } });
    expect(changedTables(unchanged, await databaseFingerprint(db))).toEqual([]);
    await db.update(t.clients).set({ allowAccountCreditCard: true }).where(sql`id = ${shopper.clientId}`);
    expect(await call('POST', `/api/checkout/orders/${orderId}/submit`, buyer, { billingOptionType: 2 })).toMatchObject({ status: 201 });
    const [paid] = await queryRows<{ payment_token: string }>(db, sql`select a.payment_token from payment_authorizations a join order_refs r on r.order_id = a.order_id where r.ref = ${orderId}`);
    expect(paid?.payment_token).toBe(kept?.payment_token);
  });

  it("reads the ship-to access as it is at submit: a ship-to of the buyer's list or their default, and no other, whatever the cart chose before", async () => {
    const { db, shopper } = await setUp();
    const [depot] = await db.insert(t.shipTos).values({ clientId: shopper.clientId, shipToNo: '002', name: 'Dépôt', line1: '2 rue Principale', city: 'Gatineau', province: 'ON', postalCode: 'K1A 0B2', deliveryZone: 'Z1' }).returning({ id: t.shipTos.id });
    const depotId = depot?.id as string;
    await db.insert(t.accountCards).values({ shipToId: shopper.shipToId, paymentToken: 'tok_test_kept', brand: 'visa', last4: '4242', expiry: '12/99', cardholderName: 'Comptoir Test Inc.' });
    const cart = { buyer_id: shopper.buyerId, client_id: shopper.clientId, ship_to_id: shopper.shipToId };
    // Every way the buyer may or may not hold the ship-to: in their list or not, their default or not.
    for (const inList of [false, true]) {
      for (const isDefault of [false, true]) {
        await db.delete(t.buyerShipTos).where(sql`buyer_id = ${shopper.buyerId}`);
        if (inList) await db.insert(t.buyerShipTos).values({ buyerId: shopper.buyerId, shipToId: shopper.shipToId });
        await db.update(t.buyers).set({ defaultShipToId: isDefault ? shopper.shipToId : depotId }).where(sql`id = ${shopper.buyerId}`);
        const saved = await savedCardsFor(db, cart, 2);
        const allowed = inList || isDefault;
        expect({ inList, isDefault, ...saved, account: saved.account?.last4 ?? null }).toEqual({ inList, isDefault, profile: null, account: allowed ? '4242' : null, shipToAllowed: allowed });
      }
    }
    // Another client's ship-to is never the buyer's, even when a row says so.
    const [foreign] = await queryRows<{ id: string }>(db, sql`select id from ship_tos where client_id <> ${shopper.clientId} limit 1`);
    await db.insert(t.buyerShipTos).values({ buyerId: shopper.buyerId, shipToId: foreign?.id as string });
    expect((await savedCardsFor(db, { ...cart, ship_to_id: foreign?.id as string }, 2)).shipToAllowed).toBe(false);
  });
});
