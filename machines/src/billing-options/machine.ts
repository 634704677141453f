import { assertEvent, assign, setup } from 'xstate';
import {
  availableBillingOptions,
  defaultBillingOption,
  isCardOption,
  type BillingOption,
  type CardFlags,
  type CreditCardMandatoryType,
} from '@comptoir/core';

/** What decides the offered billing options (spec §4 'Billing option availability'). */
export interface BillingSettings {
  creditCardMandatoryType: CreditCardMandatoryType;
  cardFlags: CardFlags;
  preferredBillingOption?: number | null;
}

export interface BillingChoice {
  offered: BillingOption[];
  selected: BillingOption;
}

export interface BillingOptionsContext extends BillingChoice {
  settings: BillingSettings;
}

export type BillingOptionsEvent =
  | { type: 'billing.optionSelected'; option: number }
  | { type: 'billing.settingsChanged'; settings: BillingSettings };

/**
 * The options offered and the one selected, from core's availability rule. A still-offered current
 * choice is kept when the settings change (a ship-to switch must not undo the buyer's choice).
 */
export const billingChoiceFor = (settings: BillingSettings, current?: number): BillingChoice => {
  const offered = availableBillingOptions(settings.creditCardMandatoryType, settings.cardFlags);
  const kept = offered.find((option) => option === current);
  return { offered, selected: kept ?? defaultBillingOption(settings.creditCardMandatoryType, settings.cardFlags, settings.preferredBillingOption) };
};

export const isOffered = (choice: BillingChoice, option: number): boolean => choice.offered.some((offered) => offered === option);

export const billingOptionsMachine = setup({
  types: {
    context: {} as BillingOptionsContext,
    events: {} as BillingOptionsEvent,
    input: {} as BillingSettings,
  },
  guards: {
    selectedIsCard: ({ context }) => isCardOption(context.selected),
    offersOption: ({ context, event }) => {
      assertEvent(event, 'billing.optionSelected');
      return isOffered(context, event.option);
    },
  },
  actions: {
    select: assign(({ event }) => {
      assertEvent(event, 'billing.optionSelected');
      return { selected: event.option as BillingOption };
    }),
    applySettings: assign(({ context, event }) => {
      assertEvent(event, 'billing.settingsChanged');
      return { settings: event.settings, ...billingChoiceFor(event.settings, context.selected) };
    }),
  },
}).createMachine({
  id: 'billingOptions',
  description: 'Spec §4: billing options offered and selected from the credit-card mandatory type and the card flags',
  context: ({ input }) => ({ settings: input, ...billingChoiceFor(input) }),
  initial: 'offering',
  on: {
    'billing.settingsChanged': { target: '.offering', actions: 'applySettings' },
  },
  states: {
    offering: {
      always: [{ guard: 'selectedIsCard', target: 'payingByCard' }, { target: 'placingOnAccount' }],
    },
    placingOnAccount: {
      on: { 'billing.optionSelected': { guard: 'offersOption', target: 'offering', actions: 'select' } },
    },
    payingByCard: {
      on: { 'billing.optionSelected': { guard: 'offersOption', target: 'offering', actions: 'select' } },
    },
  },
});

export type BillingOptionsMachine = typeof billingOptionsMachine;
