import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, buyers, loginHandoffs, sessions } from '../../db/schema/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { hashToken } from '../../platform/session-token.ts';
import { TEST_ORIGIN, bodyOf, cookiesFrom, freshAddress, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

describeEachWorld('an admin signs in as a buyer of their client', (testDb) => {
  let world: World;
  let admin: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    admin = await signIn(world.app, 'admin-on');
  });

  const handoff = (buyerId: string, headers: Record<string, string> = {}, caller = admin) =>
    world.app.request(`/admin-api/buyers/${buyerId}/handoff`, { method: 'POST', headers: { ...caller.headers, ...headers } });
  const authenticate = ({ BuyerId, SessionId, PostalCode }: { BuyerId: string; SessionId: string; PostalCode: string | null }) =>
    world.app.request('/svc/auth/api/buyer/authenticate', json('POST', { BuyerId, SessionId, PostalCode: PostalCode ?? '' }, { 'X-Forwarded-For': freshAddress() }));
  const mint = async (logonName: string) => {
    const response = await handoff(world.buyerId(logonName));
    expect(response.status).toBe(201);
    return (await bodyOf(response)) as { BuyerId: string; SessionId: string; PostalCode: string | null; ExpiresAt: string; Url: string };
  };

  it('answers a single-use auto-login link of a few minutes, audited as the admin acting for the buyer', async () => {
    const before = Date.now();
    const link = await mint('buyer-on');
    expect(link.BuyerId).toBe(world.buyerId('buyer-on'));
    expect(link.Url).toBe(`${TEST_ORIGIN}/en/?${new URLSearchParams({ buyerId: link.BuyerId, sessionId: link.SessionId, postalCode: link.PostalCode as string })}`);
    const lifetime = Date.parse(link.ExpiresAt) - before;
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000 + 1000);
    const [row] = await testDb().db.select().from(loginHandoffs).where(eq(loginHandoffs.tokenHash, hashToken(link.SessionId)));
    expect(row).toMatchObject({ buyerId: link.BuyerId, adminUserId: admin.buyerId, usedAt: null });
    const audited = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.handoff.mint'), eq(auditLog.entityId, link.BuyerId), eq(auditLog.actorId, admin.buyerId)));
    expect(audited.map((entry) => entry.onBehalfOfId)).toContain(link.BuyerId);
  });

  it('signs in once as the buyer with adminUserId in the answer, the cookies, the session and the audit rows', async () => {
    const link = await mint('buyer-on');
    const response = await authenticate(link);
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body).toMatchObject({ isSuccess: true, buyerId: world.buyerId('buyer-on'), adminUserId: admin.buyerId });
    expect(response.headers.getSetCookie().some((line) => line.startsWith(`AdminUserId=${admin.buyerId};`))).toBe(true);
    const [session] = await testDb().db.select().from(sessions).where(eq(sessions.id, body.sessionId));
    expect(session).toMatchObject({ buyerId: world.buyerId('buyer-on'), adminUserId: admin.buyerId });
    const [signInRow] = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.signIn.handoff'), eq(auditLog.entityId, body.sessionId)));
    expect(signInRow).toMatchObject({ actorId: admin.buyerId, onBehalfOfId: world.buyerId('buyer-on') });

    // What the admin then does as the buyer names both.
    const cookie = cookiesFrom(response);
    const code = world.dataset.products.find((product) => !product.flags.restricted && product.minimumQuantity === 1 && product.salesMultiple === 1)?.code;
    const added = await world.app.request('/api/cart/addtocart?callingLocation=react', json('POST', { Products: [{ ProductCode: code, Quantity: 1 }] }, { Cookie: cookie, Origin: TEST_ORIGIN }));
    expect(added.status).toBe(200);
    const cartRows = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'cart.addProducts'), eq(auditLog.actorId, admin.buyerId)));
    expect(cartRows.map((entry) => entry.onBehalfOfId)).toContain(world.buyerId('buyer-on'));

    expect((await authenticate(link)).status).toBe(401);
  });

  it('names the admin as the actor of what they change as the buyer: the profile, the sign-out', async () => {
    const signedIn = await authenticate(await mint('buyer-on'));
    const { sessionId } = await bodyOf(signedIn);
    const headers = { Cookie: cookiesFrom(signedIn), Origin: TEST_ORIGIN };
    const buyerId = world.buyerId('buyer-on');
    const patched = await world.app.request(`/svc/buyers/buyers/${buyerId}`, json('PATCH', { title: 'Office manager (by admin)' }, headers));
    expect(patched.status).toBe(200);
    const [profileRow] = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'buyer.update'), eq(auditLog.entityId, buyerId)));
    expect(profileRow).toMatchObject({ actorId: admin.buyerId, onBehalfOfId: buyerId });
    expect((await world.app.request('/svc/auth/api/buyer/logout', json('POST', {}, headers))).status).toBe(200);
    const [signOutRow] = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.signOut'), eq(auditLog.entityId, sessionId)));
    expect(signOutRow).toMatchObject({ actorId: admin.buyerId, onBehalfOfId: buyerId });
  });

  it('refuses an expired link', async () => {
    const link = await mint('approver-on');
    await testDb().db.update(loginHandoffs).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(loginHandoffs.tokenHash, hashToken(link.SessionId)));
    expect((await authenticate(link)).status).toBe(401);
  });

  it('does not find a buyer of another client, nor an unknown one', async () => {
    for (const buyerId of [world.buyerId('buyer-qc'), '00000000-0000-4000-8000-000000000000']) {
      const response = await handoff(buyerId);
      expect(response.status).toBe(404);
      expect((await bodyOf(response)).Messages[0].Type).toBe('errors.notFound');
    }
    expect(await testDb().db.select().from(loginHandoffs).where(eq(loginHandoffs.buyerId, world.buyerId('buyer-qc')))).toEqual([]);
  });

  it('refuses a deactivated buyer in the admin\'s language, and minting nothing', async () => {
    const buyerId = world.buyerId('group-creator');
    await testDb().db.update(buyers).set({ isActive: false }).where(eq(buyers.id, buyerId));
    try {
      const french = await handoff(buyerId, { 'Accept-Language': 'fr-CA' });
      expect(french.status).toBe(422);
      expect((await bodyOf(french)).Messages[0]).toMatchObject({ Type: 'admin.buyerInactive', PrimaryMessage: 'Cet utilisateur est désactivé. Activez son compte avant de vous connecter en son nom.' });
      expect((await bodyOf(await handoff(buyerId))).Messages[0].PrimaryMessage).toBe('This user is deactivated. Activate the account before signing in as this user.');
      expect(await testDb().db.select().from(loginHandoffs).where(eq(loginHandoffs.buyerId, buyerId))).toEqual([]);
    } finally {
      await testDb().db.update(buyers).set({ isActive: true }).where(eq(buyers.id, buyerId));
    }
  });

  it('ends the sessions an admin opened as buyers once the admin is deactivated', async () => {
    const otherAdmin = await signIn(world.app, 'admin-qc');
    const response = await handoff(world.buyerId('buyer-qc'), {}, otherAdmin);
    const acting = cookiesFrom(await authenticate(await bodyOf(response)));
    const me = () => world.app.request(`/svc/buyers/generic/buyers/${world.buyerId('buyer-qc')}`, { headers: { Cookie: acting } });
    expect((await me()).status).toBe(200);
    await testDb().db.update(buyers).set({ isActive: false }).where(eq(buyers.id, otherAdmin.buyerId));
    try {
      expect((await me()).status).toBe(401);
    } finally {
      await testDb().db.update(buyers).set({ isActive: true }).where(eq(buyers.id, otherAdmin.buyerId));
    }
  });

  it('refuses a link minted by an admin who has since been deactivated or demoted, and audits no sign-in', async () => {
    for (const change of [{ isActive: false }, { isAdmin: false }]) {
      const otherAdmin = await signIn(world.app, 'admin-qc');
      const link = (await bodyOf(await handoff(world.buyerId('buyer-qc'), {}, otherAdmin))) as { BuyerId: string; SessionId: string; PostalCode: string | null };
      await testDb().db.update(buyers).set(change).where(eq(buyers.id, otherAdmin.buyerId));
      const signIns = () => testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.signIn.handoff'), eq(auditLog.actorId, otherAdmin.buyerId)));
      const before = (await signIns()).length;
      try {
        const response = await authenticate(link);
        expect((await signIns()).length).toBe(before);
        expect(response.status).toBe(401);
        expect((await bodyOf(response)).Messages[0].Type).toBe('auth.couldNotAuthenticate');
        expect(response.headers.getSetCookie().some((line) => /^SessionId=[^;]/.test(line))).toBe(false);
      } finally {
        await testDb().db.update(buyers).set({ isActive: true, isAdmin: true }).where(eq(buyers.id, otherAdmin.buyerId));
      }
    }
  });

  it('keeps the admin acting when they change the buyer\'s password: the fresh session still names them', async () => {
    const acting = cookiesFrom(await authenticate(await mint('buyer-on')));
    const response = await world.app.request('/api/changePassword', json('POST', { currentPassword: 'Comptoir2026!', newPassword: 'A-new-password-2026' }, { Cookie: acting, Origin: TEST_ORIGIN }));
    expect(response.status).toBe(200);
    const { sessionId } = await bodyOf(response);
    const [row] = await testDb().db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.adminUserId).toBe(admin.buyerId);
    expect(response.headers.getSetCookie().find((line) => line.startsWith('AdminUserId='))).toContain(admin.buyerId);
  });
});
