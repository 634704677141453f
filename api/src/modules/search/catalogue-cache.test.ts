import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { queryRows } from '../../db/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { json, seedWorld, signIn, TEST_ORIGIN, type SignedIn, type TestApp, type World } from '../../test/test-app.ts';

/**
 * The catalogue answer cache (docs/decisions/011) through HTTP: a kept answer is only ever served to the
 * viewer it was computed for, and always equals what the uncached service answers.
 */
describeEachWorld('catalogue answer cache', (testDb) => {
  let world: World;
  let uncached: TestApp;
  let buyerOn: SignedIn;
  let buyerAb: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    uncached = createApp({
      db: testDb().db,
      databaseKind: testDb().kind,
      logger: createLogger('silent'),
      config: { nodeEnv: 'test', publicOrigin: TEST_ORIGIN, sessionSecret: 'test-session-secret-that-is-long-enough', catalogueCacheSeconds: 0 },
    });
    [buyerOn, buyerAb] = [await signIn(world.app, 'buyer-on'), await signIn(world.app, 'buyer-ab')];
  });

  const answer = async (app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request(path, json('POST', body, headers));
    expect(response.status).toBe(200);
    return response.text();
  };

  it('serves each viewer its own answer: buyers of two clients and a guest, in any order', async () => {
    const body = { keyWord: 'paper', language: 'en' };
    const path = '/svc/search/Search/keyword';
    const viewers = [buyerOn.headers, {}, buyerAb.headers, buyerOn.headers, {}, buyerAb.headers];
    for (const headers of viewers) {
      expect(await answer(world.app, path, body, headers)).toBe(await answer(uncached, path, body, headers));
    }
    const guest = JSON.parse(await answer(world.app, path, body)) as { Records: { CombinedDetailPrice: number | null }[] };
    expect(guest.Records.length).toBeGreaterThan(0);
    expect(guest.Records.every((r) => r.CombinedDetailPrice === null)).toBe(true);
  });

  it('keeps product details per viewer and still records each buyer view', async () => {
    const code = world.dataset.products.find((p) => !p.flags.restricted)?.code as string;
    const body = { language: 'fr', productCodes: [code] };
    const path = '/svc/search/product-details';
    for (const headers of [{}, buyerAb.headers, {}, buyerAb.headers]) {
      expect(await answer(world.app, path, body, headers)).toBe(await answer(uncached, path, body, headers));
    }
    const views = await queryRows<{ n: number }>(testDb().db, sql`select count(*)::int as n from recently_viewed v join products p on p.id = v.product_id
      where v.buyer_id = ${buyerAb.buyerId} and p.code = ${code}`);
    expect(views[0]?.n).toBe(1);
  });
});
