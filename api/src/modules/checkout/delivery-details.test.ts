import { addDays, dayOfWeek, formatDate, formatMoney, latestScheduledDate, toIsoDate } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { queryRows } from '../../db/index.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';

type Body = Record<string, unknown> & { Messages?: Array<{ Type: string; PrimaryMessage: string }> };

describeEachDriver('checkout delivery details: PO number, delivery instructions, scheduled date horizon', (testDb: () => TestDb) => {
  const world = async () => {
    const { db, kind } = testDb();
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const shopper = await createShopper(db, catalogue, { province: 'ON' });
    const product = await createProduct(db, catalogue, { listPrice: 1000 });
    const headers = await sessionHeaders(db, shopper.buyerId);
    const call = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
      const response = await app.request(path, { method, headers: { ...headers, 'Accept-Language': 'en-CA', ...extra }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: response.status, body: (await response.json()) as Body };
    };
    await call('POST', '/api/cart/addtocart', { Products: [{ ProductCode: product.code, Quantity: 2 }] });
    const orderId = (await call('GET', '/api/checkout/delivery-details')).body.OrderId as number;
    return { db, shopper, product, call, orderId };
  };
  const fr = { 'Accept-Language': 'fr-CA' };

  it('over the budget, Delivery Details says so before Review & Confirm: the block for a client that blocks (fr-CA), the warning for one that warns', async () => {
    const { db, shopper, call } = await world();
    await db.insert(t.budgets).values({ clientId: shopper.clientId, buyerId: shopper.buyerId, beginDate: '2000-01-01', endDate: '2100-01-01', totalBudget: 100, availableBudget: 100 });
    const messages = async (extra: Record<string, string> = {}) => ((await call('GET', '/api/checkout/delivery-details', undefined, extra)).body.Messages ?? []).map((message) => message.Type);
    expect(await messages()).toEqual(['checkout.overBudgetWarning']);
    await db.update(t.clients).set({ overBudgetPolicy: 'block' }).where(sql`id = ${shopper.clientId}`);
    const blocked = (await call('GET', '/api/checkout/delivery-details', undefined, fr)).body.Messages ?? [];
    expect(blocked).toMatchObject([{ Type: 'checkout.overBudget', PrimaryMessage: expect.stringContaining(formatMoney(100, 'fr-CA')) }]);
    await db.update(t.budgets).set({ availableBudget: 1_000_000 }).where(sql`buyer_id = ${shopper.buyerId}`);
    expect(await messages()).toEqual([]);
  });

  it('saves a typed PO number and the delivery instructions when the buyer continues; a reload shows them, the order and its search keep the PO', async () => {
    const { shopper, call, orderId } = await world();
    expect((await call('GET', '/api/checkout/delivery-details')).body).toMatchObject({ poNumberPromptId: null, poNumber: '', deliveryInstructions: '' });
    const saved = await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', poNumber: '  PO 2026/117-A#3  ', deliveryInstructions: 'Dock 2, ask for Lise' });
    expect(saved).toEqual({ status: 200, body: { isSuccess: true, Messages: [] } });
    expect((await call('GET', '/api/checkout/delivery-details')).body).toMatchObject({ poNumber: 'PO 2026/117-A#3', deliveryInstructions: 'Dock 2, ask for Lise' });

    // Submit sends neither: the order keeps what Delivery Details saved.
    expect((await call('POST', `/api/checkout/orders/${orderId}/submit`, { billingOptionType: 1 }, { 'Idempotency-Key': 'dd-1' })).status).toBe(201);
    expect((await call('GET', `/svc/orders/orders/${orderId}`)).body).toMatchObject({ summaryInfo: { poNumber: 'PO 2026/117-A#3', deliveryInstructions: 'Dock 2, ask for Lise' } });
    const found = await call('GET', `/svc/orders/buyers/${shopper.buyerId}/searchOrders?searchText=${encodeURIComponent('po 2026/117-a#3')}`);
    expect(found.body).toMatchObject([{ orderId }]);
  });

  it('special-delivery options: saved for a special-delivery line of the cart; a line not in it, without special delivery or named twice is refused (400, fr-CA) with nothing saved', async () => {
    const { db, shopper, call } = await world();
    const desk = await createProduct(db, await createCatalogue(db), { listPrice: 50_000, isSpecialDelivery: true });
    await call('POST', '/api/cart/addtocart', { Products: [{ ProductCode: desk.code, Quantity: 1 }] });
    const open = sql`join orders o on o.id = l.order_id where o.buyer_id = ${shopper.buyerId} and o.status = 'open'`;
    const rows = await queryRows<{ line_number: number; is_special_delivery: boolean }>(db, sql`select l.line_number, p.is_special_delivery from order_lines l join products p on p.id = l.product_id ${open}`);
    const deskLine = rows.find((row) => row.is_special_delivery)?.line_number as number;
    const plainLine = rows.find((row) => !row.is_special_delivery)?.line_number as number;
    const optionOf = async () => (await queryRows<{ option: number | null }>(db, sql`select l.special_delivery_option as option from order_lines l ${open} and l.line_number = ${deskLine}`))[0]?.option;
    const put = (options: unknown, instructions = 'Dock 2') => call('PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', deliveryInstructions: instructions, specialDeliveryOptions: options }, fr);
    expect(await put([{ orderProductId: deskLine, option: 2 }])).toEqual({ status: 200, body: { isSuccess: true, Messages: [] } });
    expect(await optionOf()).toBe(2);
    for (const options of [[{ orderProductId: plainLine, option: 1 }], [{ orderProductId: 9999, option: 1 }], [{ orderProductId: deskLine, option: 1 }, { orderProductId: deskLine, option: 3 }]]) {
      const refused = await put(options, 'Changed');
      expect(refused.status, JSON.stringify(options)).toBe(400);
      expect(refused.body.Messages?.map((message) => message.Type)).toEqual(['errors.badRequest']);
      expect(refused.body.Messages?.[0]?.PrimaryMessage).not.toBe(refused.body.Messages?.[0]?.Type);
    }
    expect(await optionOf()).toBe(2);
    expect((await call('GET', '/api/checkout/delivery-details')).body).toMatchObject({ deliveryInstructions: 'Dock 2' });
  });

  it('refuses a PO number too long or with other characters (400, en and fr-CA), and saves nothing of the request', async () => {
    const { call, orderId } = await world();
    await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', poNumber: 'PO-1', deliveryInstructions: 'Before noon' });
    const tooLong = await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', poNumber: 'A'.repeat(41), deliveryInstructions: 'Changed' });
    expect(tooLong).toMatchObject({ status: 400, body: { Messages: [{ Type: 'checkout.poNumberTooLong', PrimaryMessage: 'A PO number has at most 40 characters.' }] } });
    const frenchTooLong = await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', poNumber: 'A'.repeat(41) }, fr);
    expect(frenchTooLong.body.Messages?.[0]?.PrimaryMessage).toBe('Un numéro de bon de commande compte au plus 40 caractères.');
    for (const poNumber of ['PO<1>', 'PO "1"', 'PO\n1', 'PO;1']) {
      const refused = await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', poNumber, deliveryInstructions: 'Changed' });
      expect(refused).toMatchObject({ status: 400, body: { Messages: [{ Type: 'checkout.poNumberCharacters', PrimaryMessage: 'A PO number can contain only letters, digits, spaces and the characters - _ / . #' }] } });
    }
    // The same rule at submit, for a client that sends the PO number with the order.
    const submitted = await call('POST', `/api/checkout/orders/${orderId}/submit`, { billingOptionType: 1, poNumber: 'B'.repeat(41) }, { 'Idempotency-Key': 'dd-long' });
    expect(submitted).toMatchObject({ status: 400, body: { Messages: [{ Type: 'checkout.poNumberTooLong', PrimaryMessage: 'A PO number has at most 40 characters.' }] } });
    const french = await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', poNumber: 'PO<1>' }, fr);
    expect(french.body.Messages?.[0]?.PrimaryMessage).toBe('Un numéro de bon de commande ne peut contenir que des lettres, des chiffres, des espaces et les caractères - _ / . #');
    // Accented letters are letters (a Québec buyer's reference).
    expect((await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', poNumber: 'Réno-12', deliveryInstructions: 'Before noon' })).status).toBe(200);
    expect((await call('GET', '/api/checkout/delivery-details')).body).toMatchObject({ poNumber: 'Réno-12', deliveryInstructions: 'Before noon' });
    // Pasted from Word or Outlook, its dash is an en dash: saved as the hyphen the buyer meant.
    expect((await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', poNumber: 'PO\u201312', deliveryInstructions: 'Before noon' })).status).toBe(200);
    expect((await call('GET', '/api/checkout/delivery-details')).body).toMatchObject({ poNumber: 'PO-12' });
  });

  it('with a PO number prompt, the prompt is the one place for the PO: a typed one is refused, the prefix typed too is kept once, and search finds the prompt answer', async () => {
    const { db, shopper, call, orderId } = await world();
    await db.insert(t.customPrompts).values({ clientId: shopper.clientId, sequence: 1, kind: 'poNumber', labelEn: 'Purchase order', labelFr: 'Bon de commande', prefix: 'LPM-', length: 12 });
    expect((await call('GET', '/api/checkout/delivery-details')).body).toMatchObject({ poNumberPromptId: 1 });
    const refused = await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', poNumber: 'X1' });
    expect(refused).toMatchObject({ status: 400, body: { Messages: [{ Type: 'checkout.poNumberFromPrompt', PrimaryMessage: 'For this account, the PO number goes in the “Purchase order” field of the order information.' }] } });
    const french = await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', poNumber: 'X1' }, fr);
    expect(french.body.Messages?.[0]?.PrimaryMessage).toBe('Pour ce compte, le numéro de bon de commande s’inscrit dans le champ «\u00a0Bon de commande\u00a0» des renseignements sur la commande.');
    expect((await call('POST', `/api/checkout/orders/${orderId}/submit`, { billingOptionType: 1, poNumber: 'X1' }, { 'Idempotency-Key': 'dd-2' })).body).toMatchObject({ Messages: [{ Type: 'checkout.poNumberFromPrompt' }] });

    expect((await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', deliveryInstructions: 'Side door' })).status).toBe(200);
    // The buyer pastes the whole number, prefix included: kept once, and its allowed length counts after the prefix.
    const save = (promptValue: string) => call('POST', '/api/orders/ValidateAndSaveDetailCustomPrompt', { orderProductId: null, pageType: 1, orderId, promptId: 1, promptValue, sequence: 1 });
    expect((await save('LPM-123456789')).status).toBe(400);
    expect((await save('lpm-12345678')).status).toBe(200);
    expect((await save(' LPM-4512 ')).status).toBe(200);
    expect((await call('POST', `/api/checkout/orders/${orderId}/submit`, { billingOptionType: 1 }, { 'Idempotency-Key': 'dd-3' })).status).toBe(201);
    expect((await call('GET', `/svc/orders/orders/${orderId}`)).body).toMatchObject({ summaryInfo: { poNumber: 'LPM-4512', deliveryInstructions: 'Side door' } });
    for (const text of ['LPM-4512', 'lpm-4512', '4512']) {
      expect((await call('GET', `/svc/orders/buyers/${shopper.buyerId}/searchOrders?searchText=${text}`)).body, text).toMatchObject([{ orderId }]);
    }
    expect((await call('GET', `/svc/orders/buyers/${shopper.buyerId}/searchOrders?searchText=LPM-451`)).body).toEqual([]);
  });

  it('refuses a scheduled date past the horizon (422 naming the last date, en and fr-CA) as it refuses a weekend, a malformed one is 400, accepts the last date, and saves nothing refused', async () => {
    const { call } = await world();
    const today = toIsoDate(new Date());
    const latest = latestScheduledDate(today, 'ON');
    expect((await call('GET', '/api/checkout/delivery-details')).body).toMatchObject({ latestScheduledDate: latest });
    expect(latest > addDays(today, 80) && latest <= addDays(today, 90)).toBe(true);
    const far = await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'scheduled', scheduledDate: '9999-12-31', poNumber: 'PO-9' });
    expect(far).toMatchObject({ status: 422, body: { Messages: [{ Type: 'checkout.scheduledDateTooLate', PrimaryMessage: `Choose a scheduled delivery date no later than ${formatDate(latest, 'en-CA')}.` }] } });
    const french = await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'scheduled', scheduledDate: addDays(latest, 1) }, fr);
    expect(french).toMatchObject({ status: 422, body: { Messages: [{ PrimaryMessage: `Choisissez une date de livraison planifiée au plus tard le ${formatDate(latest, 'fr-CA')}.` }] } });
    let saturday = addDays(today, 7);
    while (dayOfWeek(saturday) !== 6) saturday = addDays(saturday, 1);
    expect(await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'scheduled', scheduledDate: saturday }, fr)).toMatchObject({ status: 422, body: { Messages: [{ Type: 'checkout.scheduledDateInvalid' }] } });
    // Not a date at all (no date box sends it): a malformed request.
    expect(await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'scheduled', scheduledDate: '2027-02-30' })).toMatchObject({ status: 400 });
    expect((await call('GET', '/api/checkout/delivery-details')).body).toMatchObject({ deliveryType: 'standard', scheduledDate: null, poNumber: '' });
    expect((await call('PUT', '/api/checkout/delivery-details', { deliveryType: 'scheduled', scheduledDate: latest })).status).toBe(200);
    expect((await call('GET', '/api/checkout/delivery-details')).body).toMatchObject({ deliveryType: 'scheduled', scheduledDate: latest });
  });
});
