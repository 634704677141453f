import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createColleague, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';
import { changedTables, databaseFingerprint } from '../../test/db-fingerprint.ts';

describeEachDriver('order service', (testDb: () => TestDb) => {
  it('lists, finds, views, splits, templates and reorders the buyer own orders; others get 404; approvers see only their groups', async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const shopper = await createShopper(db, catalogue, { province: 'NS' });
    const stranger = await createShopper(db, catalogue);
    const approver = await createColleague(db, shopper);
    const [group] = await db.insert(t.approvalGroups).values({ clientId: shopper.clientId, nameEn: 'G', nameFr: 'G', thresholdAmount: 50_000 }).returning();
    await db.insert(t.approvalGroupMembers).values({ approvalGroupId: group?.id as string, buyerId: shopper.buyerId });
    await db.insert(t.approvalGroupApprovers).values({ approvalGroupId: group?.id as string, buyerId: approver.buyerId });
    const contract = await createProduct(db, catalogue, { listPrice: 3000 });
    await db.insert(t.contractPrices).values({ clientId: shopper.clientId, productId: contract.id, price: 2500, standingOfferNumber: 'SO-9', startDate: '2000-01-01', endDate: '2100-01-01' });
    const plain = await createProduct(db, catalogue, { listPrice: 1000, fees: [{ feeType: 9, amount: 40 }] });
    const headers = await sessionHeaders(db, shopper.buyerId);
    const get = async (path: string, as = headers) => {
      const response = await app.request(path, { headers: as });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
      const response = await app.request(path, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    await post('/api/cart/addtocart', { Products: [{ ProductCode: contract.code, Quantity: 2 }, { ProductCode: plain.code, Quantity: 3 }] });
    const orderId = (await get('/api/cart/cartDetails')).body.OrderId as number;
    const submitted = await post(`/api/checkout/orders/${orderId}/submit`, { billingOptionType: 1, poNumber: 'PO-77' }, { 'Idempotency-Key': 'k1' });
    expect(submitted.status).toBe(201);
    const number = (submitted.body.displayNumber as string).slice(2);

    const list = await get(`/svc/orders/buyers/${shopper.buyerId}/orders?daysBack=30&count=3`);
    expect(list.body).toMatchObject([{ orderId, EwayOrderNo: number, displayNumber: `EW${number}`, status: 0 }]);
    expect((await get(`/svc/orders/buyers/${shopper.buyerId}/searchOrders?searchText=EW${number}`)).body).toHaveLength(1);
    expect((await get(`/svc/orders/buyers/${shopper.buyerId}/searchOrders?searchText=PO-77`)).body).toHaveLength(1);
    expect((await get(`/svc/orders/buyers/${shopper.buyerId}/searchOrders?searchText=po-77`)).body).toHaveLength(1);
    // A PO number is matched whole: LIKE's wildcards and escape are plain characters.
    for (const text of ['%25', 'PO-7_', 'PO-77%5C', '%5C']) expect(await get(`/svc/orders/buyers/${shopper.buyerId}/searchOrders?searchText=${text}`)).toEqual({ status: 200, body: [] });
    expect((await get(`/svc/orders/orderbynumber/${number}`)).body).toMatchObject({ orderId, subTotal: 2 * 2500 + 3 * 1000 });
    const view = await get(`/svc/orders/orders/${orderId}`);
    expect(view.body).toMatchObject({ orderNo: `EW${number}`, OrderId: orderId, userRole: 'buyer', summaryInfo: { poNumber: 'PO-77', accountNumber: shopper.clientNo } });
    const summary = (view.body.summaryInfo as unknown as { priceDetails: { total: number; tariffFee: number }; taxes: { hSTTaxTotal: number }; orderTotal: number });
    expect(summary.priceDetails.tariffFee).toBe(120);
    expect(summary.orderTotal).toBe(summary.priceDetails.total + summary.taxes.hSTTaxTotal);
    const split = await post(`/svc/orders/orders/${orderId}/split-Order-Summary`, [1, 2]);
    expect(split.body).toMatchObject({ contract: { subTotal: 5000, mobTotal: 5000 }, nonContract: { subTotal: 3000, nonMobTotal: 3000, tariffFee: 120 } });
    expect((await post(`/svc/orders/orders/${orderId}/template`, { name: 'Weekly' })).status).toBe(200);
    // Its products no longer sold to the buyer and no cart yet (the submission closed it): refused, and no cart is left behind.
    await db.update(t.products).set({ isRestricted: true }).where(sql`${t.products.id} in (${contract.id}, ${plain.id})`);
    const before = await databaseFingerprint(db);
    expect((await post(`/svc/orders/orders/${orderId}/reorder`, {})).status).toBe(422);
    expect(changedTables(before, await databaseFingerprint(db))).toEqual([]);
    await db.update(t.products).set({ isRestricted: false }).where(sql`${t.products.id} in (${contract.id}, ${plain.id})`);
    const again = await post(`/svc/orders/orders/${orderId}/reorder`, {});
    expect(again.body).toMatchObject({ isSuccess: true, Messages: [{ Type: 'orders.reorderSuccess', PrimaryMessage: `Order EW${number} was successfully added to cart` }] });
    expect(((await get('/api/cart/cartDetails')).body.CartInfo as unknown as { Products: unknown[] }).Products).toHaveLength(2);

    const strangerHeaders = await sessionHeaders(db, stranger.buyerId);
    expect((await get(`/svc/orders/orders/${orderId}`, strangerHeaders)).status).toBe(404);
    expect((await get(`/svc/orders/orderbynumber/${number}`, strangerHeaders)).status).toBe(404);
    expect((await get(`/svc/orders/buyers/${shopper.buyerId}/orders`, strangerHeaders)).status).toBe(404);
    const approverHeaders = await sessionHeaders(db, approver.buyerId);
    expect((await get(`/svc/orders/approvers/${approver.buyerId}/orders?count=3&filters=submitted`, approverHeaders)).body).toHaveLength(0);
    expect((await get(`/svc/orders/orders/${orderId}`, approverHeaders)).status).toBe(404);
    expect((await get(`/svc/orders/approvers/${shopper.buyerId}/orders`, headers)).status).toBe(404);

    // The client's PO number prompt answered at checkout (saved without its prefix) is the PO number of an order submitted without one;
    // its cost centre, chosen from a dropdown, reads as the buyer chose it (Finance), not as the code saved (CC-2200).
    await db.insert(t.customPrompts).values([
      { clientId: shopper.clientId, sequence: 1, kind: 'poNumber', labelEn: 'PO number', labelFr: 'Numéro de bon de commande', prefix: 'LPM-', length: 12 },
      { clientId: shopper.clientId, sequence: 2, kind: 'costCentre', labelEn: 'Cost centre', labelFr: 'Centre de coûts', options: [{ alias: 'Finance', value: 'CC-2200' }, { alias: 'Leasing', value: 'CC-3300' }] },
    ]);
    await post('/api/cart/addtocart', { Products: [{ ProductCode: plain.code, Quantity: 50 }] });
    const bigId = (await get('/api/cart/cartDetails')).body.OrderId as number;
    expect((await post('/api/orders/ValidateAndSaveDetailCustomPrompt', { orderProductId: null, pageType: 1, orderId: bigId, promptId: 1, promptValue: '4512', sequence: 1 })).status).toBe(200);
    expect((await post('/api/orders/ValidateAndSaveDetailCustomPrompt', { orderProductId: null, pageType: 1, orderId: bigId, promptId: 2, promptValue: 'CC-2200', sequence: 2 })).status).toBe(200);
    expect((await post(`/api/checkout/orders/${bigId}/submit`, { billingOptionType: 1 }, { 'Idempotency-Key': 'k2' })).body).toMatchObject({ status: 'awaitingApproval' });
    expect((await get(`/svc/orders/orders/${bigId}`)).body).toMatchObject({ summaryInfo: { poNumber: 'LPM-4512', costCenter: 'Finance' } });
    expect((await get(`/svc/orders/orders/${orderId}`)).body).toMatchObject({ summaryInfo: { poNumber: 'PO-77' } });
    expect((await get(`/svc/orders/approvers/${approver.buyerId}/orders?count=3`, approverHeaders)).body).toMatchObject([{ orderId: bigId, approvalStatus: 'AWAITING', orderedBy: 'Test Buyer' }]);
    expect((await get(`/svc/orders/orders/${bigId}`, approverHeaders)).body).toMatchObject({ userRole: 'approver', buttonsStateInfo: { 1: true, 2: true } });
    expect((await get(`/svc/orders/orders/${bigId}`, strangerHeaders)).status).toBe(404);
  });
});
