import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../../db/test-db.ts';
import { DATASET_NOW, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';
import type { BuyerViewer } from '../search/index.ts';
import { recommendations } from './recommendations-service.ts';

interface Card { ProductCode: string; IsRestricted: boolean; CombinedDetailPrice: number | null }
interface Answer { Recommendations: Card[]; RecentlyViewedItems: Card[] }

describeEachWorld('recommendations', (testDb) => {
  let world: World;
  let enabled: SignedIn;
  let disabled: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    enabled = await signIn(world.app, 'buyer-ab');
    disabled = await signIn(world.app, 'buyer-on');
  });
  const ask = async (body: Record<string, unknown>, who: SignedIn | null): Promise<Answer> => {
    const response = await world.app.request('/svc/search/Recommendations', json('POST', { language: 'en', PageType: 'product', ...body }, who?.headers ?? {}));
    expect(response.status).toBe(200);
    return (await response.json()) as Answer;
  };
  const codeOf = (id: string) => world.dataset.products.find((p) => p.id === id)?.code;
  const restrictedIds = () => new Set(world.dataset.products.filter((p) => p.flags.restricted).map((p) => p.id));

  /** A product of a submitted order and another product bought on the same order. */
  const boughtTogether = () => {
    const restricted = restrictedIds();
    for (const order of world.dataset.orders) {
      const lines = order.lines.filter((l) => !restricted.has(l.productId));
      const [first, second] = lines;
      if (first && second && first.productId !== second.productId) return { seed: codeOf(first.productId), partner: codeOf(second.productId) };
    }
    throw new Error('no submitted order with two unrestricted products');
  };

  it('guests get empty lists', async () => {
    const { seed } = boughtTogether();
    expect(await ask({ ProductCodes: [seed], IncludeRecentlyViewed: true }, null)).toEqual({ Recommendations: [], RecentlyViewedItems: [] });
  });

  it('suggests products bought on the same orders, never the given ones nor restricted items, priced, the same each time', async () => {
    const { seed, partner } = boughtTogether();
    const first = await ask({ ProductCodes: [seed], recordPerPage: 50 }, enabled);
    const codes = first.Recommendations.map((r) => r.ProductCode);
    expect(codes).toContain(partner);
    expect(codes).not.toContain(seed);
    expect(first.Recommendations.every((r) => !r.IsRestricted && typeof r.CombinedDetailPrice === 'number')).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect((await ask({ ProductCodes: [seed], recordPerPage: 50 }, enabled)).Recommendations.map((r) => r.ProductCode)).toEqual(codes);
    expect((await ask({ ProductCodes: [seed], recordPerPage: 3 }, enabled)).Recommendations.map((r) => r.ProductCode)).toEqual(codes.slice(0, 3));
  });

  it('falls back on the same category: a product never ordered still gets suggestions from its category', async () => {
    const ordered = new Set(world.dataset.orders.flatMap((o) => o.lines.map((l) => l.productId)));
    const restricted = restrictedIds();
    const lonely = world.dataset.products.find((p) => !ordered.has(p.id) && !restricted.has(p.id) && p.upsellIds.length === 0);
    const answer = await ask({ ProductCodes: [lonely?.code] }, enabled);
    const categoryOf = new Map(world.dataset.products.map((p) => [p.code, p.categoryId]));
    expect(answer.Recommendations.length).toBeGreaterThan(0);
    expect(answer.Recommendations.every((r) => categoryOf.get(r.ProductCode) === lonely?.categoryId && r.ProductCode !== lonely?.code)).toBe(true);
  });

  it('standing-offer products only with ShowStandingOfferProduct 1 (contracts judged on the dataset day)', async () => {
    const clientId = world.clientIdOf('buyer-ab');
    const contracted = world.dataset.contractPrices.filter((c) => c.clientId === clientId).map((c) => c.productId);
    const seed = world.dataset.products.find((p) => p.id === contracted[0]);
    const viewer: BuyerViewer = { kind: 'buyer', buyerId: world.buyerId('buyer-ab'), clientId, canSeePrices: true, isInGroupOrder: false, showContractFirst: false, showRestrictedItemsDefaultView: false, enableRecommendationProduct: true };
    const input = { language: 'en' as const, PageType: 'product', ProductCodes: [seed?.code ?? ''], recordPerPage: 50, keyWord: '', IncludeRecentlyViewed: false };
    const only = await recommendations(testDb().db, viewer, { ...input, ShowStandingOfferProduct: 1 }, { asOf: DATASET_NOW });
    const all = await recommendations(testDb().db, viewer, { ...input, ShowStandingOfferProduct: 0 }, { asOf: DATASET_NOW });
    const codes = new Set(contracted.map(codeOf));
    expect(only.Recommendations.length).toBeGreaterThan(0);
    expect(only.Recommendations.every((r) => codes.has(r.ProductCode))).toBe(true);
    expect(all.Recommendations.some((r) => !codes.has(r.ProductCode))).toBe(true);
  });

  it('no suggestions when the client has them turned off; recently viewed items still listed, newest first, without the given product', async () => {
    const { seed } = boughtTogether();
    const viewed = world.dataset.products.filter((p) => !p.flags.restricted).slice(10, 13).map((p) => p.code);
    for (const code of viewed) await world.app.request('/svc/search/product-details', json('POST', { language: 'en', productCodes: [code] }, disabled.headers));
    const answer = await ask({ ProductCodes: [seed, viewed[2]], IncludeRecentlyViewed: true }, disabled);
    expect(answer.Recommendations).toEqual([]);
    expect(answer.RecentlyViewedItems.map((r) => r.ProductCode).slice(0, 2)).toEqual([viewed[1], viewed[0]]);
    expect((await ask({ ProductCodes: [seed] }, disabled)).RecentlyViewedItems).toEqual([]);
  });

  it('bad bodies answer 400 in the Messages shape', async () => {
    const bad = await world.app.request('/svc/search/Recommendations', json('POST', { language: 'de', PageType: 'product' }, enabled.headers));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { Messages: unknown[] }).Messages.length).toBeGreaterThan(0);
  });
});
