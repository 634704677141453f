import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { toMessages } from '@comptoir/core';
import { contractPrices, priceTiers, promotionClients, promotionProducts, promotions, recentlyViewed } from '../../db/schema/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

interface Detail { ProductCode: string; ProductId: string; taxonomy: { id: string; name: string }[]; CombinedDetailPrice: number | null; UpsellProducts: { IsRestricted: boolean }[]; Specifications: { tab: string }[]; mediaImages: string[]; Description: string }

describeEachWorld('product detail, compare, breadcrumbs, finders', (testDb) => {
  let world: World;
  let buyer: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    buyer = await signIn(world.app, 'buyer-qc');
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => world.app.request(path, json('POST', body, headers));
  const visible = () => world.dataset.products.filter((p) => !p.flags.restricted);

  it('product-details: the read model with taxonomy, media, specs, upsells without restricted items; prices only for buyers', async () => {
    const product = visible().find((p) => p.upsellIds.length > 0) ?? visible()[0];
    const guest = await post('/svc/search/product-details', { language: 'fr', productCodes: [product?.code] });
    expect(guest.status).toBe(200);
    const [detail] = ((await guest.json()) as { Records: Detail[] }).Records;
    expect(detail?.ProductCode).toBe(product?.code);
    expect(detail?.Description).toBe(product?.name.fr);
    expect(detail?.taxonomy.at(-1)?.id).toBe(product?.categoryId);
    expect(detail?.mediaImages.length).toBe(product?.media.length);
    expect(detail?.Specifications.length).toBeGreaterThan(0);
    expect(detail?.CombinedDetailPrice).toBeNull();
    expect(detail?.UpsellProducts.every((u) => !u.IsRestricted)).toBe(true);
    const signedIn = await post('/svc/search/product-details', { language: 'en', productCodes: [product?.code] }, buyer.headers);
    const [priced] = ((await signedIn.json()) as { Records: Detail[] }).Records;
    expect(typeof priced?.CombinedDetailPrice).toBe('number');
  });

  it('product-details: other formats leave out restricted products, whose page the buyer cannot open', async () => {
    const restricted = new Set(world.dataset.products.filter((p) => p.flags.restricted).map((p) => p.id));
    const product = visible().find((p) => p.alternateFormats.some((a) => restricted.has(a.productId)));
    expect(product).toBeDefined();
    const response = await post('/svc/search/product-details', { language: 'fr', productCodes: [product?.code] }, buyer.headers);
    const [detail] = ((await response.json()) as { Records: { AlternateFormats: { ProductCode: string }[] }[] }).Records;
    const expected = (product?.alternateFormats ?? []).filter((a) => !restricted.has(a.productId));
    expect(detail?.AlternateFormats.map((a) => a.ProductCode).sort()).toEqual(expected.map((a) => world.dataset.products.find((p) => p.id === a.productId)?.code).sort());
  });

  it('records recently viewed products for the signed-in buyer only', async () => {
    const product = visible()[3];
    await post('/svc/search/product-details', { language: 'en', productCodes: [product?.code] }, buyer.headers);
    const viewed = await testDb().db.select().from(recentlyViewed).where(and(eq(recentlyViewed.buyerId, buyer.buyerId), eq(recentlyViewed.productId, product?.id ?? '')));
    expect(viewed).toHaveLength(1);
    const before = await testDb().db.select().from(recentlyViewed);
    await post('/svc/search/product-details', { language: 'en', productCodes: [visible()[4]?.code] });
    expect(await testDb().db.select().from(recentlyViewed)).toHaveLength(before.length);
  });

  it('compareProducts: 2 to 4 products, more or fewer is a 400', async () => {
    const codes = visible().slice(0, 4).map((p) => p.code);
    const ok = await post('/api/products/compareProducts', { productCodes: codes });
    expect(((await ok.json()) as { Products: Detail[] }).Products.map((p) => p.ProductCode)).toEqual(codes);
    expect((await post('/api/products/compareProducts', { productCodes: [...codes, visible()[5]?.code] })).status).toBe(400);
    expect((await post('/api/products/compareProducts', { productCodes: codes.slice(0, 1) })).status).toBe(400);
  });

  it('breadcrumbs: top category first, in the language; unknown ids 404, bad ids 400', async () => {
    const leaf = world.dataset.categories.find((c) => c.level === Math.max(...world.dataset.categories.map((x) => x.level)));
    const response = await world.app.request(`/api/categories/${leaf?.id}/fr/breadcrumbs`);
    const trail = (await response.json()) as { id: string; name: string }[];
    expect(trail.at(-1)).toEqual({ id: leaf?.id, name: leaf?.name.fr });
    expect(trail.length).toBe(leaf?.level);
    expect((await world.app.request('/api/categories/00000000-0000-4000-8000-000000000000/en/breadcrumbs')).status).toBe(404);
    expect((await world.app.request('/api/categories/12/de/breadcrumbs')).status).toBe(400);
  });

  it('ink-and-toner finder: a printer model gives compatible cartridges; box finder filters by inches', async () => {
    const models = ((await (await world.app.request('/svc/search/finders/printer-models')).json()) as { PrinterModels: string[] }).PrinterModels;
    const model = models[0] ?? '';
    const found = (await (await post('/svc/search/finders/ink-toner', { language: 'en', printerModel: model })).json()) as { Records: { ProductCode: string }[] };
    const compatible = new Set(visible().filter((p) => p.printerModels.includes(model)).map((p) => p.code));
    expect(found.Records.length).toBeGreaterThan(0);
    expect(found.Records.every((r) => compatible.has(r.ProductCode))).toBe(true);
    const box = visible().find((p) => p.boxDimensions);
    if (box?.boxDimensions) {
      const boxes = (await (await post('/svc/search/finders/box', { language: 'en', length: box.boxDimensions.length })).json()) as { Records: { ProductCode: string }[] };
      expect(boxes.Records.map((r) => r.ProductCode)).toContain(box.code);
    }
  });

  it('promotion search: unknown promotion 404; alternates exclude restricted items', async () => {
    expect((await post('/api/searchByPromotionId/00000000-0000-4000-8000-000000000000', { language: 'en' })).status).toBe(404);
    const promo = world.dataset.promotions[0];
    const result = await post(`/api/searchByPromotionId/${promo?.id}?sort=3&pageno=1`, { language: 'en' });
    expect(result.status).toBe(200);
    const withAlternates = visible().find((p) => p.alternateIds.length > 0);
    const alternates = await world.app.request(`/api/orders/getAlternateProducts?productCode=${withAlternates?.code}`);
    const body = (await alternates.json()) as { Products: { IsRestricted: boolean }[] };
    expect(body.Products.every((p) => !p.IsRestricted)).toBe(true);
  });

  // A promotion can be one client's alone (applies_to_all_clients false): its existence and products are that client's business.
  it("a client's own promotion lists its products to that client's buyers only: another client's buyer and a visitor are told it is not there", async () => {
    const qcClient = world.clientIdOf('buyer-qc');
    const [promotion] = await testDb()
      .db.insert(promotions)
      .values({ code: 'QC-ONLY', nameEn: 'Quebec only', nameFr: 'Québec seulement', discountKind: 'percent', discountValue: 500, startDate: new Date('2026-01-01'), endDate: new Date('2099-01-01'), appliesToAllClients: false })
      .returning({ id: promotions.id });
    const id = (promotion as { id: string }).id;
    await testDb().db.insert(promotionClients).values({ promotionId: id, clientId: qcClient });
    await testDb().db.insert(promotionProducts).values({ promotionId: id, productId: visible()[0]?.id as string });
    const listed = await post(`/api/searchByPromotionId/${id}`, { language: 'fr' }, buyer.headers);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { Records: unknown[] }).Records.length).toBe(1);
    const otherClient = await signIn(world.app, 'buyer-on');
    for (const headers of [otherClient.headers, {}]) {
      const refused = await post(`/api/searchByPromotionId/${id}`, { language: 'fr' }, { ...headers, 'Accept-Language': 'fr-CA' });
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ isSuccess: false, Messages: toMessages('errors.notFound', 'fr-CA') });
    }
  });

  // Core's rule: a contract price always applies, whatever the quantity; volume tiers shown beside it would promise prices never charged.
  it('a contract-priced product shows the contract price and no volume tiers; a product without a contract keeps its tiers', async () => {
    const [contracted, tiered] = visible().slice(6, 8);
    if (!contracted || !tiered) throw new Error('The dataset has too few products');
    const db = testDb().db;
    for (const product of [contracted, tiered]) {
      await db.delete(priceTiers).where(eq(priceTiers.productId, product.id));
      await db.insert(priceTiers).values([{ productId: product.id, minQuantity: 10, unitPrice: 900 }, { productId: product.id, minQuantity: 50, unitPrice: 800 }]);
    }
    await db.delete(contractPrices).where(and(eq(contractPrices.clientId, world.clientIdOf('buyer-qc')), eq(contractPrices.productId, contracted.id)));
    await db.insert(contractPrices).values({ clientId: world.clientIdOf('buyer-qc'), productId: contracted.id, price: 950, standingOfferNumber: 'SO-TIERS', startDate: '2000-01-01', endDate: '2099-12-31' });
    type Card = { ProductCode: string; IsContract: boolean; CombinedDetailPrice: number; TieredPricing: { Prices: { MinQuantity: number; Price: number }[] } };
    const response = await post('/svc/search/product-details', { language: 'fr', productCodes: [contracted.code, tiered.code] }, buyer.headers);
    const records = ((await response.json()) as { Records: Card[] }).Records;
    const byCode = new Map(records.map((r) => [r.ProductCode, r]));
    expect(byCode.get(contracted.code)).toMatchObject({ IsContract: true, CombinedDetailPrice: 950, TieredPricing: { Prices: [] } });
    expect(byCode.get(tiered.code)?.TieredPricing.Prices).toEqual([{ MinQuantity: 10, Price: 900 }, { MinQuantity: 50, Price: 800 }]);
  });

  it('bad input never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/svc/search/product-details', '/api/products/compareProducts', '/svc/search/finders/box', '/svc/search/finders/ink-toner'), fc.anything(), async (path, body) => {
        const response = await post(path, body);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
