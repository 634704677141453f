import { FeeType } from '@comptoir/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createCatalogue, createProduct, createShopper, type CatalogueIds } from '../../test/commerce-world.ts';
import { addToCart } from './add-to-cart.ts';
import { findCart } from './cart-repo.ts';
import { buyerLineCart, cartDetails, clearOrder, saveLineNote } from './cart-service.ts';
import { removeProduct, updateDrawerQuantity, updateProduct } from './line-changes.ts';

describeEachDriver('cart service', (testDb: () => TestDb) => {
  let catalogue: CatalogueIds;
  beforeAll(async () => {
    catalogue = await createCatalogue(testDb().db);
  });

  it('adds, reads, updates, notes and removes lines with core totals and every cart product field', async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue, { province: 'ON' });
    const paper = await createProduct(db, catalogue, { listPrice: 1250, fees: [{ feeType: FeeType.environmental, amount: 15 }] });
    const pens = await createProduct(db, catalogue, { listPrice: 899, salesMultiple: 12, minimumQuantity: 12 });
    const added = await addToCart(db, shopper.ctx, { Products: [{ ProductCode: paper.code, Quantity: 4 }, { ProductCode: pens.code, Quantity: 24 }] });
    expect(added.isSuccess).toBe(true);
    expect(added.AddedProducts.map((product) => product.ProductCode)).toEqual([paper.code, pens.code]);
    const cart = await cartDetails(db, shopper.ctx);
    expect(cart.CartInfo.Products).toHaveLength(2);
    const details = cart.CartInfo.CartSummary.PriceDetails;
    expect(details.subTotal).toBe(4 * 1250 + 24 * 899);
    expect(details.environmentalFee).toBe(4 * 15);
    expect(details.total).toBe(details.subTotal + 60);
    expect(cart.CartInfo.CartSummary.Taxes.hSTTaxTotal).toBe(Math.round((details.total * 13) / 100));
    expect(cart.OrderId).toBeGreaterThan(0);
    const line = cart.CartInfo.Products[0];
    expect(line).toMatchObject({ ProductCode: paper.code, Quantity: 4, UnitSellPrice: 1250, CombinedSellPrice: 1265, OrderProductId: 1, FeetoDisplay: [1] });

    expect((await updateProduct(db, buyerLineCart(shopper.ctx), 2, 30)).ok).toBe(false);
    expect(await updateProduct(db, buyerLineCart(shopper.ctx), 2, 36)).toMatchObject({ ok: true });
    expect(await saveLineNote(db, shopper.ctx, 1, 'Leave at\nreception')).toMatchObject({ ok: true });
    const drawer = await updateDrawerQuantity(db, buyerLineCart(shopper.ctx), { orderProductId: 2, quantity: 6, clientNo: shopper.clientNo });
    expect(drawer).toMatchObject({ ok: false, status: 422, messages: [{ Type: 'quantity.belowMinimum', PrimaryMessage: 'Minimum quantity is 12. To remove this item, please go to the cart' }] });
    expect(await removeProduct(db, buyerLineCart(shopper.ctx), 1)).toMatchObject({ ok: true, value: [{ Type: 'cart.itemRemoved' }] });
    const after = await cartDetails(db, shopper.ctx);
    expect(after.CartInfo.Products.map((product) => [product.ProductCode, product.Quantity])).toEqual([[pens.code, 36]]);
    expect(await clearOrder(db, shopper.ctx)).toMatchObject({ ok: true });
    expect((await cartDetails(db, shopper.ctx)).CartInfo.Products).toEqual([]);
  });

  it("refuses what core's quantity rules refuse and removes restricted items with their message, in the buyer's language", async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue);
    const pens = await createProduct(db, catalogue, { listPrice: 899, salesMultiple: 12, minimumQuantity: 12 });
    const restricted = await createProduct(db, catalogue, { listPrice: 100, isRestricted: true });
    const fr = { ...shopper.ctx, locale: 'fr-CA' as const };
    const answer = await addToCart(db, fr, { Products: [{ ProductCode: pens.code, Quantity: 13 }, { ProductCode: restricted.code, Quantity: 1 }, { ProductCode: 'NOPE', Quantity: 1 }, { ProductCode: pens.code, Quantity: 0 }] });
    expect(answer.isSuccess).toBe(false);
    expect(answer.Messages.map((message) => message.Type)).toEqual(['quantity.notAddedSalesMultiple', 'cart.restrictedItemRemoved', 'cart.productNotFound']);
    expect(answer.Messages[0]?.PrimaryMessage).toContain(pens.code);
    expect((await cartDetails(db, shopper.ctx)).CartInfo.Products).toEqual([]);
    // Refused, so the cart opened for it is not kept either.
    expect(await findCart(db, shopper.ctx.buyerId)).toBeUndefined();
  });

  it('a sum above the maximum 9999 is refused and leaves the line as it was', async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue);
    const paper = await createProduct(db, catalogue, { listPrice: 10 });
    const version = async () => (await findCart(db, shopper.ctx.buyerId))?.version;
    await addToCart(db, shopper.ctx, { Products: [{ ProductCode: paper.code, Quantity: 9000 }] });
    const afterAdd = await version();
    const answer = await addToCart(db, shopper.ctx, { Products: [{ ProductCode: paper.code, Quantity: 1000 }] });
    expect(answer.Messages.map((message) => message.Type)).toEqual(['quantity.maximum']);
    expect((await cartDetails(db, shopper.ctx)).CartInfo.Products[0]?.Quantity).toBe(9000);
    // A refused add changes nothing, not even the cart's version; an applied one bumps it.
    expect(await version()).toBe(afterAdd);
    await addToCart(db, shopper.ctx, { Products: [{ ProductCode: paper.code, Quantity: 1 }] });
    expect(await version()).toBe((afterAdd ?? 0) + 1);
  });
});
