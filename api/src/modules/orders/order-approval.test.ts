import { ApprovalDecisionResponseSchema, ErrorResponseSchema, OrderViewSchema, REJECT_REASON_MAX_LENGTH } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { queryRows } from '../../db/index.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { appPaymentProvider, commerceConfig, createApprovalGroup, createCatalogue, createColleague, createProduct, createShopper, sessionHeaders, tokenFor, type Shopper } from '../../test/commerce-world.ts';
import { testCards } from '../payments/index.ts';

type Answer = { status: number; body: Record<string, unknown> };

describeEachDriver('order approval decisions', (testDb: () => TestDb) => {
  it('an approver of the group approves or rejects (with a reason) an order awaiting approval, once; the budget is spent only by the approval', async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const product = await createProduct(db, catalogue, { listPrice: 2000 });
    const shopper = await createShopper(db, catalogue);
    const [approver, secondApprover, otherGroupApprover] = [await createColleague(db, shopper), await createColleague(db, shopper), await createColleague(db, shopper)];
    const otherClient = await createShopper(db, catalogue);
    await createApprovalGroup(db, shopper, [shopper], [approver, secondApprover]);
    await createApprovalGroup(db, shopper, [], [otherGroupApprover]);
    await createApprovalGroup(db, otherClient, [otherClient], [otherClient]);
    await db.insert(t.budgets).values({ clientId: shopper.clientId, buyerId: shopper.buyerId, beginDate: '2000-01-01', endDate: '2100-01-01', totalBudget: 1_000_000, availableBudget: 1_000_000 });
    const headersOf = new Map<Shopper, Record<string, string>>();
    for (const who of [shopper, approver, secondApprover, otherGroupApprover, otherClient]) headersOf.set(who, await sessionHeaders(db, who.buyerId));
    const call = async (method: 'GET' | 'POST', path: string, as: Shopper, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> => {
      const response = await app.request(path, { method, headers: { ...headersOf.get(as), ...extra }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const submit = async (quantity: number) => {
      await call('POST', '/api/cart/addtocart', shopper, { Products: [{ ProductCode: product.code, Quantity: quantity }] });
      const ref = (await call('GET', '/api/cart/cartDetails', shopper)).body.OrderId as number;
      const submitted = await call('POST', `/api/checkout/orders/${ref}/submit`, shopper, { billingOptionType: 1 }, { 'Idempotency-Key': `approval-${ref}` });
      expect(submitted.body).toMatchObject({ status: 'awaitingApproval' });
      return { ref, total: submitted.body.orderTotal as number, number: submitted.body.displayNumber as string };
    };
    const decide = (as: Shopper, ref: number, decision: 'approve' | 'reject', body: unknown = {}, extra: Record<string, string> = {}) =>
      call('POST', `/svc/orders/approvers/${as.buyerId}/orders/${ref}/${decision}`, as, body, extra);
    const available = async () => (await queryRows<{ available_budget: number }>(db, sql`select available_budget from budgets where buyer_id = ${shopper.buyerId}`))[0]?.available_budget;
    const historyOf = (ref: number) =>
      queryRows<{ approver_id: string; action: string; comment: string }>(db, sql`select approver_id, action, comment from approval_history where order_id = (select order_id from order_refs where ref = ${ref})`);

    const approved = await submit(2);
    const rejected = await submit(3);
    const raced = await submit(4);
    // Submitting for approval spends nothing: the budget is the approver's to commit.
    expect(await available()).toBe(1_000_000);
    // The approver deciding reads what is left of the budget their approval would spend; the buyer's own view has no such part.
    const budgetIn = async (as: Shopper, ref: number) => OrderViewSchema.parse((await call('GET', `/svc/orders/orders/${ref}`, as)).body).buyerBudget;
    expect(await budgetIn(approver, approved.ref)).toEqual({ totalBudget: 1_000_000, availableBudget: 1_000_000, beginDate: '2000-01-01', endDate: '2100-01-01' });
    expect(await budgetIn(shopper, approved.ref)).toBeNull();

    // Nobody outside the order's approval group and client decides it, and the buyer who placed it is no approver of it.
    for (const [who, as] of [[otherGroupApprover, otherGroupApprover], [otherClient, otherClient], [shopper, shopper], [approver, shopper]] as const) {
      for (const decision of ['approve', 'reject'] as const) {
        const answer = await call('POST', `/svc/orders/approvers/${who.buyerId}/orders/${approved.ref}/${decision}`, as, {});
        expect(answer.status, `${decision} as ${as.buyerId} for ${who.buyerId}`).toBe(404);
        expect(answer.body).toMatchObject({ isSuccess: false, Messages: [{ Type: 'orders.notFound' }] });
      }
    }

    const approval = await decide(approver, approved.ref, 'approve');
    expect(approval.status).toBe(200);
    expect(ApprovalDecisionResponseSchema.parse(approval.body)).toEqual({
      isSuccess: true, orderId: approved.ref, displayNumber: approved.number, approvalStatus: 'OPEN', description: 'Approved',
      Messages: [expect.objectContaining({ Type: 'orders.approved', PrimaryMessage: `Order ${approved.number} was approved.` })],
    });
    expect(await available()).toBe(1_000_000 - approved.total);
    // Decided: nothing left to decide on, so no budget is shown any more.
    expect(await budgetIn(approver, approved.ref)).toBeNull();
    expect(await budgetIn(approver, rejected.ref)).toMatchObject({ availableBudget: 1_000_000 - approved.total });

    const reason = '  Please order the contract chairs instead.  ';
    const rejection = await decide(secondApprover, rejected.ref, 'reject', { reason }, { 'Accept-Language': 'fr-CA' });
    expect(rejection.body).toMatchObject({ approvalStatus: 'REFUSED', description: 'Rejected', Messages: [{ Type: 'orders.rejected', PrimaryMessage: `La commande ${rejected.number} a été refusée.` }] });
    expect(await historyOf(rejected.ref)).toEqual([{ approver_id: secondApprover.buyerId, action: 'rejected', comment: reason.trim() }]);
    // A rejected order never spends the budget.
    expect(await available()).toBe(1_000_000 - approved.total);
    // The buyer hears of both decisions among their dashboard messages, newest first, in the language they read in.
    const told = async (language: string) => {
      const answer = await app.request('/api/dashboard/messages', { headers: { ...headersOf.get(shopper), 'Accept-Language': language } });
      return ((await answer.json()) as Array<{ PrimaryMessage: string; SecondaryMessages: string[] }>).map(({ PrimaryMessage, SecondaryMessages }) => ({ PrimaryMessage, SecondaryMessages }));
    };
    expect(await told('fr-CA')).toEqual([
      { PrimaryMessage: `Votre commande ${rejected.number} a été refusée.`, SecondaryMessages: [`Motif du refus\u00a0: ${reason.trim()}`] },
      { PrimaryMessage: `Votre commande ${approved.number} a été approuvée.`, SecondaryMessages: [] },
    ]);
    expect((await told('en-CA')).map((message) => message.PrimaryMessage)).toEqual([`Your order ${rejected.number} was rejected.`, `Your order ${approved.number} was approved.`]);

    // A second decision on a decided order: 409 in the approver's language, nothing changed.
    for (const [as, ref, decision] of [[approver, approved.ref, 'approve'], [secondApprover, approved.ref, 'reject'], [approver, rejected.ref, 'approve']] as const) {
      const again = await decide(as, ref, decision, {}, { 'Accept-Language': 'fr-CA' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ isSuccess: false, Messages: [{ Type: 'orders.notAwaitingApproval', PrimaryMessage: expect.stringContaining('n’est plus en attente d’approbation') }] });
    }
    expect(await available()).toBe(1_000_000 - approved.total);
    expect(await historyOf(approved.ref)).toEqual([{ approver_id: approver.buyerId, action: 'approved', comment: '' }]);

    // Two approvers deciding at once: the order row lock lets exactly one win; the other reads the decision.
    const race = await Promise.all([decide(approver, raced.ref, 'approve'), decide(secondApprover, raced.ref, 'reject', { reason: 'Too many' })]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const raceHistory = await historyOf(raced.ref);
    expect(raceHistory).toHaveLength(1);
    const racedApproved = raceHistory[0]?.action === 'approved';
    expect(await available()).toBe(1_000_000 - approved.total - (racedApproved ? raced.total : 0));

    // Audit rows: who decided what, on which order.
    const audits = await queryRows<{ action: string; actor_id: string }>(db, sql`select action, actor_id from audit_log where action in ('order.approve', 'order.reject') and client_id = ${shopper.clientId} order by seq`);
    expect(audits).toEqual([
      { action: 'order.approve', actor_id: approver.buyerId },
      { action: 'order.reject', actor_id: secondApprover.buyerId },
      racedApproved ? { action: 'order.approve', actor_id: approver.buyerId } : { action: 'order.reject', actor_id: secondApprover.buyerId },
    ]);

    // The listings right afterwards: recently approved (filters=approved), the buyer's Approved and Rejected rows.
    const recentlyApproved = (await call('GET', `/svc/orders/approvers/${approver.buyerId}/orders?count=10&filters=approved`, approver)).body as unknown as Array<{ orderId: number }>;
    expect(recentlyApproved.map((order) => order.orderId)).toContain(approved.ref);
    expect(recentlyApproved.map((order) => order.orderId)).not.toContain(rejected.ref);
    expect((await call('GET', `/svc/orders/approvers/${approver.buyerId}/orders?count=10`, approver)).body).toEqual([]);
    const mine = (await call('GET', `/svc/orders/buyers/${shopper.buyerId}/orders?daysBack=30&count=10`, shopper)).body as unknown as Array<{ orderId: number; description: string; approvalStatus: string }>;
    expect(mine.find((order) => order.orderId === approved.ref)).toMatchObject({ description: 'Approved', approvalStatus: 'OPEN' });
    expect(mine.find((order) => order.orderId === rejected.ref)).toMatchObject({ description: 'Rejected', approvalStatus: 'REFUSED', status: 2 });

    // The buyer's order view: who rejected it, when, and why; no approve or reject button for anyone any more.
    const view = OrderViewSchema.parse((await call('GET', `/svc/orders/orders/${rejected.ref}`, shopper)).body);
    expect(view.OrderApproversHistory).toEqual([expect.objectContaining({ buyerId: secondApprover.buyerId, state: 2 })]);
    expect(view.postedComments).toEqual([expect.objectContaining({ text: reason.trim() })]);
    expect(view.AwaitingApproversList).toEqual([]);
    expect((await call('GET', `/svc/orders/orders/${approved.ref}`, approver)).body).toMatchObject({ buttonsStateInfo: { 1: false, 2: false } });
    // Reorder is the buyer's own: the approver's view does not offer a button whose call answers them 'not found'.
    expect((await call('POST', `/svc/orders/orders/${approved.ref}/reorder`, approver, {})).status).toBe(404);
    for (const ref of [approved.ref, raced.ref]) expect((await call('GET', `/svc/orders/orders/${ref}`, approver)).body).toMatchObject({ buttonsStateInfo: { reorder: false } });
    expect((await call('GET', `/svc/orders/orders/${approved.ref}`, shopper)).body).toMatchObject({ buttonsStateInfo: { reorder: true } });

    // A buyer who also approves for their own group still never decides their own order (403), and nothing changes.
    const own = await submit(1);
    await db.insert(t.approvalGroupApprovers).values({ approvalGroupId: (await queryRows<{ id: string }>(db, sql`select approval_group_id as id from approval_group_approvers where buyer_id = ${approver.buyerId}`))[0]?.id as string, buyerId: shopper.buyerId, sequence: 9 });
    const self = await decide(shopper, own.ref, 'approve');
    expect(self.status).toBe(403);
    expect(self.body).toMatchObject({ Messages: [{ Type: 'orders.ownOrderApproval' }] });
    expect(await historyOf(own.ref)).toEqual([]);
  });

  it('a rejected order gives back what submit took (stock, the card authorisation); an approved one keeps it; approvers are no longer asked either way', async () => {
    const ON_HAND = 40;
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const product = await createProduct(db, catalogue, { listPrice: 2500, onHand: ON_HAND });
    const shopper = await createShopper(db, catalogue);
    const [approver, secondApprover] = [await createColleague(db, shopper), await createColleague(db, shopper)];
    await createApprovalGroup(db, shopper, [shopper], [approver, secondApprover]);
    const headersOf = new Map<Shopper, Record<string, string>>();
    for (const who of [shopper, approver]) headersOf.set(who, await sessionHeaders(db, who.buyerId));
    const post = (path: string, as: Shopper, body: unknown, extra: Record<string, string> = {}) =>
      app.request(path, { method: 'POST', headers: { ...headersOf.get(as), ...extra }, body: JSON.stringify(body) });
    const submitByCard = async (quantity: number) => {
      await post('/api/cart/addtocart', shopper, { Products: [{ ProductCode: product.code, Quantity: quantity }] });
      const ref = ((await (await app.request('/api/cart/cartDetails', { headers: headersOf.get(shopper) })).json()) as { OrderId: number }).OrderId;
      const paymentToken = tokenFor(appPaymentProvider(), testCards.visaApproved, shopper);
      const submitted = await post(`/api/checkout/orders/${ref}/submit`, shopper, { billingOptionType: 4, paymentToken }, { 'Idempotency-Key': `holds-${ref}` });
      expect(await submitted.json()).toMatchObject({ status: 'awaitingApproval' });
      return ref;
    };
    const facts = async (ref: number) =>
      (
        await queryRows<{ on_hand: number; reserved: number; auths: string[]; requests: number; confirmations: number }>(
          db,
          sql`with o as (select order_id as id from order_refs where ref = ${ref})
              select (select quantity_on_hand from product_stock where product_id = ${product.id}) as on_hand,
                (select coalesce(sum(quantity), 0)::int from stock_reservations where order_id = (select id from o)) as reserved,
                (select array_agg(status) from payment_authorizations where order_id = (select id from o)) as auths,
                (select count(*)::int from order_notifications where order_id = (select id from o) and status = 'pending' and kind = 'approvalRequested') as requests,
                (select count(*)::int from order_notifications where order_id = (select id from o) and kind = 'orderSubmitted') as confirmations`,
        )
      )[0];

    const toApprove = await submitByCard(4);
    const toReject = await submitByCard(6);
    expect(await facts(toReject)).toEqual({ on_hand: ON_HAND - 10, reserved: 6, auths: ['authorized'], requests: 2, confirmations: 1 });

    expect((await post(`/svc/orders/approvers/${approver.buyerId}/orders/${toApprove}/approve`, approver, {})).status).toBe(200);
    // Approved: it ships, so it keeps its stock and its authorisation; the other approver is no longer asked.
    expect(await facts(toApprove)).toEqual({ on_hand: ON_HAND - 10, reserved: 4, auths: ['authorized'], requests: 0, confirmations: 1 });

    expect((await post(`/svc/orders/approvers/${approver.buyerId}/orders/${toReject}/reject`, approver, { reason: 'Not this month' })).status).toBe(200);
    // Rejected: it will not ship, so its stock is back on the shelf and the hold on the buyer's card is voided.
    expect(await facts(toReject)).toEqual({ on_hand: ON_HAND - 4, reserved: 0, auths: ['voided'], requests: 0, confirmations: 1 });
  });

  it('bad input is refused with a 4xx in the Messages shape and changes nothing', async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const shopper = await createShopper(db, catalogue);
    const approver = await createColleague(db, shopper);
    const headers = await sessionHeaders(db, approver.buyerId);
    const before = await queryRows(db, sql`select count(*)::int as n from approval_history`);
    const path = (approverId: string, orderId: string, decision = 'reject') => `/svc/orders/approvers/${approverId}/orders/${orderId}/${decision}`;
    const cases: Array<[string, unknown, number, string?]> = [
      [path(approver.buyerId, '1000'), { reason: 'x'.repeat(REJECT_REASON_MAX_LENGTH + 1) }, 400, 'orders.rejectReasonTooLong'],
      [path(approver.buyerId, '1000'), { reason: 42 }, 400],
      [path(approver.buyerId, '1000'), { reason: 'ok', status: 'approved' }, 400],
      [path(approver.buyerId, '1000', 'approve'), { reason: 'approve takes no body' }, 400],
      [path(approver.buyerId, '1000'), [], 400],
      [path('not-a-uuid', '1000'), {}, 400],
      [path(approver.buyerId, '0'), {}, 400],
      [path(approver.buyerId, '99999999999999999999'), {}, 400],
      [path(approver.buyerId, 'abc'), {}, 400],
      [path(approver.buyerId, '999999'), {}, 404, 'orders.notFound'],
    ];
    for (const [url, body, status, type] of cases) {
      const response = await app.request(url, { method: 'POST', headers: { ...headers, 'Accept-Language': 'fr-CA' }, body: JSON.stringify(body) });
      expect(response.status, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBe(status);
      const answer = ErrorResponseSchema.parse(await response.json());
      if (type) expect(answer.Messages[0]?.Type).toBe(type);
    }
    const tooLong = await app.request(path(approver.buyerId, '1000'), { method: 'POST', headers: { ...headers, 'Accept-Language': 'fr-CA' }, body: JSON.stringify({ reason: 'x'.repeat(REJECT_REASON_MAX_LENGTH + 1) }) });
    expect(((await tooLong.json()) as { Messages: Array<{ PrimaryMessage: string }> }).Messages[0]?.PrimaryMessage).toBe('Le motif du refus est trop long. Raccourcissez-le, puis réessayez.');
    expect(await queryRows(db, sql`select count(*)::int as n from approval_history`)).toEqual(before);
  });
});
