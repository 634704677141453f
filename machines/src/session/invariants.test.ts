import { describe, it } from 'vitest';
import fc from 'fast-check';
import { isSuspended, isValidLoginBuyer } from '@comptoir/core';
import { assertForAllSequences, spawnsOf, type TraceStep } from '../testing/event-sequences.ts';
import { sessionMachine } from './machine.ts';
import type { AutoLogin, SessionEvent } from './types.ts';
import { autoLogin, buyer, credentials, linkedAutoLogin, previousBuyer, suspendedBuyer } from './fixtures.ts';

type Step = TraceStep<typeof sessionMachine>;
const inputArb = fc.record({
  production: fc.boolean(),
  today: fc.constantFrom('2025-12-19', '2025-12-22', '2026-01-06'),
  language: fc.constantFrom('en' as const, 'fr' as const),
  buyer: fc.constantFrom(null, buyer, previousBuyer, suspendedBuyer, { ...buyer, logonName: '' }),
});
const eventArb = fc.constantFrom<unknown>(
  { type: 'session.signInRequested', credentials },
  { type: 'session.autoLoginRequested', ...autoLogin },
  { type: 'session.autoLoginRequested', ...linkedAutoLogin },
  { type: 'session.unauthorized' },
  { type: 'session.signOutRequested', destination: { kind: 'home' } },
  { type: 'session.signOutRequested', destination: { kind: 'punchOutCart' } },
  { type: 'session.pageMounted' },
  { type: 'session.languageToggled' },
  { type: 'xstate.done.actor.authenticate', output: { buyer: suspendedBuyer } },
  { type: 'xstate.done.actor.authenticate', output: { buyer: suspendedBuyer, redirectUrl: '/en/shopping-cart' } },
  { type: 'xstate.done.actor.authenticate', output: { buyer: { ...buyer, buyerId: '' } } },
  { type: 'xstate.done.actor.authenticate', output: { buyer: null, primaryMessage: 'Could not authenticate user.' } },
  { type: 'xstate.error.actor.authenticate', error: 'offline' },
  { type: 'xstate.done.actor.authenticate', output: { buyer: null, refusal: 'admin.signIn.notAdministrator' } },
  { type: 'xstate.done.actor.loadOrder' },
  { type: 'xstate.done.actor.signOut' },
  { type: 'xstate.error.actor.signOut', error: 'offline' },
) as fc.Arbitrary<SessionEvent>;
const check = (invariant: (trace: Step[]) => boolean) => assertForAllSequences(sessionMachine, eventArb, invariant, { input: inputArb, maxLength: 30 });
const names = (step: Step) => step.actions.map((action) => action.type);
const isAuthenticateResult = (step: Step) => step.event?.type === 'xstate.done.actor.authenticate' || step.event?.type === 'xstate.error.actor.authenticate';
/** The step that ended an auto-login: the authenticate answer that arrived while the link was being followed. */
const endsAutoLogin = (trace: Step[], index: number) => isAuthenticateResult(trace[index]!) && !!trace[index - 1]?.snapshot.matches({ authenticating: 'autoLoggingIn' });
/** The link being followed at a step: the last one the machine took before it. */
const linkBefore = (trace: Step[], index: number) =>
  trace
    .slice(0, index)
    .findLast((step, at) => step.event?.type === 'session.autoLoginRequested' && step.snapshot.matches({ authenticating: 'autoLoggingIn' }) && !trace[at - 1]?.snapshot.matches('authenticating'))?.event as (AutoLogin & { type: string }) | undefined;

