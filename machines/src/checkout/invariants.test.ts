import { describe, it } from 'vitest';
import fc from 'fast-check';
import { BillingOption, DeliveryServiceOption, isCardOption } from '@comptoir/core';
import { assertForAllSequences, spawnsOf, type TraceStep } from '../testing/event-sequences.ts';
import { checkoutMachine } from './machine.ts';
import { isSubmitBlocked, type PromptCheck } from './rules.ts';
import type { CheckoutEvent, DeliveryDetailsCheck, SubmitRequest } from './types.ts';
import { checkoutInput, promptsAccepted, promptsRejected } from './fixtures.ts';

type Step = TraceStep<typeof checkoutMachine>;
const inputArb = fc.record({
  ...Object.fromEntries(Object.entries(checkoutInput).map(([key, value]) => [key, fc.constant(value)])),
  conditions: fc.record({
    subTotal: fc.constantFrom(1_000, 15_000),
    minimumOrderAmount: fc.constantFrom(null, 5_000),
    firstOrderPending: fc.boolean(),
    orderHold: fc.constantFrom(null, { from: null, until: null }),
    overBudgetBlocked: fc.boolean(),
  }),
  isListedClient: fc.boolean(),
}) as fc.Arbitrary<typeof checkoutInput>;
const clicks = fc.constantFrom<unknown>({ type: 'checkout.continueClicked' }, { type: 'checkout.submitClicked' }, { type: 'checkout.editDeliveryDetailsClicked' });
const eventArb = fc.oneof(
  { arbitrary: clicks, weight: 4 },
  fc.constantFrom<unknown>(
    { type: 'checkout.deliveryTypeSelected', deliveryType: 'scheduled' },
    { type: 'checkout.deliveryTypeSelected', deliveryType: 'standard' },
    { type: 'checkout.scheduledDateSelected', date: '2026-03-02' },
    // The date box cleared by the buyer.
    { type: 'checkout.scheduledDateSelected', date: '' },
    { type: 'checkout.customPromptChanged', promptId: 1, value: 'PO' },
    { type: 'checkout.shipToChanged', area: { preAssemblyAvailable: false, installationAvailable: true } },
    { type: 'checkout.shipToChanged', area: { preAssemblyAvailable: true, installationAvailable: false } },
    { type: 'checkout.shipToChanged', area: { preAssemblyAvailable: true, installationAvailable: true } },
    { type: 'checkout.deliveryServiceSelected', service: DeliveryServiceOption.deliveryAndInstall },
    { type: 'checkout.deliveryServiceSelected', service: DeliveryServiceOption.standard },
    { type: 'billing.optionSelected', option: BillingOption.checkoutCreditCard },
    { type: 'billing.optionSelected', option: BillingOption.onAccount },
    { type: 'checkout.cardChanged' },
    { type: 'xstate.done.actor.checkPayment', output: null },
    { type: 'xstate.done.actor.checkPayment', output: { field: 'cvc', code: 'checkout.cardCvcInvalid' } },
    { type: 'xstate.error.actor.checkPayment', error: 'network' },
    { type: 'xstate.done.actor.validateCustomPrompts', output: promptsAccepted },
    { type: 'xstate.done.actor.validateCustomPrompts', output: promptsRejected },
    { type: 'xstate.done.actor.submitOrder', output: { outcome: 'submitted', orderNumber: 'EW1' } },
    { type: 'xstate.done.actor.submitOrder', output: { outcome: 'refused', code: 'checkout.mustBeModified' } },
    { type: 'xstate.error.actor.submitOrder', error: 'network' },
    { type: 'xstate.done.actor.submitOrder', output: { outcome: 'refused', code: 'checkout.orderChanged' } },
    { type: 'checkout.orderReloaded', promptValues: { 1: 'PO-9' }, deliveryService: DeliveryServiceOption.deliveryAndInstall },
  ),
) as fc.Arbitrary<CheckoutEvent>;
/** What an invoked actor's done event carries. */
const outputOf = (event: { type: string } | undefined): unknown => (event && 'output' in event ? event.output : undefined);
// The payment's events alone, each as likely: the walks through a card check reach Review & Confirm often.
const paymentEventArb = fc.constantFrom<unknown>(
  { type: 'checkout.continueClicked' },
  { type: 'checkout.editDeliveryDetailsClicked' },
  { type: 'billing.optionSelected', option: BillingOption.checkoutCreditCard },
  { type: 'billing.optionSelected', option: BillingOption.onAccount },
  { type: 'checkout.cardChanged' },
  { type: 'xstate.done.actor.validateCustomPrompts', output: promptsAccepted },
  { type: 'xstate.done.actor.validateCustomPrompts', output: promptsRejected },
  { type: 'xstate.done.actor.checkPayment', output: null },
  { type: 'xstate.done.actor.checkPayment', output: { field: 'cvc', code: 'checkout.cardCvcInvalid' } },
  { type: 'xstate.error.actor.checkPayment', error: 'network' },
) as fc.Arbitrary<CheckoutEvent>;
const check = (invariant: (trace: Step[]) => boolean, events = eventArb) => assertForAllSequences(checkoutMachine, events, invariant, { input: inputArb, maxLength: 40 });
const submitsAt = (step: Step) => spawnsOf([step], 'submitOrder').map((spawn) => (spawn.params as { input: SubmitRequest }).input);

