import type { IsoDate } from '../dates/calendar.ts';

/** The checkout's card form as the buyer typed it: the card goes from there to the payment provider only. */
export interface CardEntry {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}
export type CardEntryField = keyof CardEntry;

/** The form's fields in their order on screen. */
export const cardEntryFields: readonly CardEntryField[] = ['cardNumber', 'expiryMonth', 'expiryYear', 'cvc'];

export type CardEntryProblemCode = 'checkout.cardRequired' | 'checkout.cardNumberInvalid' | 'checkout.cardExpiryInvalid' | 'payments.cardExpired' | 'checkout.cardCvcInvalid';

/** The field to fix and what to say about it. */
export interface CardEntryProblem {
  field: CardEntryField;
  code: CardEntryProblemCode;
}

/** The Luhn check digit test every card number passes (ISO/IEC 7812). */
export const luhnValid = (number: string): boolean => {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
};

/**
 * A run of digits with single spaces, dashes or dots between them, not joined to a word or number around it (the digit
 * groups of a UUID, a product code such as HP-64XL, a run of 20 digits are no card number). A space is any space
 * separator: French text and numbers pasted from a statement or a document group digits with (narrow) no-break spaces.
 */
const digitRun = /(?<![\p{L}\p{N}]-?)\d(?:[\p{Zs}.-]?\d)*(?!-?[\p{L}\p{N}])/gu;

/**
 * How card numbers in use start, by length: Diners 14 (300-305, 309, 36, 38, 39: the ranges Diners Club and Discover
 * give 14-digit cards), Amex 15 (34, 37), and 16 to 19 for Visa, Mastercard, Discover, JCB, UnionPay and Maestro (2 to
 * 6). A 13-digit EAN is no card; a 14-digit GTIN (case code) starting 306, 307 or 308 is none either. One starting in a
 * Diners range that passes Luhn cannot be told from a card by its digits, so it is taken for one: refused, or marked in
 * a log (decision 045, addendum).
 */
const cardStart: Readonly<Record<number, RegExp>> = { 14: /^(30[0-59]|3[689])/, 15: /^3[47]/, 16: /^[2-6]/, 17: /^[2-6]/, 18: /^[2-6]/, 19: /^[2-6]/ };

/** Full-width digits (an East Asian keyboard's) read as the digits they are; one code unit each, so positions hold. */
const asciiDigits = (text: string): string => text.replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 0x30));

const isCardNumber = (run: string): boolean => {
  const digits = run.replace(/\D/g, '');
  return (cardStart[digits.length]?.test(digits) ?? false) && luhnValid(digits);
};

/**
 * Whether text holds a card number as buyers paste one into a note, a PO number or delivery instructions: 14 to 19
 * digits (grouped by spaces, dashes or dots, or not) that start as a card of that length does and pass Luhn. Such text is
 * refused, never kept: card numbers go to the payment provider only.
 */
export const containsCardNumber = (text: string): boolean => Array.from(asciiDigits(text).matchAll(digitRun), ([run]) => run).some(isCardNumber);

const marked = (text: string): string => asciiDigits(text).replace(digitRun, (run) => (isCardNumber(run) ? '[card number]' : run));

/** One run of escapes decoded; when it is no UTF-8 (a malformed escape beside the number), its ASCII escapes alone. */
const decodedEscapes = (escapes: string): string => {
  try {
    return decodeURIComponent(escapes);
  } catch {
    return escapes.replace(/%([0-7][\dA-Fa-f])/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
};

/** A path or query as it reads: '+' is a space in a query (as forms send one), each escape decoded where it can be. */
const decoded = (text: string): string => text.replace(/\+/g, ' ').replace(/(?:%[\dA-Fa-f]{2})+/g, decodedEscapes);

const isEncoded = (text: string): boolean => text.includes('%') || text.includes('+');

/**
 * The text with each card number containsCardNumber finds replaced by a mark: what may be written to a log or an audit
 * row. A path or query holds one percent-encoded or with '+' for its spaces ('4242%204242…', '4242+4242…'): such text
 * is kept decoded, with the number marked.
 */
export const withoutCardNumbers = (text: string): string => {
  if (containsCardNumber(text)) return marked(isEncoded(text) ? decoded(text) : text);
  return isEncoded(text) && containsCardNumber(decoded(text)) ? marked(decoded(text)) : text;
};

/** A card's security code: the 4 digits on the front of an American Express card (34…, 37…), the 3 on the back of the others. */
export const securityCodeLength = (cardNumber: string): 3 | 4 => (/^3[47]/.test(cardNumber.replace(/[\s-]/g, '')) ? 4 : 3);

/** The security code has the card's own number of digits (a provider declines a 3-digit code for American Express). */
export const securityCodeFits = (cardNumber: string, cvc: string): boolean => /^\d+$/.test(cvc.trim()) && cvc.trim().length === securityCodeLength(cardNumber);

/**
 * The first thing to fix in a card before it is sent, in the form's order: an empty field, a number that is
 * no card number (12 to 19 digits, spaces and dashes allowed, Luhn), an expiry that is no month 01-12 and
 * two- or four-digit year, a card expired before `today`'s month, a security code without the card's number of digits.
 * Null when the provider can be asked (it may still decline the card).
 */
export const cardEntryProblem = (card: CardEntry, today: IsoDate): CardEntryProblem | null => {
  const empty = cardEntryFields.find((field) => card[field].trim() === '');
  if (empty) return { field: empty, code: 'checkout.cardRequired' };
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { field: 'cardNumber', code: 'checkout.cardNumberInvalid' };
  const month = card.expiryMonth.trim();
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) return { field: 'expiryMonth', code: 'checkout.cardExpiryInvalid' };
  const year = card.expiryYear.trim();
  // A year typed in full (2029) is the year the card shows; cut to two digits it read as 2020, expired.
  if (!/^(\d{2}|20\d{2})$/.test(year)) return { field: 'expiryYear', code: 'checkout.cardExpiryInvalid' };
  const fullYear = year.length === 4 ? Number(year) : 2000 + Number(year);
  const [thisYear = 0, thisMonth = 0] = today.split('-').map(Number);
  if (fullYear * 12 + Number(month) < thisYear * 12 + thisMonth) return { field: 'expiryYear', code: 'payments.cardExpired' };
  if (!securityCodeFits(digits, card.cvc)) return { field: 'cvc', code: 'checkout.cardCvcInvalid' };
  return null;
};
