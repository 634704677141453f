import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachWorld } from '../../db/test-db.ts';
import { buyers, loginAttempts, loginHandoffs, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/session-token.ts';
import { TEST_ORIGIN, bodyOf, cookiesFrom, freshAddress, json, seedWorld, signIn, type World } from '../../test/test-app.ts';

const authenticate = (world: World, body: unknown, headers: Record<string, string> = {}) =>
  world.app.request('/svc/auth/api/buyer/authenticate', json('POST', body, { 'X-Forwarded-For': freshAddress(), ...headers }));
const me = (world: World, cookie: string) => world.app.request(`/svc/buyers/generic/buyers/${world.buyerId('buyer-on')}`, { headers: { Cookie: cookie } });

describeEachWorld('sign-in and sessions', (testDb) => {
  let world: World;
  beforeAll(async () => {
    world = await seedWorld(testDb());
  });

  it('signs in with logon name and password and sets the session cookies', async () => {
    const response = await authenticate(world, { LogonName: 'Buyer-ON', Password: 'Comptoir2026!' });
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body).toMatchObject({ buyerId: world.buyerId('buyer-on'), redirectUrl: '/en', adminUserId: null, messages: [] });
    const session = response.headers.getSetCookie().find((line) => line.startsWith('SessionId='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Max-Age=2592000/);
    const token = /^SessionId=([^;]+)/.exec(session ?? '')?.[1] as string;
    const [row] = await testDb().db.select().from(sessions).where(eq(sessions.id, body.sessionId));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toContain(token);
  });

  it('lands admins and French buyers where their profile says, with adminUserId for admins', async () => {
    const admin = await bodyOf(await authenticate(world, { logonName: 'admin-qc', password: 'Comptoir2026!' }));
    expect(admin).toMatchObject({ redirectUrl: '/fr', adminUserId: world.buyerId('admin-qc') });
    const approver = await bodyOf(await authenticate(world, { LogonName: 'approver-on', Password: 'Comptoir2026!' }));
    expect(approver.redirectUrl).toBe('/en/orders/summaries/2');
  });

  it('lands a group order invitee (quick group order) and a buyer in onboarding on the home page, a screen the storefront has', async () => {
    for (const logonName of ['group-invitee', 'onboarding']) {
      expect((await bodyOf(await authenticate(world, { logonName, password: 'Comptoir2026!' }))).redirectUrl, logonName).toBe('/en');
    }
  });

  it('refuses a wrong password or unknown user alike, in the user\'s language', async () => {
    const wrong = await authenticate(world, { LogonName: 'buyer-qc', Password: 'nope' }, { 'Accept-Language': 'fr-CA' });
    expect(wrong.status).toBe(401);
    expect((await bodyOf(wrong)).Messages[0].PrimaryMessage).toBe('Impossible d’authentifier l’utilisateur.');
    const unknown = await authenticate(world, { LogonName: 'nobody-here', Password: 'nope' });
    expect(unknown.status).toBe(401);
    expect((await bodyOf(unknown)).messages[0].primaryMessage).toBe('Could not authenticate user.');
  });

  it('refuses a user ID no account can have (3,000 characters) by saying so in the user\'s language, and records nothing', async () => {
    const counts = async () => (await Promise.all([sessions, loginAttempts].map((table) => testDb().db.$count(table)))).join();
    const before = await counts();
    const answers = [['en-CA', 'This user ID is too long. Check it and try again.'], ['fr-CA', 'Ce code d’utilisateur est trop long. Vérifiez-le, puis réessayez.']] as const;
    for (const [language, text] of answers) {
      const refused = await authenticate(world, { LogonName: 'b'.repeat(3000), Password: 'Comptoir2026!' }, { 'Accept-Language': language });
      expect(refused.status).toBe(400);
      expect((await bodyOf(refused)).Messages[0]).toMatchObject({ Type: 'auth.logonNameTooLong', PrimaryMessage: text });
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    expect(await counts()).toBe(before);
  });

  it('refuses a password no account can have (over 200 characters) by saying so in the user\'s language, and records nothing', async () => {
    const counts = async () => (await Promise.all([sessions, loginAttempts].map((table) => testDb().db.$count(table)))).join();
    const before = await counts();
    const answers = [['en-CA', 'This password is too long. Check it and try again.'], ['fr-CA', 'Ce mot de passe est trop long. Vérifiez-le, puis réessayez.']] as const;
    for (const [language, text] of answers) {
      const refused = await authenticate(world, { LogonName: 'buyer-on', Password: `Comptoir2026!${'x'.repeat(200)}` }, { 'Accept-Language': language });
      expect(refused.status).toBe(400);
      expect((await bodyOf(refused)).Messages[0]).toMatchObject({ Type: 'auth.passwordTooLong', PrimaryMessage: text });
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    expect(await counts()).toBe(before);
    expect((await authenticate(world, { LogonName: 'buyer-on', Password: 'x'.repeat(200) })).status).toBe(401);
  });

  it('rotates the session at sign-in: a planted cookie (fixation) is revoked', async () => {
    const planted = await signIn(world.app, 'buyer-on');
    const response = await authenticate(world, { LogonName: 'buyer-on', Password: 'Comptoir2026!' }, { Cookie: planted.cookie });
    const fresh = cookiesFrom(response);
    expect(fresh).not.toContain(planted.cookie.split(';')[0]);
    expect((await me(world, planted.cookie)).status).toBe(401);
    expect((await me(world, fresh)).status).toBe(200);
  });

  it('signs out: the cookies are cleared and a replay of the old cookie is refused', async () => {
    const signedIn = await signIn(world.app, 'buyer-on');
    const out = await world.app.request('/svc/auth/api/buyer/logout', json('POST', { returnUrl: '/fr/logoff' }, signedIn.headers));
    expect(out.status).toBe(200);
    expect((await bodyOf(out)).redirectUrl).toBe('/fr/logoff');
    expect(out.headers.getSetCookie().some((line) => /^SessionId=;/.test(line))).toBe(true);
    const replay = await me(world, signedIn.cookie);
    expect(replay.status).toBe(401);
    expect(replay.headers.getSetCookie().some((line) => /^SessionId=;/.test(line))).toBe(true);
    expect((await bodyOf(replay)).Messages[0].Type).toBe('auth.unauthorized');
  });

  it('refuses a sign-out another site sends (a form POST carries no Lax cookie, yet its answer would clear them)', async () => {
    const signedIn = await signIn(world.app, 'buyer-on');
    const foreign: Array<Record<string, string>> = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of foreign) {
      const forged = await world.app.request('/svc/auth/api/buyer/logout', { method: 'POST', headers: { 'Content-Type': 'text/plain', 'Accept-Language': 'fr-CA', ...headers }, body: 'returnUrl=/' });
      expect(forged.status).toBe(403);
      expect((await bodyOf(forged)).Messages[0].Type).toBe('auth.forbidden');
      expect(forged.headers.getSetCookie()).toEqual([]);
    }
    expect((await me(world, signedIn.cookie)).status).toBe(200);
  });

  it('refuses an open redirect after sign-out', async () => {
    const response = await world.app.request('/svc/auth/api/buyer/logout', json('POST', { returnUrl: '//evil.example' }));
    expect(response.status).toBe(400);
  });

  it('refuses an expired session, a deactivated buyer and a tampered cookie', async () => {
    const expired = await signIn(world.app, 'buyer-on');
    await testDb().db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, expired.sessionId));
    expect((await me(world, expired.cookie)).status).toBe(401);

    const deactivated = await signIn(world.app, 'buyer-ab');
    await testDb().db.update(buyers).set({ isActive: false }).where(eq(buyers.id, deactivated.buyerId));
    expect((await world.app.request(`/svc/buyers/generic/buyers/${deactivated.buyerId}`, { headers: { Cookie: deactivated.cookie } })).status).toBe(401);
    const again = await authenticate(world, { LogonName: 'buyer-ab', Password: 'Comptoir2026!' });
    expect(again.status).toBe(403);
    expect((await bodyOf(again)).Messages[0].Type).toBe('auth.accountInactive');
    await testDb().db.update(buyers).set({ isActive: true }).where(eq(buyers.id, deactivated.buyerId));

    const valid = await signIn(world.app, 'buyer-on');
    const token = /SessionId=([^;]+)/.exec(valid.cookie)?.[1] as string;
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await me(world, valid.cookie.replace(token, flipped))).status).toBe(401);
    expect((await me(world, valid.cookie.replace(token, 'garbage'))).status).toBe(401);
    expect((await me(world, `BuyerId=${world.buyerId('buyer-on')}`)).status).toBe(401);
  });

  it('answers APIAUTH for the session and refuses a foreign one', async () => {
    const signedIn = await signIn(world.app, 'buyer-on');
    const response = await world.app.request('/svc/auth/session', { headers: { Cookie: signedIn.cookie } });
    expect(response.status).toBe(200);
    const token = await response.text();
    expect(token.startsWith(`${signedIn.sessionId}.`)).toBe(true);
    expect((await me(world, signedIn.cookie)).status).toBe(200);
    const other = await signIn(world.app, 'buyer-on');
    const foreign = await world.app.request(`/svc/buyers/generic/buyers/${world.buyerId('buyer-on')}`, { headers: { Cookie: other.cookie, APIAUTH: token } });
    expect(foreign.status).toBe(401);
    const anonymous = await world.app.request('/svc/auth/session');
    expect(anonymous.status).toBe(401);
    expect((await bodyOf(anonymous)).Messages[0].Type).toBe('auth.missingSessionId');
  });

  describe('login-by-ids handoff', () => {
    const mint = async () => {
      const signedIn = await signIn(world.app, 'buyer-qc');
      const response = await world.app.request('/svc/auth/api/buyer/handoff', { method: 'POST', headers: signedIn.headers });
      expect(response.status).toBe(201);
      return (await bodyOf(response)) as { BuyerId: string; SessionId: string; PostalCode: string; Url: string };
    };

    it('signs in once with a fresh handoff, never with ids alone or a second time', async () => {
      const handoff = await mint();
      expect(handoff.Url).toContain(`${TEST_ORIGIN}/fr/?buyerId=${handoff.BuyerId}&sessionId=`);
      const ids = { BuyerId: handoff.BuyerId, SessionId: handoff.SessionId, PostalCode: handoff.PostalCode };
      const first = await authenticate(world, ids);
      expect(first.status).toBe(200);
      expect((await bodyOf(first)).buyerId).toBe(world.buyerId('buyer-qc'));
      expect((await authenticate(world, ids)).status).toBe(401);
      const [, sessionRow] = await testDb().db.select().from(sessions).where(eq(sessions.buyerId, handoff.BuyerId)).orderBy(sql`created_at desc`).limit(2);
      expect((await authenticate(world, { ...ids, SessionId: sessionRow?.id })).status).toBe(401);
    });

    it('refuses an expired handoff and spends one presented with the wrong postal code or buyer', async () => {
      const expired = await mint();
      await testDb().db.update(loginHandoffs).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(loginHandoffs.tokenHash, hashToken(expired.SessionId)));
      expect((await authenticate(world, { BuyerId: expired.BuyerId, SessionId: expired.SessionId, PostalCode: expired.PostalCode })).status).toBe(401);

      const wrongPostal = await mint();
      expect((await authenticate(world, { BuyerId: wrongPostal.BuyerId, SessionId: wrongPostal.SessionId, PostalCode: 'K1A 0B1' })).status).toBe(401);
      expect((await authenticate(world, { BuyerId: wrongPostal.BuyerId, SessionId: wrongPostal.SessionId, PostalCode: wrongPostal.PostalCode })).status).toBe(401);

      const wrongBuyer = await mint();
      expect((await authenticate(world, { BuyerId: world.buyerId('buyer-on'), SessionId: wrongBuyer.SessionId, PostalCode: wrongBuyer.PostalCode })).status).toBe(401);
    });
  });

  describe('change password', () => {
    it('checks the current password and the rule, then ends every other session', async () => {
      const kept = await signIn(world.app, 'buyer-ns');
      const other = await signIn(world.app, 'buyer-ns');
      const change = (body: unknown, headers = kept.headers) => world.app.request('/api/changePassword', json('POST', body, { ...headers, 'Accept-Language': 'fr-CA' }));
      const wrong = await change({ currentPassword: 'nope', newPassword: 'A-new-password-2026' });
      expect(wrong.status).toBe(422);
      expect((await bodyOf(wrong)).Messages[0].PrimaryMessage).toBe('Votre mot de passe actuel est incorrect.');
      const short = await change({ currentPassword: 'Comptoir2026!', newPassword: 'short' });
      expect((await bodyOf(short)).Messages[0].Type).toBe('password.tooShort');
      const long = await change({ currentPassword: 'Comptoir2026!', newPassword: 'A'.repeat(201) });
      expect(long.status).toBe(422);
      expect((await bodyOf(long)).Messages[0]).toMatchObject({ Type: 'password.tooLong', PrimaryMessage: 'Votre nouveau mot de passe peut contenir au plus 200 caractères.' });
      const wrongAndLong = await change({ currentPassword: 'C'.repeat(5000), newPassword: 'A-new-password-2026' });
      expect((await bodyOf(wrongAndLong)).Messages[0].PrimaryMessage).toBe('Votre mot de passe actuel est incorrect.');
      const done = await change({ currentPassword: 'Comptoir2026!', newPassword: 'A-new-password-2026' });
      expect(done.status).toBe(200);
      const renewed = cookiesFrom(done);
      expect((await world.app.request(`/svc/buyers/generic/buyers/${kept.buyerId}`, { headers: { Cookie: other.cookie } })).status).toBe(401);
      expect((await world.app.request(`/svc/buyers/generic/buyers/${kept.buyerId}`, { headers: { Cookie: kept.cookie } })).status).toBe(401);
      expect((await world.app.request(`/svc/buyers/generic/buyers/${kept.buyerId}`, { headers: { Cookie: renewed } })).status).toBe(200);
      expect((await authenticate(world, { LogonName: 'buyer-ns', Password: 'A-new-password-2026' })).status).toBe(200);
    });

    it('two changes sent together with the same current password: one wins, the other is told the current password no longer matches', async () => {
      const signedIn = await signIn(world.app, 'buyer-ab');
      const change = (newPassword: string) => world.app.request('/api/changePassword', json('POST', { currentPassword: 'Comptoir2026!', newPassword }, { ...signedIn.headers, 'Accept-Language': 'fr-CA' }));
      const answers = await Promise.all(['First-new-password-26', 'Second-new-password-26', 'Third-new-password-26'].map(async (password) => ({ password, response: await change(password) })));
      const won = answers.filter(({ response }) => response.status === 200);
      expect(won).toHaveLength(1);
      // A loser checked before the winner committed is told its current password no longer matches; one that arrives
      // after finds the session the winner ended (every session of the buyer is revoked by a change): 401.
      for (const { response } of answers.filter(({ response }) => response.status !== 200)) {
        expect([401, 422]).toContain(response.status);
        if (response.status === 422) expect((await bodyOf(response)).Messages[0].PrimaryMessage).toBe('Votre mot de passe actuel est incorrect.');
      }
      // The winner's password signs in and its fresh session works; the others' do not.
      const winner = won[0] as { password: string; response: Response };
      expect((await world.app.request(`/svc/buyers/generic/buyers/${signedIn.buyerId}`, { headers: { Cookie: cookiesFrom(winner.response) } })).status).toBe(200);
      for (const { password } of answers) expect((await authenticate(world, { LogonName: 'buyer-ab', Password: password })).status).toBe(password === winner.password ? 200 : 401);
    });

    it('spends the handoffs minted before the change: a stolen session cannot keep a way back in', async () => {
      const stolen = await signIn(world.app, 'group-creator');
      const minted = await world.app.request('/svc/auth/api/buyer/handoff', { method: 'POST', headers: stolen.headers });
      const handoff = (await bodyOf(minted)) as { BuyerId: string; SessionId: string; PostalCode: string };
      const owner = await signIn(world.app, 'group-creator');
      const done = await world.app.request('/api/changePassword', json('POST', { currentPassword: 'Comptoir2026!', newPassword: 'A-new-password-2026' }, owner.headers));
      expect(done.status).toBe(200);
      expect((await authenticate(world, { BuyerId: handoff.BuyerId, SessionId: handoff.SessionId, PostalCode: handoff.PostalCode })).status).toBe(401);
      const fresh = await world.app.request('/svc/auth/api/buyer/handoff', { method: 'POST', headers: { Cookie: cookiesFrom(done), Origin: TEST_ORIGIN } });
      const after = (await bodyOf(fresh)) as { BuyerId: string; SessionId: string; PostalCode: string };
      expect((await authenticate(world, { BuyerId: after.BuyerId, SessionId: after.SessionId, PostalCode: after.PostalCode })).status).toBe(200);
    });

    it('refuses a password of spaces or of a few characters repeated, in the buyer’s language, and keeps the current one', async () => {
      const signedIn = await signIn(world.app, 'buyer-qc');
      const change = (newPassword: string) => world.app.request('/api/changePassword', json('POST', { currentPassword: 'Comptoir2026!', newPassword }, { ...signedIn.headers, 'Accept-Language': 'fr-CA' }));
      for (const weak of [' '.repeat(12), 'aaaaaaaaaaaaaa', 'AbAbAbAbAbAbAb', '1212 1212 1212']) {
        const refused = await change(weak);
        expect(refused.status).toBe(422);
        expect((await bodyOf(refused)).Messages[0]).toMatchObject({ Type: 'password.tooSimple', PrimaryMessage: 'Votre nouveau mot de passe doit contenir au moins 5 caractères différents.' });
        expect((await authenticate(world, { LogonName: 'buyer-qc', Password: weak })).status).toBe(401);
      }
      expect((await authenticate(world, { LogonName: 'buyer-qc', Password: 'Comptoir2026!' })).status).toBe(200);
    });

    it('counts only wrong current passwords: new passwords the rule refuses do not lock the buyer out, nor does asking while told to wait', async () => {
      const signedIn = await signIn(world.app, 'demo');
      const change = (currentPassword: string, newPassword: string) => world.app.request('/api/changePassword', json('POST', { currentPassword, newPassword }, { ...signedIn.headers, 'Accept-Language': 'fr-CA' }));
      // A buyer finding a password the rule takes: more tries than the limit allows guesses, each answered with its reason.
      for (const weak of ['short', 'aaaaaaaaaaaaaa', 'Comptoir2026!', 'abcabcabcabca', 'short2', '1212 1212 1212', 'tiny', 'AbAbAbAbAbAbAb', 'x', 'zzzzzzzzzzzzz', 'y']) {
        expect((await change('Comptoir2026!', weak)).status).toBe(422);
      }
      for (let guess = 0; guess < 10; guess++) expect((await bodyOf(await change(`wrong ${guess}`, 'A-new-password-2026'))).Messages[0].Type).toBe('password.wrongCurrent');
      const waits: number[] = [];
      for (let press = 0; press < 5; press++) {
        const limited = await change('Comptoir2026!', 'A-new-password-2026');
        expect(limited.status).toBe(429);
        expect((await bodyOf(limited)).Messages[0].PrimaryMessage).toMatch(/^Trop de tentatives/);
        waits.push(Number(limited.headers.get('Retry-After')));
      }
      expect(Math.max(...waits)).toBe(waits[0]);
    });

    it('applies the strict rule where the strictPassword flag is on for the client', async () => {
      const signedIn = await signIn(world.app, 'buyer-mb');
      const clientId = world.clientIdOf('buyer-mb');
      const setStrict = (value: boolean | null) => testDb().db.transaction((tx) => world.flags.setOverride(tx, 'strictPassword', 'client', clientId, value));
      const change = () => world.app.request('/api/changePassword', json('POST', { currentPassword: 'Comptoir2026!', newPassword: 'all lower case words' }, signedIn.headers));
      await setStrict(true);
      const refused = await change();
      expect(refused.status).toBe(422);
      expect((await bodyOf(refused)).Messages[0].Type).toBe('password.notStrict');
      await setStrict(null);
      expect((await change()).status).toBe(200);
    });
  });

  it('answers the account activation steps of the signed-in buyer', async () => {
    const onboarding = await signIn(world.app, 'onboarding');
    const steps = await bodyOf(await world.app.request('/api/buyer/accountActivationSteps', { headers: { Cookie: onboarding.cookie } }));
    expect(steps.status).toBe(200);
    expect(steps.activeStep).toBeLessThan(4);
    const done = await signIn(world.app, 'buyer-on');
    const complete = await bodyOf(await world.app.request('/api/buyer/accountActivationSteps', { headers: { Cookie: done.cookie } }));
    expect(complete).toMatchObject({ activeStep: 4, status: 200 });
    expect(complete.activationSteps.every((step: { isCompleted: boolean }) => step.isCompleted)).toBe(true);
  });
});
