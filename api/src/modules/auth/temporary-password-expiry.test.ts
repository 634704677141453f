import { eq } from 'drizzle-orm';
import { TEMPORARY_PASSWORD_DAYS, formatMessage } from '@comptoir/core';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { buyers, sessions } from '../../db/schema/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { TEST_PASSWORD, bodyOf, freshAddress, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';
import { temporaryPasswordExpired, temporaryPasswordExpiry } from './temporary-password.ts';

const DAY_MS = 86_400_000;

it('only a password an administrator set expires, and only once its days are over', () => {
  fc.assert(
    fc.property(fc.boolean(), fc.integer({ min: -30 * DAY_MS, max: 60 * DAY_MS }), (required, age) => {
      const now = new Date('2026-11-26T12:00:00Z');
      const expired = temporaryPasswordExpired({ passwordChangeRequired: required, passwordChangedAt: new Date(now.getTime() - age) }, now);
      expect(expired).toBe(required && age > TEMPORARY_PASSWORD_DAYS * DAY_MS);
      const expiry = temporaryPasswordExpiry({ passwordChangeRequired: required, passwordChangedAt: new Date(now.getTime() - age) });
      expect(expiry === null ? null : expiry.getTime() - (now.getTime() - age)).toBe(required ? TEMPORARY_PASSWORD_DAYS * DAY_MS : null);
    }),
  );
  expect(temporaryPasswordExpired({ passwordChangeRequired: true, passwordChangedAt: null }, new Date())).toBe(false);
});

describeEachWorld('a temporary password expires', (testDb) => {
  let world: World;
  let admin: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    admin = await signIn(world.app, 'admin-on');
  });
  let counter = 0;
  const create = async () => {
    counter += 1;
    const response = await world.app.request('/admin-api/users', json('POST', { firstName: 'Rémi', lastName: `Ouellet${counter}`, emailAddress: `remi${counter}@example.ca`, logonName: `remi.o${counter}`, cultureCode: 'fr-CA', defaultShipToId: null, approvalGroupId: null, isAdmin: false }, admin.headers));
    expect(response.status).toBe(201);
    return (await bodyOf(response)) as { user: { buyerId: string; logonName: string }; temporaryPassword: string };
  };
  const setDaysAgo = (buyerId: string, days: number) => testDb().db.update(buyers).set({ passwordChangedAt: new Date(Date.now() - days * DAY_MS) }).where(eq(buyers.id, buyerId));
  const authenticate = (logonName: string, password: string, language = 'en-CA') =>
    world.app.request('/svc/auth/api/buyer/authenticate', json('POST', { LogonName: logonName, Password: password }, { 'X-Forwarded-For': freshAddress(), 'Accept-Language': language }));

  it(`opens a session within ${TEMPORARY_PASSWORD_DAYS} days, and after them is refused in the buyer's language, opening nothing`, async () => {
    const fresh = await create();
    await setDaysAgo(fresh.user.buyerId, TEMPORARY_PASSWORD_DAYS - 1);
    expect((await authenticate(fresh.user.logonName, fresh.temporaryPassword)).status).toBe(200);

    const stale = await create();
    await setDaysAgo(stale.user.buyerId, TEMPORARY_PASSWORD_DAYS + 1);
    const refused = await authenticate(stale.user.logonName, stale.temporaryPassword, 'fr-CA');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Set-Cookie') ?? '').not.toContain('SessionId=');
    expect(JSON.stringify(await bodyOf(refused))).toContain(formatMessage('fr-CA', 'auth.temporaryPasswordExpired'));
    expect(await testDb().db.select().from(sessions).where(eq(sessions.buyerId, stale.user.buyerId))).toEqual([]);
    // A wrong password still says only that authentication failed: the expiry is told to the one who knows the password.
    expect(JSON.stringify(await bodyOf(await authenticate(stale.user.logonName, 'Wrong-password-1')))).not.toContain(formatMessage('en-CA', 'auth.temporaryPasswordExpired'));

    // A new one from the administrator opens a session again.
    const reset = await world.app.request(`/admin-api/users/${stale.user.buyerId}/reset-password`, json('POST', {}, admin.headers));
    const { temporaryPassword } = (await bodyOf(reset)) as { temporaryPassword: string };
    expect((await authenticate(stale.user.logonName, temporaryPassword)).status).toBe(200);
  });

  it("a buyer's own password does not expire, however old", async () => {
    const buyerId = world.buyerId('buyer-on');
    await setDaysAgo(buyerId, 400);
    expect((await authenticate('buyer-on', TEST_PASSWORD)).status).toBe(200);
  });

  it('the console tells the admin until when a temporary password works; a buyer\'s own has no such date', async () => {
    const view = async (buyerId: string) => (await bodyOf(await world.app.request(`/admin-api/users/${buyerId}`, { headers: admin.headers }))) as { temporaryPasswordExpiresAt: string | null };
    const created = await create();
    const [row] = await testDb().db.select({ at: buyers.passwordChangedAt }).from(buyers).where(eq(buyers.id, created.user.buyerId));
    expect((await view(created.user.buyerId)).temporaryPasswordExpiresAt).toBe(new Date((row?.at as Date).getTime() + TEMPORARY_PASSWORD_DAYS * DAY_MS).toISOString());
    expect((await view(world.buyerId('buyer-on'))).temporaryPasswordExpiresAt).toBeNull();
  });
});
