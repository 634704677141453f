import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { describeEachDriver } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders, type CatalogueIds } from '../../test/commerce-world.ts';
import { addToCart } from './add-to-cart.ts';
import type { BuyerContext } from './buyer-context.ts';
import { createCartAnswerCache } from './cart-answer-cache.ts';

/** The cart answer gzip-compressed for clients that accept it (docs/decisions/054). */
const BROWSER = 'gzip, deflate, br';

const withoutTiming = (text: string) => {
  const { timing, ...rest } = JSON.parse(text) as Record<string, unknown>;
  expect(typeof timing).toBe('number');
  return rest;
};

describeEachDriver('cartDetails gzip-compressed through HTTP', (testDb) => {
  let catalogue: CatalogueIds;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    catalogue = await createCatalogue(testDb().db);
    app = createApp({ db: testDb().db, databaseKind: testDb().kind, logger: createLogger('silent'), config: commerceConfig });
  });

  const cartOf = async (headers: Record<string, string>, acceptEncoding?: string) => {
    const response = await app.request('/api/cart/cartDetails', { headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }) } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { encoding: response.headers.get('content-encoding'), bytes };
  };

  it('answers a browser gzip that decompresses to the plain answer, on a miss and on a hit; q=0 refuses gzip', async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue);
    const items = await Promise.all([1250, 899, 4500, 27_500].map((listPrice) => createProduct(db, catalogue, { listPrice })));
    await addToCart(db, shopper.ctx, { Products: items.map((item) => ({ ProductCode: item.code, Quantity: 3 })) });
    const headers = await sessionHeaders(db, shopper.buyerId);
    const missed = await cartOf(headers, BROWSER);
    const kept = await cartOf(headers, BROWSER);
    const plain = await cartOf(headers);
    expect(plain.encoding).toBeNull();
    const expected = withoutTiming(plain.bytes.toString());
    expect((expected.CartInfo as { Products: unknown[] }).Products).toHaveLength(4);
    for (const compressed of [missed, kept]) {
      expect(compressed.encoding).toBe('gzip');
      expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 2);
      expect(withoutTiming(gunzipSync(compressed.bytes).toString())).toEqual(expected);
    }
    for (const refusing of ['gzip;q=0', 'gzip;q=0, *', 'deflate, br']) {
      const answer = await cartOf(headers, refusing);
      expect(answer.encoding).toBeNull();
      expect(withoutTiming(answer.bytes.toString())).toEqual(expected);
    }
    expect(withoutTiming(gunzipSync((await cartOf(headers, '*')).bytes).toString())).toEqual(expected);
  });

  it('compresses the answer of a buyer without a cart the same way', async () => {
    const { db } = testDb();
    const shopper = await createShopper(db, catalogue);
    const headers = await sessionHeaders(db, shopper.buyerId);
    const compressed = await cartOf(headers, BROWSER);
    expect(compressed.encoding).toBe('gzip');
    expect(withoutTiming(gunzipSync(compressed.bytes).toString())).toEqual(withoutTiming((await cartOf(headers)).bytes.toString()));
  });
});

describe('cart answer cache budget with gzip', () => {
  const ctx: BuyerContext = { buyerId: 'b', clientId: 'c', shipToId: null, locale: 'en-CA', adminUserId: null, isInGroupOrder: false };
  const text = `{"CartInfo":{"Products":[${Array.from({ length: 40 }, (_, i) => `{"ProductCode":"P-${i}","Quantity":${i}}`).join(',')}]}`;

  it('makes the gzip once per kept answer and counts its bytes', () => {
    const cache = createCartAnswerCache();
    cache.keep(ctx, 's1', text);
    expect(cache.stats().size).toBe(text.length);
    const gzip = cache.find(ctx, 's1')?.gzip();
    expect(cache.stats().size).toBe(text.length + (gzip?.head.length ?? Number.NaN));
    expect(cache.find(ctx, 's1')?.gzip()).toBe(gzip);
    expect(cache.stats()).toEqual({ entries: 1, size: text.length + (gzip?.head.length ?? Number.NaN) });
  });

  it('does not put back an older answer whose gzip was made after a newer one took the slot', () => {
    const cache = createCartAnswerCache();
    const older = cache.keep(ctx, 's1', text);
    cache.keep(ctx, 's2', `${text} `);
    older.gzip();
    expect(cache.find(ctx, 's1')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 1, size: text.length + 1 });
  });

  it('evicts by the counted size, gzip included', () => {
    const first = createCartAnswerCache().keep(ctx, 's', text).gzip();
    const cache = createCartAnswerCache(text.length * 2 + first.head.length);
    cache.keep(ctx, 's', text).gzip();
    cache.keep({ ...ctx, buyerId: 'other' }, 's', text).gzip();
    expect(cache.stats().entries).toBe(1);
    expect(cache.find({ ...ctx, buyerId: 'other' }, 's')).toBeDefined();
  });
});
