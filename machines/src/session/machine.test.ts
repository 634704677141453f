import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, orderHoldNotice } from './machine.ts';
import type { AuthenticationAnswer, SessionBuyer, SessionInput } from './types.ts';
import { autoLogin, baseInput, buyer, credentials, suspendedBuyer } from './fixtures.ts';

const start = (input: SessionInput = baseInput, answers: { authenticate?: () => Promise<AuthenticationAnswer>; loadSession?: () => Promise<SessionBuyer | null> } = {}) => {
  const calls: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, params: unknown) => void calls.push([name, params]);
  const machine = sessionMachine.provide({
    actions: {
      setAutoLoginCookies: record('setAutoLoginCookies'),
      clearSessionCookies: record('clearSessionCookies'),
      clearSessionStorage: record('clearSessionStorage'),
      navigateAfterLogout: record('navigateAfterLogout'),
      navigateToLandingPage: record('navigateToLandingPage'),
      persistLanguage: record('persistLanguage'),
    },
    actors: {
      authenticate: fromPromise(answers.authenticate ?? (async () => ({ buyer, redirectUrl: null }))),
      loadSession: fromPromise(answers.loadSession ?? (async () => buyer)),
      loadOrder: fromPromise(async (): Promise<void> => {}),
      signOut: fromPromise(async (): Promise<void> => {}),
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
    expect(calls).toContainEqual(['navigateToLandingPage', { page: 'shoppingCart', redirectUrl: null }]);
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

  it('spec §4: auto-login from query parameters sets the cookies for 30 days, then loads the session', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'session.autoLoginRequested', ...autoLogin });
    expect(calls[0]).toEqual(['setAutoLoginCookies', { ...autoLogin, days: 30 }]);
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(actor.getSnapshot().context.buyer?.buyerId).toBe('b-1');
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

  it('spec §4: logout clears cookies and storage and goes to the chosen destination', async () => {
    for (const destination of [{ kind: 'home' }, { kind: 'url', url: 'https://example.ca/bye' }, { kind: 'logoffPage' }, { kind: 'punchOutCart' }] as const) {
      const { actor, calls } = start({ ...baseInput, buyer });
      actor.send({ type: 'session.signOutRequested', destination });
      await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
      expect(calls).toEqual([['clearSessionCookies', undefined], ['clearSessionStorage', undefined], ['navigateAfterLogout', destination]]);
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
});
