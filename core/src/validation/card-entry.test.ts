import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMessage } from '../i18n/messages.ts';
import { cardEntryProblem, containsCardNumber, luhnValid, withoutCardNumbers, type CardEntry } from './card-entry.ts';

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
    // American Express has 4 digits on its front, the other brands 3 on their back: a provider declines any other code.
    expect(cardEntryProblem({ ...good, cvc: '1234' }, today)).toEqual({ field: 'cvc', code: 'checkout.cardCvcInvalid' });
    expect(cardEntryProblem({ ...good, cardNumber: '3782 822463 10005', cvc: '123' }, today)).toEqual({ field: 'cvc', code: 'checkout.cardCvcInvalid' });
    expect(cardEntryProblem({ ...good, cardNumber: '5555-5555-5555-4444', cvc: ' 123 ' }, today)).toBeNull();
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

/** A Luhn-valid number of `length` digits starting with `start`: its last digit is the check digit. */
const cardNumberOf = (start: readonly number[], body: readonly number[], length: number): string => {
  const partial = [...start, ...body].slice(0, length - 1).join('').padEnd(length - 1, '0');
  const check = Array.from({ length: 10 }, (_, digit) => `${partial}${digit}`).find(luhnValid) as string;
  return check;
};
const grouped = (number: string, separator: string) => number.replace(/(\d{4})(?=\d)/g, `$1${separator}`);

describe('a card number inside text (refused wherever the api keeps what was typed)', () => {
  it('finds a card number pasted into a note, a PO number or instructions, grouped or not', () => {
    for (const text of ['4242424242424242', 'Visa 4242 4242 4242 4242 exp 12/30', 'PO 5555-5555-5555-4444', 'Amex: 3782 822463 10005.', 'pay with «4000000000000002»', 'Carte\u00a0: 4242\u00a04242\u00a04242\u00a04242', '4242\u202f4242\u202f4242\u202f4242', '5555.5555.5555.4444', '４２４２　４２４２　４２４２　４２４２']) expect(containsCardNumber(text), text).toBe(true);
    const issuers = fc.oneof(fc.constant({ start: [3, 6], length: 14 }), fc.constant({ start: [3, 7], length: 15 }), fc.record({ start: fc.tuple(fc.integer({ min: 2, max: 6 })), length: fc.integer({ min: 16, max: 19 }) }));
    fc.assert(
      fc.property(issuers, fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 18, maxLength: 18 }), fc.constantFrom('', ' ', '-', '.', '\u00a0', '\u202f'), fc.constantFrom('', 'Dock B ', 'Carte : '), ({ start, length }, body, separator, before) => {
        expect(containsCardNumber(`${before}${grouped(cardNumberOf(start, body, length), separator)}`)).toBe(true);
      }),
    );
  });

  it('leaves ids, codes, phone and order numbers alone', () => {
    // 4006381333023 is an EAN-13 barcode (its own check digit right) that also passes Luhn.
    for (const text of ['4242 4242 4242 4241', '1234 5678 9012 3452', '416-555-0100 ext. 12', 'EW4100017', 'HP-64XL', 'Order 4100017, PO LPM-12345678', '42424242424242424242', '4242424242424242x', 'x4242424242424242', '4006381333023']) {
      expect(containsCardNumber(text), text).toBe(false);
    }
    // A UUID's digit groups (its first three can be all digits) are never a card number.
    fc.assert(fc.property(fc.uuid(), (id) => !containsCardNumber(id) && !containsCardNumber(id.replace(/[a-f]/g, '7'))));
  });

  it('a log line keeps the text around a card number, never the number', () => {
    expect(withoutCardNumbers('/svc/orders/orderbynumber/4242 4242 4242 4242 and 5555-5555-5555-4444, EW4100017')).toBe('/svc/orders/orderbynumber/[card number] and [card number], EW4100017');
    expect(withoutCardNumbers('/admin-api/users?search=4242%204242%204242%204242&page=1')).toBe('/admin-api/users?search=[card number]&page=1');
    expect(withoutCardNumbers('Carte ４２４２４２４２４２４２４２４２ merci')).toBe('Carte [card number] merci');
    for (const text of ['4242 4242 4242 4241', 'EW4100017', '4006381333023', '/api/x?q=caf%C3%A9', '100%', '/api/x?q=1+2']) expect(withoutCardNumbers(text)).toBe(text);
    fc.assert(fc.property(fc.string(), (text) => !containsCardNumber(withoutCardNumbers(text))));
  });

  it('a query as a form or a browser sends it: spaces as +, a malformed escape beside the number', () => {
    expect(withoutCardNumbers('/admin-api/users/options?note=4242+4242+4242+4242')).toBe('/admin-api/users/options?note=[card number]');
    expect(withoutCardNumbers('/admin-api/users/options?bad=%E0%A4%A&note=4242%204242%204242%204242')).toBe('/admin-api/users/options?bad=%E0%A4%A&note=[card number]');
    expect(withoutCardNumbers('/admin-api/users/options?bad=%E0%A4%204242%204242%204242%204242')).not.toContain('4242');
    // Whatever surrounds it, a card number in a query string as a form writes it (escapes, '+' for a space) is marked.
    const card = fc.constantFrom('4242 4242 4242 4242', '5555-5555-5555-4444', '378282246310005', '4000 0000 0000 0002');
    const formEncoded = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');
    fc.assert(
      fc.property(fc.string(), card, fc.string(), (before, number, after) => {
        const query = `note=${formEncoded(`${before}, ${number}, ${after}`)}`;
        const kept = withoutCardNumbers(`/admin-api/users/options?${query}`);
        return !kept.includes(number.replace(/\D/g, '').slice(0, 8)) && !kept.includes(encodeURIComponent(number).slice(0, 8)) && !kept.includes(number.replace(/ /g, '+'));
      }),
    );
  });
});

