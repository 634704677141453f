import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BillingOption, availableBillingOptions, creditCardMandatoryTypes, defaultBillingOption, isCardOption, isCreditCardOnAccount } from './billing-options.ts';

const flags = fc.record({ profileCard: fc.boolean(), checkoutCard: fc.boolean(), accountCardOnShipTo: fc.boolean(), previouslyEnteredCard: fc.boolean() });
const none = { profileCard: false, checkoutCard: false, accountCardOnShipTo: false, previouslyEnteredCard: false };

describe('billing options', () => {
  it('spec §4: not authorized is on account only; optional adds the cards; mandatory falls back to the checkout card', () => {
    expect(availableBillingOptions('notAuthorized', { ...none, profileCard: true })).toEqual([BillingOption.onAccount]);
    expect(availableBillingOptions('optional', { ...none, profileCard: true })).toEqual([BillingOption.onAccount, BillingOption.profileCreditCard]);
    expect(availableBillingOptions('mandatory', none)).toEqual([BillingOption.checkoutCreditCard]);
    expect(availableBillingOptions('mandatory', { ...none, accountCardOnShipTo: true, checkoutCard: true })).toEqual([
      BillingOption.accountCreditCard,
      BillingOption.checkoutCreditCard,
    ]);
    expect(isCreditCardOnAccount('mandatory')).toBe(true);
    expect(isCreditCardOnAccount('optional')).toBe(false);
  });

  it('spec §4: the default is the preferred option when offered, else the first', () => {
    expect(defaultBillingOption('optional', { ...none, profileCard: true }, BillingOption.profileCreditCard)).toBe(BillingOption.profileCreditCard);
    expect(defaultBillingOption('notAuthorized', { ...none, profileCard: true }, BillingOption.profileCreditCard)).toBe(BillingOption.onAccount);
  });

  it('the default passes over a card-on-file option with no card on file while another option can pay', () => {
    const mandatory = { ...none, accountCardOnShipTo: true, profileCard: true, checkoutCard: true };
    const nothingOnFile = { profileCard: false, accountCard: false };
    expect(defaultBillingOption('mandatory', mandatory, null, nothingOnFile)).toBe(BillingOption.checkoutCreditCard);
    expect(defaultBillingOption('mandatory', mandatory, BillingOption.profileCreditCard, nothingOnFile)).toBe(BillingOption.checkoutCreditCard);
    expect(defaultBillingOption('mandatory', mandatory, null, { ...nothingOnFile, profileCard: true })).toBe(BillingOption.profileCreditCard);
    expect(defaultBillingOption('mandatory', { ...none, profileCard: true }, null, nothingOnFile)).toBe(BillingOption.profileCreditCard);
  });

  it('told which cards are on file, the default is offered, and is a card on file or not a card-on-file option whenever one can pay', () => {
    const onFile = fc.record({ profileCard: fc.boolean(), accountCard: fc.boolean() });
    fc.assert(
      fc.property(fc.constantFrom(...creditCardMandatoryTypes), flags, fc.option(fc.integer({ min: 1, max: 5 })), onFile, (type, f, preferred, cards) => {
        const offered = availableBillingOptions(type, f);
        const chosen = defaultBillingOption(type, f, preferred, cards);
        const payable = (option: number) =>
          (option !== BillingOption.profileCreditCard || cards.profileCard) && (option !== BillingOption.accountCreditCard || cards.accountCard);
        return offered.includes(chosen) && (payable(chosen) || !offered.some(payable));
      }),
      { numRuns: 500 },
    );
  });

  it("'not authorized' never offers a card and 'mandatory' never offers on account; there is always an option", () => {
    fc.assert(
      fc.property(fc.constantFrom(...creditCardMandatoryTypes), flags, (type, f) => {
        const options = availableBillingOptions(type, f);
        if (options.length === 0) return false;
        if (type === 'notAuthorized' && options.some(isCardOption)) return false;
        if (type === 'mandatory' && options.includes(BillingOption.onAccount)) return false;
        return options.includes(defaultBillingOption(type, f, 3));
      }),
      { numRuns: 300 },
    );
  });
});
