import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fractionsAsDecimals, garmentSizeWords, isCountUnit, splitSizeWords } from './size-words.ts';

describe('sizes typed as one word', () => {
  it('sets out a size across as names write it, whatever the case', () => {
    expect(splitSizeWords(['sticky', 'notes', '3x3'])).toEqual(['sticky', 'notes', '3', 'x', '3']);
    expect(splitSizeWords(['24X36'])).toEqual(['24', 'x', '36']);
    expect(splitSizeWords(['box', '12x9x6'])).toEqual(['box', '12', 'x', '9', 'x', '6']);
    // '8.5x11' reaches search as '8' and '5x11'.
    expect(splitSizeWords(['8', '5x11'])).toEqual(['8', '5', 'x', '11']);
  });

  it('sets a quantity apart from its unit, in either language', () => {
    expect(splitSizeWords(['savon', '500ml'])).toEqual(['savon', '500', 'ml']);
    expect(splitSizeWords(['1To'])).toEqual(['1', 'To']);
    expect(splitSizeWords(['128go', 'clé'])).toEqual(['128', 'go', 'clé']);
    expect(splitSizeWords(['9v'])).toEqual(['9', 'v']);
    expect(splitSizeWords(['264XL'])).toEqual(['264', 'XL']);
  });

  it('leaves words, numbers, codes and models that start with letters as typed', () => {
    expect(splitSizeWords(['stapler', '2027', 'CF258A', 'lx2050', 'n95', 'x', '500', '1x'])).toEqual(['stapler', '2027', 'CF258A', 'lx2050', 'n95', 'x', '500', '1', 'x']);
    expect(splitSizeWords(['100pages', '3x', 'x3', '2in1'])).toEqual(['100pages', '3', 'x', 'x3', '2in1']);
    // A number and one letter that is no unit is a model ('toner 12A'); one-letter units are set apart ('2m', '5L').
    expect(splitSizeWords(['toner', '12A', '4k'])).toEqual(['toner', '12A', '4k']);
    expect(splitSizeWords(['2m', '5L', '100g', '60W'])).toEqual(['2', 'm', '5', 'L', '100', 'g', '60', 'W']);
    expect(splitSizeWords([])).toEqual([]);
  });

  it('property: never throws, loses no letter or digit, and sets out every size so that none is left whole', () => {
    const word = fc.oneof(
      fc.stringMatching(/^[0-9]{1,4}(x[0-9]{1,3}){0,2}$/),
      fc.stringMatching(/^[0-9]{1,4}[a-zA-Zé]{1,4}$/),
      fc.string({ unit: 'grapheme', maxLength: 10 }),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (typed) => {
        const out = splitSizeWords(typed);
        expect(out.join('').toLowerCase()).toBe(typed.join('').toLowerCase());
        expect(out.every((w) => !/^\d+(x\d+)+$/i.test(w) && !/^\d+(\p{L}{2,3}|[mlgvwx])$/iu.test(w))).toBe(true);
        // Idempotent: what it sets out reads the same again.
        expect(splitSizeWords(out)).toEqual(out);
      }),
      { numRuns: 400 },
    );
  });

  it('writes garment sizes out as names do, in the searcher\'s language', () => {
    expect(garmentSizeWords(['gloves', 'xl'], 'en')).toEqual(['gloves', 'extra', 'large']);
    expect(garmentSizeWords(['gants', 'TG'], 'fr')).toEqual(['gants', 'très', 'grand']);
    expect(garmentSizeWords(['dossard', 'XL'], 'fr')).toEqual(['dossard', 'très', 'grand']);
    expect(garmentSizeWords(['vest', 'XS'], 'en')).toEqual(['vest', 'extra', 'small']);
  });

  it('leaves a model\'s letters after a number, and letters that are other units, as typed', () => {
    expect(garmentSizeWords(['HP', '64', 'XL'], 'en')).toEqual(['HP', '64', 'XL']);
    expect(garmentSizeWords(['cable', '2', 'm', 'savon', 'l'], 'fr')).toEqual(['cable', '2', 'm', 'savon', 'l']);
  });

  it('leaves words that name an object\'s own machinery as typed (\'__proto__\' threw in CI)', () => {
    const typed = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    expect(garmentSizeWords(typed, 'en')).toEqual(typed);
    expect(garmentSizeWords(typed, 'fr')).toEqual(typed);
  });

  it('knows the units counts are written with, in either language', () => {
    expect(['sheets', 'Feuilles', 'tiroirs', 'pages', 'ply', 'plis'].every(isCountUnit)).toBe(true);
    expect(['paper', 'ml', 'boxes'].some(isCountUnit)).toBe(false);
  });
});

describe('fractions typed', () => {
  it('are the decimals names write, with a whole number or alone, typed with a slash or as one character', () => {
    expect(fractionsAsDecimals('laminator 12 1/2')).toBe('laminator 12.5');
    expect(fractionsAsDecimals('1 1/2" binder')).toBe('1.5" binder');
    expect(fractionsAsDecimals('enveloppe 10-1/2 x 16')).toBe('enveloppe 10.5 x 16');
    expect(fractionsAsDecimals('8 1/2 x 11')).toBe('8.5 x 11');
    expect(fractionsAsDecimals('1/2 inch binder')).toBe('0.5 inch binder');
    expect(fractionsAsDecimals('1 3/4 po, 3/4')).toBe('1.75 po, 0.75');
    expect(fractionsAsDecimals('10½ x 16, ¼')).toBe('10.5 x 16, 0.25');
  });

  it('leaves other slashes as typed: years, thirds, codes, dates', () => {
    for (const text of ['agenda 2026/27', '2026/2027', '1/3', 'x 1/8', 'PLA-1/2', 'a1/2', '12/2', '1/2/2027', '3.1/2']) expect(fractionsAsDecimals(text)).toBe(text);
  });

  it('never throws, keeps a text without a slash or fraction character as it is, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const out = fractionsAsDecimals(text);
        if (!/[/½¼¾]/.test(text)) expect(out).toBe(text);
        expect(fractionsAsDecimals(out)).toBe(out);
      }),
    );
  });
});
