import { ErrorResponseSchema, OrderAction, OrderCancellationResponseSchema, OrderViewSchema } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { createApp } from '../../app.ts';
import { queryRows } from '../../db/index.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger, type Logger } from '../../platform/logger.ts';
import { appPaymentProvider, commerceConfig, createApprovalGroup, createCatalogue, createColleague, createProduct, createShopper, sessionHeaders, tokenFor, type Shopper } from '../../test/commerce-world.ts';
import { addProductsById, cartDetails } from '../cart/index.ts';
import { submitOrder } from '../checkout/index.ts';
import { TestPaymentProvider, testCards } from '../payments/index.ts';
import { cancelOrder } from './order-cancellation.ts';
import { sweepOwedVoids } from './order-holds.ts';

type Answer = { status: number; body: Record<string, unknown> };
const ON_HAND = 50;

describeEachDriver('a buyer cancels their own order awaiting approval (decision 056)', (testDb: () => TestDb) => {
  it('only the buyer, only while it awaits approval, once: stock back, card voided, approvers no longer asked, budget untouched; a race with an approval has one winner', async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const product = await createProduct(db, catalogue, { listPrice: 2000, onHand: ON_HAND });
    const shopper = await createShopper(db, catalogue);
    const [approver, colleague] = [await createColleague(db, shopper), await createColleague(db, shopper)];
    const otherClient = await createShopper(db, catalogue);
    await createApprovalGroup(db, shopper, [shopper, colleague], [approver]);
    await db.insert(t.budgets).values({ clientId: shopper.clientId, buyerId: shopper.buyerId, beginDate: '2000-01-01', endDate: '2100-01-01', totalBudget: 1_000_000, availableBudget: 1_000_000 });
    const headersOf = new Map<Shopper, Record<string, string>>();
    for (const who of [shopper, approver, colleague, otherClient]) headersOf.set(who, await sessionHeaders(db, who.buyerId));
    const call = async (method: 'GET' | 'POST', path: string, as: Shopper, body?: unknown, language = 'en-CA'): Promise<Answer> => {
      const response = await app.request(path, { method, headers: { ...headersOf.get(as), 'Accept-Language': language }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const submit = async (quantity: number, byCard = false) => {
      await call('POST', '/api/cart/addtocart', shopper, { Products: [{ ProductCode: product.code, Quantity: quantity }] });
      const ref = (await call('GET', '/api/cart/cartDetails', shopper)).body.OrderId as number;
      const payment = byCard ? { billingOptionType: 4, paymentToken: tokenFor(appPaymentProvider(), testCards.visaApproved, shopper) } : { billingOptionType: 1 };
      const response = await app.request(`/api/checkout/orders/${ref}/submit`, { method: 'POST', headers: { ...headersOf.get(shopper), 'Idempotency-Key': `cancel-${ref}` }, body: JSON.stringify(payment) });
      const submitted = (await response.json()) as { status: string; orderTotal: number; displayNumber: string };
      expect(submitted).toMatchObject({ status: 'awaitingApproval' });
      return { ref, total: submitted.orderTotal, number: submitted.displayNumber };
    };
    const cancel = (as: Shopper, ref: number, language = 'en-CA', buyerId = as.buyerId) => call('POST', `/svc/orders/buyers/${buyerId}/orders/${ref}/cancel`, as, {}, language);
    const approve = (ref: number) => call('POST', `/svc/orders/approvers/${approver.buyerId}/orders/${ref}/approve`, approver, {});
    const facts = async (ref: number) => {
      const [row] = await queryRows<{ on_hand: number; available: number; reserved: number; history: string[] | null; auths: string[] | null; pending_notes: number }>(
        db,
        sql`with o as (select order_id as id from order_refs where ref = ${ref})
            select (select quantity_on_hand from product_stock where product_id = ${product.id}) as on_hand,
              (select available_budget from budgets where buyer_id = ${shopper.buyerId}) as available,
              (select coalesce(sum(quantity), 0)::int from stock_reservations where order_id = (select id from o)) as reserved,
              (select array_agg(h.action || ':' || h.approver_id order by h.at) from approval_history h where h.order_id = (select id from o)) as history,
              (select array_agg(a.status) from payment_authorizations a where a.order_id = (select id from o)) as auths,
              (select count(*)::int from order_notifications n where n.order_id = (select id from o) and n.status = 'pending' and n.kind = 'approvalRequested') as pending_notes`,
      );
      return row;
    };

    const byCard = await submit(5, true);
    const approved = await submit(2);
    const raced = await submit(3);
    expect(await facts(byCard.ref)).toMatchObject({ on_hand: ON_HAND - 10, available: 1_000_000, reserved: 5, history: null, auths: ['authorized'], pending_notes: 1 });
    // Offered to the buyer only, while the order awaits approval.
    expect((await call('GET', `/svc/orders/orders/${byCard.ref}`, shopper)).body).toMatchObject({ buttonsStateInfo: { [OrderAction.cancel]: true } });
    expect((await call('GET', `/svc/orders/orders/${byCard.ref}`, approver)).body).toMatchObject({ buttonsStateInfo: { [OrderAction.cancel]: false } });

    // Nobody else cancels it, whoever's id is in the path: the approver who sees it, a colleague, another client (404); nothing changes.
    for (const [as, pathBuyer] of [[approver, approver], [approver, shopper], [colleague, colleague], [colleague, shopper], [otherClient, otherClient], [otherClient, shopper], [shopper, colleague]] as const) {
      const answer = await cancel(as, byCard.ref, 'en-CA', pathBuyer.buyerId);
      expect(answer.status, `as ${as.buyerId} for ${pathBuyer.buyerId}`).toBe(404);
      expect(answer.body).toMatchObject({ isSuccess: false, Messages: [{ Type: 'orders.notFound' }] });
    }
    expect(await facts(byCard.ref)).toMatchObject({ on_hand: ON_HAND - 10, reserved: 5, history: null, auths: ['authorized'] });

    const cancelled = await cancel(shopper, byCard.ref, 'fr-CA');
    expect(cancelled.status).toBe(200);
    expect(OrderCancellationResponseSchema.parse(cancelled.body)).toEqual({
      isSuccess: true, orderId: byCard.ref, displayNumber: byCard.number, approvalStatus: 'CANCELED', description: 'Cancelled',
      Messages: [expect.objectContaining({ Type: 'orders.cancelled', PrimaryMessage: `La commande ${byCard.number} a été annulée.` })],
    });
    // The stock is back, the card's authorisation voided, the approval requests not yet sent dropped; the budget never counted it.
    expect(await facts(byCard.ref)).toEqual({ on_hand: ON_HAND - 5, available: 1_000_000, reserved: 0, history: [`cancelled:${shopper.buyerId}`], auths: ['voided'], pending_notes: 0 });

    // The approver hears of it among their messages, in their language; the buyer and a colleague are not told.
    const messagesOf = async (as: Shopper, language: string) => ((await call('GET', '/api/dashboard/messages', as, undefined, language)).body as unknown as Array<{ PrimaryMessage: string }>).map((message) => message.PrimaryMessage);
    expect(await messagesOf(approver, 'fr-CA')).toEqual([`La commande ${byCard.number} a été annulée par Test Buyer et n’attend plus votre approbation.`]);
    expect(await messagesOf(approver, 'en-CA')).toEqual([`Order ${byCard.number} was cancelled by Test Buyer and no longer needs your approval.`]);
    for (const who of [shopper, colleague, otherClient]) expect(await messagesOf(who, 'en-CA')).toEqual([]);

    // It leaves the approver's awaiting list; the buyer's list and view show it cancelled, with no cancel button.
    const awaiting = (await call('GET', `/svc/orders/approvers/${approver.buyerId}/orders?count=10`, approver)).body as unknown as Array<{ orderId: number }>;
    expect(awaiting.map((order) => order.orderId).sort()).toEqual([approved.ref, raced.ref].sort());
    const mine = (await call('GET', `/svc/orders/buyers/${shopper.buyerId}/orders?daysBack=30&count=10`, shopper)).body as unknown as Array<{ orderId: number }>;
    expect(mine.find((order) => order.orderId === byCard.ref)).toMatchObject({ approvalStatus: 'CANCELED', description: 'Cancelled', status: 2 });
    const view = OrderViewSchema.parse((await call('GET', `/svc/orders/orders/${byCard.ref}`, shopper)).body);
    expect(view).toMatchObject({ AwaitingApproversList: [], orderStatus: 2, OrderApproversHistory: [expect.objectContaining({ buyerId: shopper.buyerId, state: 3 })] });
    expect(view.buttonsStateInfo[OrderAction.cancel]).toBe(false);

    // Again: it is already cancelled (409, said plainly); nor can the approver approve it any more. Nothing changes.
    const again = await cancel(shopper, byCard.ref);
    expect(again).toMatchObject({ status: 409, body: { isSuccess: false, Messages: [{ Type: 'orders.alreadyCancelled', PrimaryMessage: `Order ${byCard.number} is already cancelled, so nothing was changed.` }] } });
    expect((await approve(byCard.ref)).body).toMatchObject({ Messages: [{ Type: 'orders.notAwaitingApproval' }] });
    expect(await facts(byCard.ref)).toMatchObject({ on_hand: ON_HAND - 5, available: 1_000_000, history: [`cancelled:${shopper.buyerId}`] });

    // An approved order has gone to fulfilment: not cancellable online (409), its stock and budget stay as the approval left them.
    expect((await approve(approved.ref)).status).toBe(200);
    const late = await cancel(shopper, approved.ref, 'fr-CA');
    expect(late.status).toBe(409);
    expect(ErrorResponseSchema.parse(late.body).Messages[0]).toMatchObject({ Type: 'orders.notCancellable', PrimaryMessage: expect.stringContaining('ne peut plus être annulée') });
    expect(await facts(approved.ref)).toMatchObject({ on_hand: ON_HAND - 5, available: 1_000_000 - approved.total, reserved: 2, history: [`approved:${approver.buyerId}`] });

    // The buyer cancelling while the approver approves: the order's lock lets exactly one win; the other gets a 409.
    const race = await Promise.all([cancel(shopper, raced.ref), approve(raced.ref)]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const cancelWon = race[0]?.status === 200;
    expect(race[cancelWon ? 1 : 0]?.body).toMatchObject({ Messages: [{ Type: cancelWon ? 'orders.notAwaitingApproval' : 'orders.notCancellable' }] });
    expect(await facts(raced.ref)).toMatchObject(
      cancelWon
        ? { on_hand: ON_HAND - 2, available: 1_000_000 - approved.total, reserved: 0, history: [`cancelled:${shopper.buyerId}`] }
        : { on_hand: ON_HAND - 5, available: 1_000_000 - approved.total - raced.total, reserved: 3, history: [`approved:${approver.buyerId}`] },
    );
    const audits = await queryRows<{ action: string; actor_id: string }>(db, sql`select action, actor_id from audit_log where action = 'order.cancel' and client_id = ${shopper.clientId} order by seq`);
    expect(audits).toEqual(Array.from({ length: cancelWon ? 2 : 1 }, () => ({ action: 'order.cancel', actor_id: shopper.buyerId })));
  });

  it("voids the card's authorisation with the provider after the commit; a void the provider fails stays owed, is logged, and a later decision voids it", async () => {
    const { db } = testDb();
    const catalogue = await createCatalogue(db);
    const product = await createProduct(db, catalogue, { listPrice: 4200 });
    const shopper = await createShopper(db, catalogue);
    await createApprovalGroup(db, shopper, [shopper], [await createColleague(db, shopper)]);
    const errors: string[] = [];
    const logger: Logger = { ...createLogger('silent'), error: (message) => void errors.push(message) };
    let providerDown = false;
    const payments = new TestPaymentProvider();
    const provider = Object.assign(Object.create(payments) as TestPaymentProvider, {
      void: (id: string) => (providerDown ? Promise.reject(new Error('provider unavailable')) : payments.void(id)),
    });
    const placeByCard = async () => {
      await db.transaction((tx) => addProductsById(tx, shopper.ctx, [{ productId: product.id, quantity: 1 }]));
      const ref = (await cartDetails(db, shopper.ctx)).OrderId as number;
      const input = { billingOptionType: 4, paymentToken: tokenFor(payments, testCards.visaApproved, shopper.ctx), poNumber: null, costCenter: null, deliveryInstructions: null, deliveryType: 'standard' as const, scheduledDate: null };
      expect(await submitOrder({ db, payments }, shopper.ctx, ref, input, `card-${ref}`)).toMatchObject({ ok: true, value: { body: { status: 'awaitingApproval' } } });
      return ref;
    };
    const authorizations = (ref: number) => queryRows<{ status: string }>(db, sql`select a.status from payment_authorizations a join order_refs r on r.order_id = a.order_id where r.ref = ${ref}`);
    const cancel = (ref: number) => cancelOrder({ db, payments: provider, logger }, shopper.ctx, shopper.buyerId, ref);

    const voided = await placeByCard();
    expect(await cancel(voided)).toMatchObject({ ok: true, value: { approvalStatus: 'CANCELED' } });
    expect([...payments.ledger.values()].map((entry) => entry.status)).toEqual(['voided']);
    expect(await authorizations(voided)).toEqual([{ status: 'voided' }]);

    providerDown = true;
    const stuck = await placeByCard();
    expect(await cancel(stuck)).toMatchObject({ ok: true, value: { approvalStatus: 'CANCELED' } });
    expect(await authorizations(stuck)).toEqual([{ status: 'voiding' }]);
    expect(errors).toEqual(['payment authorisation of an order that will not ship not voided']);
    expect(await queryRows(db, sql`select o.status from orders o join order_refs r on r.order_id = o.id where r.ref = ${stuck}`)).toEqual([{ status: 'cancelled' }]);

    // The provider is back: the next decision voids its own order's authorisation and the one still owed.
    providerDown = false;
    const next = await placeByCard();
    expect(await cancel(next)).toMatchObject({ ok: true });
    expect([await authorizations(stuck), await authorizations(next)]).toEqual([[{ status: 'voided' }], [{ status: 'voided' }]]);
    expect([...payments.ledger.values()].map((entry) => entry.status)).toEqual(['voided', 'voided', 'voided']);

    // No decision comes after a failed void: the server's sweep retries it once the provider is back.
    providerDown = true;
    const quiet = await placeByCard();
    expect(await cancel(quiet)).toMatchObject({ ok: true });
    expect(await authorizations(quiet)).toEqual([{ status: 'voiding' }]);
    providerDown = false;
    const stopSweep = sweepOwedVoids({ db, payments: provider, logger }, 10);
    try {
      await vi.waitFor(async () => expect(await authorizations(quiet)).toEqual([{ status: 'voided' }]), { timeout: 5_000 });
    } finally {
      stopSweep();
    }
    expect([...payments.ledger.values()].map((entry) => entry.status)).toEqual(['voided', 'voided', 'voided', 'voided']);
  });

  it('bad input is refused with a 4xx in the Messages shape, in the buyer’s language, and changes nothing', async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const shopper = await createShopper(db, await createCatalogue(db));
    const headers = { ...(await sessionHeaders(db, shopper.buyerId)), 'Accept-Language': 'fr-CA' };
    const before = await queryRows(db, sql`select (select count(*)::int from approval_history) as history, (select count(*)::int from orders where status = 'cancelled') as cancelled`);
    const path = (buyerId: string, orderId: string) => `/svc/orders/buyers/${buyerId}/orders/${orderId}/cancel`;
    const cases: Array<[string, unknown, number, string?]> = [
      [path(shopper.buyerId, '1000'), { reason: 'cancel takes no body' }, 400],
      [path(shopper.buyerId, '1000'), [], 400],
      [path('not-a-uuid', '1000'), {}, 400],
      [path(shopper.buyerId, '0'), {}, 400],
      [path(shopper.buyerId, '99999999999999999999'), {}, 400],
      [path(shopper.buyerId, 'abc'), {}, 400],
      [path(shopper.buyerId, '999999'), {}, 404, 'orders.notFound'],
    ];
    for (const [url, body, status, type] of cases) {
      const response = await app.request(url, { method: 'POST', headers, body: JSON.stringify(body) });
      expect(response.status, `${url} ${JSON.stringify(body)}`).toBe(status);
      const answer = ErrorResponseSchema.parse(await response.json());
      if (type) expect(answer.Messages[0]).toMatchObject({ Type: type, PrimaryMessage: 'Nous n’avons pas trouvé cette commande.' });
    }
    expect(await queryRows(db, sql`select (select count(*)::int from approval_history) as history, (select count(*)::int from orders where status = 'cancelled') as cancelled`)).toEqual(before);
  });
});
