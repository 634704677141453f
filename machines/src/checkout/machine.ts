import { assertEvent, assign, setup } from 'xstate';
import { DeliveryServiceOption, SpecialDeliveryOption, isCardOption, type BillingOption } from '@comptoir/core';
import { billingChoiceFor, isOffered } from '../billing-options/machine.ts';
import { placeholderActor } from '../placeholders.ts';
import { fitSpecialDelivery, isSubmitBlocked, promptFieldErrors, submitBlockers, type Notice, type PromptCheck } from './rules.ts';
import type { CheckoutContext, CheckoutEvent, CheckoutInput, DeliveryDetailsCheck, PaymentCheck, PaymentProblem, SubmitAnswer, SubmitRequest } from './types.ts';

const changed = (context: CheckoutContext) => ({ revision: context.revision + 1, error: null });

/** Spec §8: 'must be modified', and for listed clients the ship-to banner (View Accounts or the e-mail contact). */
export const mustBeModifiedBanners = (context: CheckoutContext): Notice[] =>
  context.conditions.mustBeModified && context.isListedClient ? [{ key: 'checkout.selectShipToRequired', params: {} }] : [];

export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
  guards: {
    scheduledWithoutDate: ({ context }) => context.deliveryType === 'scheduled' && context.scheduledDate === null,
    hasSpecialDeliveryItem: ({ context }) => context.specialDelivery.hasSpecialDeliveryItem,
    offersBillingOption: ({ context, event }) => {
      assertEvent(event, 'billing.optionSelected');
      return isOffered(context.billing, event.option);
    },
    promptsRejected: (_, check: PromptCheck) => check.status !== 200,
    paysByCard: ({ context }) => isCardOption(context.billing.selected),
    paymentRefused: (_, problem: PaymentProblem | null) => problem !== null,
    submitBlocked: ({ context }) => isSubmitBlocked(context.conditions),
    mustBeModified: (_, answer: SubmitAnswer) => answer.outcome === 'refused' && answer.code === 'checkout.mustBeModified',
    refused: (_, answer: SubmitAnswer) => answer.outcome === 'refused',
  },
  actions: {
    selectDeliveryType: assign(({ context, event }) => {
      assertEvent(event, 'checkout.deliveryTypeSelected');
      return { deliveryType: event.deliveryType, dateRequired: false, ...changed(context) };
    }),
    selectScheduledDate: assign(({ context, event }) => {
      assertEvent(event, 'checkout.scheduledDateSelected');
      // A cleared date box sends '': that is no date, so Continue asks for one instead of sending an empty date.
      return { scheduledDate: event.date === '' ? null : event.date, dateRequired: false, ...changed(context) };
    }),
    changePrompt: assign(({ context, event }) => {
      assertEvent(event, 'checkout.customPromptChanged');
      const { [event.promptId]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { promptValues: { ...context.promptValues, [event.promptId]: event.value }, fieldErrors, ...changed(context) };
    }),
    selectSpecialDeliveryOption: assign(({ context, event }) => {
      assertEvent(event, 'checkout.specialDeliveryOptionSelected');
      return { specialDelivery: { ...context.specialDelivery, option: event.option }, ...changed(context) };
    }),
    // Installation asked for where the ship-to's area has none is turned back at once, with the notice saying why.
    selectDeliveryService: assign(({ context, event }) => {
      assertEvent(event, 'checkout.deliveryServiceSelected');
      const fitted = fitSpecialDelivery({ ...context.specialDelivery, service: event.service }, context.area);
      return { specialDelivery: fitted.delivery, notices: fitted.notices, ...changed(context) };
    }),
    applyArea: assign(({ context, event }) => {
      assertEvent(event, 'checkout.shipToChanged');
      const fitted = fitSpecialDelivery(context.specialDelivery, event.area);
      return { area: event.area, specialDelivery: fitted.delivery, notices: fitted.notices, ...changed(context) };
    }),
    selectBillingOption: assign(({ context, event }) => {
      assertEvent(event, 'billing.optionSelected');
      return { billing: { ...context.billing, selected: event.option as BillingOption }, paymentProblem: null, ...changed(context) };
    }),
    changeCard: assign(({ context }) => ({ paymentProblem: null, ...changed(context) })),
    // Refused because the order changed in another tab: Review & Confirm shows, and Submit order again sends, what the
    // order now holds (fitted to the area like any choice); the refusal stays said until the buyer submits again.
    takeReloadedOrder: assign(({ context, event }) => {
      assertEvent(event, 'checkout.orderReloaded');
      const promptValues = Object.fromEntries(Object.keys(context.promptValues).map((promptId) => [promptId, event.promptValues[Number(promptId)] ?? '']));
      const fitted = fitSpecialDelivery({ ...context.specialDelivery, service: event.deliveryService }, context.area);
      return { promptValues, specialDelivery: fitted.delivery, notices: fitted.notices, revision: context.revision + 1 };
    }),
    showPaymentProblem: assign((_, problem: PaymentProblem | null) => ({ paymentProblem: problem })),
    requireDate: assign({ dateRequired: true }),
    showPromptErrors: assign((_, check: PromptCheck) => ({ fieldErrors: promptFieldErrors(check), promptBanner: true })),
    clearPromptErrors: assign({ fieldErrors: {}, promptBanner: false }),
    failWithGenericError: assign({ error: 'errors.generic' as const }),
    clearError: assign({ error: null }),
    markMustBeModified: assign(({ context }) => ({ conditions: { ...context.conditions, mustBeModified: true } })),
    showRefusal: assign((_, answer: SubmitAnswer) => ({ error: answer.outcome === 'refused' ? answer.code : null })),
    keepOrderNumber: assign((_, answer: SubmitAnswer) => ({ orderNumber: answer.outcome === 'submitted' ? answer.orderNumber : null, error: null })),
  },
  actors: {
    validateCustomPrompts: placeholderActor<PromptCheck, DeliveryDetailsCheck>('validateCustomPrompts'),
    checkPayment: placeholderActor<PaymentProblem | null, PaymentCheck>('checkPayment'),
    submitOrder: placeholderActor<SubmitAnswer, SubmitRequest>('submitOrder'),
  },
}).createMachine({
  id: 'checkout',
  description: 'Spec §4 Checkout, §5, §8: Delivery Details, then Review & Confirm, then submitting, then confirmed or failed',
  context: ({ input }) => {
    const fitted = fitSpecialDelivery(input.specialDelivery, input.area);
    return {
      orderId: input.orderId,
      billingSettings: input.billing,
      billing: billingChoiceFor(input.billing),
      deliveryType: input.saved?.deliveryType ?? 'standard',
      scheduledDate: input.saved?.scheduledDate ?? null,
      promptValues: Object.fromEntries(input.promptIds.map((promptId) => [promptId, input.saved?.promptValues[promptId] ?? ''])),
      fieldErrors: {},
      promptBanner: false,
      dateRequired: false,
      paymentProblem: null,
      conditions: { ...input.conditions, mustBeModified: false },
      specialDelivery: fitted.delivery,
      area: input.area,
      notices: fitted.notices,
      isListedClient: input.isListedClient,
      viewAccountsEnabled: input.viewAccountsEnabled,
      revision: 0,
      error: null,
      orderNumber: null,
    };
  },
  initial: 'deliveryDetails',
  on: {
    'billing.optionSelected': { guard: 'offersBillingOption', actions: 'selectBillingOption' },
  },
  states: {
    deliveryDetails: {
      initial: 'editing',
      on: { 'checkout.cardChanged': { actions: 'changeCard' } },
      states: {
        editing: {
          on: {
            'checkout.deliveryTypeSelected': { actions: 'selectDeliveryType' },
            'checkout.scheduledDateSelected': { actions: 'selectScheduledDate' },
            'checkout.customPromptChanged': { actions: 'changePrompt' },
            'checkout.specialDeliveryOptionSelected': { guard: 'hasSpecialDeliveryItem', actions: 'selectSpecialDeliveryOption' },
            'checkout.deliveryServiceSelected': { guard: 'hasSpecialDeliveryItem', actions: 'selectDeliveryService' },
            'checkout.shipToChanged': { actions: 'applyArea' },
            // A new try: the last submission's refusal (a declined card) is not this one's.
            'checkout.continueClicked': [{ guard: 'scheduledWithoutDate', actions: 'requireDate' }, { target: 'validatingPrompts', actions: 'clearError' }],
          },
        },
        // Spec §5: custom prompts are validated by the server before the order proceeds; the app saves the delivery choice with them.
        validatingPrompts: {
          invoke: {
            id: 'validateCustomPrompts',
            src: 'validateCustomPrompts',
            input: ({ context }) => ({ orderId: context.orderId, promptValues: context.promptValues, deliveryType: context.deliveryType, scheduledDate: context.deliveryType === 'scheduled' ? context.scheduledDate : null, deliveryService: context.specialDelivery.hasSpecialDeliveryItem ? context.specialDelivery.service : DeliveryServiceOption.standard }),
            onDone: [
              { guard: { type: 'promptsRejected', params: ({ event }) => event.output }, target: 'editing', actions: { type: 'showPromptErrors', params: ({ event }) => event.output } },
              { guard: 'paysByCard', target: 'checkingPayment', actions: 'clearPromptErrors' },
              { target: '#checkout.reviewAndConfirm', actions: 'clearPromptErrors' },
            ],
            onError: { target: 'editing', actions: 'failWithGenericError' },
          },
        },
        // The card last, as it comes last in the form: a buyer hears of a required field left empty before the card.
        checkingPayment: {
          invoke: {
            id: 'checkPayment',
            src: 'checkPayment',
            input: ({ context }) => ({ orderId: context.orderId, billingOption: context.billing.selected }),
            onDone: [
              { guard: { type: 'paymentRefused', params: ({ event }) => event.output }, target: 'editing', actions: { type: 'showPaymentProblem', params: ({ event }) => event.output } },
              { target: '#checkout.reviewAndConfirm', actions: { type: 'showPaymentProblem', params: () => null } },
            ],
            onError: { target: 'editing', actions: 'failWithGenericError' },
          },
        },
      },
    },
    reviewAndConfirm: {
      on: { 'checkout.editDeliveryDetailsClicked': 'deliveryDetails' },
      initial: 'ready',
      states: {
        ready: {
          always: { guard: 'submitBlocked', target: 'blocked' },
          on: { 'checkout.submitClicked': '#checkout.submitting' },
        },
        // Order hold, first order pending, under minimum, must be modified or over a blocking budget: the banners say why; submit does nothing.
        blocked: {},
      },
    },
    submitting: {
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => ({
          orderId: context.orderId,
          idempotencyKey: `${context.orderId}-${context.revision}`,
          deliveryType: context.deliveryType,
          scheduledDate: context.deliveryType === 'scheduled' ? context.scheduledDate : null,
          billingOption: context.billing.selected,
          promptValues: context.promptValues,
          specialDelivery: context.specialDelivery.hasSpecialDeliveryItem ? context.specialDelivery : { ...context.specialDelivery, option: SpecialDeliveryOption.none },
        }),
        onDone: [
          { guard: { type: 'mustBeModified', params: ({ event }) => event.output }, target: 'reviewAndConfirm', actions: 'markMustBeModified' },
          { guard: { type: 'refused', params: ({ event }) => event.output }, target: 'failed', actions: { type: 'showRefusal', params: ({ event }) => event.output } },
          { target: 'confirmed', actions: { type: 'keepOrderNumber', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'failWithGenericError' },
      },
    },
    failed: {
      on: {
        // A retry of the same order keeps its idempotency key: a repeat returns the first answer.
        'checkout.submitClicked': 'submitting',
        'checkout.editDeliveryDetailsClicked': 'deliveryDetails',
        'checkout.orderReloaded': { actions: 'takeReloadedOrder' },
      },
    },
    confirmed: { type: 'final' },
  },
});

export type CheckoutMachine = typeof checkoutMachine;

/** Every banner of the Review & Confirm step: the blockers, then the ship-to banner for listed clients. */
export const reviewBanners = (context: CheckoutContext): Notice[] => [...submitBlockers(context.conditions), ...mustBeModifiedBanners(context)];
