import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { combinedCoverage, graphCoverage } from '../testing/graph-coverage.ts';
import { sessionMachine } from './machine.ts';
import type { SessionContext } from './types.ts';
import { autoLogin, baseInput, buyer, credentials, linkedAutoLogin, suspendedBuyer } from './fixtures.ts';

const events = [
  { type: 'session.signInRequested', credentials },
  { type: 'session.autoLoginRequested', ...autoLogin },
  { type: 'session.autoLoginRequested', ...linkedAutoLogin },
  { type: 'session.unauthorized' },
  { type: 'session.signOutRequested', destination: { kind: 'logoffPage' } },
  { type: 'session.pageMounted' },
  { type: 'session.languageToggled' },
  { type: 'session.pwgsToggled' },
  { type: 'session.buyerChanged', changes: { firstName: 'Anne' } },
  { type: 'xstate.done.actor.authenticate', output: { buyer: suspendedBuyer } },
  { type: 'xstate.done.actor.authenticate', output: { buyer: { ...buyer, hasLoadedOrder: true }, redirectUrl: '/en/shopping-cart' } },
  { type: 'xstate.done.actor.authenticate', output: { buyer: null, primaryMessage: 'Locked' } },
  { type: 'xstate.done.actor.authenticate', output: { buyer: null } },
  { type: 'xstate.done.actor.authenticate', output: { buyer: null, refusal: 'admin.signIn.notAdministrator' } },
  { type: 'xstate.error.actor.authenticate', error: new Error('offline') },
  { type: 'xstate.done.actor.loadOrder' },
  { type: 'xstate.error.actor.loadOrder', error: new Error('offline') },
  { type: 'xstate.done.actor.signOut' },
  { type: 'xstate.error.actor.signOut', error: new Error('offline') },
];
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as SessionContext;
  return JSON.stringify([snapshot.value, context.buyer?.buyerId ?? null, context.buyer?.suspendedDateFrom ?? null, context.buyer?.hasLoadedOrder ?? false, context.error !== null, context.linkedPage]);
};

describe('session graph coverage', () => {
  it('spec §4, §6, §8: generated paths reach every state and every transition (production or not, restored or not)', () => {
    const inputs = [baseInput, { ...baseInput, production: false }, { ...baseInput, buyer }];
    const reports = inputs.map((input) => graphCoverage(sessionMachine, { input, events, serializeState }));
    expect(combinedCoverage(reports)).toEqual({ unreachedStates: [], untakenTransitions: [], eventTypesWithoutSample: [] });
  });
});
