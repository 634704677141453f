import { describe, expect, it } from 'vitest';
import { combinedCoverage, graphCoverage } from '../testing/graph-coverage.ts';
import { onboardingActivationMachine } from './machine.ts';

const steps = { createPassword: true, confirmYourProfileInformation: true, creditCard: true, createFavoriteShipToLocations: true };
const loaded = (activeStep: number) => ({ type: 'xstate.done.actor.loadActivationSteps', output: { status: 200, activationSteps: steps, activeStep } });
const events = [
  loaded(0),
  loaded(3),
  { type: 'xstate.done.actor.loadActivationSteps', output: { status: 500, activationSteps: {}, activeStep: 0 } },
  { type: 'xstate.error.actor.loadActivationSteps', error: new Error('503') },
  { type: 'activation.stepSubmitted', values: {} },
  { type: 'activation.retryRequested' },
  { type: 'xstate.done.actor.saveActivationStep' },
  { type: 'xstate.error.actor.saveActivationStep', error: new Error('503') },
  { type: 'cart.itemAdded' },
  { type: 'checkout.submitRequested' },
  { type: 'order.firstOrderSubmitted' },
  { type: 'order.firstOrderProcessed' },
];

describe('onboardingActivation graph coverage', () => {
  it('spec §3, §4: generated paths reach every step and every transition', () => {
    const reports = [{}, { firstOrderPending: true }].map((input) =>
      graphCoverage(onboardingActivationMachine, {
        input,
        events,
        serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.current, snapshot.context.error, Math.min(snapshot.context.addedWhilePending, 1)]),
      }),
    );
    expect(combinedCoverage(reports)).toEqual({ unreachedStates: [], untakenTransitions: [], eventTypesWithoutSample: [] });
  });
});
