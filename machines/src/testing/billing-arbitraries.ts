// Test support only: sample settings for the billing options machine's tests.
import fc from 'fast-check';
import { creditCardMandatoryTypes } from '@comptoir/core';
import type { BillingOptionsEvent, BillingSettings } from '../billing-options/machine.ts';

export const billingSettingsArb: fc.Arbitrary<BillingSettings> = fc.record({
  creditCardMandatoryType: fc.constantFrom(...creditCardMandatoryTypes),
  cardFlags: fc.record({ profileCard: fc.boolean(), checkoutCard: fc.boolean(), accountCardOnShipTo: fc.boolean(), previouslyEnteredCard: fc.boolean() }),
  preferredBillingOption: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
});

export const billingEventArb: fc.Arbitrary<BillingOptionsEvent> = fc.oneof(
  fc.record({ type: fc.constant('billing.optionSelected' as const), option: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ type: fc.constant('billing.settingsChanged' as const), settings: billingSettingsArb }),
);
