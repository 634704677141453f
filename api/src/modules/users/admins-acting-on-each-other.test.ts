import { eq } from 'drizzle-orm';
import { AdminUserWithPasswordResponseSchema } from '@comptoir/core';
import { beforeAll, expect, it } from 'vitest';
import { buyers } from '../../db/schema/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { findSession, startSession, type Session } from '../../platform/session-store.ts';
import { bodyOf, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';
import { deleteUser, resetPassword, setUserActive, updateUser } from './service.ts';

// Two administrators who deactivated, deleted or demoted each other at the same moment both succeeded: each request's
// session was read before the other's change, and each transaction locked only its target. The client was left with no
// administrator. Here the second request runs with the session it read before the first committed.
describeEachWorld('admin console: two administrators acting on each other', (testDb) => {
  let world: World;
  let adminOn: SignedIn;
  let adminOnId: string;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    adminOn = await signIn(world.app, 'admin-on');
    adminOnId = world.buyerId('admin-on');
  });

  let counter = 0;
  /** A second administrator of admin-on's client, and the session they held before admin-on acted on them. */
  const secondAdmin = async (): Promise<{ buyerId: string; session: Session }> => {
    counter += 1;
    const body = { firstName: 'Geneviève', lastName: `Tremblay${counter}`, emailAddress: `second.admin.${counter}@example.ca`, logonName: `second.admin.${counter}`, cultureCode: 'fr-CA', defaultShipToId: null, approvalGroupId: null, isAdmin: false };
    const created = await world.app.request('/admin-api/users', json('POST', body, adminOn.headers));
    expect(created.status, await created.clone().text()).toBe(201);
    const { user } = AdminUserWithPasswordResponseSchema.parse(await bodyOf(created));
    const promoted = await world.app.request(`/admin-api/users/${user.buyerId}`, json('PATCH', { isAdmin: true }, adminOn.headers));
    expect(promoted.status, await promoted.clone().text()).toBe(200);
    const { token } = await startSession(testDb().db, { buyerId: user.buyerId, shipToId: null, userAgent: 'test', ipAddress: '127.0.0.1' });
    return { buyerId: user.buyerId, session: (await findSession(testDb().db, token)) as Session };
  };
  const adminOnRow = async () => (await testDb().db.select({ isAdmin: buyers.isAdmin, isActive: buyers.isActive, deletedAt: buyers.deletedAt }).from(buyers).where(eq(buyers.id, adminOnId)))[0];

  const actsAfterLosingTheirRole = [
    ['demoted', (id: string) => world.app.request(`/admin-api/users/${id}`, json('PATCH', { isAdmin: false }, adminOn.headers))],
    ['deactivated', (id: string) => world.app.request(`/admin-api/users/${id}/deactivate`, json('POST', {}, adminOn.headers))],
  ] as const;

  for (const [lost, takeAway] of actsAfterLosingTheirRole) {
    it(`an administrator ${lost} meanwhile can no longer demote, deactivate, delete or reset the one who ${lost} them`, async () => {
      const second = await secondAdmin();
      expect((await takeAway(second.buyerId)).status).toBe(200);
      const db = testDb().db;
      for (const act of [
        () => updateUser(db, second.session, adminOnId, { isAdmin: false }, 'race'),
        () => setUserActive(db, second.session, adminOnId, false, 'race'),
        () => deleteUser(db, second.session, adminOnId, 'race'),
        () => resetPassword(db, second.session, adminOnId, 'race'),
      ]) expect(await act()).toEqual({ ok: false, outcome: 'auth.forbidden' });
      expect(await adminOnRow()).toEqual({ isAdmin: true, isActive: true, deletedAt: null });
    });
  }

  it('an administrator still one acts as before', async () => {
    const second = await secondAdmin();
    const result = await updateUser(testDb().db, second.session, adminOnId, { firstName: 'Sarah' }, 'race');
    expect(result.ok).toBe(true);
  });
});
