import { formatMessage, formatMoney } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { queryRows } from '../../db/index.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createApprovalGroup, createCatalogue, createColleague, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';

describeEachDriver('an approval after another one spent the budget the approver was shown (decision 022)', (testDb: () => TestDb) => {
  it('when the page showed the budget covering the order and it no longer does, is refused in the approver’s language with what is left, nothing changed; approved once the approver has seen it, or when the budget still covers it', async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const product = await createProduct(db, catalogue, { listPrice: 2000, onHand: 100 });
    const shopper = await createShopper(db, catalogue);
    const approver = await createColleague(db, shopper);
    await createApprovalGroup(db, shopper, [shopper], [approver]);
    const [shopperHeaders, approverHeaders] = [await sessionHeaders(db, shopper.buyerId), await sessionHeaders(db, approver.buyerId)];
    const submit = async (key: string) => {
      await app.request('/api/cart/addtocart', { method: 'POST', headers: shopperHeaders, body: JSON.stringify({ Products: [{ ProductCode: product.code, Quantity: 3 }] }) });
      const ref = ((await (await app.request('/api/cart/cartDetails', { headers: shopperHeaders })).json()) as { OrderId: number }).OrderId;
      const response = await app.request(`/api/checkout/orders/${ref}/submit`, { method: 'POST', headers: { ...shopperHeaders, 'Idempotency-Key': key }, body: JSON.stringify({ billingOptionType: 1 }) });
      const body = (await response.json()) as { status: string; orderTotal: number; displayNumber: string };
      expect(body.status).toBe('awaitingApproval');
      return { ref, total: body.orderTotal, number: body.displayNumber };
    };
    const [first, second, third, fourth] = [await submit('budget-1'), await submit('budget-2'), await submit('budget-3'), await submit('budget-4')];
    // Enough for one of them, not for two.
    const start = first.total + Math.floor(first.total / 2);
    await db.insert(t.budgets).values({ clientId: shopper.clientId, buyerId: shopper.buyerId, beginDate: '2000-01-01', endDate: '2100-01-01', totalBudget: start, availableBudget: start });
    const shown = async (ref: number) => ((await (await app.request(`/svc/orders/orders/${ref}`, { headers: approverHeaders })).json()) as { buyerBudget: { availableBudget: number } | null }).buyerBudget?.availableBudget;
    const approve = (ref: number, body: unknown, language = 'en-CA') =>
      app.request(`/svc/orders/approvers/${approver.buyerId}/orders/${ref}/approve`, { method: 'POST', headers: { ...approverHeaders, 'Accept-Language': language }, body: JSON.stringify(body) });
    const facts = async (ref: number) =>
      (await queryRows<{ status: string; available: number }>(db, sql`select o.status, (select available_budget from budgets where buyer_id = ${shopper.buyerId}) as available from orders o join order_refs r on r.order_id = o.id where r.ref = ${ref}`))[0];

    // Two tabs opened on two orders, both showing the whole budget left.
    expect(await shown(first.ref)).toBe(start);
    expect(await shown(second.ref)).toBe(start);
    expect((await approve(first.ref, { expectedAvailableBudget: start })).status).toBe(200);
    const left = start - first.total;
    const refused = await approve(second.ref, { expectedAvailableBudget: start }, 'fr-CA');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { Messages: Array<{ PrimaryMessage: string }> }).Messages[0]?.PrimaryMessage).toBe(
      formatMessage('fr-CA', 'orders.budgetChanged', { orderNumber: second.number, available: formatMoney(left, 'fr-CA'), over: formatMoney(second.total - left, 'fr-CA') }),
    );
    expect(await facts(second.ref)).toEqual({ status: 'awaitingApproval', available: left });

    // Reloaded, the approver sees what is left and approves it knowingly: the budget goes below zero (decision 022).
    expect(await shown(second.ref)).toBe(left);
    expect((await approve(second.ref, { expectedAvailableBudget: left })).status).toBe(200);
    expect(await facts(second.ref)).toEqual({ status: 'approved', available: left - second.total });
    // Shown over the budget already, the approver approves knowingly even if more was spent since.
    await db.execute(sql`update budgets set available_budget = available_budget - 1 where buyer_id = ${shopper.buyerId}`);
    const knowingly = await submit('budget-5');
    expect((await approve(knowingly.ref, { expectedAvailableBudget: left - second.total })).status).toBe(200);
    // An approval that names no budget is not compared (an empty body, as before); a bad one is a 400, nothing changed.
    expect((await approve(third.ref, { expectedAvailableBudget: 'lots' })).status).toBe(400);
    expect((await approve(third.ref, { expectedAvailableBudget: 1, clientId: 'x' })).status).toBe(400);
    expect((await facts(third.ref))?.status).toBe('awaitingApproval');
    expect((await approve(third.ref, {})).status).toBe(200);
    // A budget that changed but still covers the order: nothing the approver did not see is at stake.
    await db.execute(sql`update budgets set available_budget = ${fourth.total * 10} where buyer_id = ${shopper.buyerId}`);
    expect((await approve(fourth.ref, { expectedAvailableBudget: start })).status).toBe(200);
  });
});
