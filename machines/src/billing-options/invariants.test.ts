import { describe, it } from 'vitest';
import { BillingOption, isCardOption } from '@comptoir/core';
import { assertForAllSequences } from '../testing/event-sequences.ts';
import { billingOptionsMachine } from './machine.ts';
import { billingEventArb, billingSettingsArb } from '../testing/billing-arbitraries.ts';

const steps = (check: (context: ReturnType<typeof billingOptionsMachine.getInitialSnapshot>['context'], value: unknown) => boolean) =>
  assertForAllSequences(billingOptionsMachine, billingEventArb, (trace) => trace.every((step) => check(step.snapshot.context, step.snapshot.value)), {
    input: billingSettingsArb,
  });

describe('billingOptions invariants (random event sequences)', () => {
  it("spec §4: 'not authorized' never offers or selects a card", () => {
    steps((context) => context.settings.creditCardMandatoryType !== 'notAuthorized' || (context.offered.every((option) => !isCardOption(option)) && context.selected === BillingOption.onAccount));
  });

  it("spec §4: 'mandatory' never offers or selects on account", () => {
    steps((context) => context.settings.creditCardMandatoryType !== 'mandatory' || (!context.offered.includes(BillingOption.onAccount) && isCardOption(context.selected)));
  });

  it('the selected option is always one of those offered, and the state says whether it is a card', () => {
    steps((context, value) => context.offered.includes(context.selected) && value === (isCardOption(context.selected) ? 'payingByCard' : 'placingOnAccount'));
  });
});
