import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { BillingOption } from '@comptoir/core';
import { billingOptionsMachine, type BillingSettings } from './machine.ts';

const noCards = { profileCard: false, checkoutCard: false, accountCardOnShipTo: false, previouslyEnteredCard: false };
const start = (settings: BillingSettings) => createActor(billingOptionsMachine, { input: settings }).start();

describe('billingOptions machine', () => {
  it('spec §4: credit card not authorized offers only on account', () => {
    const actor = start({ creditCardMandatoryType: 'notAuthorized', cardFlags: { ...noCards, profileCard: true } });
    expect(actor.getSnapshot().context.offered).toEqual([BillingOption.onAccount]);
    actor.send({ type: 'billing.optionSelected', option: BillingOption.profileCreditCard });
    expect(actor.getSnapshot().value).toBe('placingOnAccount');
    expect(actor.getSnapshot().context.selected).toBe(BillingOption.onAccount);
  });

  it('spec §4: optional offers on account plus the allowed cards, and the buyer can switch to a card', () => {
    const actor = start({ creditCardMandatoryType: 'optional', cardFlags: { ...noCards, profileCard: true, checkoutCard: true } });
    expect(actor.getSnapshot().context.offered).toEqual([BillingOption.onAccount, BillingOption.profileCreditCard, BillingOption.checkoutCreditCard]);
    actor.send({ type: 'billing.optionSelected', option: BillingOption.checkoutCreditCard });
    expect(actor.getSnapshot().value).toBe('payingByCard');
    expect(actor.getSnapshot().context.selected).toBe(BillingOption.checkoutCreditCard);
  });

  it('spec §4: mandatory with no allowed card falls back to the checkout credit card', () => {
    const actor = start({ creditCardMandatoryType: 'mandatory', cardFlags: noCards });
    expect(actor.getSnapshot().context).toMatchObject({ offered: [BillingOption.checkoutCreditCard], selected: BillingOption.checkoutCreditCard });
    expect(actor.getSnapshot().value).toBe('payingByCard');
  });

  it("spec §3: the buyer's preferred billing option is the default when offered", () => {
    const actor = start({ creditCardMandatoryType: 'optional', cardFlags: { ...noCards, profileCard: true }, preferredBillingOption: BillingOption.profileCreditCard });
    expect(actor.getSnapshot().context.selected).toBe(BillingOption.profileCreditCard);
  });

  it('spec §4: a settings change keeps a still-offered choice and drops one no longer offered', () => {
    const actor = start({ creditCardMandatoryType: 'optional', cardFlags: { ...noCards, profileCard: true } });
    actor.send({ type: 'billing.optionSelected', option: BillingOption.profileCreditCard });
    actor.send({ type: 'billing.settingsChanged', settings: { creditCardMandatoryType: 'optional', cardFlags: { ...noCards, profileCard: true, checkoutCard: true } } });
    expect(actor.getSnapshot().context.selected).toBe(BillingOption.profileCreditCard);
    actor.send({ type: 'billing.settingsChanged', settings: { creditCardMandatoryType: 'notAuthorized', cardFlags: noCards } });
    expect(actor.getSnapshot().value).toBe('placingOnAccount');
    expect(actor.getSnapshot().context.selected).toBe(BillingOption.onAccount);
  });
});
