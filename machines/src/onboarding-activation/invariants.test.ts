import { describe, it } from 'vitest';
import fc from 'fast-check';
import { activationStepOf, activationSteps } from '@comptoir/core';
import { actionsOf, assertForAllSequences, type TraceStep } from '../testing/event-sequences.ts';
import { onboardingActivationMachine, type OnboardingEvent } from './machine.ts';
import type { ActivationAnswer } from './steps.ts';

type Step = TraceStep<typeof onboardingActivationMachine>;
const answerArb: fc.Arbitrary<ActivationAnswer> = fc.record({
  status: fc.constantFrom(200, 200, 500),
  activationSteps: fc.record({ createPassword: fc.boolean(), confirmYourProfileInformation: fc.boolean(), creditCard: fc.boolean(), createFavoriteShipToLocations: fc.boolean() }),
  activeStep: fc.integer({ min: 0, max: 5 }),
});
const eventArb = fc.oneof(
  answerArb.map((output) => ({ type: 'xstate.done.actor.loadActivationSteps', output })),
  fc.constantFrom<unknown>(
    { type: 'xstate.error.actor.loadActivationSteps', error: 'x' },
    { type: 'activation.stepSubmitted', values: {} },
    { type: 'activation.retryRequested' },
    { type: 'xstate.done.actor.saveActivationStep' },
    { type: 'xstate.error.actor.saveActivationStep', error: 'x' },
    { type: 'cart.itemAdded' },
    { type: 'checkout.submitRequested' },
    { type: 'order.firstOrderSubmitted' },
    { type: 'order.firstOrderProcessed' },
  ),
) as fc.Arbitrary<OnboardingEvent>;
const check = (invariant: (trace: Step[]) => boolean) =>
  assertForAllSequences(onboardingActivationMachine, eventArb, invariant, { input: fc.record({ firstOrderPending: fc.boolean() }), maxLength: 30 });
const stepOf = (step: Step) => activationSteps.find((name) => step.snapshot.matches(name));

describe('onboardingActivation invariants (random event sequences)', () => {
  it("spec §4: a 200 answer always resumes at the server's activeStep", () => {
    check((trace) =>
      trace.every((step) => {
        const answer = (step.event as { output?: ActivationAnswer } | undefined)?.output;
        if (step.event?.type !== 'xstate.done.actor.loadActivationSteps' || answer?.status !== 200) return true;
        return stepOf(step) === activationStepOf(answer.activeStep);
      }),
    );
  });

  it('spec §3: steps only move forward, and never into a step the server says does not apply', () => {
    check((trace) =>
      trace.every((step, index) => {
        const before = index > 0 ? stepOf(trace[index - 1]!) : undefined;
        const now = stepOf(step);
        if (before === undefined || now === undefined || step.event?.type !== 'xstate.done.actor.saveActivationStep') return true;
        return activationSteps.indexOf(now) > activationSteps.indexOf(before) && (now === 'completed' || step.snapshot.context.applies[now] !== false);
      }),
    );
  });

  it('spec §5: a customer with a first order pending can keep adding but never proceeds to submit', () => {
    check((trace) =>
      trace.every((step, index) => {
        const pending = trace[index - 1]?.snapshot.matches({ completed: 'firstOrderPending' });
        if (!pending) return true;
        const proceeds = actionsOf([step], 'proceedToCheckout').length;
        const addAccepted = step.event?.type !== 'cart.itemAdded' || step.snapshot.context.addedWhilePending === trace[index - 1]!.snapshot.context.addedWhilePending + 1;
        return proceeds === 0 && addAccepted;
      }),
    );
  });
});
