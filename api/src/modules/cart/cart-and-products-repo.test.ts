import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import * as t from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createCatalogue, createCoupon, createProduct, createShopper, type CatalogueIds, type Shopper } from '../../test/commerce-world.ts';
import { findCartAndProducts } from './cart-and-products-repo.ts';
import { findProductsByCode, sessionPricingScope, type ProductRow } from './cart-lines-repo.ts';
import { createCart, findCart } from './cart-repo.ts';

const day = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

/** Any text PostgreSQL keeps (all but NUL): quotes, backslashes, newlines and non-ASCII must come back as they went in. */
const text = fc.string({ unit: 'grapheme', maxLength: 12 }).map((value) => value.replaceAll('\u0000', ''));

const productShape = fc.record({
  // Up to $5M: a percent promotion's price is computed in bigint (list price × 10000 overflowed int4 above ~$2,455).
  listPrice: fc.integer({ min: 0, max: 500_000_000 }),
  nameFr: text,
  isRestricted: fc.boolean(),
  contract: fc.constantFrom('none', 'current', 'expired'),
  promotion: fc.constantFrom('none', 'percent', 'amount', 'otherClient', 'ended'),
  tiers: fc.uniqueArray(fc.record({ minQuantity: fc.integer({ min: 2, max: 500 }), unitPrice: fc.integer({ min: 1, max: 100_000 }) }), { maxLength: 3, selector: (tier) => tier.minQuantity }),
  fees: fc.uniqueArray(fc.record({ feeType: fc.integer({ min: 1, max: 9 }), amount: fc.integer({ min: 0, max: 5_000 }) }), { maxLength: 2, selector: (fee) => fee.feeType }),
  images: fc.nat({ max: 2 }),
  stocked: fc.boolean(),
});

const cartShape = fc.record({
  hasCart: fc.boolean(),
  shipTo: fc.boolean(),
  card: fc.boolean(),
  coupon: fc.constantFrom('none', 'usable', 'expired', 'otherClient', 'unknown'),
  scheduledDate: fc.option(fc.constant('2031-02-03'), { nil: null }),
  suspended: fc.boolean(),
  waitingForActivation: fc.boolean(),
  isInGroupOrder: fc.boolean(),
  poNumber: text,
  products: fc.array(productShape, { maxLength: 4 }),
  unknownCodes: fc.nat({ max: 2 }),
});
type CartShape = typeof cartShape extends fc.Arbitrary<infer Shape> ? Shape : never;
type ProductShape = CartShape['products'][number];

/** Everything present (ship-to, card, coupon, contract, promotion, tiers, fees, media) and nothing present (no cart, no codes). */
const examples: CartShape[] = [
  {
    hasCart: true, shipTo: true, card: true, coupon: 'usable', scheduledDate: '2031-02-03', suspended: true, waitingForActivation: true, isInGroupOrder: false, poNumber: 'PO « 7 » \\ "x"\n',
    products: [
      { listPrice: 12_345, nameFr: 'Chaise « été »', isRestricted: true, contract: 'current', promotion: 'percent', tiers: [{ minQuantity: 10, unitPrice: 999 }, { minQuantity: 5, unitPrice: 1_099 }], fees: [{ feeType: 2, amount: 300 }, { feeType: 1, amount: 50 }], images: 2, stocked: true },
      { listPrice: 100, nameFr: '', isRestricted: false, contract: 'none', promotion: 'amount', tiers: [], fees: [], images: 0, stocked: false },
    ],
    unknownCodes: 1,
  },
  { hasCart: false, shipTo: false, card: false, coupon: 'none', scheduledDate: null, suspended: false, waitingForActivation: false, isInGroupOrder: true, poNumber: '', products: [], unknownCodes: 0 },
];

