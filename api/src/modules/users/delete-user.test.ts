import { and, eq, isNull } from 'drizzle-orm';
import { AdminUserDeletedResponseSchema, AdminUserListResponseSchema, AdminUserWithPasswordResponseSchema, ErrorResponseSchema, formatMessage } from '@comptoir/core';
import { beforeAll, expect, it } from 'vitest';
import { approvalGroupApprovers, approvalGroupMembers, auditLog, buyers, profileCards, sessions } from '../../db/schema/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { appPaymentProvider, tokenFor } from '../../test/commerce-world.ts';
import { bodyOf, freshAddress, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';
import { testCards } from '../payments/index.ts';

describeEachWorld('admin console: delete a user', (testDb) => {
  let world: World;
  let admin: SignedIn;
  let groupOn: string;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    admin = await signIn(world.app, 'admin-on');
    groupOn = world.dataset.approvalGroups.find((g) => g.clientId === world.clientIdOf('admin-on'))?.id as string;
  });

  const call = (path: string, init: RequestInit = {}, caller: SignedIn | null = admin, language = 'en-CA') =>
    world.app.request(`/admin-api/users${path}`, { ...init, headers: { 'Accept-Language': language, ...(caller?.headers ?? {}), ...(init.headers as Record<string, string> | undefined) } });
  const remove = (buyerId: string, caller: SignedIn | null = admin, language = 'en-CA') => call(`/${buyerId}`, { method: 'DELETE' }, caller, language);
  const authenticate = (logonName: string, password: string) =>
    world.app.request('/svc/auth/api/buyer/authenticate', json('POST', { LogonName: logonName, Password: password }, { 'X-Forwarded-For': freshAddress() }));
  let counter = 0;
  const create = async (logonName = `leaving.${(counter += 1)}`) => {
    const body = { firstName: 'Éloïse', lastName: `Gagnon${counter}`, emailAddress: `${logonName}@example.ca`, logonName, cultureCode: 'fr-CA', defaultShipToId: null, approvalGroupId: groupOn, isAdmin: false };
    const response = await call('', json('POST', body));
    expect(response.status, await response.clone().text()).toBe(201);
    return AdminUserWithPasswordResponseSchema.parse(await bodyOf(response));
  };
  const rowOf = async (buyerId: string) => (await testDb().db.select().from(buyers).where(eq(buyers.id, buyerId)))[0];

  it('ends their sessions and sign-in for good, takes them out of the users and approval groups (as member and approver), and keeps their row for the history', async () => {
    const { user, temporaryPassword } = await create();
    await testDb().db.insert(approvalGroupApprovers).values({ approvalGroupId: groupOn, buyerId: user.buyerId });
    const theirSession = await signIn(world.app, user.logonName, temporaryPassword);
    const response = await remove(user.buyerId);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(AdminUserDeletedResponseSchema.parse(await bodyOf(response))).toEqual({ buyerId: user.buyerId });

    expect((await world.app.request('/svc/auth/session', { headers: theirSession.headers })).status).toBe(401);
    expect(await testDb().db.select().from(sessions).where(and(eq(sessions.buyerId, user.buyerId), isNull(sessions.revokedAt)))).toEqual([]);
    expect((await authenticate(user.logonName, temporaryPassword)).status).toBe(401);
    expect(await testDb().db.select().from(approvalGroupMembers).where(eq(approvalGroupMembers.buyerId, user.buyerId))).toEqual([]);
    expect(await testDb().db.select().from(approvalGroupApprovers).where(eq(approvalGroupApprovers.buyerId, user.buyerId))).toEqual([]);
    const list = AdminUserListResponseSchema.parse(await bodyOf(await call(`?search=${encodeURIComponent(user.logonName)}`)));
    expect(list.total).toBe(0);
    // Nothing brings a deleted user back: every call on them is a 404, and their row is unchanged by it.
    const before = await rowOf(user.buyerId);
    expect(before).toMatchObject({ isActive: false });
    expect(before?.deletedAt).toBeInstanceOf(Date);
    for (const again of [call(`/${user.buyerId}`), call(`/${user.buyerId}/activate`, json('POST', {})), call(`/${user.buyerId}/reset-password`, json('POST', {})), call(`/${user.buyerId}`, json('PATCH', { firstName: 'Revenant' })), remove(user.buyerId), world.app.request(`/admin-api/buyers/${user.buyerId}/handoff`, json('POST', {}, admin.headers)),
      // The buyer service answered and changed them for their admin (200) after the console had deleted them.
      ...['/svc/buyers/buyers', '/svc/buyers/generic/buyers', '/svc/buyers/generic/approvers'].map((base) => world.app.request(`${base}/${user.buyerId}`, { headers: admin.headers })),
      world.app.request(`/svc/buyers/buyers/${user.buyerId}`, json('PATCH', { title: 'Revenant' }, admin.headers))]) {
      const answer = await again;
      expect(answer.status).toBe(404);
      expect(ErrorResponseSchema.safeParse(await bodyOf(answer)).success).toBe(true);
    }
    expect(await rowOf(user.buyerId)).toEqual(before);
    const audits = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.user.delete'), eq(auditLog.entityId, user.buyerId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBe(admin.buyerId);
  });

  // Each change read the user before its own transaction: one sent while a deletion ran reactivated, renamed or
  // re-passworded the deleted user (200) and audited it. Now it waits for the deletion and finds nobody (404).
  it('a change (console or buyer service), activation, password reset or second deletion sent with the deletion never reaches the deleted user', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { user } = await create();
      if (round % 2 === 1) expect((await call(`/${user.buyerId}/deactivate`, json('POST', {}))).status).toBe(200);
      const answers = await Promise.all([
        remove(user.buyerId),
        call(`/${user.buyerId}/activate`, json('POST', {})),
        call(`/${user.buyerId}`, json('PATCH', { firstName: 'Revenant' })),
        call(`/${user.buyerId}/reset-password`, json('POST', {})),
        remove(user.buyerId),
        world.app.request(`/svc/buyers/buyers/${user.buyerId}`, json('PATCH', { title: 'Revenant' }, admin.headers)),
      ]);
      const statuses = answers.map((answer) => answer.status);
      // One deletion wins, the other finds nobody; each other call came before the deletion (200) or after it (404).
      expect([statuses[0], statuses[4]].sort()).toEqual([200, 404]);
      expect([...statuses.slice(1, 4), statuses[5]].every((status) => status === 200 || status === 404), String(statuses)).toBe(true);
      const row = await rowOf(user.buyerId);
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect(row?.isActive).toBe(false);
      const audits = await testDb().db.select().from(auditLog).where(eq(auditLog.entityId, user.buyerId));
      const deletion = audits.find((entry) => entry.action === 'admin.user.delete');
      expect(audits.filter((entry) => entry.action === 'admin.user.delete')).toHaveLength(1);
      expect(audits.filter((entry) => entry.seq > (deletion?.seq ?? 0)), 'audited after the deletion').toEqual([]);
    }
  });

  // The app's provider (same secret): a token tokenised in the user's own session, as their card form would.
  const payments = appPaymentProvider();
  const cardToken = (buyerId: string) => tokenFor(payments, testCards.visaApproved, { clientId: world.clientIdOf('admin-on'), buyerId });
  const cardsOf = (buyerId: string) => testDb().db.select().from(profileCards).where(eq(profileCards.buyerId, buyerId));

  // Decision 045 left a deleted user's profile card (token included) on file until the buyer row was purged.
  it('removes their profile card in the same transaction; the audit says a card went, never which', async () => {
    const { user } = await create();
    const token = cardToken(user.buyerId);
    await testDb().db.insert(profileCards).values({ buyerId: user.buyerId, paymentToken: token, brand: 'visa', last4: '4242', expiry: '12/99', cardholderName: 'Éloïse Gagnon' });
    expect((await remove(user.buyerId)).status).toBe(200);
    expect(await cardsOf(user.buyerId)).toEqual([]);
    const [deletion] = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.user.delete'), eq(auditLog.entityId, user.buyerId)));
    expect(deletion?.after).toMatchObject({ profileCardRemoved: true });
    expect(JSON.stringify(deletion)).not.toMatch(new RegExp(`${token}|4242|visa|12/99`, 'i'));

    const { user: cardless } = await create();
    expect((await remove(cardless.buyerId)).status).toBe(200);
    const [plain] = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.user.delete'), eq(auditLog.entityId, cardless.buyerId)));
    expect(plain?.after).toMatchObject({ profileCardRemoved: false });
  });

  // A save already past its session check waited for the deletion's lock, then wrote the card of a deleted user.
  it('a profile card saved while the user is being deleted is never kept', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { user, temporaryPassword } = await create();
      await testDb().db.update(buyers).set({ passwordChangeRequired: false }).where(eq(buyers.id, user.buyerId));
      const theirs = await signIn(world.app, user.logonName, temporaryPassword);
      const save = () => world.app.request('/api/buyer/profile/credit-card', json('PUT', { paymentToken: cardToken(user.buyerId), cardholderName: 'Éloïse Gagnon' }, theirs.headers));
      const [deleted, saved] = await Promise.all([remove(user.buyerId), save()]);
      expect(deleted.status).toBe(200);
      expect([200, 401, 404], String(saved.status)).toContain(saved.status);
      expect(await cardsOf(user.buyerId)).toEqual([]);
    }
  });

  it('frees the logon name: a new user may take it (any case) and signs in as themself, never as the deleted one', async () => {
    const first = await create('reused.name');
    expect((await remove(first.user.buyerId)).status).toBe(200);
    const second = await create('Reused.Name');
    expect(second.user.buyerId).not.toBe(first.user.buyerId);
    const signedIn = await authenticate('reused.name', second.temporaryPassword);
    expect(signedIn.status).toBe(200);
    expect((await bodyOf(signedIn)).buyerId).toBe(second.user.buyerId);
    expect((await authenticate('reused.name', first.temporaryPassword)).status).toBe(401);
    // The name is taken again while the new user holds it.
    const taken = await call('', json('POST', { firstName: 'A', lastName: 'B', emailAddress: 'ab@example.ca', logonName: 'REUSED.name', cultureCode: 'en-CA', defaultShipToId: null, approvalGroupId: null, isAdmin: false }));
    expect(taken.status).toBe(409);
  });

  it("refuses the admin's own account in their language, another client's user (404) and a buyer who is not an admin (403); nothing changes", async () => {
    const self = await remove(admin.buyerId, admin, 'fr-CA');
    expect(self.status).toBe(422);
    expect((await bodyOf(self)).Messages[0].PrimaryMessage).toBe(formatMessage('fr-CA', 'admin.users.cannotDeleteSelf'));
    expect((await rowOf(admin.buyerId))?.deletedAt).toBeNull();

    const qcBuyer = world.buyerId('buyer-qc');
    const qcBefore = await rowOf(qcBuyer);
    expect((await remove(qcBuyer)).status).toBe(404);
    expect(await rowOf(qcBuyer)).toEqual(qcBefore);

    const target = world.buyerId('buyer-on');
    const targetBefore = await rowOf(target);
    expect((await remove(target, await signIn(world.app, 'approver-on'))).status).toBe(403);
    expect((await remove(target, null)).status).toBe(401);
    expect((await remove('not-a-uuid')).status).toBe(400);
    expect(await rowOf(target)).toEqual(targetBefore);
  });
});
