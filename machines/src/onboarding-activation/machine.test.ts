import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { onboardingActivationMachine, type OnboardingInput } from './machine.ts';
import type { ActivationAnswer } from './steps.ts';

const start = (answer: () => Promise<ActivationAnswer>, input: OnboardingInput = {}, save: () => Promise<void> = async () => {}) => {
  const saved: unknown[] = [];
  const spies = { showFirstOrderPending: vi.fn(), proceedToCheckout: vi.fn() };
  const machine = onboardingActivationMachine.provide({
    actions: spies,
    actors: {
      loadActivationSteps: fromPromise(answer),
      saveActivationStep: fromPromise(async ({ input: request }) => {
        saved.push(request);
        return save();
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), saved, spies };
};
const allSteps = { createPassword: true, confirmYourProfileInformation: true, creditCard: true, createFavoriteShipToLocations: true };

describe('onboardingActivation machine', () => {
  it("spec §3, §4: resumes at the server's activeStep", async () => {
    const { actor } = start(async () => ({ status: 200, activationSteps: allSteps, activeStep: 1 }));
    await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
    expect(actor.getSnapshot().value).toEqual({ confirmYourProfileInformation: 'editing' });
  });

  it('spec §3, §4: walks createPassword, confirmYourProfileInformation, createFavoriteShipToLocations, then completed, skipping a step that does not apply', async () => {
    const { actor, saved } = start(async () => ({ status: 200, activationSteps: { ...allSteps, creditCard: false }, activeStep: 0 }));
    const visited: unknown[] = [];
    actor.subscribe((snapshot) => visited.push(Object.keys(snapshot.value as object)[0] ?? snapshot.value));
    for (const step of ['createPassword', 'confirmYourProfileInformation', 'createFavoriteShipToLocations']) {
      await waitFor(actor, (snapshot) => snapshot.matches({ [step]: 'editing' }));
      actor.send({ type: 'activation.stepSubmitted', values: { field: step } });
    }
    await waitFor(actor, (snapshot) => snapshot.matches('completed'));
    expect(saved.map((request) => (request as { step: string }).step)).toEqual(['createPassword', 'confirmYourProfileInformation', 'createFavoriteShipToLocations']);
    expect(visited).not.toContain('creditCard');
  });

  it('spec §4: a status other than 200 leaves activation unavailable until retried', async () => {
    let status = 500;
    const { actor } = start(async () => ({ status, activationSteps: allSteps, activeStep: 4 }));
    await waitFor(actor, (snapshot) => snapshot.matches('unavailable'));
    expect(actor.getSnapshot().context.error).toBe('errors.generic');
    status = 200;
    actor.send({ type: 'activation.retryRequested' });
    await waitFor(actor, (snapshot) => snapshot.matches('completed'));
  });

  it('spec §8: a failed save returns to the same step with the generic message', async () => {
    const { actor } = start(async () => ({ status: 200, activationSteps: allSteps, activeStep: 2 }), {}, () => Promise.reject(new Error('503')));
    await waitFor(actor, (snapshot) => snapshot.matches({ creditCard: 'editing' }));
    actor.send({ type: 'activation.stepSubmitted', values: {} });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toEqual({ creditCard: 'editing' });
  });

  it('spec §5: a customer with a first order pending can keep adding but cannot submit until it is processed', async () => {
    const { actor, spies } = start(async () => ({ status: 200, activationSteps: allSteps, activeStep: 4 }), { firstOrderPending: true });
    await waitFor(actor, (snapshot) => snapshot.matches({ completed: 'firstOrderPending' }));
    actor.send({ type: 'cart.itemAdded' });
    actor.send({ type: 'cart.itemAdded' });
    actor.send({ type: 'checkout.submitRequested' });
    expect(actor.getSnapshot().context.addedWhilePending).toBe(2);
    expect(spies.showFirstOrderPending).toHaveBeenCalledWith(expect.anything(), { code: 'cart.firstOrderPending' });
    expect(spies.proceedToCheckout).not.toHaveBeenCalled();
    actor.send({ type: 'order.firstOrderProcessed' });
    actor.send({ type: 'checkout.submitRequested' });
    expect(spies.proceedToCheckout).toHaveBeenCalledTimes(1);
  });
});
