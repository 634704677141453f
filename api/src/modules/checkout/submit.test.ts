import { DeliveryServiceOption, FeeType, addDays, dayOfWeek, formatMessage, orderTotals, summarizeCart, toIsoDate, type SubmitOrderRequest } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createCatalogue, createColleague, createProduct, createShopper, type CatalogueIds, type Shopper } from '../../test/commerce-world.ts';
import { addProductsById, cartDetails, snapshotPrice, summaryLine, type LineRow } from '../cart/index.ts';
import { TestPaymentProvider, testCards } from '../payments/index.ts';
import { tokenFor } from '../../test/commerce-world.ts';
import { submitOrder } from './submit-service.ts';

const onAccount = { billingOptionType: 1, paymentToken: null, poNumber: 'PO-1', costCenter: null, deliveryInstructions: null, deliveryType: 'standard' as const, scheduledDate: null };

describeEachDriver('checkout submit', (testDb: () => TestDb) => {
  let catalogue: CatalogueIds;
  const payments = new TestPaymentProvider();
  beforeAll(async () => {
    catalogue = await createCatalogue(testDb().db);
  });

  const cartWith = async (shopper: Shopper, items: Array<{ productId: string; quantity: number }>) => {
    const { db } = testDb();
    await db.transaction((tx) => addProductsById(tx, shopper.ctx, items));
    return (await cartDetails(db, shopper.ctx)).OrderId as number;
  };

  it('places the order in one go: EW number, status, snapshot that core recomputes to the cent, stock reserved, notification queued', async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue, { province: 'QC' });
    const paper = await createProduct(db, catalogue, { listPrice: 1999, fees: [{ feeType: 1, amount: 35 }], onHand: 5 });
    const chair = await createProduct(db, catalogue, { listPrice: 24999, isSpecialDelivery: true, isAssembly: true, fees: [{ feeType: 4, amount: 2500 }, { feeType: 2, amount: 300 }] });
    const ref = await cartWith(shopper, [{ productId: paper.id, quantity: 7 }, { productId: chair.id, quantity: 1 }]);
    // A token sent with an order on account pays nothing, so the order does not keep it.
    const result = await submitOrder({ db, payments }, shopper.ctx, ref, { ...onAccount, paymentToken: tokenFor(payments, testCards.visaApproved, shopper.ctx) }, 'key-1');
    expect(result).toMatchObject({ ok: true, value: { status: 201, body: { isSuccess: true, orderId: ref, status: 'submitted', Messages: [{ Type: 'checkout.orderSubmitted' }] } } });
    const body = (result as { value: { body: { displayNumber: string } } }).value.body;
    expect(body.displayNumber).toMatch(/^EW\d+$/);
    const [order] = await db.select().from(t.orders).where(sql`id = (select order_id from order_refs where ref = ${ref})`);
    expect(order).toMatchObject({ status: 'submitted', poNumber: 'PO-1', orderNo: Number(body.displayNumber.slice(2)), paymentToken: null });
    const lines = await queryRows<LineRow & Record<string, unknown>>(db, sql`select l.*, l.is_contract as is_contract_snapshot, l.fees as fees_snapshot, l.unit_sell_price, false as is_special_delivery from order_lines l where order_id = ${order?.id} order by line_number`);
    expect(lines.map((line) => line.quantity_back_ordered)).toEqual([2, 0]);
    const recomputed = summarizeCart({ lines: lines.map((line) => summaryLine(line, snapshotPrice(line))), promoDiscount: order?.promoDiscount ?? 0 }).priceDetails;
    expect(recomputed).toEqual(order?.priceDetails);
    const taxes = orderTotals(recomputed, 'QC', (order?.submittedDate as Date).toISOString().slice(0, 10));
    expect([order?.gstTotal, order?.pstTotal, order?.total]).toEqual([taxes.federalTaxTotal, taxes.provincialTaxTotal, taxes.orderTotal]);
    const [stock] = await queryRows<{ on_hand: number; notes: number }>(db, sql`select (select quantity_on_hand from product_stock where product_id = ${paper.id}) as on_hand, (select count(*)::int from order_notifications where order_id = ${order?.id}) as notes`);
    expect(stock).toEqual({ on_hand: 0, notes: 1 });
    expect((await cartDetails(db, shopper.ctx)).CartInfo.Products).toEqual([]);
  });

  it('routes an order to the buyer approval group (AWAITING), and follows the client budget setting when over budget', async () => {
    const { db } = testDb();
    const product = await createProduct(db, catalogue, { listPrice: 10_000 });
    const shopper = await createShopper(db, catalogue, { overBudgetPolicy: 'requireApproval' });
    const approver = await createColleague(db, shopper);
    // The approver reads French, the buyer submits in English: each is told in their own language.
    await db.update(t.buyers).set({ cultureCode: 'fr-CA' }).where(sql`id = ${approver.buyerId}`);
    const [group] = await db.insert(t.approvalGroups).values({ clientId: shopper.clientId, nameEn: 'G', nameFr: 'G', thresholdAmount: 1_000_000 }).returning();
    await db.insert(t.approvalGroupMembers).values({ approvalGroupId: group?.id as string, buyerId: shopper.buyerId });
    await db.insert(t.approvalGroupApprovers).values({ approvalGroupId: group?.id as string, buyerId: approver.buyerId });
    await db.insert(t.budgets).values({ clientId: shopper.clientId, buyerId: shopper.buyerId, beginDate: '2000-01-01', endDate: '2100-01-01', totalBudget: 50_000, availableBudget: 50_000 });
    const ref = await cartWith(shopper, [{ productId: product.id, quantity: 1 }]);
    expect(await submitOrder({ db, payments }, shopper.ctx, ref, onAccount, 'within')).toMatchObject({ ok: true, value: { body: { status: 'submitted' } } });
    const [budget] = await db.select().from(t.budgets).where(sql`buyer_id = ${shopper.buyerId}`);
    expect(budget?.availableBudget).toBe(50_000 - 11_300);
    const over = await cartWith(shopper, [{ productId: product.id, quantity: 5 }]);
    expect(await submitOrder({ db, payments }, shopper.ctx, over, onAccount, 'over')).toMatchObject({ ok: true, value: { body: { status: 'awaitingApproval', Messages: [{ Type: 'checkout.awaitingApproval' }] } } });
    const [awaiting] = await db.select().from(t.orders).where(sql`id = (select order_id from order_refs where ref = ${over})`);
    expect(awaiting).toMatchObject({ status: 'awaitingApproval', approvalState: 'awaiting', approvalGroupId: group?.id });
    const notices = await queryRows<{ recipient: string; kind: string; culture_code: string }>(db, sql`select recipient_buyer_id as recipient, kind, culture_code from order_notifications where order_id = ${awaiting?.id} order by kind`);
    expect(notices).toEqual([
      { recipient: approver.buyerId, kind: 'approvalRequested', culture_code: 'fr-CA' },
      { recipient: shopper.buyerId, kind: 'orderSubmitted', culture_code: shopper.ctx.locale },
    ]);
    const blocked = await createShopper(db, catalogue, { overBudgetPolicy: 'block' });
    await db.insert(t.budgets).values({ clientId: blocked.clientId, beginDate: '2000-01-01', endDate: '2100-01-01', totalBudget: 100, availableBudget: 100 });
    const blockedRef = await cartWith(blocked, [{ productId: product.id, quantity: 1 }]);
    expect(await submitOrder({ db, payments }, blocked.ctx, blockedRef, onAccount, 'blocked')).toMatchObject({ ok: false, status: 422, messages: [{ Type: 'checkout.overBudget' }] });
  });

  it('prices and checks the order with the delivery choice sent with the submission (delivery and installation fee)', async () => {
    const { db } = testDb();
    const desk = await createProduct(db, catalogue, { listPrice: 50_000, isSpecialDelivery: true, fees: [{ feeType: FeeType.deliveryInstall, amount: 4000 }] });
    const feeOf = async (deliServOptType: DeliveryServiceOption, key: string) => {
      const shopper = await createShopper(db, catalogue);
      const ref = await cartWith(shopper, [{ productId: desk.id, quantity: 2 }]);
      expect(await submitOrder({ db, payments }, shopper.ctx, ref, { ...onAccount, OrderDeli: { deliServOptType } }, key)).toMatchObject({ ok: true });
      const [order] = await db.select().from(t.orders).where(sql`id = (select order_id from order_refs where ref = ${ref})`);
      return [order?.deliServOptType, (order?.priceDetails as { deliveryAndInstallFee: number }).deliveryAndInstallFee];
    };
    expect(await feeOf(DeliveryServiceOption.deliveryAndInstall, 'install')).toEqual([DeliveryServiceOption.deliveryAndInstall, 8000]);
    expect(await feeOf(DeliveryServiceOption.standard, 'standard')).toEqual([DeliveryServiceOption.standard, 0]);
  });

  it('refuses an order whose total changed after the buyer reviewed it (another tab added to the cart): 409, nothing placed; the total as it is now is placed', async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue);
    const stapler = await createProduct(db, catalogue, { listPrice: 3899 });
    const ref = await cartWith(shopper, [{ productId: stapler.id, quantity: 1 }]);
    const reviewed = (await cartDetails(db, shopper.ctx)).CartInfo.CartSummary.OrderTotal as number;
    await cartWith(shopper, [{ productId: stapler.id, quantity: 4 }]);
    const now = (await cartDetails(db, shopper.ctx)).CartInfo.CartSummary.OrderTotal as number;
    expect(now).toBeGreaterThan(reviewed);
    const refused = await submitOrder({ db, payments }, shopper.ctx, ref, { ...onAccount, expectedOrderTotal: reviewed }, 'changed-1');
    expect(refused).toMatchObject({ ok: false, status: 409, messages: [{ Type: 'checkout.orderChanged' }] });
    expect((await cartDetails(db, shopper.ctx)).CartInfo.Products).toHaveLength(1);
    expect(await submitOrder({ db, payments }, shopper.ctx, ref, { ...onAccount, expectedOrderTotal: now }, 'changed-1')).toMatchObject({ ok: true, value: { body: { orderTotal: now } } });
  });

  it('refuses an order moved to another ship-to after the buyer reviewed it (another tab, same total): 409 in the buyer\'s language, nothing placed; the ship-to as it is now is placed', async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue);
    const stapler = await createProduct(db, catalogue, { listPrice: 3899 });
    const ref = await cartWith(shopper, [{ productId: stapler.id, quantity: 1 }]);
    const reviewed = (await cartDetails(db, shopper.ctx)).CartInfo.CartSummary.OrderTotal as number;
    const [branch] = await db
      .insert(t.shipTos)
      .values({ clientId: shopper.clientId, shipToNo: '002', name: 'Branch', line1: '2 Side St', city: 'Town', province: 'ON', postalCode: 'M5J 2J2', deliveryZone: 'Z1', assemblyAvailable: true, installationAvailable: true, isDefault: false })
      .returning({ id: t.shipTos.id });
    const branchId = (branch as { id: string }).id;
    await db.execute(sql`update orders set ship_to_id = ${branchId} where id = (select order_id from order_refs where ref = ${ref})`);
    expect((await cartDetails(db, shopper.ctx)).CartInfo.CartSummary.OrderTotal).toBe(reviewed);
    const refused = await submitOrder({ db, payments }, { ...shopper.ctx, locale: 'fr-CA' }, ref, { ...onAccount, expectedOrderTotal: reviewed, expectedShipToId: shopper.shipToId }, 'moved-1');
    expect(refused).toMatchObject({ ok: false, status: 409, messages: [{ Type: 'checkout.orderChanged', PrimaryMessage: expect.stringContaining('Votre commande a changé') }] });
    const [open] = await queryRows<{ status: string }>(db, sql`select status from orders where id = (select order_id from order_refs where ref = ${ref})`);
    expect(open?.status).toBe('open');
    expect(await submitOrder({ db, payments }, shopper.ctx, ref, { ...onAccount, expectedOrderTotal: reviewed, expectedShipToId: branchId }, 'moved-1')).toMatchObject({ ok: true });
  });

  it('refuses an order whose PO number, delivery instructions, delivery service or custom prompt answers changed in another tab after review (same total): 409 in the buyer\'s language, nothing placed; what was reviewed is placed', async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue);
    const stapler = await createProduct(db, catalogue, { listPrice: 3899 });
    await db.insert(t.customPrompts).values([
      { clientId: shopper.clientId, sequence: 1, kind: 'costCentre', labelEn: 'Cost centre', labelFr: 'Centre de coûts', prefix: 'CC-' },
      { clientId: shopper.clientId, sequence: 2, kind: 'other', labelEn: 'Project', labelFr: 'Projet' },
    ]);
    const ref = await cartWith(shopper, [{ productId: stapler.id, quantity: 1 }]);
    const order = sql`(select order_id from order_refs where ref = ${ref})`;
    const answer = (sequence: number, value: string) =>
      db.execute(sql`insert into order_prompt_values (order_id, prompt_id, value) select ${order}, id, ${value} from custom_prompts where client_id = ${shopper.clientId} and sequence = ${sequence}
        on conflict (order_id, prompt_id, order_line_id) do update set value = excluded.value`);
    const reviewedState = async () => {
      await db.execute(sql`update orders set po_number = 'PO-A', delivery_instructions = 'Dock 4', deli_serv_opt_type = 1 where id = ${order}`);
      await answer(1, '77');
      await db.execute(sql`delete from order_prompt_values where order_id = ${order} and prompt_id = (select id from custom_prompts where client_id = ${shopper.clientId} and sequence = 2)`);
    };
    await reviewedState();
    const reviewed: SubmitOrderRequest = {
      ...onAccount, poNumber: null, expectedOrderTotal: (await cartDetails(db, shopper.ctx)).CartInfo.CartSummary.OrderTotal as number, expectedShipToId: shopper.shipToId,
      expectedPoNumber: 'PO-A', expectedDeliveryInstructions: 'Dock 4', expectedDeliveryService: 1, expectedPromptAnswers: [{ promptId: 1, value: '77' }, { promptId: 2, value: '' }],
    };
    const elsewhere = {
      poNumber: () => db.execute(sql`update orders set po_number = 'PO-B' where id = ${order}`),
      instructions: () => db.execute(sql`update orders set delivery_instructions = 'Leave at the front desk' where id = ${order}`),
      service: () => db.execute(sql`update orders set deli_serv_opt_type = 2 where id = ${order}`),
      promptAnswer: () => answer(1, '78'),
      promptAnswered: () => answer(2, 'Reno'),
    };
    for (const [change, apply] of Object.entries(elsewhere)) {
      await apply();
      const refused = await submitOrder({ db, payments }, { ...shopper.ctx, locale: 'fr-CA' }, ref, reviewed, `elsewhere-${change}`);
      expect(refused, change).toMatchObject({ ok: false, status: 409, messages: [{ Type: 'checkout.orderChanged', PrimaryMessage: formatMessage('fr-CA', 'checkout.orderChanged') }] });
      const [open] = await queryRows<{ status: string }>(db, sql`select status from orders where id = ${order}`);
      expect(open?.status, change).toBe('open');
      await reviewedState();
    }
    // Installation kept on an order whose area has none is Deliver only, as Delivery Details and Review & Confirm say: no change.
    await db.execute(sql`update ship_tos set installation_available = false where id = ${shopper.shipToId}`);
    await db.execute(sql`update orders set deli_serv_opt_type = 2 where id = ${order}`);
    expect(await submitOrder({ db, payments }, shopper.ctx, ref, reviewed, 'elsewhere-none')).toMatchObject({ ok: true });
    const [placed] = await db.select().from(t.orders).where(sql`id = (select order_id from order_refs where ref = ${ref})`);
    expect(placed).toMatchObject({ status: 'submitted', poNumber: 'PO-A', deliveryInstructions: 'Dock 4' });
  });

  it('refuses an order emptied in another tab after Review & Confirm as an empty cart (422, en and fr-CA), not as one to modify or under the minimum; nothing placed', async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue, { minimumOrderAmount: 2500 });
    const stapler = await createProduct(db, catalogue, { listPrice: 3899 });
    const ref = await cartWith(shopper, [{ productId: stapler.id, quantity: 1 }]);
    await db.execute(sql`delete from order_lines where order_id = (select order_id from order_refs where ref = ${ref})`);
    for (const locale of ['en-CA', 'fr-CA'] as const) {
      const refused = await submitOrder({ db, payments }, { ...shopper.ctx, locale }, ref, onAccount, `emptied-${locale}`);
      expect(refused).toMatchObject({ ok: false, status: 422 });
      expect((refused as { messages: Array<{ Type: string; PrimaryMessage: string }> }).messages.map((message) => [message.Type, message.PrimaryMessage])).toEqual([['checkout.emptyCart', formatMessage(locale, 'checkout.emptyCart')]]);
    }
    const [open] = await queryRows<{ status: string }>(db, sql`select status from orders where id = (select order_id from order_refs where ref = ${ref})`);
    expect(open?.status).toBe('open');
  });

  it('checks the order\'s required fields before its payment, in the form\'s order: the scheduled date, the PO number and the mandatory prompt, then the card', async () => {
    const { db } = testDb();
    const product = await createProduct(db, catalogue, { listPrice: 1000 });
    const shopper = await createShopper(db, catalogue, { creditCardMandatoryType: 'mandatory' });
    await db.insert(t.customPrompts).values({ clientId: shopper.clientId, sequence: 1, kind: 'costCentre', labelEn: 'Cost centre', labelFr: 'Centre de coûts', mandatory: true });
    const ref = await cartWith(shopper, [{ productId: product.id, quantity: 1 }]);
    let saturday = addDays(toIsoDate(new Date()), 7);
    while (dayOfWeek(saturday) !== 6) saturday = addDays(saturday, 1);
    const noCard: SubmitOrderRequest = { ...onAccount, billingOptionType: 4, paymentToken: null };
    const refusalOf = async (input: SubmitOrderRequest, key: string) => ((await submitOrder({ db, payments }, { ...shopper.ctx, locale: 'fr-CA' }, ref, input, key)) as { messages: Array<{ Type: string }> }).messages.map((message) => message.Type);
    expect(await refusalOf({ ...noCard, poNumber: 'PO<1>', deliveryType: 'scheduled', scheduledDate: saturday }, 'po')).toEqual(['checkout.scheduledDateInvalid']);
    expect(await refusalOf({ ...noCard, poNumber: 'PO<1>' }, 'po2')).toEqual(['checkout.poNumberCharacters']);
    expect(await refusalOf(noCard, 'prompt')).toEqual(['cart.customPromptsInvalid', 'cart.customPromptRequired']);
    await db.execute(sql`insert into order_prompt_values (order_id, prompt_id, value) select order_id, (select id from custom_prompts where client_id = ${shopper.clientId}), 'CC-1' from order_refs where ref = ${ref}`);
    expect(await refusalOf(noCard, 'card')).toEqual(['checkout.cardRequired']);
  });

  it('refuses a suspended client (dated hold), a cart under the minimum, an order too large to keep, a weekend date, an option the client lacks and a declined card; nothing changes', async () => {
    const { db } = testDb();
    const product = await createProduct(db, catalogue, { listPrice: 1000 });
    const held = await createShopper(db, catalogue, { suspendedDateFrom: '2000-01-01', suspendedDateUntil: '2100-12-31' });
    const heldRef = await cartWith(held, [{ productId: product.id, quantity: 1 }]);
    const hold = await submitOrder({ db, payments }, held.ctx, heldRef, onAccount, 'h');
    expect(hold).toMatchObject({ ok: false, status: 422, messages: [{ Type: 'orderHold.withDates' }] });
    expect(JSON.stringify(hold)).toContain('January 01, 2000');
    const small = await createShopper(db, catalogue, { minimumOrderAmount: 5000 });
    const smallRef = await cartWith(small, [{ productId: product.id, quantity: 1 }]);
    expect(await submitOrder({ db, payments }, small.ctx, smallRef, onAccount, 's')).toMatchObject({ ok: false, messages: [{ Type: 'cart.underMinimum' }] });
    const desk = await createProduct(db, catalogue, { listPrice: 496_999 });
    const large = await createShopper(db, catalogue);
    const largeRef = await cartWith(large, [{ productId: desk.id, quantity: 9999 }]);
    const tooLarge = await submitOrder({ db, payments }, { ...large.ctx, locale: 'fr-CA' }, largeRef, onAccount, 'l');
    expect(tooLarge).toMatchObject({ ok: false, status: 422, messages: [{ Type: 'checkout.orderTooLarge' }] });
    expect(JSON.stringify(tooLarge)).toContain('9\u00a0999\u00a0999,99\u00a0$');
    const other = await createShopper(db, catalogue, { creditCardMandatoryType: 'mandatory' });
    const otherRef = await cartWith(other, [{ productId: product.id, quantity: 1 }]);
    expect(await submitOrder({ db, payments }, other.ctx, otherRef, onAccount, 'o')).toMatchObject({ ok: false, messages: [{ Type: 'checkout.billingOptionUnavailable' }] });
    let saturday = addDays(toIsoDate(new Date()), 7);
    while (dayOfWeek(saturday) !== 6) saturday = addDays(saturday, 1);
    const weekend = await submitOrder({ db, payments }, other.ctx, otherRef, { ...onAccount, billingOptionType: 4, paymentToken: tokenFor(payments, testCards.visaApproved, other.ctx), deliveryType: 'scheduled', scheduledDate: saturday }, 'w');
    expect(weekend).toMatchObject({ ok: false, messages: [{ Type: 'checkout.scheduledDateInvalid' }] });
    // Past core's horizon (90 days), whatever the day: 422 like any date the buyer can pick wrongly, naming the last date allowed.
    const tooLate = await submitOrder({ db, payments }, other.ctx, otherRef, { ...onAccount, billingOptionType: 4, paymentToken: tokenFor(payments, testCards.visaApproved, other.ctx), deliveryType: 'scheduled', scheduledDate: '2099-01-05' }, 't');
    expect(tooLate).toMatchObject({ ok: false, status: 422, messages: [{ Type: 'checkout.scheduledDateTooLate' }] });
    expect(weekend).toMatchObject({ status: 422 });
    const declined = await submitOrder({ db, payments }, other.ctx, otherRef, { ...onAccount, billingOptionType: 4, paymentToken: tokenFor(payments, testCards.declined, other.ctx) }, 'd');
    expect(declined).toMatchObject({ ok: false, messages: [{ Type: 'payments.declined' }] });
    const [still] = await queryRows<{ open: number; keys: number }>(db, sql`select (select count(*)::int from orders where client_id = ${other.clientId} and status = 'open') as open, (select count(*)::int from idempotency_keys where buyer_id = ${other.buyerId}) as keys`);
    expect(still).toEqual({ open: 1, keys: 0 });
  });
});
