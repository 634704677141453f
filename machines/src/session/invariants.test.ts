import { describe, it } from 'vitest';
import fc from 'fast-check';
import { isSuspended, isValidLoginBuyer } from '@comptoir/core';
import { assertForAllSequences, type TraceStep } from '../testing/event-sequences.ts';
import { sessionMachine } from './machine.ts';
import type { SessionEvent } from './types.ts';
import { autoLogin, buyer, credentials, suspendedBuyer } from './fixtures.ts';

type Step = TraceStep<typeof sessionMachine>;
const inputArb = fc.record({
  production: fc.boolean(),
  today: fc.constantFrom('2025-12-19', '2025-12-22', '2026-01-06'),
  language: fc.constantFrom('en' as const, 'fr' as const),
  buyer: fc.constantFrom(null, buyer, suspendedBuyer, { ...buyer, logonName: '' }),
});
const eventArb = fc.constantFrom<unknown>(
  { type: 'session.signInRequested', credentials },
  { type: 'session.autoLoginRequested', ...autoLogin },
  { type: 'session.unauthorized' },
  { type: 'session.signOutRequested', destination: { kind: 'home' } },
  { type: 'session.signOutRequested', destination: { kind: 'punchOutCart' } },
  { type: 'session.pageMounted' },
  { type: 'session.languageToggled' },
  { type: 'xstate.done.actor.authenticate', output: { buyer: suspendedBuyer } },
  { type: 'xstate.done.actor.authenticate', output: { buyer: { ...buyer, buyerId: '' } } },
  { type: 'xstate.error.actor.authenticate', error: 'offline' },
  { type: 'xstate.done.actor.authenticate', output: { buyer: null, refusal: 'admin.signIn.notAdministrator' } },
  { type: 'xstate.done.actor.loadSession', output: buyer },
  { type: 'xstate.done.actor.loadSession', output: null },
  { type: 'xstate.done.actor.loadOrder' },
  { type: 'xstate.done.actor.signOut' },
  { type: 'xstate.error.actor.signOut', error: 'offline' },
) as fc.Arbitrary<SessionEvent>;
const check = (invariant: (trace: Step[]) => boolean) => assertForAllSequences(sessionMachine, eventArb, invariant, { input: inputArb, maxLength: 30 });
const names = (step: Step) => step.actions.map((action) => action.type);

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
        return step.snapshot.matches('anonymous') && JSON.stringify(step.snapshot.context.error) === JSON.stringify({ code: output.refusal });
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
});
