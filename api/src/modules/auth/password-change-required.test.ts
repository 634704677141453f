import { and, count, eq } from 'drizzle-orm';
import { AuthenticateResponseSchema, formatMessage } from '@comptoir/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, buyers, loginHandoffs, orderLines, orders } from '../../db/schema/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { hashToken, newToken } from '../../platform/session-token.ts';
import { TEST_ORIGIN, TEST_PASSWORD, bodyOf, cookiesFrom, freshAddress, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

/** Decision 032: a password an administrator set (create, copy, reset) is changed at the buyer's next sign-in. */
describeEachWorld('a temporary password must be changed at the next sign-in', (testDb) => {
  let world: World;
  let admin: SignedIn;
  let productCode: string;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    admin = await signIn(world.app, 'admin-on');
    productCode = world.dataset.products.find((p) => !p.flags.restricted && p.minimumQuantity === 1 && p.salesMultiple === 1)?.code as string;
  });

  let counter = 0;
  const newUser = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return { firstName: 'Élodie', lastName: `Gagnon${counter}`, emailAddress: `elodie${counter}@example.ca`, logonName: `elodie.g${counter}`, cultureCode: 'fr-CA', defaultShipToId: null, approvalGroupId: null, isAdmin: false, ...overrides };
  };
  const adminPost = async <T = { user: { buyerId: string; logonName: string }; temporaryPassword: string }>(path: string, body: unknown = {}): Promise<T> => {
    const response = await world.app.request(`/admin-api${path}`, json('POST', body, admin.headers));
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return bodyOf(response);
  };
  const create = (overrides: Record<string, unknown> = {}) => adminPost('/users', newUser(overrides));
  const flagOf = async (buyerId: string) => (await testDb().db.select({ flag: buyers.passwordChangeRequired }).from(buyers).where(eq(buyers.id, buyerId)))[0]?.flag;
  const authenticate = (body: Record<string, unknown>) => world.app.request('/svc/auth/api/buyer/authenticate', json('POST', body, { 'X-Forwarded-For': freshAddress() }));
  const call = (signedIn: SignedIn, path: string, init: { method?: string; body?: unknown; language?: string } = {}) =>
    world.app.request(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { ...signedIn.headers, 'Accept-Language': init.language ?? 'en-CA', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const addToCart = (signedIn: SignedIn, language?: string) => call(signedIn, '/api/cart/addtocart?callingLocation=react', { body: { Products: [{ ProductCode: productCode, Quantity: 2 }] }, ...(language ? { language } : {}) });

  it('is set by create, copy and reset, in the same change and audited with it; seeded passwords are not temporary', async () => {
    const created = await create();
    const copied = await adminPost(`/users/${created.user.buyerId}/copy`, { firstName: 'Copie', lastName: 'Gagnon', emailAddress: `copie${counter}@example.ca`, logonName: `copie.g${counter}` });
    expect(await flagOf(created.user.buyerId)).toBe(true);
    expect(await flagOf(copied.user.buyerId)).toBe(true);
    const target = world.buyerId('hannah.patel');
    expect(await flagOf(target)).toBe(false);
    await adminPost(`/users/${target}/reset-password`);
    expect(await flagOf(target)).toBe(true);
    for (const [action, buyerId] of [['admin.user.create', created.user.buyerId], ['admin.user.copy', copied.user.buyerId], ['admin.user.resetPassword', target]] as const) {
      const [row] = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, buyerId)));
      expect(row?.after, action).toMatchObject({ passwordChangeRequired: true });
    }
    const seeded = await testDb().db.select({ logonName: buyers.logonName }).from(buyers).where(eq(buyers.passwordChangeRequired, true));
    expect(seeded.map((row) => row.logonName).sort()).toEqual([created.user.logonName, copied.user.logonName, 'hannah.patel'].sort());
  });

  it('signs the buyer in and sends them to change it, saying why in their language', async () => {
    const { user, temporaryPassword } = await create();
    const response = await authenticate({ LogonName: user.logonName, Password: temporaryPassword });
    expect(response.status).toBe(200);
    expect(AuthenticateResponseSchema.parse(await bodyOf(response.clone()))).toMatchObject({
      isSuccess: true,
      buyerId: user.buyerId,
      passwordChangeRequired: true,
      redirectUrl: '/fr/change-password?reason=temporaryPassword&returnUrl=%2Ffr',
      messages: [{ primaryMessage: 'Votre mot de passe est temporaire. Choisissez un nouveau mot de passe pour continuer.' }],
    });
    const usual = await bodyOf(await authenticate({ LogonName: 'buyer-on', Password: TEST_PASSWORD }));
    expect(usual).toMatchObject({ passwordChangeRequired: false, redirectUrl: '/en', messages: [] });
  });

  it('refuses every other call of the buyer with 403 in the language of the request, and changes nothing', async () => {
    const { user, temporaryPassword } = await create();
    const buyer = await signIn(world.app, user.logonName, temporaryPassword);
    const before = async () => ({
      buyer: (await testDb().db.select().from(buyers).where(eq(buyers.id, user.buyerId)))[0],
      orders: await testDb().db.select().from(orders).where(eq(orders.buyerId, user.buyerId)),
      lines: await testDb().db.select({ n: count() }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(eq(orders.buyerId, user.buyerId)),
      handoffs: await testDb().db.select().from(loginHandoffs).where(eq(loginHandoffs.buyerId, user.buyerId)),
      audit: await testDb().db.select({ n: count() }).from(auditLog),
    });
    const state = await before();
    const refusals: Array<[string, Response, 'en-CA' | 'fr-CA']> = [
      ['add to cart', await addToCart(buyer, 'fr-CA'), 'fr-CA'],
      ['cart', await call(buyer, '/api/cart/cartDetails'), 'en-CA'],
      ['profile change', await call(buyer, `/svc/buyers/buyers/${user.buyerId}`, { method: 'PATCH', body: { title: 'Directrice' }, language: 'fr-CA' }), 'fr-CA'],
      ['own auto-login link', await call(buyer, '/svc/auth/api/buyer/handoff', { body: {} }), 'en-CA'],
      ['orders', await call(buyer, `/svc/orders/buyers/${user.buyerId}/orders?daysBack=-1&count=3`, { language: 'fr-CA' }), 'fr-CA'],
      ["a colleague's profile", await call(buyer, `/svc/buyers/buyers/${world.buyerId('buyer-on')}`), 'en-CA'],
    ];
    for (const [what, response, locale] of refusals) {
      expect(response.status, what).toBe(403);
      expect((await bodyOf(response)).Messages[0], what).toMatchObject({ Type: 'auth.passwordChangeRequired', PrimaryMessage: formatMessage(locale, 'auth.passwordChangeRequired') });
    }
    expect(formatMessage('en-CA', 'auth.passwordChangeRequired')).toBe('Your password is temporary. Choose a new password to continue.');
    expect(await before()).toEqual(state);
    // What they need to change it, and what a visitor may do, stay open.
    expect((await call(buyer, `/svc/buyers/buyers/${user.buyerId}?includes=client`)).status).toBe(200);
    expect((await call(buyer, '/svc/auth/session')).status).toBe(200);
    expect((await call(buyer, '/svc/search/Search/keyword', { body: { language: 'fr', keyWord: 'papier' } })).status).toBe(200);
    expect((await call(buyer, '/svc/auth/api/buyer/logout', { body: {} })).status).toBe(200);
  });

  it("refuses an administrator's own console with a temporary password", async () => {
    const { user, temporaryPassword } = await create({ isAdmin: true, cultureCode: 'en-CA' });
    const newAdmin = await signIn(world.app, user.logonName, temporaryPassword);
    const response = await call(newAdmin, '/admin-api/me');
    expect(response.status).toBe(403);
    expect((await bodyOf(response)).Messages[0].Type).toBe('auth.passwordChangeRequired');
  });

  it('changing the password clears it, audited before and after; the buyer then shops and signs in as usual', async () => {
    const { user, temporaryPassword } = await create({ cultureCode: 'en-CA' });
    const buyer = await signIn(world.app, user.logonName, temporaryPassword);
    expect((await addToCart(buyer)).status).toBe(403);
    const changed = await call(buyer, '/api/changePassword', { body: { currentPassword: temporaryPassword, newPassword: 'My-own-password-2026' } });
    expect(changed.status).toBe(200);
    expect(await flagOf(user.buyerId)).toBe(false);
    const [row] = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.passwordChanged'), eq(auditLog.entityId, user.buyerId)));
    expect(row).toMatchObject({ actorId: user.buyerId, onBehalfOfId: null, before: { passwordChangeRequired: true }, after: { passwordChangeRequired: false } });
    const renewed: SignedIn = { ...buyer, cookie: cookiesFrom(changed), headers: { Cookie: cookiesFrom(changed), Origin: TEST_ORIGIN } };
    expect((await addToCart(renewed)).status).toBe(200);
    expect(await bodyOf(await authenticate({ LogonName: user.logonName, Password: 'My-own-password-2026' }))).toMatchObject({ passwordChangeRequired: false, redirectUrl: '/en', messages: [] });
  });

  describe('auto-login links', () => {
    const byIds = (link: { BuyerId: string; SessionId: string; PostalCode: string | null }) => authenticate({ BuyerId: link.BuyerId, SessionId: link.SessionId, PostalCode: link.PostalCode ?? '' });

    it("let an administrator act for the buyer (sign in as this buyer) without changing it; a password they type for the buyer stays temporary", async () => {
      const { user, temporaryPassword } = await create({ cultureCode: 'en-CA' });
      const link = await adminPost<{ BuyerId: string; SessionId: string; PostalCode: string | null }>(`/buyers/${user.buyerId}/handoff`);
      const response = await byIds(link);
      expect(await bodyOf(response.clone())).toMatchObject({ adminUserId: admin.buyerId, passwordChangeRequired: false, redirectUrl: '/en', messages: [] });
      const acting: SignedIn = { cookie: cookiesFrom(response), buyerId: user.buyerId, sessionId: '', headers: { Cookie: cookiesFrom(response), Origin: TEST_ORIGIN } };
      expect((await addToCart(acting)).status).toBe(200);
      expect(await flagOf(user.buyerId)).toBe(true);
      const changed = await call(acting, '/api/changePassword', { body: { currentPassword: temporaryPassword, newPassword: 'Typed-by-the-admin-2026' } });
      expect(changed.status).toBe(200);
      expect(await flagOf(user.buyerId)).toBe(true);
      expect(await bodyOf(await authenticate({ LogonName: user.logonName, Password: 'Typed-by-the-admin-2026' }))).toMatchObject({ passwordChangeRequired: true });
    });

    it("are no way around it for the buyer: their own link signs them in to change it, and they cannot mint one", async () => {
      const { user, temporaryPassword } = await create();
      // A link of the buyer's own (adminUserId null), as one minted before the reset would be, were it not spent by it.
      const token = newToken();
      await testDb().db.insert(loginHandoffs).values({ tokenHash: hashToken(token), buyerId: user.buyerId, adminUserId: null, postalCode: null, createdAt: new Date(), expiresAt: new Date(Date.now() + 60_000) });
      const response = await byIds({ BuyerId: user.buyerId, SessionId: token, PostalCode: null });
      expect(await bodyOf(response.clone())).toMatchObject({ adminUserId: null, passwordChangeRequired: true, redirectUrl: '/fr/change-password?reason=temporaryPassword&returnUrl=%2Ffr' });
      const linked: SignedIn = { cookie: cookiesFrom(response), buyerId: user.buyerId, sessionId: '', headers: { Cookie: cookiesFrom(response), Origin: TEST_ORIGIN } };
      expect((await addToCart(linked)).status).toBe(403);
      const buyer = await signIn(world.app, user.logonName, temporaryPassword);
      expect((await call(buyer, '/svc/auth/api/buyer/handoff', { body: {} })).status).toBe(403);
    });
  });
});
