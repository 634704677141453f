import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocateCents, assertCents, dollarsToCents, formatMoney, formatNumber, lineAmount, roundHalfAwayFromZero, savingsPercentage, sumCents } from './money.ts';

describe('money', () => {
  it('spec §9 / architecture §1: CAD en-CA $1,234.56 and fr-CA 1 234,56 $ with U+00A0', () => {
    expect(formatMoney(123456, 'en-CA')).toBe('$1,234.56');
    expect(formatMoney(123456, 'fr-CA')).toBe('1\u00a0234,56\u00a0$');
    expect(formatMoney(5, 'en-CA')).toBe('$0.05');
    expect(formatMoney(-1999, 'en-CA')).toBe('-$19.99');
    expect(formatNumber(12345, 'fr-CA')).toBe('12\u00a0345');
  });

  it('spec §9: the savings percentage is rounded', () => {
    expect(savingsPercentage(1000, 667)).toBe(33);
    expect(savingsPercentage(1000, 665)).toBe(34);
    expect(savingsPercentage(0, 0)).toBe(0);
    expect(savingsPercentage(1000, 1200)).toBe(0);
  });

  it('converts dollars to cents and rejects what is not money', () => {
    expect(dollarsToCents('12.345')).toBe(1235);
    expect(dollarsToCents('1 234,50 $')).toBe(123450);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents('')).toBeUndefined();
    expect(dollarsToCents('abc')).toBeUndefined();
    expect(assertCents(5)).toBe(5);
    expect(() => assertCents(1.5)).toThrow(RangeError);
    expect(lineAmount(199, 3)).toBe(597);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-0.4)).toBe(0);
  });

  it('formatting and parsing back gives the same cents in both locales', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), fc.constantFrom('en-CA' as const, 'fr-CA' as const), (cents, locale) => {
        const text = formatMoney(cents, locale);
        const normalised = locale === 'en-CA' ? text.replace(/,/g, '') : text.replace(/\u00a0/g, '');
        return dollarsToCents(normalised) === cents && !/\u202f/.test(text);
      }),
      { numRuns: 300 },
    );
  });

  it('allocated parts always add up to the amount and follow the sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 20 }), (amount, weights) => {
        const parts = allocateCents(amount, weights);
        return sumCents(parts) === amount && parts.every((part) => Number.isInteger(part) && (amount >= 0 ? part >= 0 : part <= 0));
      }),
      { numRuns: 300 },
    );
    expect(allocateCents(100, [])).toEqual([]);
  });
});
