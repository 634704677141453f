import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  customPromptAllowedLength,
  customPromptAnswer,
  customPromptAnswerText,
  customPromptIsDropdown,
  encodeFlyerNumber,
  isAmountKey,
  isDigitKey,
  isEmail,
  isEmptyGuid,
  isPostalCode,
  normalisePostalCode,
  parseUuid,
  poNumberProblem,
  withPlainHyphens,
  PO_NUMBER_MAX_LENGTH,
  replaceLineBreaks,
  requiredFieldMessage,
} from './validation.ts';
import { formatMessage } from '../i18n/messages.ts';
import { SubmitOrderRequestSchema } from '../contract/orders.ts';

describe('validation', () => {
  it("a custom prompt's answer reads as chosen: a dropdown's alias, else the prefix and the text", () => {
    const costCentre = { prefix: '', options: [{ alias: 'Finance', value: 'CC-2200' }, { alias: '', value: 'CC-9' }] };
    expect(customPromptAnswerText(costCentre, 'CC-2200')).toBe('Finance');
    expect(customPromptAnswerText(costCentre, 'CC-9')).toBe('CC-9');
    expect(customPromptAnswerText({ prefix: 'LPM-', options: [] }, '4512')).toBe('LPM-4512');
    expect(customPromptAnswerText({ prefix: null, options: [] }, '4512')).toBe('4512');
    expect(customPromptAnswerText({ prefix: 'GCB', options: [] }, 'gcb1234')).toBe('GCB1234');
  });

  it("a custom prompt's answer is kept without its prefix when the buyer typed it too", () => {
    expect(customPromptAnswer('GCB', ' GCB1234 ')).toBe('1234');
    expect(customPromptAnswer('GCB', 'gcb 1234')).toBe('1234');
    expect(customPromptAnswer('GCB', 'GC1234')).toBe('GC1234');
    expect(customPromptAnswer('GCB', 'GCB')).toBe('');
    expect(customPromptAnswer(null, ' GCB1234 ')).toBe('GCB1234');
    expect(customPromptAnswer('', 'x')).toBe('x');
  });

  it('property: typing the prefix or not keeps the same answer, and what is shown starts with the prefix once', () => {
    const prefix = fc.string({ minLength: 1, maxLength: 5 }).filter((text) => text.trim() === text && text !== '');
    fc.assert(
      fc.property(prefix, fc.string({ maxLength: 20 }), (start, rest) => {
        const answer = customPromptAnswer(start, rest);
        fc.pre(answer === rest.trim());
        expect(customPromptAnswer(start, `${start}${rest}`)).toBe(rest.trim());
        expect(customPromptAnswerText({ prefix: start, options: [] }, `${start}${rest}`)).toBe(`${start}${rest.trim()}`);
      }),
    );
  });

  it('spec §5: Canadian postal code, optional space, case-insensitive, max length 7', () => {
    expect(['K1A 0B1', 'k1a0b1', 'H2X 1Y4', 'X0A 0H0'].map(isPostalCode)).toEqual([true, true, true, true]);
    expect(['K1A  0B1', 'K1A-0B1', '12345', 'K1A 0B', ' K1A 0B1 '].map(isPostalCode)).toEqual([false, false, false, false, false]);
    expect(normalisePostalCode(' k1a0b1 ')).toBe('K1A 0B1');
    expect(normalisePostalCode('nope')).toBeUndefined();
  });

  it('issue 3: D, F, I, O, Q, U are rejected anywhere; W and Z never first', () => {
    for (const letter of 'DFIOQU') {
      expect(isPostalCode(`${letter}1A 1A1`)).toBe(false);
      expect(isPostalCode(`A1${letter} 1A1`)).toBe(false);
      expect(isPostalCode(`A1A 1${letter}1`)).toBe(false);
    }
    expect(isPostalCode('W1A 1A1')).toBe(false);
    expect(isPostalCode('Z1A 1A1')).toBe(false);
    expect(isPostalCode('A1W 1Z1')).toBe(true);
  });

  it('a valid postal code normalises to A1A 1A1 and normalising is idempotent', () => {
    const first = fc.constantFrom(...'ABCEGHJKLMNPRSTVXY');
    const other = fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ');
    const digit = fc.integer({ min: 0, max: 9 });
    fc.assert(
      fc.property(first, digit, other, fc.boolean(), digit, other, digit, fc.boolean(), (a, b, c, space, d, e, f, lower) => {
        const raw = `${a}${b}${c}${space ? ' ' : ''}${d}${e}${f}`;
        const typed = lower ? raw.toLowerCase() : raw;
        const normal = normalisePostalCode(typed);
        return isPostalCode(typed) && normal === `${a}${b}${c} ${d}${e}${f}` && normalisePostalCode(normal) === normal;
      }),
      { numRuns: 300 },
    );
  });

  it('spec §5: the email pattern', () => {
    expect(["o'brien.j-p@example.co", 'a_b@sub.example.ca'].every(isEmail)).toBe(true);
    expect(['a b@example.ca', 'a@example', 'a@-example.ca', `a@${'x'.repeat(64)}.ca`, 'a+b@example.ca'].some(isEmail)).toBe(false);
  });

  it('spec §5: UUID with braces stripped; the all-zero GUID is empty', () => {
    expect(parseUuid('{3F2504E0-4F89-11D3-9A0C-0305E82C3301}')).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
    expect(parseUuid('{00000000-0000-0000-0000-000000000000}')).toBeNull();
    expect(parseUuid('not-a-uuid')).toBeNull();
    expect(parseUuid(undefined)).toBeNull();
    expect(isEmptyGuid('{00000000-0000-0000-0000-000000000000}')).toBe(true);
    expect(isEmptyGuid(null)).toBe(true);
    expect(isEmptyGuid('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(false);
  });

  it('spec §5: custom prompt length is the prompt length (default 120) minus the prefix length', () => {
    expect(customPromptAllowedLength(undefined)).toBe(120);
    expect(customPromptAllowedLength(30, 'PO-')).toBe(27);
    expect(customPromptAllowedLength(0, 'AB')).toBe(118);
    expect(customPromptAllowedLength(2, 'ABC')).toBe(0);
    expect(customPromptIsDropdown([{ Alias: 'Dept A' }])).toBe(true);
    expect(customPromptIsDropdown([{ Alias: ' ' }])).toBe(false);
    expect(customPromptIsDropdown(null)).toBe(false);
  });

  it('spec §5: key filters, line breaks, required-field messages, flyer numbers', () => {
    expect(['1', 'a', ','].map(isDigitKey)).toEqual([true, false, false]);
    expect(['1', ',', '.', '-'].map(isAmountKey)).toEqual([true, true, true, false]);
    expect(replaceLineBreaks('a\r\nb\nc')).toBe('a b c');
    const { key, params } = requiredFieldMessage(formatMessage('en-CA', 'fields.firstName'));
    expect(formatMessage('en-CA', key, params)).toBe('First Name | This field is mandatory.');
    expect(encodeFlyerNumber('F 2025/01')).toBe('F%202025%2F01');
  });

  it('a typed PO number: up to 40 letters, digits, spaces and - _ / . #, trimmed; empty is none', () => {
    expect(PO_NUMBER_MAX_LENGTH).toBe(40);
    for (const ok of ['', '   ', 'PO-2026/117', '4500123456', 'Réno 12 #3', 'A_B.C', ` ${'A'.repeat(40)} `]) expect(poNumberProblem(ok), ok).toBeNull();
    expect(poNumberProblem('A'.repeat(41))).toBe('checkout.poNumberTooLong');
    for (const bad of ['PO<1>', 'PO "1"', "PO'1", 'PO\n1', 'PO;1', 'PO\t1', 'PO,1']) expect(poNumberProblem(bad), bad).toBe('checkout.poNumberCharacters');
    expect(formatMessage('fr-CA', 'checkout.poNumberTooLong', { max: PO_NUMBER_MAX_LENGTH })).toBe('Un numéro de bon de commande compte au plus 40 caractères.');
  });

  it("a PO number pasted from Word or Outlook with its dashes ('PO–12', 'PO—12', 'PO−12') is the hyphenated one", () => {
    for (const dash of ['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212']) {
      expect(poNumberProblem(`PO${dash}2026${dash}117`), dash).toBeNull();
      expect(SubmitOrderRequestSchema.parse({ billingOptionType: 1, poNumber: ` PO${dash}12 `, expectedPoNumber: `PO${dash}12` })).toMatchObject({ poNumber: 'PO-12', expectedPoNumber: 'PO-12' });
    }
    // Only dashes: whatever else a PO number holds is kept as typed, and judged by the rule.
    fc.assert(fc.property(fc.string(), (text) => withPlainHyphens(text).length === text.length && withPlainHyphens(withPlainHyphens(text)) === withPlainHyphens(text)));
    expect(withPlainHyphens('PO_1 #2/3.')).toBe('PO_1 #2/3.');
  });
});
