import { assertEvent, assign, setup } from 'xstate';
import { activationSteps, type ActivationStep, type OutcomeCode } from '@comptoir/core';
import { placeholderAction, placeholderActor } from '../placeholders.ts';
import { nextStep, resumeStep, type ActivationAnswer, type FillableStep } from './steps.ts';

export interface OnboardingContext {
  current: ActivationStep;
  applies: Partial<Record<ActivationStep, boolean>>;
  error: OutcomeCode | null;
  /** Items added while the first order waits (spec §5: adding stays allowed). */
  addedWhilePending: number;
  /** The buyer's isWaitingForCOActivation at start. */
  waitingForFirstOrder: boolean;
}

export interface OnboardingInput {
  /** The buyer's isWaitingForCOActivation: a first order is pending. */
  firstOrderPending?: boolean;
}

export type OnboardingEvent =
  | { type: 'activation.stepSubmitted'; values: Record<string, string> }
  | { type: 'activation.retryRequested' }
  | { type: 'cart.itemAdded' }
  | { type: 'checkout.submitRequested' }
  | { type: 'order.firstOrderSubmitted' }
  | { type: 'order.firstOrderProcessed' };

const machineSetup = setup({
  types: { context: {} as OnboardingContext, events: {} as OnboardingEvent, input: {} as OnboardingInput },
  guards: {
    answered: (_, answer: ActivationAnswer) => answer.status === 200,
    atStep: ({ context }, step: ActivationStep) => context.current === step,
    waitingForFirstOrder: ({ context }) => context.waitingForFirstOrder,
  },
  actions: {
    resume: assign((_, answer: ActivationAnswer) => ({ current: resumeStep(answer), applies: answer.activationSteps, error: null })),
    advance: assign(({ context }) => ({ current: nextStep(context.current, context.applies), error: null })),
    failWith: assign((_, error: OutcomeCode) => ({ error })),
    countAdd: assign(({ context }) => ({ addedWhilePending: context.addedWhilePending + 1 })),
    resetAdds: assign({ addedWhilePending: 0 }),
    /** Spec §5: a customer with a first order pending cannot submit another; the app shows this message. */
    showFirstOrderPending: placeholderAction<{ code: OutcomeCode }>('showFirstOrderPending'),
    proceedToCheckout: placeholderAction('proceedToCheckout'),
  },
  actors: {
    loadActivationSteps: placeholderActor<ActivationAnswer, void>('loadActivationSteps'),
    saveActivationStep: placeholderActor<void, { step: FillableStep; values: Record<string, string> }>('saveActivationStep'),
  },
});

/** One fillable step: the form, then saving it; a failure returns to the form with the generic message. */
const stepState = (step: FillableStep) =>
  machineSetup.createStateConfig({
    initial: 'editing',
    states: {
      editing: { on: { 'activation.stepSubmitted': 'saving' } },
      saving: {
        invoke: {
          id: 'saveActivationStep',
          src: 'saveActivationStep',
          input: ({ event }) => {
            assertEvent(event, 'activation.stepSubmitted');
            return { step, values: event.values };
          },
          onDone: { target: '#onboardingActivation.routing', actions: 'advance' },
          onError: { target: 'editing', actions: { type: 'failWith', params: 'errors.generic' } },
        },
      },
    },
  });

export const onboardingActivationMachine = machineSetup.createMachine({
  id: 'onboardingActivation',
  description: 'Spec §3 activation steps, §4 onboarding: resume at the active step, fill each applicable step, then order (first order pending blocks a second submit)',
  context: ({ input }) => ({ current: 'createPassword', applies: {}, error: null, addedWhilePending: 0, waitingForFirstOrder: input.firstOrderPending ?? false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadActivationSteps',
        src: 'loadActivationSteps',
        onDone: [
          { guard: { type: 'answered', params: ({ event }) => event.output }, target: 'routing', actions: { type: 'resume', params: ({ event }) => event.output } },
          { target: 'unavailable', actions: { type: 'failWith', params: 'errors.generic' } },
        ],
        onError: { target: 'unavailable', actions: { type: 'failWith', params: 'errors.generic' } },
      },
    },
    unavailable: { on: { 'activation.retryRequested': 'loading' } },
    routing: {
      always: activationSteps.map((step) => ({ guard: { type: 'atStep' as const, params: step }, target: step })),
    },
    createPassword: stepState('createPassword'),
    confirmYourProfileInformation: stepState('confirmYourProfileInformation'),
    creditCard: stepState('creditCard'),
    createFavoriteShipToLocations: stepState('createFavoriteShipToLocations'),
    completed: {
      initial: 'checkingFirstOrder',
      states: {
        checkingFirstOrder: {
          always: [{ guard: 'waitingForFirstOrder', target: 'firstOrderPending' }, { target: 'ordering' }],
        },
        ordering: {
          on: {
            'checkout.submitRequested': { actions: 'proceedToCheckout' },
            'order.firstOrderSubmitted': { target: 'firstOrderPending', actions: 'resetAdds' },
          },
        },
        // Spec §5: the customer can keep adding but cannot submit until the first order is processed.
        firstOrderPending: {
          on: {
            'cart.itemAdded': { actions: 'countAdd' },
            'checkout.submitRequested': { actions: { type: 'showFirstOrderPending', params: { code: 'cart.firstOrderPending' } } },
            'order.firstOrderProcessed': 'ordering',
          },
        },
      },
    },
  },
});

export type OnboardingActivationMachine = typeof onboardingActivationMachine;
