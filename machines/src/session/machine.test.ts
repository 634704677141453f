import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, orderHoldNotice } from './machine.ts';
import type { AuthenticationAnswer, Credentials, LoginByIds, SessionInput } from './types.ts';
import { autoLogin, baseInput, buyer, credentials, linkedAutoLogin, previousBuyer, suspendedBuyer } from './fixtures.ts';

const start = (input: SessionInput = baseInput, answers: { authenticate?: (input: Credentials | LoginByIds) => Promise<AuthenticationAnswer>; signOut?: () => Promise<void> } = {}) => {
  const calls: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, params: unknown) => void calls.push([name, params]);
  const machine = sessionMachine.provide({
    actions: {
      clearSessionCookies: record('clearSessionCookies'),
      clearSessionStorage: record('clearSessionStorage'),
      navigateAfterLogout: record('navigateAfterLogout'),
      navigateToLandingPage: record('navigateToLandingPage'),
      persistLanguage: record('persistLanguage'),
      reportAutoLoginFailure: record('reportAutoLoginFailure'),
    },
    actors: {
      authenticate: fromPromise(async ({ input: sent }) => {
        calls.push(['authenticate', sent]);
        return (answers.authenticate ?? (async () => ({ buyer, redirectUrl: '/en/shopping-cart' })))(sent);
      }),
      loadOrder: fromPromise(async (): Promise<void> => {}),
      signOut: fromPromise(async ({ input: ids }) => {
        calls.push(['signOut', ids]);
        return (answers.signOut ?? (async () => {}))();
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls, names: () => calls.map(([name]) => name) };
};

describe('session machine', () => {
  it('spec §6: signs in and goes to the landing page of the buyer’s firstPageType', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('anonymous');
    actor.send({ type: 'session.signInRequested', credentials });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(calls).toContainEqual(['navigateToLandingPage', { page: 'shoppingCart', redirectUrl: '/en/shopping-cart' }]);
  });

  it("spec §8: a failed sign-in shows the server's primary message, else 'Could not authenticate user.'; a network failure 'Authentication failed'", async () => {
    const withMessage = start(baseInput, { authenticate: async () => ({ buyer: null, primaryMessage: 'Account locked' }) });
    withMessage.actor.send({ type: 'session.signInRequested', credentials });
    await waitFor(withMessage.actor, (snapshot) => snapshot.context.error !== null);
    expect(withMessage.actor.getSnapshot().context.error).toEqual({ text: 'Account locked' });
    const refused = start(baseInput, { authenticate: async () => ({ buyer: null, refusal: 'admin.signIn.notAdministrator', primaryMessage: 'ignored' }) });
    refused.actor.send({ type: 'session.signInRequested', credentials });
    await waitFor(refused.actor, (snapshot) => snapshot.context.error !== null);
    expect(refused.actor.getSnapshot().value).toBe('anonymous');
    expect(refused.actor.getSnapshot().context.error).toEqual({ code: 'admin.signIn.notAdministrator' });
    const invalid = start(baseInput, { authenticate: async () => ({ buyer: { ...buyer, logonName: '' } }) });
    invalid.actor.send({ type: 'session.signInRequested', credentials });
    await waitFor(invalid.actor, (snapshot) => snapshot.context.error !== null);
    expect(invalid.actor.getSnapshot().context.error).toEqual({ code: 'auth.couldNotAuthenticate' });
    const network = start(baseInput, { authenticate: () => Promise.reject(new Error('offline')) });
    network.actor.send({ type: 'session.signInRequested', credentials });
    await waitFor(network.actor, (snapshot) => snapshot.context.error !== null);
    expect(network.actor.getSnapshot().context.error).toEqual({ code: 'auth.authenticationFailed' });
  });

  it('spec §2.2: an auto-login link signs in through authenticate with its ids and lands on the buyer’s firstPageType page; the token goes into no cookie', async () => {
    const { actor, calls, names } = start();
    actor.send({ type: 'session.autoLoginRequested', ...autoLogin });
    expect(actor.getSnapshot().matches({ authenticating: 'autoLoggingIn' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(calls).toEqual([
      ['authenticate', { buyerId: 'b-1', sessionId: 'handoff-token-1', postalCode: 'H2X 1Y4' }],
      ['navigateToLandingPage', { page: 'shoppingCart', redirectUrl: '/en/shopping-cart' }],
    ]);
    expect(names()).not.toContain('clearSessionCookies');
    expect(actor.getSnapshot().context.buyer?.buyerId).toBe('b-1');
  });

  it('spec §2.2: a link that names a page lands there; a later link to the home page lands on the firstPageType page again', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'session.autoLoginRequested', ...linkedAutoLogin });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(calls).toContainEqual(['navigateToLandingPage', { page: 'shoppingCart', redirectUrl: '/fr/orders/summaries/1?page=2' }]);
    actor.send({ type: 'session.autoLoginRequested', ...autoLogin });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(calls.at(-1)).toEqual(['navigateToLandingPage', { page: 'shoppingCart', redirectUrl: '/en/shopping-cart' }]);
  });

  it('a link opened while someone else is signed in replaces them: the api rotates the session, nothing is signed out first', async () => {
    const { actor, names } = start({ ...baseInput, buyer: previousBuyer });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    actor.send({ type: 'session.autoLoginRequested', ...autoLogin });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated') && snapshot.context.buyer?.buyerId === 'b-1');
    expect(names()).toEqual(['authenticate', 'navigateToLandingPage']);
  });

  it("spec §8: a refused link (spent, expired, wrong postal code) leaves the visitor anonymous with the server's message, told on the page", async () => {
    const { actor, calls } = start(baseInput, { authenticate: async () => ({ buyer: null, primaryMessage: 'Impossible d’authentifier l’utilisateur.' }) });
    actor.send({ type: 'session.autoLoginRequested', ...autoLogin });
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Impossible d’authentifier l’utilisateur.' });
    expect(calls.slice(1)).toEqual([['reportAutoLoginFailure', { text: 'Impossible d’authentifier l’utilisateur.' }]]);
    const network = start(baseInput, { authenticate: () => Promise.reject(new Error('offline')) });
    network.actor.send({ type: 'session.autoLoginRequested', ...autoLogin });
    await waitFor(network.actor, (snapshot) => snapshot.matches('anonymous'));
    expect(network.calls.slice(1)).toEqual([['reportAutoLoginFailure', { code: 'auth.authenticationFailed' }]]);
  });

  it('a refused link ends the session held before it (signed out on the server, cookies and storage cleared) and stays on the page', async () => {
    const { actor, calls } = start({ ...baseInput, buyer: previousBuyer }, { authenticate: async () => ({ buyer: null }) });
    actor.send({ type: 'session.autoLoginRequested', ...autoLogin });
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(calls.slice(1)).toEqual([
      ['reportAutoLoginFailure', { code: 'auth.couldNotAuthenticate' }],
      ['signOut', { buyerId: 'b-0', sessionId: 's-0' }],
      ['clearSessionCookies', undefined],
      ['clearSessionStorage', undefined],
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ buyer: null, error: { code: 'auth.couldNotAuthenticate' } });
    // The server not answering the sign-out ends it locally all the same.
    const offline = start({ ...baseInput, buyer: previousBuyer }, { authenticate: async () => ({ buyer: null }), signOut: () => Promise.reject(new Error('offline')) });
    offline.actor.send({ type: 'session.autoLoginRequested', ...autoLogin });
    await waitFor(offline.actor, (snapshot) => snapshot.matches('anonymous'));
    expect(offline.actor.getSnapshot().context.buyer).toBeNull();
    expect(offline.names()).toContain('clearSessionCookies');
  });

  it('spec §4, §8: a 401 cleans up and clears cookies; in production the session stays unauthorized', () => {
    const { actor, names } = start({ ...baseInput, buyer });
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(names()).toEqual(['clearSessionCookies', 'clearSessionStorage']);
  });

  it('spec §4: outside production a 401 signs the buyer out', async () => {
    const { actor, names } = start({ ...baseInput, production: false, buyer });
    actor.send({ type: 'session.unauthorized' });
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(names()).toContain('navigateAfterLogout');
  });

  it('a 401 marks the session ended, in and outside production, until the buyer signs in again; a sign-out by choice does not', async () => {
    for (const production of [true, false]) {
      const { actor } = start({ ...baseInput, production, buyer });
      expect(actor.getSnapshot().context.ended).toBe(false);
      actor.send({ type: 'session.unauthorized' });
      await waitFor(actor, (snapshot) => snapshot.matches(production ? 'unauthorized' : 'anonymous'));
      expect(actor.getSnapshot().context.ended).toBe(true);
      actor.send({ type: 'session.signInRequested', credentials });
      await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
      expect(actor.getSnapshot().context.ended).toBe(false);
    }
    const { actor } = start({ ...baseInput, buyer });
    actor.send({ type: 'session.signOutRequested', destination: { kind: 'home' } });
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(actor.getSnapshot().context.ended).toBe(false);
  });

  it('spec §4: logout clears cookies and storage and goes to the chosen destination', async () => {
    for (const destination of [{ kind: 'home' }, { kind: 'url', url: 'https://example.ca/bye' }, { kind: 'logoffPage' }, { kind: 'punchOutCart' }] as const) {
      const { actor, calls } = start({ ...baseInput, buyer });
      actor.send({ type: 'session.signOutRequested', destination });
      await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
      expect(calls).toEqual([['signOut', { buyerId: 'b-1', sessionId: 's-1' }], ['clearSessionCookies', undefined], ['clearSessionStorage', undefined], ['navigateAfterLogout', destination]]);
      expect(actor.getSnapshot().context.buyer).toBeNull();
    }
  });

  it('spec §4, §8: the order-hold notice shows while the buyer is suspended', () => {
    const { actor } = start({ ...baseInput, buyer: suspendedBuyer });
    expect(actor.getSnapshot().matches({ authenticated: { notice: 'orderHold' } })).toBe(true);
    expect(orderHoldNotice(actor.getSnapshot().context)).toEqual({ key: 'orderHold.withDates', params: { from: '2025-12-20', until: '2026-01-05' } });
    const after = start({ ...baseInput, today: '2026-01-06', buyer: suspendedBuyer });
    expect(after.actor.getSnapshot().matches({ authenticated: { notice: 'none' } })).toBe(true);
  });

  it('spec §4: a buyer without a loaded order loads it after the page mounts', async () => {
    const { actor } = start({ ...baseInput, buyer });
    expect(actor.getSnapshot().matches({ authenticated: { order: 'notLoaded' } })).toBe(true);
    actor.send({ type: 'session.pageMounted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: { order: 'loaded' } }));
  });

  it('spec §4: the language toggles between en and fr and is saved; PWGS toggles between 1 and 3', () => {
    const { actor, calls } = start();
    actor.send({ type: 'session.languageToggled' });
    expect(actor.getSnapshot().context.language).toBe('fr');
    actor.send({ type: 'session.languageToggled' });
    expect(calls).toEqual([['persistLanguage', { language: 'fr' }], ['persistLanguage', { language: 'en' }]]);
    actor.send({ type: 'session.pwgsToggled' });
    expect(actor.getSnapshot().context.pwgs).toBe(3);
  });

  it('spec §2.2 edit profile: the buyer\'s changed name replaces the kept one; the session\'s ids and loaded order stay', async () => {
    const { actor } = start({ ...baseInput, buyer });
    actor.send({ type: 'session.pageMounted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: { order: 'loaded' } }));
    actor.send({ type: 'session.buyerChanged', changes: { firstName: 'Anne', buyerId: 'other', sessionId: 'other', hasLoadedOrder: false } });
    expect(actor.getSnapshot().context.buyer).toEqual({ ...buyer, firstName: 'Anne', hasLoadedOrder: true });
  });
});
