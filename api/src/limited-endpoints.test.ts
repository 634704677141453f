import { beforeAll, expect, it } from 'vitest';
import { createApp } from './app.ts';
import type { Database } from './db/index.ts';
import { describeEachWorld } from './db/test-db.ts';
import { limitedEndpoints } from './limited-endpoints.ts';
import { createLogger } from './platform/logger.ts';
import { TEST_ORIGIN, bodyOf, json, seedWorld, signIn, type TestApp, type World } from './test/test-app.ts';

/** Limits small enough to reach in a test: a window of a minute, so nothing refills while it runs. */
const oneMinute = (limit: number, burst: number) => ({ limit, windowMs: 60_000, burst });
const limitedApp = (world: World, db: Database, trustProxy: boolean): TestApp =>
  createApp({
    db,
    databaseKind: 'pglite',
    logger: createLogger('silent'),
    flags: world.flags,
    config: { nodeEnv: 'test', publicOrigin: TEST_ORIGIN, sessionSecret: 'test-session-secret-that-is-long-enough', trustProxy, requestLimits: { rules: { search: oneMinute(3, 2), checkout: oneMinute(2, 1), audit: oneMinute(2, 1), coupon: oneMinute(2, 1) } } },
  });

const french = 'Trop de demandes. Veuillez patienter un instant, puis réessayer.';
const english = 'Too many requests. Please wait a moment and try again.';

describeEachWorld('the expensive endpoints are limited per caller', (testDb) => {
  let world: World;
  let app: TestApp;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    app = limitedApp(world, testDb().db, true);
  });

  const search = (target: TestApp, headers: Record<string, string>) => target.request('/svc/search/Search/keyword', json('POST', { keyWord: 'paper', language: 'en' }, headers));

  it('lists only routes the app serves', () => {
    const served = new Set(world.app.routes.map((route) => `${route.method} ${route.path}`));
    expect(limitedEndpoints.filter(({ method, route }) => !served.has(`${method} ${route}`))).toEqual([]);
  });

  it('answers 429 with Retry-After and the message in the caller\'s language once a guest address is over the search limit', async () => {
    const address = { 'X-Forwarded-For': '192.0.2.10' };
    expect((await search(app, address)).status).toBe(200);
    expect((await search(app, address)).status).toBe(200);
    const refused = await search(app, { ...address, 'Accept-Language': 'fr-CA' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await bodyOf(refused);
    expect(body).toMatchObject({ isSuccess: false, Messages: [{ Type: 'errors.rateLimited', PrimaryMessage: french, MessageStatus: 1 }] });
    expect((await bodyOf(await search(app, address))).Messages[0].PrimaryMessage).toBe(english);
    // Another address, another class of endpoint and the unlimited ones are not affected.
    expect((await search(app, { 'X-Forwarded-For': '192.0.2.11' })).status).toBe(200);
    expect((await app.request('/svc/search/Search/suggest?q=pap&language=en', { headers: address })).status).toBe(200);
    expect((await app.request('/api/health', { headers: address })).status).toBe(200);
  });

  it('counts a signed-in buyer by buyer, from whichever address', async () => {
    const buyer = await signIn(app, 'buyer-ab');
    const from = (address: string) => search(app, { ...buyer.headers, 'X-Forwarded-For': address });
    expect((await from('192.0.2.20')).status).toBe(200);
    expect((await from('192.0.2.21')).status).toBe(200);
    expect((await from('192.0.2.22')).status).toBe(429);
    // The buyer's address as a guest still has its own allowance.
    expect((await search(app, { 'X-Forwarded-For': '192.0.2.20' })).status).toBe(200);
  });

  it('limits order submission with 429, Retry-After and the bilingual message', async () => {
    const buyer = await signIn(app, 'buyer-ns');
    const submit = (language: string) =>
      app.request('/api/checkout/orders/1000/submit', json('POST', { billingOptionType: 1 }, { ...buyer.headers, 'Idempotency-Key': `limit-${language}`, 'Accept-Language': language }));
    expect((await submit('en-CA')).status).not.toBe(429);
    const refused = await submit('fr-CA');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect((await bodyOf(refused)).Messages[0]).toMatchObject({ Type: 'errors.rateLimited', PrimaryMessage: french });
    const again = await submit('en-CA');
    expect(again.status).toBe(429);
    expect((await bodyOf(again)).Messages[0].PrimaryMessage).toBe(english);
  });

  // Codes could be guessed without limit: the cart class allows 300 a minute.
  it('limits coupon attempts per buyer with 429, Retry-After and the bilingual message; the cart is not held back', async () => {
    const buyer = await signIn(app, 'buyer-mb');
    const attempt = (code: string, language: string) => app.request('/api/cart/add-coupon-code', json('POST', { CouponCode: code }, { ...buyer.headers, 'Accept-Language': language }));
    expect((await attempt('GUESS0001', 'en-CA')).status).not.toBe(429);
    const refused = await attempt('GUESS0002', 'fr-CA');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect((await bodyOf(refused)).Messages[0]).toMatchObject({ Type: 'errors.rateLimited', PrimaryMessage: french });
    expect((await bodyOf(await attempt('GUESS0003', 'en-CA'))).Messages[0].PrimaryMessage).toBe(english);
    expect((await app.request('/api/cart/cartDetails', { headers: buyer.headers })).status).toBe(200);
    // Another buyer has their own allowance.
    expect((await app.request('/api/cart/add-coupon-code', json('POST', { CouponCode: 'GUESS0004' }, (await signIn(app, 'buyer-ab')).headers))).status).not.toBe(429);
  });

  it('limits an admin\'s audit-chain check (it walks every chain of the client) with 429 in their language', async () => {
    const admin = await signIn(app, 'admin-on');
    const verify = (language: string) => app.request('/admin-api/audit/verify', { headers: { ...admin.headers, 'Accept-Language': language } });
    const checked = await verify('en-CA');
    expect(checked.status).toBe(200);
    expect(await bodyOf(checked)).toMatchObject({ ok: true });
    const refused = await verify('fr-CA');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect((await bodyOf(refused)).Messages[0]).toMatchObject({ Type: 'errors.rateLimited', PrimaryMessage: french });
    // Another admin of another client has their own allowance; the audit list itself is not limited.
    expect((await app.request('/admin-api/audit/verify', { headers: (await signIn(app, 'admin-qc')).headers })).status).toBe(200);
    expect((await app.request('/admin-api/audit', { headers: admin.headers })).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless the api is configured behind a proxy', async () => {
    const direct = limitedApp(world, testDb().db, false);
    // Without a socket (in-process requests) every caller is the same unknown address: forged headers change nothing.
    expect((await search(direct, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(200);
    expect((await search(direct, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(200);
    expect((await search(direct, { 'X-Forwarded-For': '198.51.100.3' })).status).toBe(429);
  });
});
