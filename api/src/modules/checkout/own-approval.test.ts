import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { queryRows } from '../../db/index.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createColleague, createProduct, createShopper, sessionHeaders, type Shopper } from '../../test/commerce-world.ts';

describeEachDriver('an approver ordering in the group they approve for', (testDb: () => TestDb) => {
  it('is refused while no one else can approve the order (en, fr-CA; nothing placed), and with another approver the order waits for that one alone', async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const product = await createProduct(db, catalogue, { listPrice: 2000 });
    const buyer = await createShopper(db, catalogue);
    const colleague = await createColleague(db, buyer);
    const [group] = await db.insert(t.approvalGroups).values({ clientId: buyer.clientId, nameEn: 'G', nameFr: 'G', thresholdAmount: 0 }).returning();
    const groupId = group?.id as string;
    await db.insert(t.approvalGroupMembers).values({ approvalGroupId: groupId, buyerId: buyer.buyerId });
    await db.insert(t.approvalGroupApprovers).values({ approvalGroupId: groupId, buyerId: buyer.buyerId, sequence: 0 });
    const headersOf = new Map<Shopper, Record<string, string>>([[buyer, await sessionHeaders(db, buyer.buyerId)], [colleague, await sessionHeaders(db, colleague.buyerId)]]);
    const call = async (method: 'GET' | 'POST', path: string, as: Shopper, body?: unknown, extra: Record<string, string> = {}) => {
      const response = await app.request(path, { method, headers: { ...headersOf.get(as), ...extra }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> & { Messages?: Array<{ Type: string; PrimaryMessage: string }> } };
    };
    await call('POST', '/api/cart/addtocart', buyer, { Products: [{ ProductCode: product.code, Quantity: 2 }] });
    const ref = (await call('GET', '/api/cart/cartDetails', buyer)).body.OrderId as number;
    const submit = (key: string, language = 'en-CA') => call('POST', `/api/checkout/orders/${ref}/submit`, buyer, { billingOptionType: 1 }, { 'Idempotency-Key': key, 'Accept-Language': language });

    const alone = await submit('own-1');
    expect(alone).toMatchObject({ status: 422, body: { Messages: [{ Type: 'checkout.noOtherApprover', PrimaryMessage: expect.stringContaining('you cannot approve your own orders') }] } });
    expect((await submit('own-2', 'fr-CA')).body.Messages?.[0]?.PrimaryMessage).toContain('vous ne pouvez pas approuver vos propres commandes');
    expect(await queryRows(db, sql`select 1 from orders where buyer_id = ${buyer.buyerId} and status <> 'open'`)).toEqual([]);

    await db.insert(t.approvalGroupApprovers).values({ approvalGroupId: groupId, buyerId: colleague.buyerId, sequence: 1 });
    expect((await submit('own-3')).body).toMatchObject({ status: 'awaitingApproval' });
    const told = await queryRows<{ recipient: string; kind: string }>(db, sql`select recipient_buyer_id as recipient, kind from order_notifications order by kind`);
    expect(told).toEqual([{ recipient: colleague.buyerId, kind: 'approvalRequested' }, { recipient: buyer.buyerId, kind: 'orderSubmitted' }]);
    // Orders to approve are other buyers' orders: the buyer follows their own in their submitted orders.
    expect((await call('GET', `/svc/orders/approvers/${buyer.buyerId}/orders?count=10`, buyer)).body).toEqual([]);
    expect((await call('GET', `/svc/orders/approvers/${colleague.buyerId}/orders?count=10`, colleague)).body).toMatchObject([{ orderId: ref }]);
  });
});
