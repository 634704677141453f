import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMessage } from '../i18n/messages.ts';
import { cardEntryProblem, luhnValid, type CardEntry } from './card-entry.ts';

const today = '2026-11-26';
const good: CardEntry = { cardNumber: '4242 4242 4242 4242', expiryMonth: '12', expiryYear: '30', cvc: '123' };

describe('the card form before it is sent (checkout)', () => {
  it('a test card with a future expiry passes; a card that the provider declines is still a card', () => {
    expect(cardEntryProblem(good, today)).toBeNull();
    expect(cardEntryProblem({ ...good, cardNumber: '4000000000000002' }, today)).toBeNull();
    expect(cardEntryProblem({ ...good, cardNumber: '3782-822463-10005', cvc: '1234' }, today)).toBeNull();
    // This month is still good.
    expect(cardEntryProblem({ ...good, expiryMonth: '11', expiryYear: '26' }, today)).toBeNull();
  });

  it('names the field to fix, in the order of the form, with a message in both languages', () => {
    expect(cardEntryProblem({ ...good, cardNumber: ' ', cvc: '' }, today)).toEqual({ field: 'cardNumber', code: 'checkout.cardRequired' });
    expect(cardEntryProblem({ ...good, cardNumber: '1234 5678 9012' }, today)).toEqual({ field: 'cardNumber', code: 'checkout.cardNumberInvalid' });
    expect(cardEntryProblem({ ...good, cardNumber: '4242 4242 4242 4241' }, today)).toEqual({ field: 'cardNumber', code: 'checkout.cardNumberInvalid' });
    expect(cardEntryProblem({ ...good, cardNumber: '4242abcd42424242' }, today)).toEqual({ field: 'cardNumber', code: 'checkout.cardNumberInvalid' });
    expect(cardEntryProblem({ ...good, expiryMonth: '13' }, today)).toEqual({ field: 'expiryMonth', code: 'checkout.cardExpiryInvalid' });
    expect(cardEntryProblem({ ...good, expiryMonth: '0' }, today)).toEqual({ field: 'expiryMonth', code: 'checkout.cardExpiryInvalid' });
    expect(cardEntryProblem({ ...good, expiryMonth: 'ab' }, today)).toEqual({ field: 'expiryMonth', code: 'checkout.cardExpiryInvalid' });
    expect(cardEntryProblem({ ...good, expiryYear: '2' }, today)).toEqual({ field: 'expiryYear', code: 'checkout.cardExpiryInvalid' });
    expect(cardEntryProblem({ ...good, expiryYear: '1930' }, today)).toEqual({ field: 'expiryYear', code: 'checkout.cardExpiryInvalid' });
    expect(cardEntryProblem({ ...good, expiryYear: '203' }, today)).toEqual({ field: 'expiryYear', code: 'checkout.cardExpiryInvalid' });
    expect(cardEntryProblem({ ...good, expiryMonth: '10', expiryYear: '26' }, today)).toEqual({ field: 'expiryYear', code: 'payments.cardExpired' });
    expect(cardEntryProblem({ ...good, cvc: '12' }, today)).toEqual({ field: 'cvc', code: 'checkout.cardCvcInvalid' });
    for (const code of ['checkout.cardNumberInvalid', 'checkout.cardExpiryInvalid', 'checkout.cardCvcInvalid']) {
      expect(formatMessage('fr-CA', code)).not.toBe(code);
      expect(formatMessage('en-CA', code)).not.toBe(code);
    }
  });

  it('a year typed in full is the same expiry as its two digits (2029 is not read as 2020, expired)', () => {
    expect(cardEntryProblem({ ...good, expiryYear: '2029' }, today)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (month, year) => {
        const twoDigits = String(year).padStart(2, '0');
        const card = { ...good, expiryMonth: String(month) };
        expect(cardEntryProblem({ ...card, expiryYear: `20${twoDigits}` }, today)).toEqual(cardEntryProblem({ ...card, expiryYear: twoDigits }, today));
      }),
    );
  });

  it('the Luhn check: one changed digit of a valid number always fails it', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('42424242424')).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (index, change) => {
        const digits = '4242424242424242'.split('');
        digits[index] = String((Number(digits[index]) + change) % 10);
        return !luhnValid(digits.join(''));
      }),
    );
  });
});
