import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDHOLDER_NAME_MAX_LENGTH, SaveCardOnFileRequestSchema, cardholderNameProblem } from './cards-on-file.ts';

const readable = fc.stringMatching(/^[A-Za-zÀ-ÿ’'&.,-]{1,20}( [A-Za-zÀ-ÿ’'&.,-]{1,20}){0,3}$/);
/** Test card numbers as people type them: grouped by spaces or dashes, or not. */
const cardNumber = fc.tuple(fc.constantFrom('4242424242424242', '5555555555554444', '378282246310005'), fc.constantFrom('', ' ', '-')).map(([digits, separator]) => digits.replace(/(\d{4})(?=\d)/g, `$1${separator}`));

describe('a card on file’s cardholder name (decision 045)', () => {
  it('names as printed on cards (accents, apostrophes, companies) are kept, trimmed', () => {
    fc.assert(
      fc.property(readable, (name) => {
        expect(cardholderNameProblem(name)).toBeNull();
      }),
    );
    expect(cardholderNameProblem('  Émilie O’Brien-Tremblay  ')).toBeNull();
    expect(cardholderNameProblem('x'.repeat(CARDHOLDER_NAME_MAX_LENGTH))).toBeNull();
  });

  it('property: a card number anywhere in the name is refused by the form and the api alike, never kept in the clear', () => {
    fc.assert(
      fc.property(readable, cardNumber, fc.boolean(), (name, number, before) => {
        const typed = before ? `${number} ${name}` : `${name} ${number}`;
        expect(cardholderNameProblem(typed)).toBe('cardsOnFile.cardholderNameInvalid');
        const parsed = SaveCardOnFileRequestSchema.safeParse({ paymentToken: 'tok_test_x', cardholderName: typed });
        expect(parsed.error?.issues[0]).toMatchObject({ params: { outcome: 'cardsOnFile.cardholderNameInvalid' } });
      }),
    );
  });

  it('blank, too long and hidden characters keep their messages; a card number where the token goes is refused', () => {
    expect(cardholderNameProblem('   ')).toBe('cardsOnFile.cardholderNameRequired');
    expect(cardholderNameProblem('x'.repeat(CARDHOLDER_NAME_MAX_LENGTH + 1))).toBe('cardsOnFile.cardholderNameTooLong');
    expect(cardholderNameProblem('Alex\u202eTremblay')).toBe('cardsOnFile.cardholderNameInvalid');
    const parsed = SaveCardOnFileRequestSchema.safeParse({ paymentToken: '4242 4242 4242 4242', cardholderName: 'Alex' });
    expect(parsed.error?.issues[0]).toMatchObject({ params: { outcome: 'checkout.cardNumberNotToken' } });
  });
});
