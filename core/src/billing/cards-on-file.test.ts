import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BillingOption } from './billing-options.ts';
import { cardOnFileProblem, isCardExpired } from './cards-on-file.ts';

const pad = (value: number) => String(value).padStart(2, '0');

describe('cards on file (decision 045)', () => {
  it('a card is good through the last day of its expiry month, expired from the first day of the next', () => {
    expect(isCardExpired('12/28', '2028-12-31')).toBe(false);
    expect(isCardExpired('12/28', '2029-01-01')).toBe(true);
    expect(isCardExpired('01/27', '2026-11-27')).toBe(false);
    expect(isCardExpired('10/26', '2026-11-27')).toBe(true);
  });

  it('property: expired exactly when its month comes before today\'s month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (month, year, day) => {
        const today = day.toISOString().slice(0, 10);
        const months = (2000 + year) * 12 + month - (day.getUTCFullYear() * 12 + day.getUTCMonth() + 1);
        expect(isCardExpired(`${pad(month)}/${pad(year)}`, today)).toBe(months < 0);
      }),
    );
  });

  it('says which card is missing, or that it expired; nothing when it can pay', () => {
    expect(cardOnFileProblem(BillingOption.profileCreditCard, null, '2026-11-27')).toBe('checkout.noProfileCard');
    expect(cardOnFileProblem(BillingOption.accountCreditCard, null, '2026-11-27')).toBe('checkout.noAccountCard');
    expect(cardOnFileProblem(BillingOption.accountCreditCard, { expiry: '10/26' }, '2026-11-27')).toBe('checkout.cardOnFileExpired');
    expect(cardOnFileProblem(BillingOption.profileCreditCard, { expiry: '11/26' }, '2026-11-27')).toBeNull();
  });
});
