import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { queryRows } from '../../db/index.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createColleague, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';

describeEachDriver('a buyer whose approval group has only a deactivated approver', (testDb: () => TestDb) => {
  it('is refused an order that needs approval (en, fr-CA; nothing placed), and once an active approver is named the order waits for that one alone', async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const product = await createProduct(db, catalogue, { listPrice: 2000 });
    const buyer = await createShopper(db, catalogue);
    const [gone, replacement] = [await createColleague(db, buyer), await createColleague(db, buyer)];
    const [group] = await db.insert(t.approvalGroups).values({ clientId: buyer.clientId, nameEn: 'G', nameFr: 'G', thresholdAmount: 0 }).returning();
    const groupId = group?.id as string;
    await db.insert(t.approvalGroupMembers).values({ approvalGroupId: groupId, buyerId: buyer.buyerId });
    await db.insert(t.approvalGroupApprovers).values({ approvalGroupId: groupId, buyerId: gone.buyerId, sequence: 0 });
    // Deactivated by the administrator: they can no longer sign in, so they could never decide the order.
    await db.update(t.buyers).set({ isActive: false }).where(sql`${t.buyers.id} = ${gone.buyerId}`);
    const headers = await sessionHeaders(db, buyer.buyerId);
    const call = async (method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}) => {
      const response = await app.request(path, { method, headers: { ...headers, ...extra }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> & { Messages?: Array<{ Type: string; PrimaryMessage: string }> } };
    };
    await call('POST', '/api/cart/addtocart', { Products: [{ ProductCode: product.code, Quantity: 2 }] });
    const ref = (await call('GET', '/api/cart/cartDetails')).body.OrderId as number;
    const submit = (key: string, language = 'en-CA') => call('POST', `/api/checkout/orders/${ref}/submit`, { billingOptionType: 1 }, { 'Idempotency-Key': key, 'Accept-Language': language });

    expect(await submit('gone-1')).toMatchObject({ status: 422, body: { Messages: [{ Type: 'checkout.noActiveApprover', PrimaryMessage: 'This order needs approval, but no one in your approval group can approve orders at the moment. Contact your administrator.' }] } });
    expect((await submit('gone-2', 'fr-CA')).body.Messages?.[0]?.PrimaryMessage).toBe('Cette commande doit être approuvée, mais personne dans votre groupe d’approbation ne peut approuver de commandes pour le moment. Communiquez avec votre administrateur.');
    expect(await queryRows(db, sql`select 1 from orders where buyer_id = ${buyer.buyerId} and status <> 'open'`)).toEqual([]);

    await db.insert(t.approvalGroupApprovers).values({ approvalGroupId: groupId, buyerId: replacement.buyerId, sequence: 1 });
    expect((await submit('gone-3')).body).toMatchObject({ status: 'awaitingApproval' });
    const told = await queryRows<{ recipient: string; kind: string }>(db, sql`select recipient_buyer_id as recipient, kind from order_notifications order by kind`);
    expect(told).toEqual([{ recipient: replacement.buyerId, kind: 'approvalRequested' }, { recipient: buyer.buyerId, kind: 'orderSubmitted' }]);
  });
});
