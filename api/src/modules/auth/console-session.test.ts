import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, featureFlagOverrides, sessions } from '../../db/schema/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { TEST_ORIGIN, TEST_PASSWORD, bodyOf, cookiesFrom, freshAddress, json, seedWorld, signIn, type World } from '../../test/test-app.ts';

/** Decision 039: the console's own session cookie, which a storefront sign-in in the same browser leaves alone. */
describeEachWorld('the admin console signs in with its own session', (testDb) => {
  let world: World;
  beforeAll(async () => {
    world = await seedWorld(testDb());
  });

  const consoleSignIn = (logonName: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) =>
    world.app.request('/admin-api/session', json('POST', { LogonName: logonName, Password: password }, { Origin: TEST_ORIGIN, 'X-Forwarded-For': freshAddress(), ...headers }));
  const signedInToConsole = async (logonName: string) => {
    const response = await consoleSignIn(logonName);
    expect(response.status).toBe(200);
    return cookiesFrom(response);
  };
  const me = (cookie: string) => world.app.request('/admin-api/me', { headers: { Cookie: cookie, Origin: TEST_ORIGIN } });
  const consoleSignOut = (cookie: string) => world.app.request('/admin-api/session/sign-out', json('POST', {}, { Cookie: cookie, Origin: TEST_ORIGIN }));
  const sessionCount = () => testDb().db.$count(sessions);

  it('sets only the console cookie: HttpOnly, SameSite=Strict, sent to the admin api alone; it opens the console, not the storefront', async () => {
    const response = await consoleSignIn('Admin-ON');
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({ isSuccess: true, buyerId: world.buyerId('admin-on') });
    const setCookies = response.headers.getSetCookie();
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(/^ConsoleSessionId=[^;]+; Max-Age=\d+; Path=\/admin-api; HttpOnly; SameSite=Strict$/);
    const cookie = cookiesFrom(response);
    expect((await me(cookie)).status).toBe(200);
    expect((await world.app.request(`/svc/buyers/generic/buyers/${world.buyerId('admin-on')}`, { headers: { Cookie: cookie } })).status).toBe(401);
    const [audited] = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.signIn.console'), eq(auditLog.actorId, world.buyerId('admin-on'))));
    expect(audited).toBeDefined();
  });

  it('refuses a buyer who is not an administrator, and a wrong password, in the user\'s language, opening no session', async () => {
    const before = await sessionCount();
    const buyer = await consoleSignIn('buyer-qc', TEST_PASSWORD, { 'Accept-Language': 'fr-CA' });
    expect(buyer.status).toBe(403);
    expect((await bodyOf(buyer)).Messages[0]).toMatchObject({ Type: 'admin.signIn.notAdministrator' });
    expect((await bodyOf(await consoleSignIn('buyer-qc', TEST_PASSWORD, { 'Accept-Language': 'fr-CA' }))).Messages[0].PrimaryMessage).toMatch(/administrat/);
    const wrong = await consoleSignIn('admin-on', 'not-the-password', { 'Accept-Language': 'fr-CA' });
    expect(wrong.status).toBe(401);
    expect((await bodyOf(wrong)).Messages[0].PrimaryMessage).toBe('Impossible d’authentifier l’utilisateur.');
    expect(buyer.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount()).toBe(before);
  });

  it('keeps the console signed in when the same browser signs in to the storefront as a buyer of the client', async () => {
    const consoleCookie = await signedInToConsole('admin-on');
    const minted = await world.app.request(`/admin-api/buyers/${world.buyerId('buyer-on')}/handoff`, { method: 'POST', headers: { Cookie: consoleCookie, Origin: TEST_ORIGIN } });
    expect(minted.status).toBe(201);
    const link = (await bodyOf(minted)) as { BuyerId: string; SessionId: string; PostalCode: string | null };
    // The browser sends every cookie it holds for the path: the storefront's sign-in sees the console's too.
    const storefrontAdmin = await signIn(world.app, 'admin-on');
    const asBuyer = await world.app.request(
      '/svc/auth/api/buyer/authenticate',
      json('POST', { BuyerId: link.BuyerId, SessionId: link.SessionId, PostalCode: link.PostalCode ?? '' }, { Cookie: `${storefrontAdmin.cookie}; ${consoleCookie}`, 'X-Forwarded-For': freshAddress() }),
    );
    expect(asBuyer.status).toBe(200);
    expect(asBuyer.headers.getSetCookie().some((line) => line.startsWith('ConsoleSessionId='))).toBe(false);
    const buyerCookie = cookiesFrom(asBuyer);
    expect((await me(`${buyerCookie}; ${consoleCookie}`)).status).toBe(200);
    expect((await world.app.request('/api/cart/cartDetails', { headers: { Cookie: `${buyerCookie}; ${consoleCookie}`, Origin: TEST_ORIGIN } })).status).toBe(200);
    // Without the console's cookie the admin api falls back on the storefront's session: the buyer's, who is no admin.
    expect((await me(buyerCookie)).status).toBe(403);

    // Signing out of the console ends its session alone; the storefront tab goes on as the buyer.
    const signedOut = await consoleSignOut(`${buyerCookie}; ${consoleCookie}`);
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.getSetCookie().map((line) => line.split('=')[0])).toEqual(['ConsoleSessionId']);
    expect((await me(consoleCookie)).status).toBe(401);
    expect((await world.app.request('/svc/auth/session', { headers: { Cookie: buyerCookie } })).status).toBe(200);
  });

  it('rotates the console session at each sign-in, and a sign-out on the storefront session it fell back on ends that one', async () => {
    const first = await signedInToConsole('admin-on');
    const second = cookiesFrom(await consoleSignIn('admin-on', TEST_PASSWORD, { Cookie: first }));
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);

    const storefront = await signIn(world.app, 'admin-on');
    expect((await me(storefront.cookie)).status).toBe(200);
    expect((await consoleSignOut(storefront.cookie)).status).toBe(200);
    expect((await me(storefront.cookie)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  it('refuses a sign-in another site sends', async () => {
    const before = await sessionCount();
    const forged = await consoleSignIn('admin-on', TEST_PASSWORD, { Origin: 'https://elsewhere.example' });
    expect(forged.status).toBe(403);
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a change another origin sends with the console\'s cookie alone, in the admin\'s language, changing nothing', async () => {
    const consoleCookie = await signedInToConsole('admin-qc');
    const overrides = () => testDb().db.$count(featureFlagOverrides);
    const before = await overrides();
    const userId = world.buyerId('buyer-qc');
    const foreign: Array<Record<string, string>> = [{ Origin: 'https://sibling.example.ca' }, { 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of foreign) {
      const flag = await world.app.request('/admin-api/flags/chatTools', json('PUT', { value: true }, { Cookie: consoleCookie, 'Accept-Language': 'fr-CA', ...headers }));
      expect(flag.status).toBe(403);
      expect((await bodyOf(flag)).Messages[0]).toMatchObject({ Type: 'auth.forbidden', PrimaryMessage: 'Vous n’avez pas l’autorisation d’effectuer cette action.' });
      const reset = await world.app.request(`/admin-api/users/${userId}/reset-password`, { method: 'POST', headers: { Cookie: consoleCookie, ...headers } });
      expect(reset.status).toBe(403);
    }
    expect(await overrides()).toBe(before);
    const [resetAudited] = await testDb().db.select().from(auditLog).where(and(eq(auditLog.entityId, userId), eq(auditLog.actorId, world.buyerId('admin-qc'))));
    expect(resetAudited).toBeUndefined();
  });
});
