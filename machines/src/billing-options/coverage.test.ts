import { describe, expect, it } from 'vitest';
import { BillingOption } from '@comptoir/core';
import { graphCoverage } from '../testing/graph-coverage.ts';
import { billingOptionsMachine } from './machine.ts';

const cards = { profileCard: true, checkoutCard: true, accountCardOnShipTo: false, previouslyEnteredCard: false };

describe('billingOptions graph coverage', () => {
  it('spec §4: generated paths reach every state and every transition', () => {
    const report = graphCoverage(billingOptionsMachine, {
      input: { creditCardMandatoryType: 'optional', cardFlags: cards },
      events: [
        { type: 'billing.optionSelected', option: BillingOption.onAccount },
        { type: 'billing.optionSelected', option: BillingOption.profileCreditCard },
        { type: 'billing.settingsChanged', settings: { creditCardMandatoryType: 'mandatory', cardFlags: cards } },
      ],
    });
    expect(report).toMatchObject({ unreachedStates: [], untakenTransitions: [], eventTypesWithoutSample: [] });
    expect(report.pathCount).toBeGreaterThan(1);
  });
});
