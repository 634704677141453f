import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createColleague, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';
import { changedTables, databaseFingerprint } from '../../test/db-fingerprint.ts';
import type { AnyBody } from '../../test/test-app.ts';

describeEachDriver('order templates', (testDb: () => TestDb) => {
  const setUp = async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const shopper = await createShopper(db, catalogue);
    const contract = await createProduct(db, catalogue, { listPrice: 3000 });
    await db.insert(t.contractPrices).values({ clientId: shopper.clientId, productId: contract.id, price: 2500, standingOfferNumber: 'SO-1', startDate: '2000-01-01', endDate: '2100-01-01' });
    const paper = await createProduct(db, catalogue, { listPrice: 1000, salesMultiple: 5, minimumQuantity: 5 });
    const headers = await sessionHeaders(db, shopper.buyerId);
    const call = async (method: string, path: string, body?: unknown, as: Record<string, string> = headers) => {
      const response = await app.request(path, { method, headers: as, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) });
      return { status: response.status, body: (await response.json()) as AnyBody };
    };
    const cart = async () => (await call('GET', '/api/cart/cartDetails')).body;
    const templates = async (as = headers, buyerId = shopper.buyerId) => (await call('GET', `/svc/orders/buyers/${buyerId}/templates`, undefined, as)).body;
    await call('POST', '/api/cart/addtocart', { Products: [{ ProductCode: contract.code, Quantity: 2 }, { ProductCode: paper.code, Quantity: 10 }] });
    return { db, catalogue, shopper, contract, paper, headers, call, cart, templates };
  };

  it('saves the cart and a submitted order as templates, lists them newest first, shows today prices, renames, adds to cart and deletes', async () => {
    const { db, contract, paper, headers, call, cart, templates } = await setUp();
    const cartRef = (await cart()).OrderId as number;
    const saved = await call('POST', `/svc/orders/orders/${cartRef}/template`, { name: '  Monthly supplies  ' });
    expect(saved).toMatchObject({ status: 200, body: { isSuccess: true, Messages: [{ Type: 'templates.saved', PrimaryMessage: 'Template “Monthly supplies” was saved.', MessageStatus: 3 }] } });
    expect((await cart()).CartInfo.Products).toHaveLength(2);

    // The same name in any case is refused with its own message, and nothing is added.
    const again = await call('POST', `/svc/orders/orders/${cartRef}/template`, { name: 'MONTHLY supplies' });
    expect(again).toMatchObject({ status: 409, body: { isSuccess: false, Messages: [{ Type: 'templates.nameTaken', PrimaryMessage: 'You already have a template named “MONTHLY supplies”. Choose another name.' }] } });
    for (const [name, code] of [['   ', 'templates.nameRequired'], ['x'.repeat(81), 'templates.nameTooLong'], ['Monthly \u202esupplies', 'templates.nameHiddenCharacters']] as const) {
      expect(await call('POST', `/svc/orders/orders/${cartRef}/template`, { name })).toMatchObject({ status: 400, body: { Messages: [{ Type: code }] } });
    }
    expect((await templates()).map((row: AnyBody) => row.name)).toEqual(['Monthly supplies']);
    // A name typed with a combining accent (NFD) is the name with 'é' (NFC) it looks like: kept as NFC, and taken once.
    const cafe = await call('POST', `/svc/orders/orders/${cartRef}/template`, { name: 'Cafe\u0301 du lundi' });
    expect(cafe.status).toBe(200);
    expect(await call('POST', `/svc/orders/orders/${cartRef}/template`, { name: 'Café du lundi' })).toMatchObject({ status: 409, body: { Messages: [{ Type: 'templates.nameTaken' }] } });
    expect((await templates()).map((row: AnyBody) => row.name)).toEqual(['Café du lundi', 'Monthly supplies']);
    expect((await call('DELETE', `/svc/orders/templates/${cafe.body.templateId}`)).status).toBe(200);

    const submitted = await call('POST', `/api/checkout/orders/${cartRef}/submit`, { billingOptionType: 1 }, { ...headers, 'Idempotency-Key': 'templates-1' });
    expect(submitted.status).toBe(201);
    const fromOrder = await call('POST', `/svc/orders/orders/${submitted.body.orderId}/template`, { name: 'Order copy' });
    expect(fromOrder.status).toBe(200);

    const list = await templates();
    expect(list).toEqual([
      { templateId: fromOrder.body.templateId, name: 'Order copy', lineCount: 2, createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      { templateId: saved.body.templateId, name: 'Monthly supplies', lineCount: 2, createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    const id = saved.body.templateId as string;
    const detail = await call('GET', `/svc/orders/templates/${id}`);
    expect(detail.body).toMatchObject({ templateId: id, name: 'Monthly supplies', lineCount: 2 });
    expect(detail.body.Products.map((p: AnyBody) => [p.ProductCode, p.Quantity, p.FinalSellPrice, p.Multiple])).toEqual([
      [contract.code, 2, 2500, 1],
      [paper.code, 10, 1000, 5],
    ]);

    expect(await call('PATCH', `/svc/orders/templates/${id}`, { name: 'Order copy' })).toMatchObject({ status: 409, body: { Messages: [{ Type: 'templates.nameTaken' }] } });
    expect(await call('PATCH', `/svc/orders/templates/${id}`, { name: 'Fournitures du mois' }, { ...headers, 'Accept-Language': 'fr-CA' })).toMatchObject({
      status: 200,
      body: { isSuccess: true, Messages: [{ Type: 'templates.renamed', PrimaryMessage: 'Le modèle s’appelle maintenant « Fournitures du mois ».' }] },
    });
    // Renaming to its own name (another case) is no clash with itself.
    expect((await call('PATCH', `/svc/orders/templates/${id}`, { name: 'fournitures du mois' })).status).toBe(200);
    // Renaming to the name it has changes nothing: the same answer, nothing written or audited.
    const unchanged = await databaseFingerprint(db);
    expect(await call('PATCH', `/svc/orders/templates/${id}`, { name: ' fournitures du mois ' })).toMatchObject({ status: 200, body: { isSuccess: true, Messages: [{ Type: 'templates.renamed' }] } });
    expect(changedTables(unchanged, await databaseFingerprint(db))).toEqual([]);

    // Today's rules: the paper now sells by 4, so its 10 are refused with the message; the other line is added.
    await db.update(t.products).set({ salesMultiple: 4, minimumQuantity: 4 }).where(sql`${t.products.id} = ${paper.id}`);
    const added = await call('POST', `/svc/orders/templates/${id}/add-to-cart`, {});
    expect(added.status).toBe(200);
    expect(added.body.Messages.map((m: AnyBody) => m.Type)).toEqual(['templates.addedToCart', 'quantity.notAddedSalesMultiple']);
    expect(added.body.Messages[0].PrimaryMessage).toBe('Template “fournitures du mois” was successfully added to cart');
    expect((await cart()).CartInfo.Products.map((p: AnyBody) => [p.ProductCode, p.Quantity, p.UnitSellPrice])).toEqual([[contract.code, 2, 2500]]);

    expect(await call('DELETE', `/svc/orders/templates/${id}`)).toMatchObject({ status: 200, body: { Messages: [{ Type: 'templates.deleted' }] } });
    expect(await call('GET', `/svc/orders/templates/${id}`)).toMatchObject({ status: 404, body: { Messages: [{ Type: 'templates.notFound' }] } });
    expect((await templates()).map((row: AnyBody) => row.name)).toEqual(['Order copy']);
    const audited = await db.select().from(t.auditLog).where(sql`${t.auditLog.entityId} = ${id}`);
    expect(audited.map((row) => row.action).sort()).toEqual(['template.delete', 'template.rename', 'template.rename', 'template.save']);
  });

  it('an empty cart cannot be saved; a template whose products cannot be added answers 422 and the cart stays empty', async () => {
    const { db, shopper, paper, contract, call, cart, templates } = await setUp();
    const saved = await call('POST', `/svc/orders/orders/${(await cart()).OrderId}/template`, { name: 'Kit' });
    await call('POST', '/api/cart/clearOrder', {});
    const ref = (await cart()).OrderId as number;
    expect(await call('POST', `/svc/orders/orders/${ref}/template`, { name: 'Nothing' })).toMatchObject({ status: 422, body: { Messages: [{ Type: 'templates.emptyCart', PrimaryMessage: 'Your cart is empty. Add products before saving it as a template.' }] } });
    expect((await templates()).map((row: AnyBody) => row.name)).toEqual(['Kit']);

    await db.update(t.products).set({ isRestricted: true }).where(sql`${t.products.id} in (${paper.id}, ${contract.id})`);
    // A buyer with no cart at all (their cart gone, as after a submission): the refusal must not leave one behind.
    await db.delete(t.orders).where(sql`${t.orders.id} = (select id from orders where buyer_id = ${shopper.buyerId} and status = 'open')`);
    const before = await databaseFingerprint(db);
    const added = await call('POST', `/svc/orders/templates/${saved.body.templateId}/add-to-cart`, {});
    expect(added.status).toBe(422);
    expect(added.body.Messages.map((m: AnyBody) => m.Type)).toEqual(['cart.restrictedItemRemoved', 'cart.restrictedItemRemoved']);
    expect(changedTables(before, await databaseFingerprint(db))).toEqual([]);
    expect((await cart()).CartInfo.Products).toEqual([]);
    // The detail still lists them, flagged restricted, so the buyer sees why.
    expect((await call('GET', `/svc/orders/templates/${saved.body.templateId}`)).body.Products.map((p: AnyBody) => p.IsRestricted)).toEqual([true, true]);
  });

  it('templates are private: a colleague and another client get 404 on every call and change nothing; garbage is 4xx', async () => {
    const { db, catalogue, shopper, call, cart, templates } = await setUp();
    const cartRef = (await cart()).OrderId as number;
    const id = (await call('POST', `/svc/orders/orders/${cartRef}/template`, { name: 'Mine' })).body.templateId as string;
    const colleague = await sessionHeaders(db, (await createColleague(db, shopper)).buyerId);
    const stranger = await sessionHeaders(db, (await createShopper(db, catalogue)).buyerId);
    for (const other of [colleague, stranger]) {
      expect((await call('GET', `/svc/orders/templates/${id}`, undefined, other)).status).toBe(404);
      expect((await call('PATCH', `/svc/orders/templates/${id}`, { name: 'Theirs' }, other)).status).toBe(404);
      expect((await call('POST', `/svc/orders/templates/${id}/add-to-cart`, {}, other)).status).toBe(404);
      expect((await call('DELETE', `/svc/orders/templates/${id}`, undefined, other)).status).toBe(404);
      expect((await call('GET', `/svc/orders/buyers/${shopper.buyerId}/templates`, undefined, other)).status).toBe(404);
      // Another buyer's cart is not theirs to save.
      expect((await call('POST', `/svc/orders/orders/${cartRef}/template`, { name: 'Theirs' }, other)).status).toBe(404);
    }
    expect(await templates()).toMatchObject([{ templateId: id, name: 'Mine', lineCount: 2 }]);
    expect((await cart()).CartInfo.Products).toHaveLength(2);

    const garbage: Array<[string, string, unknown]> = [
      ['GET', '/svc/orders/templates/not-a-uuid', undefined],
      ['PATCH', `/svc/orders/templates/${id}`, { name: 'Mine 2', buyerId: shopper.buyerId }],
      ['PATCH', `/svc/orders/templates/${id}`, { name: 42 }],
      ['PATCH', `/svc/orders/templates/${id}`, { name: 'nul\u0000' }],
      ['PATCH', `/svc/orders/templates/${id}`, '{"name":'],
      ['POST', `/svc/orders/templates/${id}/add-to-cart`, { all: true }],
      ['DELETE', '/svc/orders/templates/00000000-0000-0000-0000-00000000000g', undefined],
      ['GET', '/svc/orders/buyers/nobody/templates', undefined],
    ];
    for (const [method, path, body] of garbage) {
      const answer = await call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect(answer.body.Messages.length).toBeGreaterThan(0);
    }
    expect(await templates()).toMatchObject([{ name: 'Mine' }]);
    expect((await call('GET', `/svc/orders/templates/${id}`, undefined, { Origin: 'http://localhost:3000' })).status).toBe(401);
  });

  // Rename and delete found the template before waiting on its row: sent with a delete, a rename answered 'renamed' and a
  // second delete 'deleted', each audited after the template was gone.
  it('a rename or a second delete sent with a delete finds the template gone (404), never audited after it', async () => {
    const { db, call, cart } = await setUp();
    const cartRef = (await cart()).OrderId as number;
    for (let round = 0; round < 4; round += 1) {
      const saved = await call('POST', `/svc/orders/orders/${cartRef}/template`, { name: `Race ${round}` });
      const id = saved.body.templateId as string;
      const statuses = (await Promise.all([call('DELETE', `/svc/orders/templates/${id}`), call('PATCH', `/svc/orders/templates/${id}`, { name: `Renamed ${round}` }), call('DELETE', `/svc/orders/templates/${id}`)])).map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200 || status === 404)).toHaveLength(3);
      expect([statuses[0], statuses[2]].sort(), String(statuses)).toEqual([200, 404]);
      const audits = await db.select().from(t.auditLog).where(sql`${t.auditLog.entityId} = ${id}`).orderBy(t.auditLog.seq);
      expect(audits.map((row) => row.action).at(-1), String(statuses)).toBe('template.delete');
      expect(audits.filter((row) => row.action === 'template.delete')).toHaveLength(1);
    }
  });
});