describe('session invariants (random event sequences)', () => {
  it('spec §8: a 401 in a signed-in session always clears the cookies', () => {
    check((trace) => trace.every((step, index) => !(step.event?.type === 'session.unauthorized' && trace[index - 1]?.snapshot.matches('authenticated')) || names(step).includes('clearSessionCookies')));
  });

  it('spec §4: outside production a 401 always ends signed out; in production it never signs out by itself', () => {
    check((trace) =>
      trace.every((step, index) => {
        if (!(step.event?.type === 'session.unauthorized' && trace[index - 1]?.snapshot.matches('authenticated'))) return true;
        return step.snapshot.context.production ? step.snapshot.matches('unauthorized') : step.snapshot.matches('signingOut');
      }),
    );
  });

  it('spec §5: the session is authenticated only with a valid login buyer', () => {
    check((trace) => trace.every((step) => !step.snapshot.matches('authenticated') || isValidLoginBuyer(step.snapshot.context.buyer)));
  });

  it('a sign-in the app refuses never authenticates and names the refusal', () => {
    check((trace) =>
      trace.every((step, index) => {
        const output = (step.event as { output?: { refusal?: string } } | undefined)?.output;
        if (step.event?.type !== 'xstate.done.actor.authenticate' || !output?.refusal || !trace[index - 1]?.snapshot.matches('authenticating')) return true;
        return (step.snapshot.matches('anonymous') || step.snapshot.matches('endingPreviousSession')) && JSON.stringify(step.snapshot.context.error) === JSON.stringify({ code: output.refusal });
      }),
    );
  });

  it('spec §4: the order-hold notice shows exactly when the buyer is suspended today', () => {
    check((trace) =>
      trace.every(({ snapshot }) => {
        if (!snapshot.matches('authenticated')) return true;
        const { today, buyer: current } = snapshot.context;
        return snapshot.matches({ authenticated: { notice: 'orderHold' } }) === isSuspended(today, current?.suspendedDateFrom, current?.suspendedDateUntil);
      }),
    );
  });

  it('spec §4: every sign-out clears cookies and storage and navigates exactly once', () => {
    check((trace) =>
      trace.every((step) => {
        const navigations = names(step).filter((name) => name === 'navigateAfterLogout').length;
        return navigations === 0 || (navigations === 1 && names(step).includes('clearSessionCookies') && names(step).includes('clearSessionStorage') && step.snapshot.context.buyer === null);
      }),
    );
  });

  it('spec §2.2: a login-by-ids link is always taken, from any session, to authenticate with exactly its ids; its token reaches no other effect', () => {
    check((trace) =>
      trace.every((step, index) => {
        const before = trace[index - 1]?.snapshot;
        if (step.event?.type !== 'session.autoLoginRequested' || !before || !(before.matches('anonymous') || before.matches('authenticated') || before.matches('unauthorized'))) return true;
        const { buyerId, sessionId, postalCode } = step.event as unknown as AutoLogin;
        const spawned = spawnsOf([step], 'authenticate').map((action) => (action.params as { input?: unknown }).input);
        return step.snapshot.matches({ authenticating: 'autoLoggingIn' }) && JSON.stringify(spawned) === JSON.stringify([{ buyerId, sessionId, postalCode }]);
      }) &&
      trace.every((step) =>
        step.actions.every((action) => action.type === 'xstate.spawnChild' || !/handoff-token/.test(JSON.stringify(action.params ?? null, (key, value: unknown) => (key === 'actorRef' ? undefined : value)))),
      ),
    );
  });

  it('spec §2.2: a followed link lands once, on the page it named, else the answer’s landing page, signed in as the answer’s buyer', () => {
    check((trace) =>
      trace.every((step, index) => {
        if (!endsAutoLogin(trace, index) || !step.snapshot.matches('authenticated')) return true;
        const landings = step.actions.filter((action) => action.type === 'navigateToLandingPage');
        const answer = (step.event as unknown as { output: { buyer: { buyerId: string }; redirectUrl?: string } }).output;
        const expected = linkBefore(trace, index)?.page ?? answer.redirectUrl ?? null;
        return landings.length === 1 && (landings[0]?.params as { redirectUrl: string | null }).redirectUrl === expected && step.snapshot.context.buyer?.buyerId === answer.buyer.buyerId;
      }),
    );
  });

  it('spec §8: a refused link is told once and ends anonymous; a session held before it is signed out, without leaving the page', () => {
    check((trace) =>
      trace.every((step, index) => {
        const reports = names(step).filter((name) => name === 'reportAutoLoginFailure').length;
        if (!endsAutoLogin(trace, index) || step.snapshot.matches('authenticated')) return reports === 0;
        const hadSession = trace[index - 1]?.snapshot.context.buyer !== null;
        const next = step.snapshot.matches(hadSession ? 'endingPreviousSession' : 'anonymous');
        return reports === 1 && next && step.snapshot.context.error !== null && !names(step).includes('navigateToLandingPage');
      }) &&
      trace.every((step, index) => {
        if (!trace[index - 1]?.snapshot.matches('endingPreviousSession') || !step.event?.type.endsWith('.actor.signOut')) return true;
        const done = names(step);
        return step.snapshot.matches('anonymous') && step.snapshot.context.buyer === null && step.snapshot.context.error !== null && done.includes('clearSessionCookies') && done.includes('clearSessionStorage') && !done.includes('navigateAfterLogout');
      }),
    );
  });
});
