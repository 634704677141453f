import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { BillingOption } from '@comptoir/core';
import { combinedCoverage, graphCoverage } from '../testing/graph-coverage.ts';
import { checkoutMachine } from './machine.ts';
import type { CheckoutContext } from './types.ts';
import { checkoutInput, promptsAccepted, promptsRejected } from './fixtures.ts';

const events = [
  { type: 'checkout.deliveryTypeSelected', deliveryType: 'scheduled' },
  { type: 'checkout.scheduledDateSelected', date: '2026-03-02' },
  { type: 'checkout.customPromptChanged', promptId: 2, value: 'CC-9' },
  { type: 'checkout.specialDeliveryOptionSelected', option: 3 },
  { type: 'checkout.deliveryServiceSelected', service: 2 },
  { type: 'checkout.shipToChanged', area: { preAssemblyAvailable: false, installationAvailable: false } },
  { type: 'billing.optionSelected', option: BillingOption.profileCreditCard },
  { type: 'checkout.continueClicked' },
  { type: 'checkout.editDeliveryDetailsClicked' },
  { type: 'checkout.submitClicked' },
  { type: 'checkout.orderReloaded', promptValues: { 1: 'PO-7' }, deliveryService: 1 },
  { type: 'xstate.done.actor.validateCustomPrompts', output: promptsAccepted },
  { type: 'xstate.done.actor.validateCustomPrompts', output: promptsRejected },
  { type: 'xstate.error.actor.validateCustomPrompts', error: new Error('503') },
  { type: 'checkout.cardChanged' },
  { type: 'xstate.done.actor.checkPayment', output: null },
  { type: 'xstate.done.actor.checkPayment', output: { field: 'cardNumber', code: 'payments.invalidCard' } },
  { type: 'xstate.error.actor.checkPayment', error: new Error('503') },
  { type: 'xstate.done.actor.submitOrder', output: { outcome: 'submitted', orderNumber: 'EW1' } },
  { type: 'xstate.done.actor.submitOrder', output: { outcome: 'refused', code: 'checkout.mustBeModified' } },
  { type: 'xstate.done.actor.submitOrder', output: { outcome: 'refused', code: 'orderHold.withoutDates' } },
  { type: 'xstate.error.actor.submitOrder', error: new Error('503') },
];
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as CheckoutContext;
  return JSON.stringify([snapshot.value, context.deliveryType, context.scheduledDate, context.conditions.mustBeModified, context.promptBanner, context.dateRequired, context.paymentProblem, context.billing.selected, context.error, context.notices.length]);
};

describe('checkout graph coverage', () => {
  it('spec §4, §5, §8: generated paths reach every state and every transition', () => {
    const reports = [checkoutInput, { ...checkoutInput, conditions: { ...checkoutInput.conditions, firstOrderPending: true } }].map((input) =>
      graphCoverage(checkoutMachine, { input, events, serializeState }),
    );
    expect(combinedCoverage(reports)).toEqual({ unreachedStates: [], untakenTransitions: [], eventTypesWithoutSample: [] });
  });
});