async function createShapedProduct(db: Database, catalogue: CatalogueIds, shopper: Shopper, shape: ProductShape): Promise<string> {
  const { id, code } = await createProduct(db, catalogue, { listPrice: shape.listPrice, isRestricted: shape.isRestricted, tiers: shape.tiers, fees: shape.fees });
  await db.update(t.products).set({ nameFr: shape.nameFr }).where(eq(t.products.id, id));
  if (!shape.stocked) await db.delete(t.productStock).where(eq(t.productStock.productId, id));
  if (shape.images > 0) await db.insert(t.productMedia).values(Array.from({ length: shape.images }, (_, position) => ({ productId: id, position })));
  if (shape.contract !== 'none') {
    const [startDate, endDate] = shape.contract === 'current' ? ['2000-01-01', '2999-12-31'] : ['2000-01-01', '2000-12-31'];
    await db.insert(t.contractPrices).values({ clientId: shopper.clientId, productId: id, price: Math.max(shape.listPrice - 1, 0), standingOfferNumber: `SO-${code}`, startDate, endDate });
  }
  if (shape.promotion !== 'none') {
    const [promotion] = await db
      .insert(t.promotions)
      .values({
        code: `PR-${code}`, nameEn: 'Sale', nameFr: 'Solde', detailsEn: 'Sale', detailsFr: 'Solde « ici »', discountKind: shape.promotion === 'amount' ? 'amount' : 'percent', discountValue: 1_250,
        startDate: new Date(iso(-1)), endDate: new Date(iso(shape.promotion === 'ended' ? -0.5 : 1)), appliesToAllClients: shape.promotion !== 'otherClient',
      })
      .returning({ id: t.promotions.id });
    await db.insert(t.promotionProducts).values({ promotionId: (promotion as { id: string }).id, productId: id });
  }
  return code;
}

async function couponOf(db: Database, shopper: Shopper, kind: CartShape['coupon']): Promise<string | null> {
  if (kind === 'none') return null;
  if (kind === 'unknown') return 'NO-SUCH-COUPON';
  if (kind === 'expired') return createCoupon(db, { start: iso(-2), end: iso(-1) });
  const couponClient = kind === 'usable' ? shopper : await createShopper(db, await createCatalogue(db));
  return createCoupon(db, { start: iso(-1), end: iso(1), onlyFor: couponClient.clientId });
}

async function createShapedCart(db: Database, shopper: Shopper, shape: CartShape): Promise<void> {
  if (shape.waitingForActivation) await db.update(t.buyers).set({ isWaitingForCoActivation: true }).where(eq(t.buyers.id, shopper.buyerId));
  if (!shape.hasCart) return;
  await createCart(db, { buyerId: shopper.buyerId, clientId: shopper.clientId, shipToId: shape.shipTo ? shopper.shipToId : null });
  const couponCode = await couponOf(db, shopper, shape.coupon);
  const [cart] = await db
    .update(t.orders)
    .set({ couponCode, scheduledDate: shape.scheduledDate, poNumber: shape.poNumber, ...(shape.shipTo ? {} : { shipToId: null }) })
    .where(eq(t.orders.buyerId, shopper.buyerId))
    .returning({ id: t.orders.id });
  if (shape.card) await db.insert(t.orderPaymentCards).values({ orderId: (cart as { id: string }).id, brand: 'visa', last4: '4242', expiry: '12/30' });
}

const byCode = (products: readonly ProductRow[]) => [...products].sort((left, right) => left.code.localeCompare(right.code));

describeEachDriver('cart and products in one read', (testDb: () => TestDb) => {
  it('answers exactly what findCart and findProductsByCode answer, for carts and products of every shape', async () => {
    const { db } = testDb();
    const catalogue = await createCatalogue(db);
    await fc.assert(
      fc.asyncProperty(cartShape, async (shape) => {
        const shopper = await createShopper(db, catalogue, shape.suspended ? { suspendedDateFrom: '2030-01-01', suspendedDateUntil: '2030-12-31' } : {});
        const known: string[] = [];
        for (const product of shape.products) known.push(await createShapedProduct(db, catalogue, shopper, product));
        await createShapedCart(db, shopper, shape);
        const codes = [...known, ...Array.from({ length: shape.unknownCodes }, (_, index) => `NO-SUCH-${index}`)];
        const scope = sessionPricingScope({ clientId: shopper.clientId, isInGroupOrder: shape.isInGroupOrder });
        const { cart, products } = await findCartAndProducts(db, shopper.buyerId, codes, scope);
        expect(cart).toStrictEqual(await findCart(db, shopper.buyerId));
        expect(byCode(products)).toStrictEqual(byCode(await findProductsByCode(db, codes, scope)));
        expect(cart === undefined).toBe(!shape.hasCart);
        expect(products.map((product) => product.code).sort()).toStrictEqual([...known].sort());
      }),
      { numRuns: 15, examples: examples.map((example) => [example]) },
    );
  });
});
