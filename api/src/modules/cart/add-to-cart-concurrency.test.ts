import fc from 'fast-check';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { QUANTITY_MAX } from '@comptoir/core';
import { createApp } from '../../app.ts';
import { queryRows, type Database } from '../../db/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { verifyAuditChain } from '../../platform/audit.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders, type CatalogueIds } from '../../test/commerce-world.ts';
import { TestPaymentProvider } from '../payments/index.ts';
import { submitOrder } from '../checkout/index.ts';
import { addProductsById } from './add-to-cart.ts';
import { cartDetails } from './cart-service.ts';

const CONCURRENT = 200;
const onAccount = { billingOptionType: 1, paymentToken: null, poNumber: 'PO-1', costCenter: null, deliveryInstructions: null, deliveryType: 'standard' as const, scheduledDate: null };

type App = ReturnType<typeof createApp>;

const addToCart = async (app: App, headers: Record<string, string>, products: ReadonlyArray<{ code: string; quantity: number }>) => {
  const response = await app.request('/api/cart/addtocart?callingLocation=react', {
    method: 'POST',
    headers,
    body: JSON.stringify({ Products: products.map((product) => ({ ProductCode: product.code, Quantity: product.quantity })) }),
  });
  return { status: response.status, body: (await response.json()) as { isSuccess: boolean; Messages: Array<{ PrimaryMessage: string }>; CartMessages: unknown[] } };
};

/** The buyer's lines, per order, with each order's status, version and the subtotal its submission stored. */
const linesOf = (db: Database, buyerId: string) =>
  queryRows<{ order_id: string; status: string; version: number; sub_total: number; line_number: number; product_id: string; quantity: number; unit_sell_price: number }>(
    db,
    sql`select o.id as order_id, o.status, o.version, o.sub_total, l.line_number, l.product_id, l.quantity, l.unit_sell_price
        from orders o join order_lines l on l.order_id = o.id where o.buyer_id = ${buyerId} order by o.created_at, l.line_number`,
  );

/** The `after` of the buyer's cart.addProducts audit rows, every product code with its quantity. */
const auditedAdds = async (db: Database, buyerId: string) =>
  (await queryRows<{ after: Array<{ productCode: string; quantity: number }> }>(db, sql`select after from audit_log where actor_id = ${buyerId} and action = 'cart.addProducts' order by seq`)).map(
    (row) => row.after,
  );

/** A buyer with an open cart holding one line of `opening`, and `count` more products to add. */
async function buyerWithCart(db: Database, catalogue: CatalogueIds, count: number) {
  const shopper = await createShopper(db, catalogue);
  const opening = await createProduct(db, catalogue, { listPrice: 1_000 });
  const products = await Promise.all(Array.from({ length: count }, () => createProduct(db, catalogue, { listPrice: 250 })));
  await db.transaction((tx) => addProductsById(tx, shopper.ctx, [{ productId: opening.id, quantity: 1 }]));
  return { shopper, opening, products, headers: await sessionHeaders(db, shopper.buyerId) };
}