describe('checkout invariants (random event sequences)', () => {
  it('spec §4: one submit per confirmed intent, whatever the clicks', () => {
    check((trace) =>
      trace.every((step, index) => {
        const before = trace[index - 1]?.snapshot;
        const confirmedIntent =
          step.event?.type === 'checkout.submitClicked' && before !== undefined && (before.matches({ reviewAndConfirm: 'ready' }) || before.matches('failed'));
        return submitsAt(step).length === (confirmedIntent ? 1 : 0);
      }),
    );
  });

  it('spec §4, §8, issue 7: an order on hold, with a first order pending, under its minimum, to be modified or over a blocking budget is never submitted', () => {
    check((trace) => trace.every((step, index) => submitsAt(step).length === 0 || !isSubmitBlocked(trace[index - 1]!.snapshot.context.conditions)));
  });

  it('spec §4: a scheduled delivery is never submitted without its date, nor with an empty one', () => {
    check((trace) => trace.every((step) => submitsAt(step).every((request) => request.deliveryType === 'standard' || (request.scheduledDate !== null && request.scheduledDate !== ''))));
  });

  it("the card is checked only once the order's required fields are accepted, and no card order reaches Review & Confirm past a card refused or unchecked", () => {
    check((trace) =>
      trace.every((step, index) => {
        const before = trace[index - 1]?.snapshot;
        const paymentChecks = spawnsOf([step], 'checkPayment').length;
        const afterAcceptedPrompts = step.event?.type === 'xstate.done.actor.validateCustomPrompts' && (outputOf(step.event) as PromptCheck).status === 200;
        const reachesReview = before !== undefined && before.matches('deliveryDetails') && step.snapshot.matches('reviewAndConfirm');
        const cardCleared = step.event?.type === 'xstate.done.actor.checkPayment' && outputOf(step.event) === null;
        return (paymentChecks === 0 || afterAcceptedPrompts) && (!reachesReview || !isCardOption(step.snapshot.context.billing.selected) || cardCleared);
      }),
      paymentEventArb,
    );
  });

  it('a refused card is told on Delivery Details until the card or the option changes', () => {
    check((trace) =>
      trace.every(({ event, snapshot: { context } }, index) => {
        const refusedNow = event?.type === 'xstate.done.actor.checkPayment' && outputOf(event) !== null;
        const refusedBefore = trace[index - 1]?.snapshot.context.paymentProblem ?? null;
        const changed = event?.type === 'checkout.cardChanged' || event?.type === 'billing.optionSelected' || event?.type === 'xstate.done.actor.checkPayment';
        return refusedNow ? context.paymentProblem !== null : context.paymentProblem === (changed ? null : refusedBefore);
      }),
      paymentEventArb,
    );
  });

  it('spec §8: assembly or installation never stays selected where the ship-to area does not offer it', () => {
    check((trace) =>
      trace.every(({ snapshot: { context } }) =>
        (context.area.preAssemblyAvailable || !context.specialDelivery.assemble) &&
        (context.area.installationAvailable || context.specialDelivery.service !== DeliveryServiceOption.deliveryAndInstall),
      ),
    );
  });

  it('Continue saves the delivery service the buyer chose (Deliver & Install only where the area offers it)', () => {
    check((trace) =>
      trace.every((step) =>
        spawnsOf([step], 'validateCustomPrompts').every((spawn) => (spawn.params as { input: DeliveryDetailsCheck }).input.deliveryService === step.snapshot.context.specialDelivery.service),
      ),
    );
  });
});
