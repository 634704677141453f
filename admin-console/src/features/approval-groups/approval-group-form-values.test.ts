import { APPROVAL_GROUP_THRESHOLD_MAX, formatMoney } from '@comptoir/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountText, amountTextIn, centsOfAmountText } from './approval-group-form-values.ts';

const locales = fc.constantFrom('en-CA' as const, 'fr-CA' as const);
const cents = fc.integer({ min: 0, max: APPROVAL_GROUP_THRESHOLD_MAX });

describe('the threshold typed in dollars', () => {
  it('reads back the cents the field shows, and the amount as the page writes money (grouped, with $), in each language', () => {
    fc.assert(
      fc.property(cents, locales, (amount, locale) => {
        expect(centsOfAmountText(amountText(amount, locale), locale)).toBe(amount);
        expect(centsOfAmountText(formatMoney(amount, locale), locale)).toBe(amount);
      }),
    );
  });

  it('takes whole dollars and one or two decimals, with the language’s decimal mark', () => {
    expect(centsOfAmountText('500', 'en-CA')).toBe(50_000);
    expect(centsOfAmountText('500.5', 'en-CA')).toBe(50_050);
    expect(centsOfAmountText('1,234.56', 'en-CA')).toBe(123_456);
    expect(centsOfAmountText(' 1 234,56 $ ', 'fr-CA')).toBe(123_456);
    expect(centsOfAmountText('0,29', 'fr-CA')).toBe(29);
  });

  it('anything but an amount is not a number of cents (the form says so beside the field)', () => {
    fc.assert(
      fc.property(fc.string(), locales, (text, locale) => {
        const value = centsOfAmountText(text, locale);
        expect(Number.isNaN(value) || (Number.isSafeInteger(value) && value >= 0)).toBe(true);
      }),
    );
    for (const text of ['', '-5', '12.345', 'abc', '1e3', '12,5', '0x10', '5..0']) expect(centsOfAmountText(text, 'en-CA'), text).toBeNaN();
    for (const text of ['', '-5', '12,345', '1,2,3']) expect(centsOfAmountText(text, 'fr-CA'), text).toBeNaN();
  });

  it('a language switch writes the amount typed as the new language does, the same cents; text that is no amount stays as typed', () => {
    fc.assert(
      fc.property(cents, locales, locales, fc.boolean(), (amount, from, to, asMoney) => {
        const typed = asMoney ? formatMoney(amount, from) : amountText(amount, from);
        expect(centsOfAmountText(amountTextIn(typed, from, to), to)).toBe(amount);
      }),
    );
    expect(amountTextIn('1 234,56 $', 'fr-CA', 'en-CA')).toBe('1234.56');
    expect(amountTextIn('500,00', 'fr-CA', 'fr-CA')).toBe('500,00');
    expect(amountTextIn('douze', 'fr-CA', 'en-CA')).toBe('douze');
  });
});