/** A GTIN-14 (a case code) of a 13-digit body: its GS1 check digit, weights 3 and 1 from the right. */
const gtin14Of = (body: string): string => {
  const sum = Array.from(body).reverse().reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};
const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((list) => list.join(''));

describe('GTINs and product codes against card numbers (decision 045, addendum)', () => {
  it('a 14-digit GTIN starting where no 14-digit card is issued (306, 307, 308) is a product code: searched, kept and logged as typed', () => {
    expect(containsCardNumber('30701000000007')).toBe(false);
    expect(containsCardNumber('30801000712716')).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom('306', '307', '308'), digits(10), fc.constantFrom('', 'GTIN ', 'Case code: '), (start, rest, before) => {
        const gtin = gtin14Of(`${start}${rest}`);
        expect(containsCardNumber(`${before}${gtin}`)).toBe(false);
        expect(withoutCardNumbers(`/svc/search/Search/suggest?q=${gtin}`)).toBe(`/svc/search/Search/suggest?q=${gtin}`);
      }),
    );
  });

  it('one in a 14-digit Diners range (300-305, 309, 36, 38, 39) that passes Luhn is taken for the card it may be, even when it is also a valid GTIN', () => {
    // Both a GTIN-14 (its GS1 check digit right) and Luhn-valid: the digits cannot tell, so it is marked, never kept.
    for (const both of ['30071000079199', '36001000079190', '38001000079198']) {
      expect(gtin14Of(both.slice(0, 13))).toBe(both);
      expect(containsCardNumber(both), both).toBe(true);
      expect(withoutCardNumbers(`search=${both}`)).toBe('search=[card number]');
    }
    const dinersStart = fc.constantFrom('300', '301', '302', '303', '304', '305', '309', '36', '38', '39');
    fc.assert(
      fc.property(dinersStart, digits(12), fc.constantFrom('', ' ', '-'), (start, body, separator) => {
        const number = cardNumberOf(Array.from(start, Number), Array.from(body, Number), 14);
        expect(containsCardNumber(grouped(number, separator))).toBe(true);
        expect(withoutCardNumbers(`GTIN ${number}`)).toBe('GTIN [card number]');
      }),
    );
  });
});