describeEachDriver('add-to-cart under concurrency', (testDb: () => TestDb) => {
  const appOf = (db: Database, kind: TestDb['kind']) => createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });

  it(`${CONCURRENT} concurrent adds of one product to one (not yet created) cart end as one line with the exact sum, no 5xx`, async () => {
    const { db, kind } = testDb();
    const app = appOf(db, kind);
    const catalogue = await createCatalogue(db);
    const shopper = await createShopper(db, catalogue);
    const product = await createProduct(db, catalogue, { listPrice: 499, salesMultiple: 2, minimumQuantity: 2 });
    const headers = await sessionHeaders(db, shopper.buyerId);
    const quantities = Array.from({ length: CONCURRENT }, (_, index) => 2 * ((index % 3) + 1));
    const statuses = await Promise.all(quantities.map(async (quantity) => (await addToCart(app, headers, [{ code: product.code, quantity }])).status));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const lines = await queryRows<{ quantity: number; carts: number }>(
      db,
      sql`select l.quantity, (select count(*)::int from orders where buyer_id = ${shopper.buyerId}) as carts
          from order_lines l join orders o on o.id = l.order_id where o.buyer_id = ${shopper.buyerId}`,
    );
    expect(lines).toEqual([{ quantity: quantities.reduce((sum, quantity) => sum + quantity, 0), carts: 1 }]);
  });

  it('concurrent adds of different products to an open cart: distinct line numbers, every quantity, one version and one audit row per add', async () => {
    const { db, kind } = testDb();
    const app = appOf(db, kind);
    const { shopper, opening, products, headers } = await buyerWithCart(db, await createCatalogue(db), 40);
    const [before] = await linesOf(db, shopper.buyerId);
    // Each product is asked for twice, alone and with its neighbour: adds to the same line race too.
    const asks = products.flatMap((product, index) => [[{ code: product.code, quantity: 3 }], [{ code: product.code, quantity: 1 }, { code: (products[(index + 1) % products.length] as { code: string }).code, quantity: 2 }]]);
    const answers = await Promise.all(asks.map((ask) => addToCart(app, headers, ask)));
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);

    const lines = await linesOf(db, shopper.buyerId);
    expect(new Set(lines.map((line) => line.line_number)).size).toBe(lines.length);
    expect(new Map(lines.map((line) => [line.product_id, line.quantity]))).toEqual(new Map([[opening.id, 1], ...products.map((product) => [product.id, 3 + 1 + 2] as [string, number])]));
    expect(lines[0]?.version).toBe((before?.version ?? 0) + asks.length);
    expect((await auditedAdds(db, shopper.buyerId)).slice(1)).toHaveLength(asks.length);
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it(`concurrent adds of one product to an open cart stop at ${QUANTITY_MAX}: what was answered added is there, the rest was told the maximum`, async () => {
    const { db, kind } = testDb();
    const app = appOf(db, kind);
    const { shopper, products, headers } = await buyerWithCart(db, await createCatalogue(db), 1);
    const product = products[0] as { id: string; code: string };
    const quantities = Array.from({ length: 60 }, (_, index) => 250 + (index % 7) * 50);
    const answers = await Promise.all(quantities.map((quantity) => addToCart(app, headers, [{ code: product.code, quantity }])));
    const added = quantities.filter((_, index) => answers[index]?.status === 200);
    const refusals = answers.filter((answer) => answer.status !== 200);
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.map((answer) => [answer.status, answer.body.Messages.map((message) => message.PrimaryMessage)])).toEqual(
      refusals.map(() => [422, [`The maximum quantity is ${QUANTITY_MAX.toLocaleString('en-CA')}.`]]),
    );
    const line = (await linesOf(db, shopper.buyerId)).find((row) => row.product_id === product.id);
    expect(line?.quantity).toBe(added.reduce((sum, quantity) => sum + quantity, 0));
    expect(line?.quantity).toBeLessThanOrEqual(QUANTITY_MAX);
    expect(line?.quantity).toBeGreaterThan(QUANTITY_MAX - 550);
    expect((await auditedAdds(db, shopper.buyerId)).slice(1).map((after) => after[0]?.quantity)).toHaveLength(added.length);
  });

  it('adds racing the submission never land on the submitted order: each is on the order it priced or in the next cart', async () => {
    const { db, kind } = testDb();
    const app = appOf(db, kind);
    for (let round = 0; round < 3; round += 1) {
      const { shopper, products, headers } = await buyerWithCart(db, await createCatalogue(db), 12);
      const cart = await cartDetails(db, shopper.ctx);
      const [submitted, ...answers] = await Promise.all([
        submitOrder({ db, payments: new TestPaymentProvider() }, shopper.ctx, cart.OrderId as number, onAccount, `race-${round}`),
        ...products.map((product) => addToCart(app, headers, [{ code: product.code, quantity: 2 }])),
      ]);
      expect(submitted).toMatchObject({ ok: true });
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      const lines = await linesOf(db, shopper.buyerId);
      const placed = lines.filter((line) => line.status !== 'open');
      expect(placed.length).toBeGreaterThan(0);
      // Every line of the placed order was priced by its submission: its stored subtotal is theirs, to the cent.
      expect(placed.reduce((sum, line) => sum + line.quantity * line.unit_sell_price, 0)).toBe(placed[0]?.sub_total);
      expect(new Set(lines.map((line) => line.product_id))).toEqual(new Set([...placed.map((line) => line.product_id), ...products.map((product) => product.id)]));
      expect(lines.filter((line) => line.product_id !== placed[0]?.product_id).every((line) => line.quantity === 2)).toBe(true);
    }
  });

  it('property: any batch of concurrent adds to an open cart sums per product under the maximum, numbers lines once, audits what it added', async () => {
    const { db, kind } = testDb();
    const app = appOf(db, kind);
    const catalogue = await createCatalogue(db);
    const ask = fc.record({ product: fc.nat({ max: 4 }), quantity: fc.integer({ min: 1, max: 4_000 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(ask, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }), async (batch) => {
        const { shopper, opening, products, headers } = await buyerWithCart(db, catalogue, 5);
        const asks = batch.map((items) => items.map((item) => ({ code: (products[item.product] as { code: string }).code, quantity: item.quantity })));
        const answers = await Promise.all(asks.map((items) => addToCart(app, headers, items)));
        expect(answers.every((answer) => answer.status === 200 || answer.status === 422)).toBe(true);
        const audited = (await auditedAdds(db, shopper.buyerId)).slice(1).flat();
        const expected = new Map<string, number>([[opening.code, 1]]);
        for (const item of audited) expected.set(item.productCode, (expected.get(item.productCode) ?? 0) + item.quantity);
        const lines = await linesOf(db, shopper.buyerId);
        const codeOf = new Map([opening, ...products].map((product) => [product.id, product.code]));
        expect(new Map(lines.map((line) => [codeOf.get(line.product_id), line.quantity]))).toEqual(expected);
        expect(lines.every((line) => line.quantity <= QUANTITY_MAX)).toBe(true);
        expect(new Set(lines.map((line) => line.line_number)).size).toBe(lines.length);
        // CartMessages are one 'added' message per product added, then the Messages of what was not.
        expect(audited.length).toBe(answers.reduce((sum, answer) => sum + answer.body.CartMessages.length - answer.body.Messages.length, 0));
        expect(answers.every((answer) => answer.body.isSuccess === (answer.status === 200))).toBe(true);
        expect(lines[0]?.version).toBe(1 + answers.filter((answer) => answer.status === 200).length);
      }),
      { numRuns: 15 },
    );
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });
});
